// The multi-instance deployment on PostgreSQL: two app instances behind no balancer (clients
// alternate between them), jobs off in both (JOBS_AUTORUN=false), and separate delivery
// workers — two of them, so that they compete for the same jobs. Quotes saved on both
// instances reach a real SMTP server and the SMS provider stand-in exactly once each.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  appEnv,
  listDocs,
  prepareDatabase,
  staffToken,
  startApp,
} from '../../scripts/lib/app-server.mjs'
import { startSmsProvider, startSmtp } from '../int/fakes'
import { loadCatalogue, mobileFor, quoteBody } from './bodies'
import { pool, portFor, post, RAISED_LIMITS, tally, type App } from './harness'

const PG = process.env.RELIABILITY_PG_URL
const QUOTES = Number(process.env.RELIABILITY_PG_QUOTES ?? 150)
const WORKERS = 2
const dir = path.join('.tmp', 'reliability', 'postgres')
const dbName = `salon_reliability_${process.pid}`

const psql = (url: string, sql: string) =>
  execFileSync('psql', [url, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' })

let smtp: Awaited<ReturnType<typeof startSmtp>>
let sms: Awaited<ReturnType<typeof startSmsProvider>>
const apps: App[] = []
const workers: ChildProcess[] = []

describe.skipIf(!PG)('PostgreSQL: two app instances and separate delivery workers', () => {
  beforeAll(async () => {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    psql(PG!, `DROP DATABASE IF EXISTS ${dbName}`)
    psql(PG!, `CREATE DATABASE ${dbName}`)
    const url = new URL(PG!)
    url.pathname = `/${dbName}`
    smtp = await startSmtp()
    sms = await startSmsProvider('AC_reliability', 'reliability-token')
    const env = (port: number) =>
      appEnv({
        dir,
        port,
        databaseUrl: url.toString(),
        extra: {
          ...RAISED_LIMITS,
          JOBS_AUTORUN: 'false',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtp.port),
          TWILIO_ACCOUNT_SID: 'AC_reliability',
          TWILIO_AUTH_TOKEN: 'reliability-token',
          TWILIO_FROM: '+447700900000',
          TWILIO_API_BASE: sms.url,
          DELIVERY_BACKOFF_MS: '200',
          JOBS_WORKER_INTERVAL_MS: '300',
        },
      })
    prepareDatabase(env(portFor(3)))
    for (const offset of [3, 4]) {
      apps.push(
        await startApp({
          port: portFor(offset),
          env: env(portFor(offset)),
          logFile: path.join(dir, `app-${offset}.log`),
        }),
      )
    }
    for (let i = 0; i < WORKERS; i++) {
      const log = createWriteStream(path.join(dir, `worker-${i}.log`))
      const w = spawn(
        process.execPath,
        // tsx as a loader in the worker's own process (not its CLI, a parent process with its own
        // exit code), so that the exit code is the worker's.
        ['--import', 'tsx', 'scripts/jobs-worker.ts'],
        {
          env: { ...process.env, NODE_ENV: 'production', ...env(portFor(3)) },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        },
      )
      w.stdout!.pipe(log)
      w.stderr!.pipe(log)
      workers.push(w)
    }
  })

  afterAll(async () => {
    // A worker stops on SIGTERM by itself: it finishes or gives back its deliveries and exits 0.
    const exits = await Promise.all(
      workers.map(
        (w) =>
          new Promise<number | string | null>((resolve) => {
            if (w.exitCode !== null || w.signalCode !== null) return resolve(w.exitCode)
            w.on('exit', (code, signal) => resolve(code ?? signal))
            process.kill(-w.pid!, 'SIGTERM')
          }),
      ),
    )
    await Promise.all(apps.map((a) => a.stop()))
    await smtp?.stop()
    await sms?.stop()
    if (PG) psql(PG, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    expect(exits).toEqual(workers.map(() => 0))
  })

  it(`delivers ${QUOTES} quotes saved on both instances exactly once each`, async () => {
    const cat = await loadCatalogue(apps[0]!.base)
    const sent = Array.from({ length: QUOTES }, (_, n) => ({
      n,
      email: `pg-q${n}@pg.test`,
      mobile: `+44${mobileFor(n).slice(1).replace(/\s/g, '')}`,
    }))
    const refused: string[] = []
    await pool(sent, 30, async (q) => {
      const res = await post(
        apps[q.n % 2]!.base,
        '/api/save-quote-details',
        quoteBody(cat, q.email, q.n),
      )
      if (res.status !== 201)
        refused.push(`#${q.n}: ${res.status || res.error} ${res.text.slice(0, 200)}`)
    })
    expect(refused).toEqual([])

    // Wait for the workers to deliver everything, then a little longer for any duplicate.
    const mails = () => smtp.mails.filter((m) => m.to.some((t) => t.endsWith('@pg.test')))
    const texts = () => sms.messages.filter((m) => sent.some((q) => q.mobile === m.to))
    const until = Date.now() + 5 * 60_000
    while ((mails().length < QUOTES || texts().length < QUOTES) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 500))
    await new Promise((r) => setTimeout(r, 3000))

    const mailTally = tally(mails().flatMap((m) => m.to))
    const smsTally = tally(texts().map((m) => m.to))
    expect(
      sent
        .filter((q) => mailTally.get(q.email) !== 1)
        .map((q) => `${q.email}: ${mailTally.get(q.email) ?? 0} e-mails`),
    ).toEqual([])
    expect(
      sent
        .filter((q) => smsTally.get(q.mobile) !== 1)
        .map((q) => `${q.mobile}: ${smsTally.get(q.mobile) ?? 0} texts`),
    ).toEqual([])

    expect(
      apps.map((a) =>
        a.running() ? 'running' : `exited (${a.child.exitCode ?? a.child.signalCode})`,
      ),
    ).toEqual(['running', 'running'])
    const auth = await staffToken(apps[1]!.base)
    const docs = (await listDocs(apps[1]!.base, auth, 'quotes', 'where[email][like]=%40pg.test', [
      'email',
      'delivery',
    ])) as { email: string; delivery?: { email?: string; sms?: string } }[]
    expect(docs).toHaveLength(QUOTES)
    expect(
      docs
        .filter((d) => d.delivery?.email !== 'sent' || d.delivery?.sms !== 'sent')
        .map((d) => `${d.email}: ${JSON.stringify(d.delivery)}`),
    ).toEqual([])
    expect(workers.every((w) => w.exitCode === null)).toBe(true)

    // /api/health on a web instance: the workers report, nothing is delayed → 200. With the
    // database gone → 503, saying so.
    const healthOf = async (base: string) => {
      const res = await fetch(`${base}/api/health`)
      return { status: res.status, body: (await res.json()) as Record<string, any> }
    }
    const healthy = await healthOf(apps[0]!.base)
    expect(healthy).toMatchObject({
      status: 200,
      body: { status: 'ok', jobRunner: { ok: true }, deliveries: { delayedQuotes: 0 } },
    })
    expect(healthy.body.jobRunner.runner).toMatch(/^worker /)
    psql(PG!, `DROP DATABASE ${dbName} WITH (FORCE)`)
    const down = await healthOf(apps[0]!.base)
    expect(down.status).toBe(503)
    expect(down.body).toMatchObject({ status: 'unhealthy', database: { ok: false } })
    console.log(
      `postgres: ${QUOTES} quotes on two instances, two workers: each e-mailed once and texted once; ` +
        `/api/health ${healthy.status} (runner "${healthy.body.jobRunner.runner}" ${healthy.body.jobRunner.secondsAgo} s ago), ` +
        `then with the database dropped ${down.status}: ${JSON.stringify(down.body.problems)}`,
    )
  })
})

// Helpers for the reliability tests: the production app on a private copy of the seeded
// template database (prepared by scripts/reliability.mjs), HTTP calls, and reads as staff.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'

import { appEnv, listDocs, staffToken, startApp } from '../../scripts/lib/app-server.mjs'
import { startSmsProvider, startSmtp } from '../int/fakes'
import { mobileFor } from './bodies'

export type App = Awaited<ReturnType<typeof startApp>>

const templateDir = () => {
  const dir = process.env.RELIABILITY_TEMPLATE_DIR
  if (!dir || !existsSync(path.join(dir, 'salon.db')))
    throw new Error(
      'RELIABILITY_TEMPLATE_DIR is not set: run the tests with `npm run test:reliability`',
    )
  return dir
}

/** The first port of the range given to the reliability tests; each file uses its own offset. */
export const portFor = (offset: number) => Number(process.env.RELIABILITY_PORT ?? 3410) + offset

/** Limits per client address would refuse a load from one address: raised, and said so. */
export const RAISED_LIMITS = {
  RATE_LIMIT_QUOTES: '1000000',
  RATE_LIMIT_APPLICATIONS: '1000000',
  RATE_LIMIT_QUOTES_PER_CONTACT: '1000000',
  RATE_LIMIT_APPLICATIONS_PER_CONTACT: '1000000',
}

/** A private copy of the seeded SQLite template under .tmp/reliability/<name>. */
export function sqliteCopy(name: string) {
  const dir = path.join('.tmp', 'reliability', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const source = path.join(templateDir(), 'salon.db')
  // WAL mode: committed pages may still sit in the -wal file, so copy it along.
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(source + suffix))
      copyFileSync(source + suffix, path.join(dir, 'salon.db' + suffix))
  }
  return dir
}

/** Environment for an app on the database copy in `dir`, with uploads read from the template. */
export function envFor(dir: string, port: number, extra: Record<string, string> = {}) {
  return {
    ...appEnv({ dir, port, extra: { ...RAISED_LIMITS, ...extra } }),
    MEDIA_DIR: path.join(templateDir(), 'media'),
  }
}

export async function start(
  dir: string,
  port: number,
  extra: Record<string, string> = {},
  log = 'server.log',
) {
  return startApp({ port, env: envFor(dir, port, extra), logFile: path.join(dir, log) })
}

export type Answer =
  | { status: number; json: any; text: string; error?: undefined }
  | { status: 0; json: null; text: ''; error: string }

/**
 * POSTs a body (an object as JSON, or a raw string) on a new connection and never throws: a lost
 * connection is an answer too. No keep-alive, so that a connection the server closes while idle
 * (a race of the load generator, not of the app) cannot be mistaken for a failed submission.
 */
export function post(
  base: string,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(route, base)
  const data = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': String(data.length),
        ...headers,
      },
      timeout: 300_000, // a patient browser; the tests check answers, not speed
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', (err) => resolve({ status: 0, json: null, text: '', error: err.message }))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let json: unknown = null
        try {
          json = JSON.parse(text)
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, json, text })
      })
    })
    req.on('timeout', () => req.destroy(new Error('no answer within 300 s')))
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: 0, json: null, text: '', error: err.code ?? err.message }),
    )
    req.end(data)
  })
}

/** Runs `tasks` with at most `concurrency` at a time; stops taking new ones when `stop()` says so. */
export async function pool<T>(
  items: T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
  stop: () => boolean = () => false,
) {
  let next = 0
  const worker = async () => {
    while (next < items.length && !stop()) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return next
}

/** The stored documents of a collection whose e-mail address contains `marker`, read as staff. */
export async function storedByEmail(
  base: string,
  collection: 'quotes' | 'job-applications',
  marker: string,
) {
  const auth = await staffToken(base)
  return (await listDocs(
    base,
    auth,
    collection,
    `where[email][like]=${encodeURIComponent(marker)}`,
    ['email', 'delivery'],
  )) as {
    id: number
    email: string
    delivery?: { email?: string; sms?: string }
  }[]
}

/** How many times each value occurs. */
export function tally(values: string[]) {
  const m = new Map<string, number>()
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1)
  return m
}

/** Lines of the server log that report a failure, for the test's message. */
export function serverErrors(app: App) {
  return readFileSync(app.logFile, 'utf8')
    .split('\n')
    .filter((l) => /error|unhandled|exception/i.test(l))
    .slice(-40)
}

/**
 * A real SMTP server and the SMS provider stand-in on loopback, the environment that points the
 * app at them, and counts of what each address received — to check that every acknowledged
 * quote was e-mailed and texted exactly once.
 */
export async function startMessaging() {
  const smtp = await startSmtp()
  const sms = await startSmsProvider('AC_reliability', 'reliability-token')
  const env = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    TWILIO_ACCOUNT_SID: 'AC_reliability',
    TWILIO_AUTH_TOKEN: 'reliability-token',
    TWILIO_FROM: '+447700900000',
    TWILIO_API_BASE: sms.url,
    SALON_NOTIFY_EMAIL: 'jobs@reliability.test',
    DELIVERY_BACKOFF_MS: '500',
  }
  const mails = () => tally(smtp.mails.flatMap((m) => m.to))
  const texts = () => tally(sms.messages.map((m) => m.to))
  /** Notices to the salon per applicant address (each names the applicant's e-mail). */
  const notices = () =>
    tally(
      smtp.mails
        .filter((m) => m.to.includes(env.SALON_NOTIFY_EMAIL))
        .flatMap((m) => /E-mail: (\S+@\S+)/.exec(m.body)?.[1] ?? []),
    )
  return {
    env,
    smtp,
    sms,
    mails,
    texts,
    notices,
    async stop() {
      await smtp.stop()
      await sms.stop()
    },
  }
}
export type Messaging = Awaited<ReturnType<typeof startMessaging>>

/** The E.164 form of the test mobile number of submission `n` (as the app stores and texts it). */
export const e164For = (n: number) => `+44${mobileFor(n).slice(1).replace(/\s/g, '')}`

/**
 * Waits until every quote in `quotes` has been e-mailed and texted (or `limitMs` passes), then a
 * little longer so that a duplicate would show. Returns how long the messages took.
 */
export async function waitForDelivery(
  messaging: Messaging,
  quotes: { email: string; mobile: string }[],
  limitMs = 3 * 60_000,
) {
  const started = Date.now()
  const done = () => {
    const mails = messaging.mails()
    const texts = messaging.texts()
    return quotes.every((q) => mails.has(q.email) && texts.has(q.mobile))
  }
  while (!done() && Date.now() - started < limitMs) await new Promise((r) => setTimeout(r, 250))
  const tookMs = Date.now() - started
  await new Promise((r) => setTimeout(r, 3000))
  return tookMs
}

/** Each quote that was not e-mailed exactly once and texted exactly once, described. */
export function notExactlyOnce(messaging: Messaging, quotes: { email: string; mobile: string }[]) {
  const mails = messaging.mails()
  const texts = messaging.texts()
  return quotes
    .filter((q) => mails.get(q.email) !== 1 || texts.get(q.mobile) !== 1)
    .map((q) => `${q.email}: ${mails.get(q.email) ?? 0} e-mails, ${texts.get(q.mobile) ?? 0} texts`)
}

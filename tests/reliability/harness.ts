// Helpers for the reliability tests: the production app on a private copy of the seeded
// template database (prepared by scripts/reliability.mjs), HTTP calls, and reads as staff.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { appEnv, listDocs, staffToken, startApp } from '../../scripts/lib/app-server.mjs'

export type App = Awaited<ReturnType<typeof startApp>>

const templateDir = () => {
  const dir = process.env.RELIABILITY_TEMPLATE_DIR
  if (!dir || !existsSync(path.join(dir, 'salon.db'))) throw new Error('RELIABILITY_TEMPLATE_DIR is not set: run the tests with `npm run test:reliability`')
  return dir
}

/** The first port of the range given to the reliability tests; each file uses its own offset. */
export const portFor = (offset: number) => Number(process.env.RELIABILITY_PORT ?? 3410) + offset

/** Limits per client address would refuse a load from one address: raised, and said so. */
export const RAISED_LIMITS = { RATE_LIMIT_QUOTES: '1000000', RATE_LIMIT_APPLICATIONS: '1000000' }

/** A private copy of the seeded SQLite template under .tmp/reliability/<name>. */
export function sqliteCopy(name: string) {
  const dir = path.join('.tmp', 'reliability', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const source = path.join(templateDir(), 'salon.db')
  // WAL mode: committed pages may still sit in the -wal file, so copy it along.
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(source + suffix)) copyFileSync(source + suffix, path.join(dir, 'salon.db' + suffix))
  }
  return dir
}

/** Environment for an app on the database copy in `dir`, with uploads read from the template. */
export function envFor(dir: string, port: number, extra: Record<string, string> = {}) {
  return { ...appEnv({ dir, port, extra: { ...RAISED_LIMITS, ...extra } }), MEDIA_DIR: path.join(templateDir(), 'media') }
}

export async function start(dir: string, port: number, extra: Record<string, string> = {}, log = 'server.log') {
  return startApp({ port, env: envFor(dir, port, extra), logFile: path.join(dir, log) })
}

export type Answer = { status: number; json: any; text: string; error?: undefined } | { status: 0; json: null; text: ''; error: string }

/** POSTs a body (an object as JSON, or a raw string) and never throws: a lost connection is an answer too. */
export async function post(base: string, route: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(base + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    })
    const text = await res.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: res.status, json, text }
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause
    return { status: 0, json: null, text: '', error: cause?.code ?? cause?.message ?? String(err) }
  }
}

/** Runs `tasks` with at most `concurrency` at a time; stops taking new ones when `stop()` says so. */
export async function pool<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>, stop: () => boolean = () => false) {
  let next = 0
  const worker = async () => {
    while (next < items.length && !stop()) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return next
}

/** The stored documents of a collection whose e-mail address contains `marker`, read as staff. */
export async function storedByEmail(base: string, collection: 'quotes' | 'job-applications', marker: string) {
  const auth = await staffToken(base)
  return (await listDocs(base, auth, collection, `where[email][like]=${encodeURIComponent(marker)}`, ['email', 'delivery'])) as {
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

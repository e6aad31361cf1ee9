// Rate limits for the public forms and the staff sign-in, counted with rate-limiter-flexible in
// the database (the `rate_limits` table, rate-limit-table.ts) or in Redis when REDIS_URL is set,
// so that every instance shares one count. If the store fails, each instance falls back to
// counting in its own memory (the library's insurance limiter) rather than refusing everyone.
import 'server-only'

import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import {
  LOCK_MINUTES,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_ATTEMPTS_PER_ADDRESS_ANY_ACCOUNT,
  SIGN_IN_LINKS_PER_PAUSE,
} from './login'
import { RATE_LIMIT_TABLE } from './rate-limit-table'

const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback)
  return Number.isFinite(n) ? n : fallback
}

export const TOO_MANY = 'Too many requests — please wait a minute and try again.'

/**
 * Each limit: how many in how many seconds, and what a refused client is told. Read from the
 * environment when a limiter is first used (see resetRateLimiters).
 */
const specs = () => ({
  /** Quote saves from one client address. */
  quote: { points: envNumber('RATE_LIMIT_QUOTES', 20), seconds: 60, message: TOO_MANY },
  /** Quotes (each sent by e-mail and text) to one mobile number or one e-mail address. */
  quoteContact: {
    points: envNumber('RATE_LIMIT_QUOTES_PER_CONTACT', 6),
    seconds: 60 * 60,
    message:
      'We have sent several quotes to this mobile number or e-mail address in the last hour. Please try again later.',
  },
  /** Photo and answer forms (a price to confirm, a reply) from one client address. */
  confirm: { points: envNumber('RATE_LIMIT_CONFIRM', 20), seconds: 600, message: TOO_MANY },
  /** Job applications from one client address. */
  application: { points: envNumber('RATE_LIMIT_APPLICATIONS', 5), seconds: 600, message: TOO_MANY },
  /** Job applications from one mobile number or e-mail address. */
  applicationContact: {
    points: envNumber('RATE_LIMIT_APPLICATIONS_PER_CONTACT', 3),
    seconds: 60 * 60,
    message:
      'We have already received several applications from this mobile number or e-mail address today. Please try again later.',
  },
  /** Sign-in attempts at one account from one address (a success clears them). */
  login: {
    points: LOGIN_ATTEMPTS_PER_ADDRESS,
    seconds: LOCK_MINUTES * 60,
    message: `Too many failed sign-in attempts from your connection. Try again in ${LOCK_MINUTES} minutes.`,
  },
  /** Failed sign-in attempts at any account from one address. */
  loginAnyAccount: {
    points: LOGIN_ATTEMPTS_PER_ADDRESS_ANY_ACCOUNT,
    seconds: LOCK_MINUTES * 60,
    message: `Too many failed sign-in attempts from your connection. Try again in ${LOCK_MINUTES} minutes.`,
  },
  /** Sign-in links e-mailed to one paused account (ADR 043); nobody is told when refused. */
  signInLink: {
    points: SIGN_IN_LINKS_PER_PAUSE,
    seconds: LOCK_MINUTES * 60,
    message: TOO_MANY,
  },
  /** Password-reset e-mails asked for from one address. */
  passwordReset: {
    points: 5,
    seconds: 60 * 60,
    message: 'Too many password reset requests — please try again in an hour.',
  },
})

export type LimitName = keyof ReturnType<typeof specs>
export const limitSpec = (name: LimitName) => specs()[name]

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number; message: string }

type Store = { kind: 'redis'; client: Redis } | { kind: 'database'; payload: Payload }

let redis: Redis | null = null
const limiters = new Map<LimitName, RateLimiterAbstract>()

function store(payload: Payload): Store {
  const url = process.env.REDIS_URL
  if (url) {
    // One connection per process. Commands wait for it while it is being made (without the
    // queue, every request of a new process went to its own memory count until Redis answered),
    // but never long: after one second, or one failed reconnection, the insurance limiter counts.
    if (!redis) {
      redis = new Redis(url, {
        enableOfflineQueue: true,
        commandTimeout: 1000,
        maxRetriesPerRequest: 1,
      })
      // Without a listener ioredis logs every failed reconnection: one line per 10 s is enough.
      let warnedAt = 0
      redis.on('error', (err: Error) => {
        if (Date.now() - warnedAt < 10_000) return
        warnedAt = Date.now()
        console.warn(`[rate limits] Redis: ${err.message} (counting in this process meanwhile)`)
      })
    }
    return { kind: 'redis', client: redis }
  }
  return { kind: 'database', payload }
}

/** Forgets the limiters (not the counts), so that changed limits in the environment apply. */
export function resetRateLimiters() {
  limiters.clear()
}

function limiter(payload: Payload, name: LimitName): RateLimiterAbstract {
  const existing = limiters.get(name)
  if (existing) return existing
  const spec = limitSpec(name)
  const common = { keyPrefix: name, points: spec.points, duration: spec.seconds }
  const insuranceLimiter = new RateLimiterMemory(common)
  const s = store(payload)
  const created =
    s.kind === 'redis'
      ? new RateLimiterRedis({ ...common, storeClient: s.client, insuranceLimiter })
      : new RateLimiterDrizzle({
          ...common,
          storeClient: (s.payload.db as unknown as { drizzle: unknown }).drizzle,
          schema: (s.payload.db as unknown as { tables: Record<string, unknown> }).tables[
            RATE_LIMIT_TABLE
          ],
          insuranceLimiter,
        })
  limiters.set(name, created)
  return created
}

const refused = (name: LimitName, res: RateLimiterRes): LimitVerdict => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  message: limitSpec(name).message,
})

/** Counts one request against `name` for `key`; refused once the allowance is used up. */
export async function consume(
  payload: Payload,
  name: LimitName,
  key: string,
): Promise<LimitVerdict> {
  if (limitSpec(name).points <= 0) return { ok: true } // 0 turns a limit off
  try {
    await limiter(payload, name).consume(key)
    return { ok: true }
  } catch (err) {
    if (err instanceof RateLimiterRes) return refused(name, err)
    throw err
  }
}

/** Counts one request against several limits; the first refusal wins. */
export async function consumeAll(
  payload: Payload,
  checks: [LimitName, string | null | undefined][],
): Promise<LimitVerdict> {
  for (const [name, key] of checks) {
    if (!key) continue
    const verdict = await consume(payload, name, key)
    if (!verdict.ok) return verdict
  }
  return { ok: true }
}

/** Whether `key` has used up `name` already, without counting this request. */
export async function isBlocked(
  payload: Payload,
  name: LimitName,
  key: string,
): Promise<LimitVerdict> {
  const { points } = limitSpec(name)
  if (points <= 0) return { ok: true }
  const res = await limiter(payload, name).get(key)
  return res && res.consumedPoints >= points ? refused(name, res) : { ok: true }
}

/** Forgets the count for `key` (a successful sign-in clears that account's failures). */
export async function forget(payload: Payload, name: LimitName, key: string) {
  await limiter(payload, name).delete(key)
}

/** Gives one point back (a successful sign-in was not a failure). */
export async function giveBack(payload: Payload, name: LimitName, key: string) {
  await limiter(payload, name).reward(key, 1)
}

export const tooManyResponse = (verdict: Extract<LimitVerdict, { ok: false }>) =>
  Response.json(
    { error: 'too_many_requests', message: verdict.message },
    { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
  )

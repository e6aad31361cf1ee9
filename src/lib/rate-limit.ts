// Per-client limits on the public write endpoints (quote saving, applications), so nobody can
// flood the database. In memory, per app instance: enough to stop a runaway script or bot.
type Window = { count: number; resetAt: number }

const buckets = new Map<string, Window>()

export type Limit = { limit: number; windowMs: number }

export const limits = {
  quote: { limit: Number(process.env.RATE_LIMIT_QUOTES ?? 20), windowMs: 60_000 },
  application: { limit: Number(process.env.RATE_LIMIT_APPLICATIONS ?? 5), windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>

export const TOO_MANY = 'Too many requests — please wait a minute and try again.'

export function hit(
  key: string,
  { limit, windowMs }: Limit,
  now = Date.now(),
): { ok: boolean; retryAfterSeconds: number } {
  if (limit <= 0) return { ok: true, retryAfterSeconds: 0 }
  const w = buckets.get(key)
  if (!w || w.resetAt <= now) {
    buckets.set(key, { count: 1, resetAt: now + windowMs })
    if (buckets.size > 50_000) sweep(now)
    return { ok: true, retryAfterSeconds: 0 }
  }
  w.count += 1
  return { ok: w.count <= limit, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) }
}

function sweep(now: number) {
  for (const [k, w] of buckets) if (w.resetAt <= now) buckets.delete(k)
}

/** The client's address as the proxy in front of us reports it (first hop), or 'local'. */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip') || 'local'
}

export const tooManyResponse = (retryAfterSeconds: number) =>
  Response.json(
    { error: 'too_many_requests', message: TOO_MANY },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )

// Small helpers for the JSON API: every answer is JSON, and nothing escapes as a bare 500.
import { nestedTooDeep, TOO_DEEP_MESSAGE } from './json-depth'

export type ApiError = { error: string; message: string; fields?: Record<string, string> }

export const json = (data: unknown, init?: ResponseInit) => Response.json(data, init)

export const notFound = (message = 'Not found') =>
  Response.json({ error: 'not_found', message } satisfies ApiError, { status: 404 })

export const badRequest = (message: string, fields?: Record<string, string>, status = 400) =>
  Response.json(
    {
      error: status === 422 ? 'unprocessable' : status === 409 ? 'conflict' : 'bad_request',
      message,
      fields,
    } satisfies ApiError,
    {
      status,
    },
  )

/** Wraps a route handler: unexpected failures are logged and answered with a JSON 503/500. */
export function handle<A extends unknown[]>(fn: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await fn(...args)
    } catch (err) {
      console.error('[api]', err)
      return Response.json(
        {
          error: 'unavailable',
          message: 'Sorry, something went wrong on our side. Please try again in a moment.',
        } satisfies ApiError,
        { status: 503, headers: { 'Retry-After': '5' } },
      )
    }
  }
}

/** The largest JSON body the public API reads (a quote or an application is a few KB). */
export const MAX_JSON_BODY_BYTES = 64 * 1024

export const tooLarge = () =>
  Response.json({ error: 'too_large', message: 'The request is too large.' } satisfies ApiError, {
    status: 413,
    // The rest of the upload is not read: the client should not reuse this connection.
    headers: { connection: 'close' },
  })

/**
 * Reads a request body while counting its bytes, and stops as soon as it passes `maxBytes`:
 * a huge body is refused after at most `maxBytes` (plus one network chunk) was read, never
 * held in memory. A declared Content-Length over the limit is refused before reading at all.
 */
export async function readBodyCapped(
  req: Request,
  maxBytes: number,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false }> {
  const declared = Number(req.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > maxBytes) {
    await req.body?.cancel().catch(() => {})
    return { ok: false }
  }
  if (!req.body) return { ok: true, bytes: new Uint8Array(0) }
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      return { ok: false }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const c of chunks) {
    bytes.set(c, at)
    at += c.byteLength
  }
  return { ok: true, bytes }
}

/** Parses a JSON body; answers 400 for a body that is not a JSON object, and 413 for a huge one. */
export async function readJsonBody(
  req: Request,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<{ ok: true; body: unknown } | { ok: false; res: Response }> {
  const read = await readBodyCapped(req, maxBytes).catch(() => null)
  if (read === null) return { ok: false, res: badRequest('The request body could not be read.') }
  if (!read.ok) return { ok: false, res: tooLarge() }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes)
    // Nested too deep for what reads it after the parse (ADR 044): refused before parsing.
    if (nestedTooDeep(text)) return { ok: false, res: badRequest(TOO_DEEP_MESSAGE) }
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new Error('not an object')
    return { ok: true, body }
  } catch {
    return { ok: false, res: badRequest('The request body must be a JSON object.') }
  }
}

/** Slugs in paths: lowercase letters, digits and dashes, bounded length. */
export const isSlug = (s: string) => /^[a-z0-9][a-z0-9-]{0,99}$/.test(s)

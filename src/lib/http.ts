// Small helpers for the JSON API: every answer is JSON, and nothing escapes as a bare 500.
export type ApiError = { error: string; message: string; fields?: Record<string, string> }

export const json = (data: unknown, init?: ResponseInit) => Response.json(data, init)

export const notFound = (message = 'Not found') =>
  Response.json({ error: 'not_found', message } satisfies ApiError, { status: 404 })

export const badRequest = (message: string, fields?: Record<string, string>, status = 400) =>
  Response.json(
    { error: status === 422 ? 'unprocessable' : 'bad_request', message, fields } satisfies ApiError,
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

/** Parses a JSON body; answers 400 for a body that is not a JSON object, and 413 for a huge one. */
export async function readJsonBody(
  req: Request,
  maxBytes = 64 * 1024,
): Promise<{ ok: true; body: unknown } | { ok: false; res: Response }> {
  const text = await req.text()
  if (text.length > maxBytes) {
    return {
      ok: false,
      res: Response.json(
        { error: 'too_large', message: 'The request is too large.' },
        { status: 413 },
      ),
    }
  }
  try {
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

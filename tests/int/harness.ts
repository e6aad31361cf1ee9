// Helpers for integration tests: the app's Payload instance and route handler calls.
import type { Payload } from 'payload'

/** The app's Payload instance, on the database that setup-env.ts prepared for this file. */
export async function bootPayload(): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

/** Calls a Next.js route handler the way the server would. */
export async function call(
  // Route handlers differ in their params type; the test supplies matching params.
  handler: (req: Request, ctx: any) => Promise<Response>,
  opts: {
    method?: string
    path?: string
    params?: Record<string, unknown>
    body?: unknown
    rawBody?: string
    /** Added to (or, as null, taken from) the default `content-type: application/json`. */
    headers?: Record<string, string | null>
  } = {},
) {
  const headers = new Headers({ 'content-type': 'application/json' })
  for (const [name, value] of Object.entries(opts.headers ?? {}))
    if (value === null) headers.delete(name)
    else headers.set(name, value)
  const init: RequestInit = { method: opts.method ?? 'GET', headers }
  if (opts.rawBody !== undefined) init.body = opts.rawBody
  else if (opts.body !== undefined) init.body = JSON.stringify(opts.body)
  const res = await handler(new Request(`http://localhost${opts.path ?? '/'}`, init), {
    params: Promise.resolve(opts.params ?? {}),
  })
  const text = await res.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON: the test will see json === null
  }
  return { status: res.status, json: json as any, text }
}

// Payload's REST API (/cms-api) called through the app's own route handlers, with sessions made
// by the real login endpoint — the way the admin and any other client reach it.
import { DELETE, GET, HEAD, PATCH, POST } from '@/app/(payload)/cms-api/[...slug]/route'

export const DEMO_PASSWORD = 'willow-wren-demo'
export const demoEmail = {
  owner: 'owner@willowandwren.example',
  manager: 'manager@willowandwren.example',
  'front-desk': 'frontdesk@willowandwren.example',
} as const

const handlers = { GET, HEAD, POST, PATCH, DELETE }
type Method = keyof typeof handlers

export type RestResult = { status: number; json: any; text: string; headers: Headers }

/** The site's own origin (SITE_URL), which a browser on the site names in `Origin`. */
export const siteOrigin = () => new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin

/**
 * One request to /cms-api/...; `cookie` is a session from `login`, absent for a visitor. Sent as
 * the admin's own browser sends it (`Sec-Fetch-Site: same-origin`, and the site's `Origin` on
 * writes) unless `browser: false` (curl, a server); `headers` override either. `raw` sends a body
 * of any type as it is.
 */
export async function rest(
  method: Method,
  path: string,
  opts: {
    cookie?: string
    body?: unknown
    form?: FormData
    raw?: { type: string; body: string }
    headers?: Record<string, string>
    browser?: boolean
  } = {},
): Promise<RestResult> {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname
    .replace(/^\/cms-api\//, '')
    .split('/')
    .filter(Boolean)
  const headers: Record<string, string> = {}
  if (opts.browser !== false) {
    headers['sec-fetch-site'] = 'same-origin'
    if (method !== 'GET' && method !== 'HEAD') headers.origin = siteOrigin()
  }
  Object.assign(headers, opts.headers)
  if (opts.cookie) headers.cookie = opts.cookie
  let body: BodyInit | undefined
  if (opts.form) body = opts.form
  else if (opts.raw) {
    headers['content-type'] = opts.raw.type
    body = opts.raw.body
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(opts.body)
  }
  const res = await handlers[method](new Request(url, { method, headers, body }), {
    params: Promise.resolve({ slug }),
  })
  const text = await res.text()
  let json: any = null
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON: json stays null
  }
  return { status: res.status, json, text, headers: res.headers }
}

/** Signs in through POST /cms-api/users/login; returns the session cookie as a browser keeps it. */
export async function login(email: string, password = DEMO_PASSWORD) {
  const res = await rest('POST', '/cms-api/users/login', { body: { email, password } })
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  return {
    ...res,
    setCookie,
    cookie: setCookie?.split(';')[0],
    user: res.json?.user as { id: number } | undefined,
  }
}

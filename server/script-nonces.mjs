// Each public page gets a nonce of its own, and a policy that trusts that nonce instead of
// 'unsafe-inline' (ADR 028): an inline handler, a `javascript:` address or a script that slips
// into a page's HTML then never runs. Pages come from Next.js's cache, so they cannot be rendered
// with the nonce; this server adds it to the response as it goes out, and the rewriter in
// scripts-after-first-paint.mjs writes it on the page's own scripts.
import { randomBytes } from 'node:crypto'

/** A fresh nonce: 128 random bits, base64url (22 characters). */
export const createNonce = () => randomBytes(16).toString('base64url')

/**
 * The site's policy (src/security/headers.ts) for one page: its scripts trusted by `nonce`
 * rather than by being inline, and no inline event handler at all.
 * @param {string} policy
 * @param {string} nonce
 */
export function policyWithNonce(policy, nonce) {
  const directives = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((d) => d[0])
  const named = (name) => directives.findIndex((d) => d[0].toLowerCase() === name)
  if (named('script-src') === -1) {
    const fallback = named('default-src')
    directives.splice(fallback + 1, 0, ['script-src', ...(directives[fallback]?.slice(1) ?? [])])
  }
  const attr = named('script-src-attr')
  if (attr !== -1) directives.splice(attr, 1)
  const at = named('script-src')
  directives[at] = [
    ...directives[at].filter((s) => s !== "'unsafe-inline'" && !s.startsWith("'nonce-")),
    `'nonce-${nonce}'`,
  ]
  directives.splice(at + 1, 0, ['script-src-attr', "'none'"])
  return directives.map((d) => d.join(' ')).join('; ')
}

// The inline scripts a page served from the cache carries, as Next.js 16 writes them
// (next/dist/server/app-render/use-flight-response.js, get-page-files.js): each hands one JSON
// literal to an array and does nothing else.
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_PUSH = 'self.__next_f.push('
const CHUNK_LIST =
  /^\(globalThis\[("[A-Za-z_$][\w$]*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((.+)\);$/

/** @param {string} text @param {(value: unknown) => boolean} shape */
const isJson = (text, shape) => {
  try {
    return shape(JSON.parse(text))
  } catch {
    return false
  }
}

/** `self.__next_f.push(<a JSON array>)`, exactly. */
const isFlightPush = (text) =>
  text.startsWith(FLIGHT_PUSH) &&
  text.endsWith(')') &&
  isJson(text.slice(FLIGHT_PUSH.length, -1), Array.isArray)

/**
 * Whether an inline script is one Next.js writes on a cached page: the flight data React
 * hydrates from, or Turbopack's list of chunks. Whatever the text, a script this accepts can only
 * push a JSON literal (JSON is a subset of JavaScript's expressions) onto an array; one that
 * contains "<" is refused, as "<!--" changes where the HTML parser ends a script.
 * @param {string} text
 */
export function isDataOnlyScript(text) {
  if (text.includes('<')) return false
  if (text === FLIGHT_START) return true
  // With a form's state (a post without JavaScript), a second push follows the first.
  if (text.startsWith(`${FLIGHT_START};`)) return isFlightPush(text.slice(FLIGHT_START.length + 1))
  if (text.startsWith(FLIGHT_PUSH)) return isFlightPush(text)
  return text.split('\n').every((line) => {
    const m = CHUNK_LIST.exec(line)
    return m !== null && isJson(m[2], (v) => typeof v === 'object' && v !== null)
  })
}

// A page's validator carries its nonce, so that a browser revalidating its copy (a 304) is sent
// the policy that copy was written for: a new nonce would block every script in it.
const ETAG = /^(W\/)?"([^"]*)"$/
const OURS = /^\s*(W\/)?"([^"~]*)~([A-Za-z0-9_-]{22})"\s*$/

/** `"abc"` → `"abc~<nonce>"`; null for a malformed tag. @param {string} etag @param {string} nonce */
export function etagWithNonce(etag, nonce) {
  const m = ETAG.exec(etag.trim())
  return m ? `${m[1] ?? ''}"${m[2]}~${nonce}"` : null
}

/**
 * The If-None-Match Next.js wrote and the nonce of the copy it validates, or null when the
 * header is not one validator written by this server.
 * @param {string | undefined} header
 */
export function validatorNonce(header) {
  const m = header === undefined ? null : OURS.exec(header)
  return m ? { ifNoneMatch: `${m[1] ?? ''}"${m[2]}"`, nonce: m[3] } : null
}

/**
 * Sets up one public response: hands Next.js a fresh nonce through the request's policy (the
 * way Next.js takes one: it then writes it on every script of a page it renders now), and, once
 * the response turns out to be a page, sends the page's policy and validator with that nonce —
 * or, for a 304, with the nonce of the browser's copy. Returns the nonce for the page's scripts.
 * Call it before handing `req` and `res` to Next.js, after any compression middleware.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function scriptNonces(req, res) {
  const nonce = createNonce()
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  delete req.headers['content-security-policy-report-only']
  const validator = validatorNonce(req.headers['if-none-match'])
  if (validator) req.headers['if-none-match'] = validator.ifNoneMatch

  /** @param {string} forPage */
  const secure = (forPage) => {
    const policy = res.getHeader('Content-Security-Policy')
    if (policy !== undefined) {
      const policies = Array.isArray(policy) ? policy : [String(policy)]
      res.setHeader(
        'Content-Security-Policy',
        policies.map((p) => policyWithNonce(p, forPage)),
      )
    }
    const etag = res.getHeader('ETag')
    if (etag !== undefined) {
      const tagged = etagWithNonce(String(etag), forPage)
      if (tagged) res.setHeader('ETag', tagged)
      else res.removeHeader('ETag')
    }
  }

  const writeHead = res.writeHead
  res.writeHead = function (statusCode, reason, headers) {
    if (typeof reason !== 'string') [headers, reason] = [reason, undefined]
    // Headers given here count as if set before (as compression's on-headers does).
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    else if (headers)
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value)
    if (statusCode === 304) {
      // A copy written by this server, or one from before it (left with the site's policy).
      if (validator) secure(validator.nonce)
    } else if (String(res.getHeader('content-type') ?? '').startsWith('text/html')) {
      secure(nonce)
    }
    return reason === undefined
      ? writeHead.call(this, statusCode)
      : writeHead.call(this, statusCode, reason)
  }
  return nonce
}

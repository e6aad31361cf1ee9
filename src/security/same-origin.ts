// Which writes to the CMS API (/cms-api) come from another site, and which bodies our own
// endpoints refuse. Pure: no I/O, no framework imports (src/security/same-origin.test.ts).
//
// SameSite=Lax keeps the session cookie off cross-site posts, but not off a sibling subdomain
// or another port of the same host ("same-site"), and a form or a text/plain fetch needs no
// preflight. So a write whose Origin is not the site's own (SITE_URL), or that the browser
// itself marks as cross-site or same-site (Sec-Fetch-Site), is refused before Payload sees it.
// A request without either header (curl, a server, an old browser's same-origin fetch) is
// judged by its credentials as before: such clients sign in with `Authorization: JWT …`.

/** Methods that change nothing; everything else is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type WriteRequest = {
  method: string
  /** The Origin header, or null when the browser (or client) sent none. */
  origin: string | null
  /** The Sec-Fetch-Site header, or null. */
  fetchSite: string | null
}

export const CROSS_ORIGIN_MESSAGE =
  'Changes are accepted from this site only. Reload the page and try again.'

/** The origin ("https://salon.example") of an address, or null if it is not one. */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Why this write must be refused as coming from another site (a message), or null to let it
 * through. `siteOrigin` is the origin of SITE_URL.
 */
export function crossOriginProblem(req: WriteRequest, siteOrigin: string): string | null {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return null
  const site = originOf(siteOrigin)
  if (req.origin !== null) {
    // "null" (a sandboxed frame, a redirect across sites) or any other address is not the site.
    const origin = req.origin.trim() === 'null' ? null : originOf(req.origin.trim())
    if (!origin || !site || origin !== site) return CROSS_ORIGIN_MESSAGE
  }
  const fetchSite = req.fetchSite?.trim().toLowerCase()
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return CROSS_ORIGIN_MESSAGE
  return null
}

export const JSON_ONLY_MESSAGE = 'Send this request as JSON (application/json).'

/** Whether a Content-Type names JSON (`application/json`, with or without parameters). */
export const isJsonType = (contentType: string | null) =>
  /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '')

/**
 * Our own endpoints read JSON only: a body of any other type (a form, text/plain) is refused,
 * so that a plain HTML form or a "simple" cross-site fetch cannot reach them. A request with
 * no body at all (the Resend button's POST) is fine.
 */
export function nonJsonBody(headers: {
  contentType: string | null
  contentLength: string | null
}): boolean {
  const type = headers.contentType?.trim() ?? ''
  if (type === '') {
    const length = headers.contentLength?.trim() ?? ''
    return length !== '' && length !== '0'
  }
  return !isJsonType(type)
}

// Where a redirect taken from the request may send the browser: a path on this site, never
// another origin. Browsers read `/\host`, `/<tab>/host` and `//host` as another site, so the
// value is parsed the way a browser parses it and only a same-origin path survives.
const BASE = 'http://same-site.invalid'

/** `to` as a path on this site (with its query and fragment), or `fallback` when it is not one. */
export function sameSitePath(to: string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(to, BASE)
  } catch {
    return fallback
  }
  // A path that still starts with two slashes is read as a host name when used as a Location.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

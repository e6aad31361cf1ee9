// Whether SITE_URL is the address the site is served on. Every link sent (quotes, the staff's
// invitations and resets) is built from SITE_URL, never from the request, so a wrong SITE_URL
// sends clients to the wrong place while the site itself looks fine.

/**
 * The origin a request came to: X-Forwarded-Host and -Proto from the proxy in front (their
 * first value), else Host and the URL's own scheme. Null when no host is known.
 */
export function requestOrigin(req: { url: string; headers: Headers }): string | null {
  const first = (name: string) => req.headers.get(name)?.split(',')[0]?.trim() || null
  const host = first('x-forwarded-host') ?? first('host')
  let url: URL
  try {
    url = new URL(req.url)
  } catch {
    return null
  }
  const proto = (first('x-forwarded-proto') ?? url.protocol.replace(/:$/, '')).toLowerCase()
  try {
    return new URL(`${proto}://${host ?? url.host}`).origin
  } catch {
    return null
  }
}

export type SiteUrlCheck = { ok: boolean; siteUrl: string; servedAt: string | null }

/** SITE_URL's origin against the request's; a request of unknown origin is not a mismatch. */
export function checkSiteUrl(siteUrl: string, servedAt: string | null): SiteUrlCheck {
  const configured = new URL(siteUrl).origin
  return { ok: servedAt === null || servedAt === configured, siteUrl: configured, servedAt }
}

/** The warning, in the words the health report and the admin both use. */
export const siteUrlWarning = (c: SiteUrlCheck) =>
  `site_url: SITE_URL is ${c.siteUrl} but this request came to ${c.servedAt}; links in quotes, text messages and staff e-mails point to ${c.siteUrl}`

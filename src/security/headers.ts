// Security headers for every response (pages, /api, /cms-api, /admin, static files), applied
// by next.config.ts. The policy here allows inline scripts: Next.js writes its own and cached
// pages cannot carry a per-request nonce (ADR 004). The production server (server.mjs) gives
// each public page a nonce for its own scripts and drops 'unsafe-inline' from that page's copy of
// this policy (ADR 028); the admin, `next start` and `next dev` keep this one.

type Mode = { production: boolean }

/** The Content-Security-Policy the public site and the Payload admin both work with. */
export function contentSecurityPolicy({ production }: Mode): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js bootstraps each page with inline scripts; development also evaluates code.
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    // Inlined CSS (experimental.inlineCss), style attributes from React and the admin.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Uploads are served from this origin; data: for tiny placeholders, blob: for upload previews.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // The admin may show a live preview of public pages in an iframe on this origin.
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * What /cms-api serves (uploads and data, never a page) runs nothing: an image or an SVG opened
 * on its own may draw itself, and nothing more (ADR 028).
 */
export const nothingRunsPolicy =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox"

export type Header = { key: string; value: string }

export function securityHeaders(
  mode: Mode = { production: process.env.NODE_ENV === 'production' },
): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(mode) },
    // Browsers ignore HSTS over plain http, but a development server should never send it.
    ...(mode.production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    // Nothing on the site uses these device features; no embedded page may ask for them either.
    {
      key: 'Permissions-Policy',
      value:
        'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
    },
  ]
}

/**
 * The next.config.ts `headers()` entries: every path, then /cms-api's own policy. Of two rules
 * that set the same header the last wins; Payload's own header for SVGs would otherwise lose to
 * the site policy.
 */
export const securityHeaderRoutes = async () => [
  { source: '/:path*', headers: securityHeaders() },
  {
    source: '/cms-api/:path*',
    headers: [{ key: 'Content-Security-Policy', value: nothingRunsPolicy }],
  },
]

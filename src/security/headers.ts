// Security headers for every response (pages, /api, /cms-api, /admin, static files), applied
// by next.config.ts. No nonces: public pages are statically rendered and cached, and a
// per-request nonce would force every page to render dynamically (ADR 004).

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

/** The next.config.ts `headers()` entry: every path. */
export const securityHeaderRoutes = async () => [{ source: '/:path*', headers: securityHeaders() }]

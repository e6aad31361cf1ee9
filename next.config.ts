import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaderRoutes } from './src/security/headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  headers: async () => [
    ...(await securityHeaderRoutes()),
    // Chrome fetches the icon again on every same-document navigation — each calculator choice
    // (ADR 009). Its address carries a hash of its content, so it may come from the cache.
    {
      source: '/icon.svg',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
  // Inline the (small) CSS into the HTML: three render-blocking stylesheet requests were the
  // largest part of first paint on a slow phone connection (Lighthouse, mobile).
  experimental: { inlineCss: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Payload serves uploads from its own file route on this same origin.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/media/**' }],
  },
  // Payload and its database drivers are server-only and should not be bundled.
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', 'pg'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

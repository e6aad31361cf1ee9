import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaderRoutes } from './src/security/headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  headers: securityHeaderRoutes,
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

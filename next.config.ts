import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Payload serves uploads from its own file route on this same origin.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/media/**' }],
  },
  // Payload and its database drivers are server-only and should not be bundled.
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', 'pg'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

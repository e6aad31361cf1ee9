import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaderRoutes } from './src/security/headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.mjs compresses, after it has rewritten the page's scripts (ADR 027).
  compress: false,
  // Pages, API lists and resized images: in Redis when REDIS_URL is set (shared by every
  // instance), else Next's own disk cache; 404s are never stored (ADR 016). The server reads
  // this file again, so REDIS_URL is the running server's, not the build's.
  cacheHandler: path.resolve(process.cwd(), 'cache-handler.mjs'),
  headers: async () => [
    ...(await securityHeaderRoutes()),
    // Uploads and the copies made of them (ADR 033). A replaced image gets a new file name; a day
    // bounds how long a name reused after a deletion could show the old picture.
    {
      source: '/cms-api/media/file/:path*',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }],
    },
    // Chrome fetches the icon again on every same-document navigation — each calculator choice
    // (ADR 012). Its address carries a hash of its content, so it may come from the cache.
    {
      source: '/icon.svg',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
  // Inline the (small) CSS into the HTML: three render-blocking stylesheet requests were the
  // largest part of first paint on a slow phone connection (Lighthouse, mobile).
  experimental: {
    inlineCss: true,
    // Form posts to pages: 1 MB (Next's default, said here), and the proxy that checks them
    // (src/proxy.ts) buffers no more than that. Uploads go to /cms-api, which the proxy skips.
    serverActions: { bodySizeLimit: '1mb' },
    proxyClientMaxBodySize: '1mb',
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // With Redis, every instance serves the same resized image (made once, by whichever asked first).
    customCacheHandler: Boolean(process.env.REDIS_URL),
    // Payload serves uploads from its own file route on this same origin.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/media/**' }],
  },
  // Payload and its database drivers are server-only and should not be bundled.
  // rate-limiter-flexible loads drizzle-orm by a computed import: it must not be bundled either.
  serverExternalPackages: [
    'sharp',
    // HEIC photos (src/confirm/photos.server.ts): libheif as a wasm bundle, loaded as it is.
    'heic-decode',
    'libheif-js',
    '@libsql/client',
    'libsql',
    'pg',
    'rate-limiter-flexible',
    'ioredis',
  ],
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })
const cmsHeaders = withCms.headers

/**
 * Payload asks every path for the colour-scheme client hint with `Critical-CH`, which makes
 * Chrome request a first visit twice (about 0.6 s on a phone before the first byte). Only the
 * admin's theme uses the hint: the public site does not ask for it (ADR 019).
 */
export default {
  ...withCms,
  headers: async () =>
    ((await cmsHeaders?.()) ?? []).map((route) =>
      route.source === '/:path*' && route.headers.some((h) => h.key === 'Critical-CH')
        ? { ...route, source: '/admin/:path*' }
        : route,
    ),
} satisfies NextConfig

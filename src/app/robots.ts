import type { MetadataRoute } from 'next'

import { env } from '@/env.server'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/api', '/quote/'] },
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  }
}

import type { MetadataRoute } from 'next'

import { listLiveOffers } from '@/content/offer-queries.server'
import { offerPath } from '@/content/offers'
import { listBlogPosts, listPublishedPages, listStylists } from '@/content/queries.server'
import { env } from '@/env.server'

// Rebuilt at most every hour, so that offers and new posts appear without a deploy.
export const revalidate = 3600

/** Public pages that the application itself draws (the text pages are content: see below). */
const STATIC_PATHS = [
  '/prices',
  '/offers',
  '/team',
  '/blog',
  '/reviews/all',
  '/recruitment/stylist',
  '/recruitment/apprentice',
  '/recruitment/saturday',
  '/contact',
  '/link-tree',
  '/links',
] as const

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [stylists, posts, offers, pages] = await Promise.all([
    listStylists(),
    listBlogPosts(),
    listLiveOffers(),
    listPublishedPages(),
  ])
  const url = (path: string) => new URL(path, env.SITE_URL).toString()
  const team = stylists.filter((s) => s.showOnTeam && !s.hasLeft)

  return [
    ...pages
      .filter((p) => !p.noindex)
      .map((p) => ({
        url: url(p.slug === 'home' ? '/' : `/${p.slug}`),
        lastModified: p.updatedAt,
        changeFrequency: p.slug === 'home' ? ('weekly' as const) : ('monthly' as const),
        priority: p.slug === 'home' ? 1 : 0.6,
      })),
    ...STATIC_PATHS.map((path) => ({
      url: url(path),
      changeFrequency:
        path === '/offers' || path === '/blog' ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/prices' || path === '/offers' ? 0.9 : 0.6,
    })),
    ...team.map((s) => ({
      url: url(`/team/${s.slug}`),
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    ...team.map((s) => ({
      url: url(`/reviews/${s.slug}`),
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    })),
    ...posts.map((p) => ({
      url: url(`/blog/${p.slug}`),
      lastModified: p.date,
      changeFrequency: 'yearly' as const,
      priority: 0.6,
    })),
    ...offers.map((o) => ({
      url: url(offerPath(o.slug)),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
  ]
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { listReviews } from '@/content/queries.server'
import { getTeamMember, listTeam } from '@/content/site-queries.server'

import { reviewPageCount, reviewPagePath, ReviewsListing } from '../../reviews-view'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

type Props = { params: Promise<{ slug: string; page: string }> }

/** Page 2 onwards of /reviews/{slug}: plain links, server-rendered, no JavaScript needed. */
async function load(slug: string, pageParam: string) {
  if (!/^[2-9]$|^[1-9]\d{1,2}$/.test(pageParam)) return null
  const page = Number(pageParam)
  const stylist = slug === 'all' ? null : await getTeamMember(slug)
  if (slug !== 'all' && !stylist) return null
  const reviews = await listReviews(stylist?.slug)
  if (page > reviewPageCount(reviews.length)) return null
  return { page, stylist, reviews }
}

export async function generateStaticParams() {
  const pages = reviewPageCount((await listReviews()).length)
  return Array.from({ length: pages - 1 }, (_, i) => ({ slug: 'all', page: String(i + 2) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params
  const found = await load(slug, page)
  if (!found) return { title: 'Reviews not found', robots: { index: false } }
  const who = found.stylist ? `Reviews for ${found.stylist.name}` : 'Client reviews'
  return {
    title: `${who}, page ${found.page}`,
    alternates: { canonical: reviewPagePath(slug, found.page) },
  }
}

export default async function ReviewsPageN({ params }: Props) {
  const { slug, page } = await params
  const found = await load(slug, page)
  if (!found) notFound()
  return (
    <ReviewsListing
      reviews={found.reviews}
      team={await listTeam()}
      stylist={found.stylist}
      page={found.page}
    />
  )
}

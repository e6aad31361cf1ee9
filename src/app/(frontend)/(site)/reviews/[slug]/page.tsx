import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { listReviews } from '@/content/queries.server'
import { getSettings, getTeamMember, listTeam } from '@/content/site-queries.server'

import { reviewsMetadata, ReviewsListing } from '../reviews-view'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return [{ slug: 'all' }, ...(await listTeam()).map((s) => ({ slug: s.slug }))]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const { brandName } = await getSettings()
  if (slug === 'all') return reviewsMetadata(brandName)
  const stylist = await getTeamMember(slug)
  if (!stylist) return { title: 'Reviews not found', robots: { index: false } }
  return {
    title: `Reviews for ${stylist.name}`,
    description: `What clients say about ${stylist.name}, ${stylist.levelName} at ${brandName}.`,
    alternates: { canonical: `/reviews/${stylist.slug}` },
  }
}

export default async function StylistReviewsPage({ params }: Props) {
  const { slug } = await params
  const team = await listTeam()
  if (slug === 'all')
    return <ReviewsListing reviews={await listReviews()} team={team} stylist={null} />
  const stylist = team.find((s) => s.slug === slug) ?? null
  if (!stylist) notFound()
  return <ReviewsListing reviews={await listReviews(stylist.slug)} team={team} stylist={stylist} />
}

import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { listReviews } from '@/content/queries.server'
import { getSettings, listTeam } from '@/content/site-queries.server'
import { isSlug } from '@/lib/http'

import { reviewsMetadata, ReviewsListing } from './reviews-view'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return reviewsMetadata((await getSettings()).brandName)
}

type Props = { searchParams: Promise<{ stylist?: string | string[] }> }

export default async function ReviewsPage({ searchParams }: Props) {
  // The stylist filter is a plain GET form: send it on to the stylist's own address.
  const { stylist } = await searchParams
  const chosen = Array.isArray(stylist) ? stylist[0] : stylist
  if (chosen && isSlug(chosen)) redirect(`/reviews/${chosen}`)
  const [reviews, team] = await Promise.all([listReviews(), listTeam()])
  return <ReviewsListing reviews={reviews} team={team} stylist={null} />
}

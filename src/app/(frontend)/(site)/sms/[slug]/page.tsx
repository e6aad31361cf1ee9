import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getLiveOfferPage } from '@/content/offer-queries.server'

import { offerMetadata } from '../../offers/_components/metadata'
import { OfferPage } from '../../offers/_components/offer-page'

// Landing pages for the links in our text messages: only offers with a text-message version.
// Rendered on each request, like /offers/{slug} (see there).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata((await params).slug)
}

export default async function SmsOfferRoute({ params }: Props) {
  const data = await getLiveOfferPage((await params).slug)
  // Unknown, not live or without a text-message version: the same 404 as /offers/{slug}.
  if (!data || !data.offer.smsVariant) notFound()
  return <OfferPage data={data} variant="sms" />
}

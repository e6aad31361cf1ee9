import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { getLiveOfferPage, listLiveOffers } from '@/content/offer-queries.server'

import { offerMetadata } from '../_components/metadata'
import { OfferPage } from '../_components/OfferPage'

// Live offers are built ahead; others are checked on request. An offer that ends or is
// switched off disappears within five minutes.
export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await listLiveOffers()).map((o) => ({ slug: o.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata((await params).slug)
}

export default async function OfferRoute({ params }: Props) {
  const data = await getLiveOfferPage((await params).slug)
  // Unknown, switched off, not started or ended: back to the list of live offers.
  if (!data) redirect('/offers')
  return <OfferPage data={data} variant="web" />
}

import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { getLiveOfferPage, listLiveOffers } from '@/content/offer-queries.server'

import { offerMetadata } from '../../offers/_components/metadata'
import { OfferPage } from '../../offers/_components/OfferPage'

// Landing pages for the links in our text messages: only offers with a text-message version.
export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await listLiveOffers()).filter((o) => o.smsVariant).map((o) => ({ slug: o.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata((await params).slug)
}

export default async function SmsOfferRoute({ params }: Props) {
  const data = await getLiveOfferPage((await params).slug)
  if (!data || !data.offer.smsVariant) redirect('/offers')
  return <OfferPage data={data} variant="sms" />
}

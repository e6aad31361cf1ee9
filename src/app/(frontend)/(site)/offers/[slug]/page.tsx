import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PreviewBanner } from '@/components/site/preview-banner'
import { getLiveOfferPage } from '@/content/offer-queries.server'
import { offerPath, offerStatusText } from '@/content/offers'
import { isStaffPreview } from '@/preview/preview-session.server'

import { offerMetadata } from '../_components/metadata'
import { OfferPage } from '../_components/offer-page'

// Rendered on each request (a few milliseconds on the database), so an offer disappears the
// moment it ends, is switched off or hidden, or a stylist it names leaves: it then answers 404
// (./not-found.tsx) at once, never a cached render from while it was live. (It used to
// redirect to /offers; ISR was avoided then too, as Next 16.4 sends the Location header twice
// when it replays a cached redirect: vercel/next.js#95913.)
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata((await params).slug)
}

export default async function OfferRoute({ params }: Props) {
  const preview = await isStaffPreview()
  const data = await getLiveOfferPage((await params).slug, new Date(), { preview })
  // Unknown or not live (offerStatus): a 404 that says so and lists the offers that are.
  if (!data) notFound()
  return (
    <>
      {preview && (
        <PreviewBanner
          path={offerPath(data.offer.slug)}
          note={
            data.status.status !== 'live'
              ? `Visitors do not see this offer at the moment: ${offerStatusText(data.status)}.`
              : data.offer.facts.beaten
                ? `Visitors do not see this offer: ${data.offer.facts.never}`
                : undefined
          }
        />
      )}
      <OfferPage data={data} variant="web" />
    </>
  )
}

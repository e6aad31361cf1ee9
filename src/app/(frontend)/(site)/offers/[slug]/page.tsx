import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PreviewBanner } from '@/components/site/PreviewBanner'
import { getLiveOfferPage } from '@/content/offer-queries.server'
import { offerPath, offerStatus } from '@/content/offer-rules'
import { isStaffPreview } from '@/preview/preview-session.server'

import { offerMetadata } from '../_components/metadata'
import { OfferPage } from '../_components/OfferPage'

// Rendered on each request (a few milliseconds on the database), so an offer disappears the
// moment it ends or is switched off. Not ISR: Next 16.4 sends the Location header twice when
// it replays a cached redirect (vercel/next.js#95913), and unknown offers must redirect.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata((await params).slug)
}

export default async function OfferRoute({ params }: Props) {
  const preview = await isStaffPreview()
  const data = await getLiveOfferPage((await params).slug, new Date(), { preview })
  // Unknown, switched off, not started or ended: back to the list of live offers.
  if (!data) redirect('/offers')
  return (
    <>
      {preview && (
        <PreviewBanner
          path={offerPath(data.offer.slug)}
          note={
            offerStatus(data.offer, new Date()) === 'live'
              ? undefined
              : 'This offer is not live at the moment (switched off, not started or ended).'
          }
        />
      )}
      <OfferPage data={data} variant="web" />
    </>
  )
}

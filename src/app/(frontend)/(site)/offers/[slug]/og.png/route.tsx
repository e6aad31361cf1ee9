import { getOfferBySlug } from '@/content/offer-queries.server'
import { formatOfferDate, isOfferLive, offerBadge, offerKindLabel } from '@/content/offer-rules'
import { getSiteSettings } from '@/content/queries.server'
import { ogCard } from '@/lib/og-card'

/**
 * The sharing image of one offer (/offers/{slug}/og.png): its headline, deal and end date.
 * A plain route rather than the opengraph-image convention, so that the web page and its
 * text-message twin (/sms/{slug}) can both name it at a stable address.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const [offer, settings] = await Promise.all([
    getOfferBySlug((await params).slug),
    getSiteSettings(),
  ])
  const headers = { 'cache-control': 'public, max-age=3600' }
  if (!offer || !isOfferLive(offer, new Date())) {
    return ogCard(
      { brand: settings.brandName, eyebrow: 'New client offers', title: 'Latest Offers' },
      headers,
    )
  }
  return ogCard(
    {
      brand: settings.brandName,
      eyebrow: offerKindLabel(offer.kind),
      title: offer.headline,
      badge: offerBadge(offer),
      footer: `Ends ${formatOfferDate(offer.endDate)} · New clients`,
    },
    headers,
  )
}

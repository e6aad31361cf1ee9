import { getLiveOffer } from '@/content/offer-queries.server'
import {
  formatOfferDate,
  offerCardFromText,
  offerKindLabel,
  offerSavingBadge,
} from '@/content/offers'
import { getSiteSettings } from '@/content/queries.server'
import { isSlug } from '@/lib/http'
import { ogCard } from '@/lib/og-card/card.server'

const audienceNote = { new: ' · New clients', returning: ' · Returning clients', everyone: '' }

/**
 * The sharing image of one offer (/offers/{slug}/og.png): its headline, saving, worked-out
 * "from" price and end date.
 * A plain route rather than the opengraph-image convention, so that the web page and its
 * text-message twin (/sms/{slug}) can both name it at a stable address.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  // Unknown or not live: a plain 404, without rendering a picture for it.
  const offer = isSlug(slug) ? await getLiveOffer(slug) : null
  if (!offer) {
    return new Response('No such offer', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  const settings = await getSiteSettings()
  return ogCard(
    {
      brand: settings.brandName,
      eyebrow: offerKindLabel(offer.kind),
      title: offer.headline,
      subtitle: offerCardFromText(offer, offer.facts),
      badge: offerSavingBadge(offer.facts),
      footer: `Ends ${formatOfferDate(offer.endDate)}${audienceNote[offer.audience]}`,
    },
    { 'cache-control': 'public, max-age=3600' },
  )
}

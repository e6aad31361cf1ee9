import { offerJson } from '@/content/api-shapes'
import { getQuoteCatalogue } from '@/content/catalogue.server'
import { fillOfferText, offerFacts } from '@/content/offers'
import { env } from '@/env.server'
import { handle, json } from '@/lib/http'

// Cached like /offers, purged with it on every change (ADR 007), and rebuilt every minute so
// an offer that ends or starts at midnight follows on its own.
export const revalidate = 60

/**
 * GET /api/offers: the offers live now (offerStatus: none while "Hide all offers" is ticked),
 * ending soonest first, each with its worked-out saving and "from" price.
 */
export const GET = handle(async () => {
  // The catalogue carries the live offers' rules (readLiveOfferRules) and the price list they
  // are priced on: one read for both.
  const cat = await getQuoteCatalogue({ photos: false })
  return json(
    (cat.offers ?? []).flatMap((o) => {
      const facts = offerFacts(cat, o)
      // An offer no quote would carry promises nothing: off the site (listLiveOffers).
      if (facts.beaten) return []
      const title = fillOfferText(o.title, { code: o.code, endDate: o.endDate ?? '' }, facts)
      return [offerJson(o, facts, title, cat, env.SITE_URL)]
    }),
  )
})

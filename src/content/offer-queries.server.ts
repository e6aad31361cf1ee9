// Reads for the offer pages, the sitemap and the offer images. Live-ness is decided by the
// pure rules in offer-rules.ts; this file only fetches and assembles.
import { cache } from 'react'

import * as map from './map'
import { liveOffers, offerSalons, offerStatus, offerStylists } from './offer-rules'
import { getPayloadClient, getSiteSettings, listOffers, listSalons } from './queries.server'
import type * as T from './types'

/** Offers showing on the site at `now`, ending soonest first. */
export async function listLiveOffers(now: Date = new Date()): Promise<T.Offer[]> {
  return liveOffers(await listOffers(), now)
}

/**
 * One published offer by slug, live or not — or with `draft` (staff preview) its latest saved
 * version. Read once per request (metadata and page share it).
 */
export const getOfferBySlug = cache(
  async (slug: string, draft = false): Promise<T.Offer | null> => {
    const payload = await getPayloadClient()
    const bySlug = { slug: { equals: slug } }
    const res = await payload.find({
      collection: 'offers',
      where: draft ? bySlug : { and: [bySlug, { _status: { equals: 'published' } }] },
      draft,
      limit: 1,
      depth: 1,
    })
    const doc = res.docs[0]
    return doc ? map.mapOffer(doc) : null
  },
)

/** The offer's stylists (including anyone who has left: the rules decide whom to show). */
async function listStylistsById(ids: number[]): Promise<T.Stylist[]> {
  if (ids.length === 0) return []
  const payload = await getPayloadClient()
  const res = await payload.find({
    collection: 'stylists',
    where: { id: { in: ids } },
    pagination: false,
    limit: 0,
    depth: 1,
  })
  return res.docs.map(map.mapStylist)
}

export type OfferPageData = {
  offer: T.Offer
  stylists: T.Stylist[]
  salons: T.Salon[]
  settings: T.SiteSettings
}

/**
 * Everything an offer page shows, or null when the offer is unknown or not live at `now`.
 * A staff preview shows the latest draft whatever its dates and switch.
 */
export async function getLiveOfferPage(
  slug: string,
  now: Date = new Date(),
  opts: { preview?: boolean } = {},
): Promise<OfferPageData | null> {
  const offer = await getOfferBySlug(slug, Boolean(opts.preview))
  if (!offer || (!opts.preview && offerStatus(offer, now) !== 'live')) return null
  const [settings, allSalons, candidates] = await Promise.all([
    getSiteSettings(),
    listSalons(),
    listStylistsById(offer.stylistIds),
  ])
  const stylists = offerStylists(offer, candidates)
  return {
    offer,
    stylists,
    salons: offerSalons(stylists, allSalons, settings.defaultSalonId),
    settings,
  }
}

// Reads for the offer pages, the sitemap and the offer images. Live-ness is decided by the
// pure rule in offer-rules.ts (offerStatus); this file only fetches and assembles.
import { cache } from 'react'

import * as map from './map'
import {
  liveOffers,
  offerSalons,
  offerStatus,
  offerStylists,
  type OfferStatus,
  type OfferWorld,
} from './offer-rules'
import { readOfferWorld } from './offer-world.server'
import { getPayloadClient, getSiteSettings, listOffers, listSalons } from './queries.server'
import type * as T from './types'

/** "Hide all offers" and the stylists' settings, read once per request. */
export const getOfferWorld = cache(async (): Promise<OfferWorld> =>
  readOfferWorld(await getPayloadClient()),
)

/** Offers showing on the site at `now`, ending soonest first. */
export async function listLiveOffers(now: Date = new Date()): Promise<T.Offer[]> {
  const [offers, world] = await Promise.all([listOffers(), getOfferWorld()])
  return liveOffers(offers, world, now)
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

/** The published offer at that address if it is live at `now` (metadata, sharing image). */
export async function getLiveOffer(slug: string, now: Date = new Date()): Promise<T.Offer | null> {
  const [offer, world] = await Promise.all([getOfferBySlug(slug), getOfferWorld()])
  return offer && offerStatus(offer, world, now).status === 'live' ? offer : null
}

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
  /** Always live, except in a staff preview, whose banner says why not. */
  status: OfferStatus
  stylists: T.Stylist[]
  salons: T.Salon[]
  settings: T.SiteSettings
}

/**
 * Everything an offer page shows, or null when the offer is unknown or not live at `now`.
 * A staff preview shows the latest draft whatever its status.
 */
export async function getLiveOfferPage(
  slug: string,
  now: Date = new Date(),
  opts: { preview?: boolean } = {},
): Promise<OfferPageData | null> {
  const [offer, world] = await Promise.all([
    getOfferBySlug(slug, Boolean(opts.preview)),
    getOfferWorld(),
  ])
  if (!offer) return null
  const status = offerStatus(offer, world, now)
  if (!opts.preview && status.status !== 'live') return null
  const [settings, allSalons, candidates] = await Promise.all([
    getSiteSettings(),
    listSalons(),
    listStylistsById(offer.stylistIds),
  ])
  const stylists = offerStylists(offer, candidates)
  return {
    offer,
    status,
    stylists,
    salons: offerSalons(stylists, allSalons, settings.defaultSalonId),
    settings,
  }
}

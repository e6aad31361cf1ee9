// Reads for the offer pages, the sitemap and the offer images. Live-ness is decided by the
// pure rule in src/quote/offer-status.ts (offerStatus); this file only fetches and assembles. Every offer
// it returns has its words filled and its facts worked out (offer-facts.server.ts): no caller
// can show a raw {from}.
import 'server-only'

import { cache } from 'react'

import { audienceContext, cheapestQuote, type Pence } from '@/quote'

import * as map from './map'
import { offerWithFacts, withFacts, type OfferWithFacts } from './offer-facts.server'
import { liveOffers, offerStatus, type OfferStatus, type OfferWorld } from '@/quote/offer-status'
import { offerSalons, offerStylists } from '@/content/offers'
import { getQuoteCatalogue } from './catalogue.server'
import { readOfferWorld } from './offer-world.server'
import { getPayloadClient, getSiteSettings, listOffers, listSalons } from './queries.server'
import type * as T from './types'

/** "Hide all offers" and the stylists' settings, read once per request. */
export const getOfferWorld = cache(async (): Promise<OfferWorld> =>
  readOfferWorld(await getPayloadClient()),
)

/**
 * Offers showing on the site at `now`, ending soonest first, with their facts: live, and not
 * always beaten by another offer (no quote would carry it, so its words would promise nothing).
 */
export async function listLiveOffers(now: Date = new Date()): Promise<OfferWithFacts[]> {
  const [offers, world] = await Promise.all([listOffers(), getOfferWorld()])
  return (await withFacts(liveOffers(offers, world, now))).filter((o) => !o.facts.beaten)
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
export async function getLiveOffer(
  slug: string,
  now: Date = new Date(),
): Promise<OfferWithFacts | null> {
  const [offer, world] = await Promise.all([getOfferBySlug(slug), getOfferWorld()])
  if (!offer || offerStatus(offer, world, now).status !== 'live') return null
  const shown = offerWithFacts(await getQuoteCatalogue({ photos: false }), offer)
  return shown.facts.beaten ? null : shown
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
  /** Its words filled, with its facts. */
  offer: OfferWithFacts
  /** Always live, except in a staff preview, whose banner says why not. */
  status: OfferStatus
  stylists: T.Stylist[]
  /** Each named stylist's own "from" with the offer (stylist id → pence, or null). */
  stylistFromPence: Record<number, Pence | null>
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
  const [settings, allSalons, candidates, cat] = await Promise.all([
    getSiteSettings(),
    listSalons(),
    listStylistsById(offer.stylistIds),
    getQuoteCatalogue({ photos: false }),
  ])
  const stylists = offerStylists(offer, candidates)
  const shown = offerWithFacts(cat, offer)
  // An offer no quote would carry is off the site; the staff preview shows it, and why.
  if (!opts.preview && shown.facts.beaten) return null
  return {
    offer: shown,
    status,
    stylists,
    // With several stylists, each has her own lowest price (their levels differ).
    stylistFromPence: Object.fromEntries(
      stylists.map((s) => [
        s.id,
        cheapestQuote(cat, { ...audienceContext(offer), stylistId: s.id }, { carries: offer })
          ?.pence ?? null,
      ]),
    ),
    salons: offerSalons(stylists, allSalons, settings.defaultSalonId),
    settings,
  }
}

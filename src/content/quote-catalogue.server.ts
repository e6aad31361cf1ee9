// The quote catalogue read from the CMS, in the quote module's own shapes: what the calculator
// sends to the browser and what the server checks a saved quote against.
import 'server-only'

import type { Payload } from 'payload'

import { bySeniority, liveOffers, type OfferRule, type QuoteCatalogue } from '@/quote'

import { readOfferWorld } from './offer-world.server'

import * as map from './map'

const all = { pagination: false, limit: 0 } as const

/**
 * Current stylists only (a stylist who has left is never offered). `photos: false` skips the
 * portraits and the paragraphs' neighbours (depth 0): what saving a quote needs.
 */
export async function readQuoteCatalogue(
  payload: Payload,
  opts: { photos?: boolean; now?: Date } = {},
): Promise<QuoteCatalogue> {
  const photos = opts.photos ?? true
  const [prices, salons, stylists, left, settings, offers] = await Promise.all([
    readPriceList(payload, { photos }),
    payload.find({ collection: 'salons', ...all, depth: 0, sort: 'id' }),
    payload.find({
      collection: 'stylists',
      ...all,
      depth: photos ? 1 : 0,
      where: { hasLeft: { not_equals: true } },
      sort: ['sortOrder', 'id'],
    }),
    // Those who have left: only names and alternatives, so a shared link to one can say so.
    payload.find({
      collection: 'stylists',
      ...all,
      depth: 0,
      where: { hasLeft: { equals: true } },
      sort: 'id',
    }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    readLiveOfferRules(payload, opts.now ?? new Date()),
  ])
  const site = map.mapSiteSettings(settings)
  return {
    offers,
    ...prices,
    salons: salons.docs.map((d) => {
      const s = map.mapSalon(d)
      return {
        id: s.id,
        name: s.name,
        shortName: s.shortName,
        isAcademy: s.isAcademy,
        bookingUrl: s.bookingUrl,
      }
    }),
    stylists: stylists.docs.map(map.mapStylist).map((s) => ({
      id: s.id,
      slug: s.slug,
      name: s.name,
      firstName: s.firstName,
      salonId: s.salonId,
      levelId: s.levelId,
      levelName: s.levelName || (prices.levels.find((l) => l.id === s.levelId)?.name ?? ''),
      acceptingNewClients: s.acceptingNewClients,
      hasLeft: s.hasLeft,
      photo: photos ? s.photo : null,
      paragraphs: s.paragraphs,
      bookingUrl: s.bookingUrl,
    })),
    leftStylists: left.docs.map(map.mapStylist).map((s) => ({
      id: s.id,
      slug: s.slug,
      name: s.name,
      firstName: s.firstName,
      alternativeIds: s.alternativeIds,
    })),
    defaultSalonId: site.defaultSalonId,
    bookingUrl: site.links.booking,
  }
}

/**
 * The offers live at `now` (published, switched on, in their dates, not hidden, their stylists
 * here and taking new clients where it matters), as rules, ending soonest first.
 */
export async function readLiveOfferRules(payload: Payload, now: Date): Promise<OfferRule[]> {
  const [docs, world] = await Promise.all([
    payload.find({
      collection: 'offers',
      where: { _status: { equals: 'published' } },
      depth: 0,
      pagination: false,
      limit: 0,
      overrideAccess: true,
    }),
    readOfferWorld(payload),
  ])
  return liveOffers(docs.docs.map(map.mapOfferRule), world, now)
}

/**
 * Levels, colour categories and services: everything a price depends on, and each colour
 * category's swatch unless `photos: false`.
 */
export async function readPriceList(
  payload: Payload,
  opts: { photos?: boolean } = {},
): Promise<Pick<QuoteCatalogue, 'levels' | 'categories' | 'services' | 'hairBands'>> {
  const photos = opts.photos ?? true
  const [levels, categories, services, bands] = await Promise.all([
    payload.find({ collection: 'levels', ...all, depth: 0, sort: ['rank', 'id'] }),
    payload.find({
      collection: 'colour-categories',
      ...all,
      depth: photos ? 1 : 0,
      sort: 'code',
    }),
    payload.find({ collection: 'services', ...all, depth: 0, sort: ['sortOrder', 'id'] }),
    payload.find({
      collection: 'hair-bands',
      ...all,
      depth: photos ? 1 : 0,
      sort: ['measure', 'rank'],
    }),
  ])
  return {
    levels: bySeniority(
      levels.docs.map(map.mapLevel).map((l) => ({
        id: l.id,
        name: l.name,
        adapter: l.adapter,
        experience: l.experience,
        rank: l.rank,
        newStarterRules: l.newStarterRules,
      })),
    ),
    categories: categories.docs.map((d) => {
      const c = map.mapColourCategory(d)
      return {
        id: c.id,
        code: c.code,
        name: c.name,
        description: c.description,
        guidance: c.guidance,
        skipAddOn: c.skipAddOn,
        addOnGroup: c.addOnGroup,
        newStarterRestricted: c.newStarterRestricted,
        image: photos ? c.image : null,
        supplements: c.supplements,
      }
    }),
    hairBands: bands.docs
      .map(map.mapHairBand)
      .map((b) => ({ ...b, image: photos ? b.image : null })),
    services: services.docs.map(map.mapService).flatMap((s) =>
      s.kind
        ? [
            {
              id: s.id,
              name: s.name,
              kind: s.kind,
              pricePence: s.pricePence,
              productPence: s.productPence,
              cat2: s.cat2,
              newStarterRestricted: s.newStarterRestricted,
              description: s.description,
              supplements: s.supplements,
              minutes: s.minutes,
            },
          ]
        : [],
    ),
  }
}

// The JSON shapes of the public API (README, "Public JSON API"): field names exactly as the
// old front end used them. Money is shown in pounds here, as those fields always were.
import { supplementsOf, type OfferRule, type QuoteCatalogue } from '@/quote'
import type { CatalogueHairBand } from '@/quote/model'

import { offerDay } from '@/quote/offer-status'
import { offerPath, type OfferFacts } from '@/content/offers'
import type * as T from './types'

const pounds = (pence: number | null) => (pence == null ? null : pence / 100)
const img = (i: T.ImageRef | null) => i?.url ?? null

export const reviewJson = (r: T.Review) => ({
  id: r.id,
  review: r.review,
  client: r.client,
  // Both spellings of the old API: feeds read `staff`, team views read `stylist`.
  staff: r.stylistName,
  stylist: r.stylistName,
  stylist_slug: r.stylistSlug,
  salon_id: r.salonId,
  rating: r.rating,
  date: r.date,
})

export const postJson = (p: T.BlogPost) => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  body: p.bodyHtml,
  image: img(p.image),
  alt: p.alt,
  author: p.author,
  date: p.date,
})

export const newsItemJson = (n: T.NewsItem) => ({
  id: n.id,
  slug: n.slug,
  title: n.title,
  body: n.body,
  link: n.link,
  image: img(n.image),
  alt: n.alt,
  author: n.author,
  date: n.date,
})

export const teamMemberJson = (s: T.Stylist) => ({
  slug: s.slug,
  first_name: s.firstName,
  last_name: s.lastName,
  image: img(s.photo),
  level_name: s.levelName,
  price: pounds(s.averagePricePence),
  para_1: s.paragraphs[0] ?? null,
  para_2: s.paragraphs[1] ?? null,
  para_3: s.paragraphs[2] ?? null,
})

export const stylistJson = (s: T.Stylist) => ({
  id: s.id,
  first_name: s.firstName,
  last_name: s.lastName,
  name: s.name,
  slug: s.slug,
  salon: s.salonId,
  level: s.levelId,
  remote_image: img(s.photo),
  para_1: s.paragraphs[0] ?? null,
  para_2: s.paragraphs[1] ?? null,
  para_3: s.paragraphs[2] ?? null,
  accepting_new_clients: s.acceptingNewClients,
})

export const salonJson = (s: T.Salon) => ({
  id: s.id,
  name: s.name,
  short_name: s.shortName,
  is_academy: s.isAcademy,
  logo: img(s.logo),
  image: img(s.image),
  address: s.address,
  phone: s.phone,
  email: s.email,
  booking_url: s.bookingUrl,
  opening_times: s.openingTimes,
})

export const levelJson = (l: T.Level) => ({ id: l.id, name: l.name, adapter: l.adapter })

/**
 * A service for the public API. `hair`: the bands there are and the colour categories, so each
 * service lists what each band adds to it, its own rows or its category's (ADR 051).
 */
export const serviceJson = (
  s: T.Service,
  hair: { bands: readonly CatalogueHairBand[]; categories: readonly T.ColourCategory[] },
) => ({
  id: s.id,
  service: s.name,
  price: s.pricePence / 100,
  product_price: s.productPence / 100,
  cat1: s.cat1,
  cat2: s.cat2,
  new_starter_restricted: s.newStarterRestricted,
  // Added later, so old clients may ignore it: a line in plain words, or null.
  description: s.description,
  // Added with her hair in the price (ADR 051): about how long, and what each band adds.
  minutes: s.minutes,
  hair_supplements: supplementsOf(hair, s).flatMap((row) => {
    const band = hair.bands.find((b) => b.id === row.bandId)
    if (!band || (row.percent === 0 && row.pence === 0 && row.minutes === 0)) return []
    return [
      {
        measure: band.measure,
        band_id: band.id,
        band: band.name,
        percent: row.percent,
        amount: row.pence / 100,
        minutes: row.minutes,
      },
    ]
  }),
})

export const storeDataJson = (d: T.StoreData) => ({
  banners: d.banners.map((b) => ({ image: img(b.image), url: b.url, title: b.title })),
  tiles: d.tiles.map((t) => ({
    image: img(t.image),
    brand: t.brand,
    description: t.description,
    url: t.url,
    title: t.title,
  })),
})

/**
 * GET /api/offers (ADR 025): a live offer for the link pages and partners. Its title is filled
 * (no placeholders), its saving and `from` (pounds, or null when no online quote qualifies) are
 * worked out from the price list; dates are UK days.
 */
export function offerJson(
  o: OfferRule,
  facts: OfferFacts,
  title: string,
  cat: Pick<QuoteCatalogue, 'stylists' | 'services'>,
  siteUrl: string,
) {
  const b = o.benefit
  return {
    slug: o.slug,
    title,
    audience: o.audience,
    stylists: o.stylistIds.flatMap((id) => cat.stylists.find((s) => s.id === id)?.slug ?? []),
    code: o.code,
    benefit:
      b.kind === 'percent'
        ? { kind: b.kind, percent: b.percent }
        : b.kind === 'amount'
          ? { kind: b.kind, amount: pounds(b.pence) }
          : { kind: b.kind, service: cat.services.find((s) => s.id === b.serviceId)?.name ?? null },
    saving: facts.saving,
    from: pounds(facts.fromPence),
    start: offerDay(o.startDate),
    end: offerDay(o.endDate),
    url: new URL(offerPath(o.slug), siteUrl).toString(),
  }
}

// The one place where Payload documents become the app's own types.
import { positionsFrom } from '@/forms/job-application'
import { referralOptionsFrom } from '@/forms/quote-details'
import type * as P from '@/payload-types'
import { defaultRetention } from '@/privacy/lookup'
import { DEFAULT_PROMISE_WORKING_DAYS } from '@/quote/confirmation'
import {
  offerAudiences,
  offerDay,
  poundsToPence,
  serviceKind,
  type CalculatorType,
  type OfferAudience,
  type OfferBasket,
  type OfferBenefit,
  type OfferRule,
} from '@/quote'
import type { BandSupplement, CatalogueHairBand } from '@/quote/model'
import { supplementRows } from '@/quote/hair'

import { withDefaults } from './message-templates'
import { richTextHtml } from './rich-text'
import type * as T from './types'

type Rel<D extends { id: number }> = number | D | null | undefined

const idOf = <D extends { id: number }>(rel: Rel<D>): number | null =>
  rel == null ? null : typeof rel === 'number' ? rel : rel.id

const docOf = <D extends { id: number }>(rel: Rel<D>): D | null =>
  rel != null && typeof rel === 'object' ? rel : null

const paragraphs = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/**
 * The copies Payload made at upload (ADR 033), narrowest first, one per width: an image narrower
 * than a size gets a copy at its own width under several names.
 */
export function imageVariants(sizes: P.Media['sizes']): T.ImageVariant[] {
  const byWidth = new Map<number, string>()
  for (const size of Object.values(sizes ?? {})) {
    if (size?.url && size.width && !byWidth.has(size.width)) byWidth.set(size.width, size.url)
  }
  return [...byWidth].sort(([a], [b]) => a - b).map(([width, url]) => ({ url, width }))
}

export function mapImage(rel: Rel<P.Media>, altOverride?: string | null): T.ImageRef | null {
  const m = docOf(rel)
  if (!m?.url) return null
  const variants = imageVariants(m.sizes)
  return {
    url: m.url,
    alt: altOverride || m.alt,
    width: m.width ?? 1200,
    height: m.height ?? 800,
    ...(variants.length ? { variants } : {}),
  }
}

export const mapSalon = (d: P.Salon): T.Salon => ({
  id: d.id,
  name: d.name,
  shortName: d.shortName,
  isAcademy: Boolean(d.isAcademy),
  logo: mapImage(d.logo),
  image: mapImage(d.image),
  address: {
    line1: d.address.line1,
    line2: d.address.line2 ?? null,
    town: d.address.town,
    postcode: d.address.postcode,
  },
  phone: d.phone,
  email: d.email ?? null,
  bookingUrl: d.bookingUrl || null,
  openingTimes: (d.openingTimes ?? []).map((t) => ({
    day: t.day,
    closed: Boolean(t.closed),
    opens: t.closed ? null : (t.opens ?? null),
    closes: t.closed ? null : (t.closes ?? null),
  })),
  // Rows whose date cannot be read are dropped rather than shown on some other day.
  holidayHours: (d.holidayHours ?? [])
    .flatMap((h) => {
      const date = offerDay(h.date)
      if (!date) return []
      const closed = Boolean(h.closed) || !h.opens || !h.closes
      return [
        {
          date,
          closed,
          opens: closed ? null : (h.opens ?? null),
          closes: closed ? null : (h.closes ?? null),
          note: h.note?.trim() || null,
        },
      ]
    })
    .sort((a, b) => a.date.localeCompare(b.date)),
  blurb: d.blurb ?? '',
  history: paragraphs(d.history),
})

export const mapLevel = (d: P.Level): T.Level => ({
  id: d.id,
  name: d.name,
  adapter: d.adapter,
  experience: d.experience ?? null,
  rank: d.rank,
  newStarterRules: d.newStarterRules === true,
})

/** Her hair's supplement rows (ADR 051): rows whose band was deleted are dropped. */
// Rows without a band (it was deleted) are left out (ADR 051).
const mapSupplements = (rows: P.Service['hairSupplements']): BandSupplement[] =>
  supplementRows(rows)

export const mapHairBand = (d: P.HairBand): CatalogueHairBand => ({
  id: d.id,
  measure: d.measure,
  name: d.name,
  description: d.description?.trim() || null,
  rank: d.rank,
  unsure: d.unsure === true,
  image: mapImage(d.image),
})

export const mapService = (d: P.Service): T.Service => {
  const cat1 = Number(d.cat1)
  return {
    id: d.id,
    name: d.service,
    pricePence: poundsToPence(d.price),
    productPence: poundsToPence(d.productPrice ?? 0),
    cat1,
    cat2: d.cat2,
    kind: serviceKind(cat1, d.cat2),
    newStarterRestricted: Boolean(d.newStarterRestricted),
    description: d.description?.trim() || null,
    supplements: mapSupplements(d.hairSupplements),
    minutes: d.minutes ?? null,
  }
}

export const mapColourCategory = (d: P.ColourCategory): T.ColourCategory => ({
  id: d.id,
  code: d.code,
  name: d.name,
  description: d.description?.trim() || null,
  guidance: d.guidance ?? '',
  image: mapImage(d.image),
  skipAddOn: Boolean(d.skipAddOn),
  addOnGroup: d.addOnGroup ?? null,
  newStarterRestricted: Boolean(d.newStarterRestricted),
  supplements: mapSupplements(d.hairSupplements),
})

export function mapStylist(d: P.Stylist): T.Stylist {
  const level = docOf(d.level)
  return {
    id: d.id,
    slug: d.slug,
    firstName: d.firstName,
    lastName: d.lastName,
    name: `${d.firstName} ${d.lastName}`,
    salonId: idOf(d.salon) ?? 0,
    levelId: idOf(d.level) ?? 0,
    levelName: level?.name ?? '',
    photo: mapImage(d.photo, `Portrait of ${d.firstName} ${d.lastName}`),
    paragraphs: [d.para1, d.para2, d.para3].filter((p): p is string => Boolean(p?.trim())),
    bookingUrl: d.bookingUrl?.trim() || null,
    acceptingNewClients: d.acceptingNewClients !== false,
    showOnTeam: d.showOnTeam !== false,
    hasLeft: Boolean(d.hasLeft),
    leftNotice: d.leftNotice ?? null,
    alternativeIds: (d.alternatives ?? [])
      .map((a) => idOf(a))
      .filter((id): id is number => id != null),
    // Computed from the price list by the quote module (queries.server.ts), never typed in.
    averagePricePence: null,
  }
}

export function mapReview(d: P.Review): T.Review {
  const stylist = docOf(d.stylist)
  return {
    id: d.id,
    review: d.review,
    client: d.client,
    stylistId: idOf(d.stylist),
    stylistSlug: stylist?.slug ?? null,
    stylistName: stylist ? `${stylist.firstName} ${stylist.lastName}` : null,
    salonId: idOf(d.salon) ?? (stylist ? idOf(stylist.salon) : null),
    rating: d.rating,
    date: d.date,
  }
}

export const mapBlogPost = (d: P.BlogPost): T.BlogPost => {
  const image = mapImage(d.image, d.alt)
  return {
    id: d.id,
    slug: d.slug,
    title: d.title,
    featured: Boolean(d.featured),
    bodyHtml: richTextHtml(d.body),
    image,
    alt: image?.alt ?? d.title,
    author: d.author,
    date: d.date,
  }
}

export const mapNewsItem = (d: P.NewsItem): T.NewsItem => {
  const image = mapImage(d.image, d.alt)
  return {
    id: d.id,
    slug: d.slug,
    title: d.title,
    body: d.body,
    link: d.link || null,
    image,
    alt: image?.alt ?? d.title,
    author: d.author,
    date: d.date,
  }
}

const ids = (rels: readonly Rel<{ id: number }>[] | null | undefined): number[] =>
  (rels ?? []).map((r) => idOf(r)).filter((id): id is number => id != null)

/** An offer's rule, as the quote module reads it (src/quote/offers.ts). */
export function mapOfferRule(d: P.Offer): OfferRule {
  const on: OfferBasket =
    d.appliesTo === 'type'
      ? { kind: 'type', types: (d.serviceTypes ?? []) as CalculatorType[] }
      : d.appliesTo === 'colourCategories'
        ? { kind: 'colourCategories', categoryIds: ids(d.colourCategories) }
        : d.appliesTo === 'services'
          ? { kind: 'services', serviceIds: ids(d.services) }
          : d.appliesTo === 'colourAndCut'
            ? { kind: 'colourAndCut', cutIds: ids(d.services) }
            : { kind: 'anything' }
  const benefit: OfferBenefit =
    d.benefit === 'amount'
      ? { kind: 'amount', pence: poundsToPence(d.amountOffPounds ?? 0) }
      : d.benefit === 'free'
        ? { kind: 'free', serviceId: idOf(d.freeService ?? null) ?? 0 }
        : { kind: 'percent', percent: d.discountPercent ?? 0 }
  return {
    id: d.id,
    slug: d.slug,
    title: d.title,
    code: d.code?.trim() || null,
    audience: (offerAudiences as readonly string[]).includes(d.audience ?? '')
      ? (d.audience as OfferAudience)
      : 'new',
    stylistIds: ids(d.stylists),
    salonIds: ids(d.salons),
    levelIds: ids(d.levels),
    on,
    benefit,
    validDays: d.validDays && d.validDays > 0 ? d.validDays : 28,
    active: Boolean(d.active),
    startDate: d.startDate ?? null,
    endDate: d.endDate ?? null,
  }
}

export const mapOffer = (d: P.Offer): T.Offer => ({
  ...mapOfferRule(d),
  kind: d.kind,
  headline: d.headline,
  summary: d.summary,
  details: paragraphs(d.details),
  image: mapImage(d.image),
  smsVariant: Boolean(d.smsVariant),
  endDate: d.endDate,
})

export const mapSiteSettings = (d: P.SiteSetting): T.SiteSettings => ({
  brandName: d.brandName,
  tagline: d.tagline ?? null,
  town: d.town ?? '',
  legalName: d.legalName ?? d.brandName,
  offerPages: {
    skinTestRule: d.offerPages?.skinTestRule?.trim() ?? '',
    terms: (d.offerPages?.terms ?? '')
      .split('\n')
      .map((t) => t.trim())
      .filter(Boolean),
  },
  referral: {
    friendPounds: d.referral?.friendPounds ?? 20,
    referrerPounds: d.referral?.referrerPounds ?? 20,
    friendWeeks: d.referral?.friendWeeks ?? 8,
    referrerWeeks: d.referral?.referrerWeeks ?? 12,
  },
  defaultSalonId: idOf(d.defaultSalon) ?? 2,
  logo: mapImage(d.logo),
  hideOffers: Boolean(d.hideOffers),
  links: {
    booking: d.links?.booking || null,
    skinTest: d.links?.skinTest || null,
    referralAccount: d.links?.referralAccount || null,
    giftCards: d.links?.giftCards || null,
    shop: d.links?.shop || null,
    modelSignup: d.links?.modelSignup || null,
    sisterSalon: d.links?.sisterSalon || null,
    app: d.links?.app || null,
    instagram: d.links?.instagram || null,
    facebook: d.links?.facebook || null,
    pinterest: d.links?.pinterest || null,
    tiktok: d.links?.tiktok || null,
  },
  retention: {
    quoteMonths: d.privacy?.quoteRetentionMonths || defaultRetention.quoteMonths,
    applicationMonths: d.privacy?.applicationRetentionMonths || defaultRetention.applicationMonths,
    photoDays: d.privacy?.photoRetentionDays || defaultRetention.photoDays,
  },
  confirmations: {
    promiseWorkingDays: d.confirmations?.promiseWorkingDays || DEFAULT_PROMISE_WORKING_DAYS,
  },
})

export const mapStoreData = (d: P.StoreDatum): T.StoreData => ({
  banners: (d.banners ?? []).map((b) => ({
    image: mapImage(b.image, b.title),
    title: b.title,
    url: b.url,
  })),
  tiles: (d.tiles ?? []).map((t) => ({
    image: mapImage(t.image, `${t.brand} — ${t.title}`),
    brand: t.brand,
    title: t.title,
    description: t.description ?? '',
    url: t.url,
  })),
})

export const mapNavigation = (d: P.Navigation): T.Navigation => ({
  primary: d.primary ?? [],
  more: d.more ?? [],
  footer: d.footer ?? [],
})

/** The Messages global: an empty wording or offer field means the standard one. */
export const mapMessages = (d: Partial<P.Message> | null | undefined): T.MessageSettings => ({
  templates: withDefaults(d),
  positions: positionsFrom(d?.recruitment?.positions),
  applicationPages: Object.fromEntries(
    (d?.recruitment?.applicationPages ?? [])
      .filter((p) => p.title?.trim())
      .map((p) => [p.role, { title: p.title.trim(), intro: p.intro?.trim() ?? '' }]),
  ),
  referralOptions: referralOptionsFrom(d?.finishForm?.referralOptions),
})

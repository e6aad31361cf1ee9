// Pure rules for offers: when an offer is live, how its dates and deal read, which salons
// it belongs to and how it is described to search engines. No Payload, no React, no clock:
// `now` is always passed in, so every rule is testable.
import { formatGBP, poundsToPence } from '@/quote/money'

import type { Offer, OfferKind, Salon, Stylist } from './types'

export const UK_TIME_ZONE = 'Europe/London'

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** The calendar day ("2026-11-21") that an instant falls on in the UK. */
export const ukDay = (instant: Date): string => isoDay.format(instant)

/**
 * The UK calendar day an offer date stands for, or null if it cannot be read.
 * Accepts a plain day ("2026-12-31", as seeded) or a timestamp (as the admin's day picker
 * saves it: e.g. "2027-03-30T23:00:00.000Z" is midnight of 31 March in British Summer Time).
 */
export function offerDay(value: string | null | undefined): string | null {
  if (!value) return null
  const trimmed = value.trim()
  if (DATE_ONLY.test(trimmed)) return trimmed
  const instant = new Date(trimmed)
  return Number.isNaN(instant.getTime()) ? null : ukDay(instant)
}

export type OfferStatus = 'live' | 'switched-off' | 'not-started' | 'ended'

type Schedule = Pick<Offer, 'active' | 'startDate' | 'endDate'>

/**
 * Whether an offer shows on the site at `now`: switched on, started (no start date, or the
 * start day has come in the UK) and not ended (the end day is today or later in the UK, so an
 * offer ending "31 December" runs until midnight UK time that night). An unreadable end date
 * counts as ended: better hidden than shown for ever.
 */
export function offerStatus(offer: Schedule, now: Date): OfferStatus {
  if (!offer.active) return 'switched-off'
  const today = ukDay(now)
  if (offer.startDate) {
    const start = offerDay(offer.startDate)
    if (start === null || start > today) return 'not-started'
  }
  const end = offerDay(offer.endDate)
  if (end === null || end < today) return 'ended'
  return 'live'
}

export const isOfferLive = (offer: Schedule, now: Date): boolean =>
  offerStatus(offer, now) === 'live'

/** Live offers, ending soonest first (ties keep their order). */
export function liveOffers<O extends Schedule>(offers: readonly O[], now: Date): O[] {
  return offers
    .filter((o) => isOfferLive(o, now))
    .map((o, i) => ({ o, i, end: offerDay(o.endDate) ?? '' }))
    .sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : a.i - b.i))
    .map(({ o }) => o)
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "31 December 2026" (en-GB), for an offer's start or end date. */
export function formatOfferDate(value: string): string {
  const day = offerDay(value)
  if (!day) return ''
  return longDate.format(new Date(`${day}T12:00:00Z`))
}

const pounds = (n: number) => formatGBP(poundsToPence(n))

/** The deal in a few words: "25% off", "£20 off", or null when the offer is a "from" price only. */
export function offerSaving(
  offer: Pick<Offer, 'discountPercent' | 'amountOffPounds'>,
): string | null {
  if (offer.discountPercent != null && offer.discountPercent > 0)
    return `${offer.discountPercent}% off`
  if (offer.amountOffPounds != null && offer.amountOffPounds > 0)
    return `${pounds(offer.amountOffPounds)} off`
  return null
}

/** "Colour & cut from £80", or null. */
export function offerPriceFrom(offer: Pick<Offer, 'priceFromPounds'>): string | null {
  return offer.priceFromPounds != null && offer.priceFromPounds > 0
    ? `Colour & cut from ${pounds(offer.priceFromPounds)}`
    : null
}

/** What the saving applies to, in a sentence fragment, by kind of offer. */
export function offerSavingSentence(
  offer: Pick<Offer, 'kind' | 'discountPercent' | 'amountOffPounds'>,
): string | null {
  const saving = offerSaving(offer)
  if (!saving) return null
  if (offer.kind === 'extensions') return `${saving} your first extensions application`
  if (
    offer.amountOffPounds != null &&
    !(offer.discountPercent != null && offer.discountPercent > 0)
  ) {
    return `${saving} a haircut with any colour service`
  }
  return `${saving} your first visit`
}

/** The short badge for a card: the saving, else the "from" price, else the kind. */
export function offerBadge(
  offer: Pick<Offer, 'kind' | 'discountPercent' | 'amountOffPounds' | 'priceFromPounds'>,
): string {
  return (
    offerSaving(offer) ??
    (offer.priceFromPounds ? `From ${pounds(offer.priceFromPounds)}` : offerKindLabel(offer.kind))
  )
}

const KIND_LABELS: Record<OfferKind, string> = {
  general: 'New client offer',
  stylist: 'Stylist offer',
  combination: 'Choose your stylist',
  seasonal: 'Seasonal offer',
  'first-appointment': 'First appointment',
  extensions: 'Extensions offer',
}

export const offerKindLabel = (kind: OfferKind): string => KIND_LABELS[kind]

export type OfferVariant = 'web' | 'sms'

export const offerPath = (slug: string, variant: OfferVariant = 'web'): string =>
  `/${variant === 'sms' ? 'sms' : 'offers'}/${encodeURIComponent(slug)}`

/** The named stylists of an offer, in the offer's order, leaving out anyone unknown or gone. */
export function offerStylists(
  offer: Pick<Offer, 'kind' | 'stylistIds'>,
  stylists: readonly Stylist[],
): Stylist[] {
  if (offer.kind !== 'stylist' && offer.kind !== 'combination') return []
  const byId = new Map(stylists.map((s) => [s.id, s]))
  return offer.stylistIds
    .map((id) => byId.get(id))
    .filter((s): s is Stylist => Boolean(s && !s.hasLeft))
}

/**
 * The salons a client should call about an offer: the salons of its named stylists, or, for
 * offers that are not tied to stylists, every salon that takes clients (not the Academy),
 * the group's default salon first.
 */
export function offerSalons(
  offerStylistList: readonly Stylist[],
  salons: readonly Salon[],
  defaultSalonId: number,
): Salon[] {
  if (offerStylistList.length > 0) {
    const ids = [...new Set(offerStylistList.map((s) => s.salonId))]
    return ids.map((id) => salons.find((s) => s.id === id)).filter((s): s is Salon => Boolean(s))
  }
  const salonsForClients = salons.filter((s) => !s.isAcademy)
  return [...salonsForClients].sort(
    (a, b) => Number(b.id === defaultSalonId) - Number(a.id === defaultSalonId),
  )
}

/** "tel:01632960218" */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

const offerItem = (kind: OfferKind): string =>
  kind === 'extensions'
    ? 'Hair extensions'
    : kind === 'stylist' || kind === 'combination'
      ? 'Colour and cut'
      : 'Hairdressing'

/** schema.org `Offer` for an offer page (https://schema.org/Offer). */
export function offerJsonLd(input: {
  offer: Offer
  url: string
  salons: readonly Salon[]
  brandName: string
  siteUrl: string
}): Record<string, unknown> {
  const { offer, url, salons, brandName, siteUrl } = input
  const end = offerDay(offer.endDate)
  const start = offerDay(offer.startDate)
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.title,
    description: offer.summary,
    url,
    category: offerKindLabel(offer.kind),
    availability: 'https://schema.org/InStock',
    itemOffered: {
      '@type': 'Service',
      name: offerItem(offer.kind),
      provider: { '@type': 'Organization', name: brandName, url: siteUrl },
    },
  }
  if (start) ld.validFrom = start
  if (end) ld.validThrough = end
  if (offer.priceFromPounds != null && offer.priceFromPounds > 0) {
    ld.priceCurrency = 'GBP'
    ld.priceSpecification = {
      '@type': 'PriceSpecification',
      minPrice: offer.priceFromPounds,
      priceCurrency: 'GBP',
      description: 'Colour and cut, before any discount',
    }
  }
  const sellers = salons.map((s) => ({
    '@type': 'HairSalon',
    name: s.name,
    telephone: s.phone,
    url: siteUrl,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [s.address.line1, s.address.line2].filter(Boolean).join(', '),
      addressLocality: s.address.town,
      postalCode: s.address.postcode,
      addressCountry: 'GB',
    },
  }))
  ld.offeredBy =
    sellers.length === 1
      ? sellers[0]
      : sellers.length > 1
        ? sellers
        : { '@type': 'Organization', name: brandName, url: siteUrl }
  return ld
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in content. */
export const jsonLdScript = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')

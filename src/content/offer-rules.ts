// Pure rules for offers: when an offer is live (offerStatus, the one place that decides), how its dates and deal read, which salons
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

type Schedule = Pick<Offer, 'active' | 'startDate' | 'endDate'>

/** What the rule reads of an offer. */
export type OfferForRule = Schedule & Pick<Offer, 'kind' | 'stylistIds'>

/** What the rule reads of a stylist. */
export type OfferRuleStylist = Pick<Stylist, 'id' | 'firstName' | 'hasLeft' | 'acceptingNewClients'>

/** Everything outside the offer that can take it off the site. */
export type OfferWorld = {
  /** Site settings → "Hide all offers". */
  hideOffers: boolean
  /** At least the stylists the offer names; a named id not found here is ignored (deleted). */
  stylists: readonly OfferRuleStylist[]
}

/**
 * Whether an offer is on the site, and if not, the one reason staff should fix first.
 * `on` is the UK day ("2026-11-30"), or null when the date cannot be read.
 */
export type OfferStatus =
  | { status: 'live' }
  | { status: 'switched-off' }
  | { status: 'not-started'; on: string | null }
  | { status: 'ended'; on: string | null }
  | { status: 'hidden' }
  | { status: 'stylist-left'; names: string[] }
  | { status: 'not-taking-new-clients'; names: string[] }

/** Only stylist and combination offers name stylists (the admin hides the field otherwise). */
const namesStylists = (kind: OfferKind): boolean => kind === 'stylist' || kind === 'combination'

/**
 * THE rule for whether an offer shows on the site at `now` — every list, page, image, sitemap,
 * the public API and the admin's "On the site" column use it. In this order (the first that
 * applies is the reason given):
 * 1. switched off;
 * 2. not started (a start day still to come in the UK) or ended (the end day is before today
 *    in the UK, so an offer ending "31 December" runs until midnight UK time that night). An
 *    unreadable date counts as not started / ended: better hidden than shown for ever;
 * 3. hidden by "Hide all offers";
 * 4. a stylist it names has left (her profile only shows the has-left notice);
 * 5. a stylist it names is not taking new clients. Every offer is for new clients (the spec
 *    has no other kind), so this applies to every offer that names stylists.
 */
export function offerStatus(offer: OfferForRule, world: OfferWorld, now: Date): OfferStatus {
  if (!offer.active) return { status: 'switched-off' }
  const today = ukDay(now)
  if (offer.startDate) {
    const start = offerDay(offer.startDate)
    if (start === null || start > today) return { status: 'not-started', on: start }
  }
  const end = offerDay(offer.endDate)
  if (end === null || end < today) return { status: 'ended', on: end }
  if (world.hideOffers) return { status: 'hidden' }
  if (namesStylists(offer.kind)) {
    const byId = new Map(world.stylists.map((s) => [s.id, s]))
    const named = offer.stylistIds
      .map((id) => byId.get(id))
      .filter((s): s is OfferRuleStylist => Boolean(s))
    const gone = named.filter((s) => s.hasLeft)
    if (gone.length > 0) return { status: 'stylist-left', names: gone.map((s) => s.firstName) }
    const full = named.filter((s) => !s.acceptingNewClients)
    if (full.length > 0)
      return { status: 'not-taking-new-clients', names: full.map((s) => s.firstName) }
  }
  return { status: 'live' }
}

export const isOfferLive = (offer: OfferForRule, world: OfferWorld, now: Date): boolean =>
  offerStatus(offer, world, now).status === 'live'

/**
 * Stopped by a change somewhere other than the offer itself (the setting, a stylist's
 * profile): the staff dashboard lists these, since nobody touched the offer.
 */
export const stoppedElsewhere = (s: OfferStatus): boolean =>
  s.status === 'hidden' || s.status === 'stylist-left' || s.status === 'not-taking-new-clients'

/** "Callum", "Priya and Callum", "Ann, Bea and Cy". */
const listNames = (names: readonly string[]): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')

/** The status in a few words, for the admin's column, the dashboard and the staff preview. */
export function offerStatusText(s: OfferStatus): string {
  switch (s.status) {
    case 'live':
      return 'Live'
    case 'switched-off':
      return 'Switched off'
    case 'not-started':
      return s.on ? `Starts ${formatOfferDate(s.on)}` : 'Not started: the start date cannot be read'
    case 'ended':
      return s.on ? `Ended ${formatOfferDate(s.on)}` : 'Ended: the end date cannot be read'
    case 'hidden':
      return 'Hidden: Hide all offers is ticked'
    case 'stylist-left':
      return `${listNames(s.names)} ${s.names.length > 1 ? 'have' : 'has'} left`
    case 'not-taking-new-clients':
      return `${listNames(s.names)} ${s.names.length > 1 ? 'are' : 'is'} not taking new clients`
  }
}

/** Live offers, ending soonest first (ties keep their order). */
export function liveOffers<O extends OfferForRule>(
  offers: readonly O[],
  world: OfferWorld,
  now: Date,
): O[] {
  return offers
    .filter((o) => isOfferLive(o, world, now))
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
  if (!namesStylists(offer.kind)) return []
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

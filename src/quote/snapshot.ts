import type { QuoteCatalogue } from './catalogue'
import type { HairMeasure } from './model'
import { poundsToPence, type Pence } from './money'
import { benefitText, offerExpiryDay, type AppliedOffer, type OfferBenefit } from './offers'
import { percentOffPence } from './pricing'
import { quoteExpiry, type QuoteOffer } from './rules'
import { addDays, londonMidnight, ukDay } from './uk-date'

/** Pounds, as the snapshot keeps money (the save's lines are whole pence / 100). */
const pounds = (pence: Pence) => pence / 100

/** The offer a saved quote carries, as it was promised (ADR 025). Money in pounds. */
export type SnapshotOffer = {
  /** The offer's id; null for the first-visit offer of a quote saved before offers were rules. */
  id: number | null
  slug: string
  /** The offer's title with its placeholders filled, as the site showed it that day. */
  title: string
  code: string | null
  benefit: OfferBenefit
  /** "20% off", "£15 off", "a free toner". */
  saving_text: string
  /** What it saves (the price taken off, or the worth of the free service). */
  saving: number
  /** The quote's total with the offer. */
  after: number
  free: { id: number; service: string; price: number } | null
  /** The last UK day it is good for ("2026-12-24"). */
  expires: string
}

/**
 * A saved quote as it was when she saved it (docs/rules.md): its lines, prices, stylist,
 * salon and total, and the offer promised with it. Later price changes never alter it. Written
 * by the save, read by the quote page, the API, the messages and the admin.
 */
export type QuoteSnapshot = {
  /**
   * `supplement`: what her hair added to the line, in pounds, and `hair_note` the bands it is
   * for ("long hair"); both absent when her hair added nothing.
   */
  services: {
    id: number
    service: string
    price: number
    supplement?: number
    hair_note?: string
  }[]
  /**
   * Her hair, for the measures her services price (ADR 051): the band she chose, or the band
   * "Not sure" is priced as. Absent on quotes saved before, and where nothing was priced by it.
   */
  hair?: SnapshotHair[]
  total: number
  /** About how long the appointment takes, in minutes (absent: not known, or saved before). */
  minutes?: number
  regular: boolean
  calculator_type: string | null
  stylist: { id: number; name: string; first_name: string; image: string | null } | null
  salon: { id: number; name: string } | null
  level: { id: number; name: string }
  /** Quotes saved before offers were rules: the first-visit offer of the Messages settings. */
  offer?: QuoteOffer | null
  /** The one offer the quote carries (absent on quotes saved before offers were rules). */
  applied_offer?: SnapshotOffer | null
}

export type SnapshotHair = {
  measure: HairMeasure
  band_id: number
  band: string
  unsure: boolean
}

/**
 * A snapshot as it is read back (src/collections/quotes/snapshot-schema.ts): the save always
 * writes a level, but a snapshot kept by an older version or changed by hand may lack one.
 */
export type SavedSnapshot = Omit<QuoteSnapshot, 'level'> & { level: QuoteSnapshot['level'] | null }

/**
 * The offer as the snapshot keeps it: `title` is the offer's title with its placeholders
 * filled (the content layer's business), the rest comes from the applied offer.
 */
export function snapshotOffer(
  cat: QuoteCatalogue,
  applied: AppliedOffer,
  title: string,
  createdAt: Date,
): SnapshotOffer {
  const { offer, free } = applied
  return {
    id: offer.id,
    slug: offer.slug,
    title,
    code: offer.code,
    benefit: offer.benefit,
    saving_text: benefitText(cat, offer.benefit),
    saving: pounds(applied.savingPence),
    after: pounds(applied.afterPence),
    free: free ? { id: free.serviceId, service: free.name, price: pounds(free.pence) } : null,
    expires: offerExpiryDay(createdAt, offer),
  }
}

/** The title given to the first-visit offer of a quote saved before offers were rules. */
export const LEGACY_OFFER_TITLE = 'First-visit offer'

/**
 * The first-visit offer of a quote saved before offers were rules ({code, percentOff,
 * validDays}), as an applied offer: a percentage off the whole total, good for `validDays`
 * after the quote (ADR 013). The seeded "general" offer is that offer today.
 */
export function legacySnapshotOffer(
  offer: QuoteOffer,
  totalPounds: number,
  createdAt: Date,
): SnapshotOffer {
  const total = poundsToPence(totalPounds)
  const after = percentOffPence(total, offer.percentOff)
  return {
    id: null,
    slug: 'general',
    title: LEGACY_OFFER_TITLE,
    code: offer.code || null,
    benefit: { kind: 'percent', percent: offer.percentOff },
    saving_text: `${offer.percentOff}% off`,
    saving: pounds(total - after),
    after: pounds(after),
    free: null,
    expires: ukDay(quoteExpiry(createdAt, offer)),
  }
}

/**
 * The offer a saved quote carries, whenever it was saved: the applied offer of a quote saved
 * since offers are rules (null: none), else the first-visit offer kept by an older quote of a
 * new client, else none. Quotes from before the offer was kept with the quote carry none.
 */
export function quoteOfferOf(
  snap: Pick<QuoteSnapshot, 'applied_offer' | 'offer' | 'regular' | 'total'>,
  createdAt: Date,
): SnapshotOffer | null {
  if (snap.applied_offer !== undefined) return snap.applied_offer
  if (!snap.offer || snap.regular || !(snap.offer.percentOff > 0)) return null
  return legacySnapshotOffer(snap.offer, snap.total, createdAt)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The offer of a saved quote as the public API gives it (GET /api/get-quote-details). */
export type PublicAppliedOffer = {
  slug: string
  title: string
  code: string | null
  benefit: OfferBenefit
  saving_text: string
  saving: number
  total_before: number
  total_after: number
  /** The last UK day it is good for ("2026-12-24"). */
  expires: string
  free_service: { service: string; price: number } | null
}

export const publicAppliedOffer = (o: SnapshotOffer, totalPounds: number): PublicAppliedOffer => ({
  slug: o.slug,
  title: o.title,
  code: o.code,
  benefit: o.benefit,
  saving_text: o.saving_text,
  saving: o.saving,
  total_before: totalPounds,
  total_after: o.after,
  expires: o.expires,
  free_service: o.free ? { service: o.free.service, price: o.free.price } : null,
})

/**
 * When a saved quote's promise runs out: the end of its offer's last day, or 28 days after
 * the quote when it carries none. A quote saved before offers were rules keeps the instant it
 * always gave (`validDays` after it was saved).
 */
export function quoteExpiresAt(
  snap: Pick<QuoteSnapshot, 'applied_offer' | 'offer' | 'regular' | 'total'>,
  createdAt: Date,
): Date {
  const offer = quoteOfferOf(snap, createdAt)
  if (offer && offer.id === null && snap.offer) return quoteExpiry(createdAt, snap.offer)
  // The last instant of its UK day: a millisecond before the next day's midnight in London.
  if (offer) return new Date(londonMidnight(addDays(offer.expires, 1)).getTime() - 1)
  return new Date(createdAt.getTime() + 28 * DAY_MS)
}

/**
 * The API's older `offer` field ({code, percentOff, validDays}): the quote's offer when it is a
 * percentage off, with the days it is good for from the quote's day; otherwise null.
 */
export function legacyOfferField(
  snap: Pick<QuoteSnapshot, 'applied_offer' | 'offer' | 'regular' | 'total'>,
  createdAt: Date,
): QuoteOffer | null {
  const offer = quoteOfferOf(snap, createdAt)
  if (!offer || offer.benefit.kind !== 'percent') return null
  if (offer.id === null && snap.offer) return snap.offer
  const days = Math.round(
    (Date.parse(`${offer.expires}T12:00:00Z`) - Date.parse(`${ukDay(createdAt)}T12:00:00Z`)) /
      DAY_MS,
  )
  return { code: offer.code ?? '', percentOff: offer.benefit.percent, validDays: days }
}

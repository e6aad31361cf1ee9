import 'server-only'

import { getPayloadClient } from '@/content/queries.server'
import {
  legacyOfferField,
  needsSkinTest,
  poundsToPence,
  publicAppliedOffer,
  quoteExpiresAt,
  quoteOfferOf,
  serviceKind,
  type HairMeasure,
  type PublicAppliedOffer,
  type QuoteOffer,
} from '@/quote'

import { readSnapshot } from './snapshot-schema'

export type PublicQuote = {
  name: string | null
  created_at: string
  /** When the quote's offer runs out (the end of its last day); 28 days after it without one. */
  expires_at: string
  /**
   * The older form of the offer ({code, percentOff, validDays}), kept for the API's clients:
   * the quote's offer when it is a percentage off, else null.
   */
  offer: QuoteOffer | null
  /** The one offer the quote carries, as it was promised when saved; null: none. */
  applied_offer: PublicAppliedOffer | null
  quote: {
    /**
     * `supplement`: what her hair added to the line, in pounds (0: nothing; ADR 051), and
     * `hair_note` the bands it is for ("long hair"; null: nothing added).
     */
    services: { service: string; price: number; supplement: number; hair_note: string | null }[]
    /**
     * Her hair, for the measures her services price: the band ("Long"), and whether she said
     * "Not sure" (then it is the band that is priced, and her stylist checks). Empty: none.
     */
    hair: { measure: HairMeasure; band: string; unsure: boolean }[]
    total: number
    /** About how long the appointment takes, in minutes; null: not known (or saved before). */
    minutes: number | null
    regular: boolean
    stylist: { name: string; image: string | null } | null
    salon: { name: string } | null
  }
  /** Colour on her skin: the page reminds her of the skin test before the appointment. */
  skin_test: boolean
}

const LINK = /^[A-Za-z0-9_-]{5,64}$/

/**
 * A saved quote as the public may see it: first name, dates, lines, total, stylist.
 * The mobile number and e-mail address never leave the server (ADR 011).
 */
export async function getSavedQuote(link: string): Promise<PublicQuote | null> {
  return (await readSavedQuote(link))?.quote ?? null
}

/**
 * The public quote and, for the page only, whom it was with (never in the API's answer): the
 * page's "Book" button follows her and her salon's current booking links.
 */
export async function readSavedQuote(
  link: string,
): Promise<{ quote: PublicQuote; stylistId: number | null; salonId: number | null } | null> {
  if (!LINK.test(link)) return null
  const payload = await getPayloadClient()
  const res = await payload.find({
    collection: 'quotes',
    where: { link: { equals: link } },
    limit: 1,
    depth: 0,
  })
  const doc = res.docs[0]
  if (!doc) return null
  const snap = readSnapshot(doc.quote)
  const created = new Date(doc.createdAt)
  const applied = quoteOfferOf(snap, created)
  // What each line is, from the price list (a service since deleted counts as no colour).
  const ids = snap.services.map((s) => s.id)
  const kinds = new Map(
    ids.length === 0
      ? []
      : (
          await payload.find({
            collection: 'services',
            where: { id: { in: ids } },
            depth: 0,
            limit: ids.length,
            pagination: false,
            select: { cat1: true, cat2: true },
          })
        ).docs.map((d) => [d.id, serviceKind(Number(d.cat1), Number(d.cat2 ?? 0))]),
  )
  const quote: PublicQuote = {
    // Null once the client's personal data has been erased (retention or on request).
    name: doc.name ? (doc.name.split(/\s+/)[0] ?? doc.name) : null,
    created_at: doc.createdAt,
    expires_at: quoteExpiresAt(snap, created).toISOString(),
    offer: legacyOfferField(snap, created),
    applied_offer: applied ? publicAppliedOffer(applied, snap.total) : null,
    quote: {
      services: snap.services.map((s) => ({
        service: s.service,
        price: s.price,
        supplement: s.supplement ?? 0,
        hair_note: s.supplement ? (s.hair_note ?? null) : null,
      })),
      hair: (snap.hair ?? []).map((h) => ({ measure: h.measure, band: h.band, unsure: h.unsure })),
      total: snap.total,
      minutes: snap.minutes ?? null,
      regular: snap.regular,
      stylist: snap.stylist ? { name: snap.stylist.name, image: snap.stylist.image } : null,
      salon: snap.salon ? { name: snap.salon.name } : null,
    },
    skin_test: needsSkinTest(
      snap.services.map((s) => ({
        kind: kinds.get(s.id) ?? null,
        pricePence: poundsToPence(s.price),
      })),
    ),
  }
  return { quote, stylistId: snap.stylist?.id ?? null, salonId: snap.salon?.id ?? null }
}

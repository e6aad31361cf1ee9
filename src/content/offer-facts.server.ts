// What every place that shows an offer needs besides its words: the saving and the "from" price,
// worked out by the quote module from the price list (never typed), and the offer's words with
// their placeholders filled from them. The price list is read once per request.
import 'server-only'

import type { QuoteCatalogue } from '@/quote'

import { filledOffer, offerFacts, type OfferFacts } from '@/content/offers'
import { getQuoteCatalogue } from './catalogue.server'
import type * as T from './types'

/** An offer as the site shows it: its words filled, and the facts they were filled from. */
export type OfferWithFacts = T.Offer & { facts: OfferFacts }

/** The offer with its facts, on a catalogue already read. */
export function offerWithFacts(cat: QuoteCatalogue, offer: T.Offer): OfferWithFacts {
  const facts = offerFacts(cat, offer)
  return { ...filledOffer(offer, facts), facts }
}

/** The offers with their facts (the price list is read only if there is an offer). */
export async function withFacts(offers: readonly T.Offer[]): Promise<OfferWithFacts[]> {
  if (offers.length === 0) return []
  const cat = await getQuoteCatalogue({ photos: false })
  return offers.map((o) => offerWithFacts(cat, o))
}

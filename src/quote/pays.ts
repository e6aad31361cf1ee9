// What a client pays for a saved quote, in the front desk's words (issue 49, ADR 055): the
// price with its offer, and the price before it, so nobody quotes her the higher figure. Read
// from what the quote promised (its snapshot), never today's offers.
import { formatGBP, poundsToPence, type Pence } from './money'
import { quoteOfferOf, type QuoteSnapshot } from './snapshot'

type Promised = Pick<QuoteSnapshot, 'applied_offer' | 'offer' | 'regular' | 'total'>

/** What she pays, in pence: the total with the quote's offer, else the total. */
export function paysPence(snap: Promised, totalPence: Pence, createdAt: Date): Pence {
  const offer = quoteOfferOf(snap, createdAt)
  return offer ? poundsToPence(offer.after) : totalPence
}

/** "£178 (£237 before QG20)", or "£237" when the quote carries no offer that takes anything off. */
export function paysText(snap: Promised, totalPence: Pence, createdAt: Date): string {
  const offer = quoteOfferOf(snap, createdAt)
  const pays = paysPence(snap, totalPence, createdAt)
  if (!offer || pays >= totalPence) return formatGBP(totalPence)
  const name = offer.code || offer.title
  return `${formatGBP(pays)} (${formatGBP(totalPence)} before ${name})`
}

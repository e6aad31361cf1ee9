// What a saved quote comes to for the client: its total after the offer it carries, as the
// snapshot promised it (ADR 054). The offer's price was worked out by the quote module when she
// saved (ADR 025); this only reads it back, it never prices anything. Pure.
import { poundsToPence, quoteOfferOf, type Pence, type SavedSnapshot } from '@/quote'

export type Paid = {
  /** The offer's code (its address name when it has none); null: no offer. */
  offerCode: string | null
  /** The quote's total before the offer (the stored total). */
  beforePence: Pence
  /** What she pays: the total with the offer. */
  afterPence: Pence
}

/**
 * `totalPence`: the quote's stored total (before the offer); `offerCode`: the code stored beside
 * it. An offer's "after" that cannot be right (below £0, above the total, not a number) is not
 * believed: the quote then counts at its total, as though it carried no saving.
 */
export function paidOf(
  snapshot: Pick<SavedSnapshot, 'applied_offer' | 'offer' | 'regular' | 'total'>,
  createdAt: Date,
  totalPence: Pence,
  offerCode?: string | null,
): Paid {
  const offer = quoteOfferOf(snapshot, createdAt)
  const after = offer ? poundsToPence(offer.after) : totalPence
  const believable = Number.isFinite(after) && after >= 0 && after <= totalPence
  return {
    offerCode: offerCode || (offer ? (offer.code ?? offer.slug) : null),
    beforePence: totalPence,
    afterPence: believable ? after : totalPence,
  }
}

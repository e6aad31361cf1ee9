// The offer a quote carries, in words: its title filled from the price list the way the offer
// pages fill it, and the snapshot the saved quote keeps. Pure, so the finish form in the
// browser and the save on the server say the same.
import {
  snapshotOffer,
  type AppliedOffer,
  type OfferRule,
  type QuoteCatalogue,
  type SnapshotOffer,
} from '@/quote'

import { fillOfferText, offerFacts } from '@/content/offers'

/** The offer's title as the site shows it ("Priya & Callum: colour and cut from £84"). */
export const offerTitleOf = (cat: QuoteCatalogue, rule: OfferRule): string =>
  fillOfferText(rule.title, { code: rule.code, endDate: rule.endDate ?? '' }, offerFacts(cat, rule))

/** The applied offer as a saved quote keeps it, for a quote made at `createdAt`. */
export const quoteOfferSnapshot = (
  cat: QuoteCatalogue,
  applied: AppliedOffer,
  createdAt: Date,
): SnapshotOffer => snapshotOffer(cat, applied, offerTitleOf(cat, applied.offer), createdAt)

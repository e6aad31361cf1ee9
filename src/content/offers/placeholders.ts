// The placeholders staff write in an offer's words ({saving}, {from}…), the checks on what they
// type (no typed prices, no salon or stylist the rule leaves out), and the words filled in.
import { formatGBP } from '@/quote/money'
import { fillWith } from '@/quote/offer-words'

import type { Offer } from '../types'

import { benefitText, type OfferRule } from '@/quote/offers'
import type { QuoteCatalogue } from '@/quote/catalogue'

import { offerFacts, offerScopeWords, type OfferFacts } from './facts'
import { formatOfferDate } from './status-text'

/** The placeholders an offer's title, headline, summary and details may use. */
export const offerTextPlaceholders = {
  from: 'the lowest price with the offer, worked out from the price list, e.g. £78',
  saving: 'the saving, e.g. 20% off',
  code: 'the offer code',
  ends: 'the last day, e.g. 28 February 2027',
  where: 'where it applies, from its rule, e.g. at Riverside or High Street',
  with: 'with whom, from its rule, "with" included: "Balayage {with}" reads "Balayage with Priya or Callum" (so does "Balayage with {with}")',
  who: 'for whom, from its rule, e.g. new clients',
} as const

export const OFFER_TEXT_HELP = `Prices and savings are worked out, not typed: write ${Object.keys(
  offerTextPlaceholders,
)
  .map((k) => `{${k}}`)
  .join(
    ', ',
  )} where they belong. ${'{with}'} says “with” itself: “Balayage {with}” reads “Balayage with Priya or Callum”.`

const PLACEHOLDER = /\{([A-Za-z]+)\}/g
// Anything written as a placeholder, to refuse what is not one ({from:__proto__}, {price}).
const WRITTEN_AS_PLACEHOLDER = /\{([^{}\s]{1,80})\}/g

type OfferPlaceholder = keyof typeof offerTextPlaceholders
// Own names only: `in` would take `constructor` or `toString` for a placeholder (ADR 039).
const isOfferPlaceholder = (name: string): name is OfferPlaceholder =>
  Object.hasOwn(offerTextPlaceholders, name)
const TYPED_PRICE = /£\s?\d|\d\s?%|\d\s?per\s?cent/i

/** The admin's answer to an offer text: true, or what to write instead. */
export function offerTextProblem(value: unknown): true | string {
  if (value == null || value === '') return true
  if (typeof value !== 'string') return 'Please write this as text.'
  if (TYPED_PRICE.test(value))
    return `Please do not type prices or percentages: they would not follow the price list or the offer. ${OFFER_TEXT_HELP}`
  const unknown = [
    ...new Set([...value.matchAll(WRITTEN_AS_PLACEHOLDER)].map((m) => m[1] ?? '')),
  ].filter((n) => !isOfferPlaceholder(n))
  if (unknown.length)
    return `Unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')}. ${OFFER_TEXT_HELP}`
  return true
}

// Which names the words may use is the quote module's (by full names: ADR 056).
export { offerNamesProblem, type OfferNames } from '@/quote/offer-words'

/** What filling an offer's words reads of its facts. */
export type OfferWordsFacts = Pick<OfferFacts, 'fromPence' | 'saving' | 'where' | 'with' | 'who'>

/** Whether the words say {from}: only then is a quote worked out to fill them (offerFactsFor). */
export const saysFrom = (text: string): boolean =>
  [...text.matchAll(PLACEHOLDER)].some((m) => m[1] === 'from')

/**
 * The facts one text needs: its quote is worked out only when it says {from} (the Offers list's
 * titles, issue 49: working out every offer's "from" took the list 1.4 s on the server).
 */
export function offerWordsFactsFor(
  cat: QuoteCatalogue,
  rule: OfferRule,
  text: string,
): OfferWordsFacts {
  if (saysFrom(text)) return offerFacts(cat, rule)
  return { saving: benefitText(cat, rule.benefit), fromPence: null, ...offerScopeWords(cat, rule) }
}

/** An offer's text with its placeholders filled from the offer and its worked-out facts. */
export function fillOfferText(
  text: string,
  offer: Pick<Offer, 'code' | 'endDate'>,
  facts: OfferWordsFacts,
): string {
  const values: Record<OfferPlaceholder, string> = {
    from: facts.fromPence != null ? formatGBP(facts.fromPence) : '',
    saving: facts.saving,
    code: offer.code ?? '',
    ends: formatOfferDate(offer.endDate),
    where: facts.where,
    with: facts.with,
    who: facts.who,
  }
  // "with {with}" is not "with with Sana or Jade" (ADR 056).
  return fillWith(text, facts.with).replace(PLACEHOLDER, (whole, name: string) =>
    isOfferPlaceholder(name) ? values[name] : whole,
  )
}

/** The offer's words with every placeholder filled: what pages, cards and images show. */
export function filledOffer<O extends Offer>(offer: O, facts: OfferFacts): O {
  const fill = (t: string) => fillOfferText(t, offer, facts)
  return {
    ...offer,
    title: fill(offer.title),
    headline: fill(offer.headline),
    summary: fill(offer.summary),
    details: offer.details.map(fill),
  }
}

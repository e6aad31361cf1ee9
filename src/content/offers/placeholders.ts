// The placeholders staff write in an offer's words ({saving}, {from}…), the checks on what they
// type (no typed prices, no salon or stylist the rule leaves out), and the words filled in.
import { formatGBP } from '@/quote/money'
import type { OfferRule } from '@/quote/offers'

import type { Offer } from '../types'

import type { OfferFacts } from './facts'
import { formatOfferDate } from './status-text'

/** The placeholders an offer's title, headline, summary and details may use. */
export const offerTextPlaceholders = {
  from: 'the lowest price with the offer, worked out from the price list, e.g. £78',
  saving: 'the saving, e.g. 20% off',
  code: 'the offer code',
  ends: 'the last day, e.g. 28 February 2027',
  where: 'where it applies, from its rule, e.g. at Riverside or High Street',
  with: 'with whom, from its rule, e.g. with Priya or Callum',
  who: 'for whom, from its rule, e.g. new clients',
} as const

export const OFFER_TEXT_HELP = `Prices and savings are worked out, not typed: write ${Object.keys(
  offerTextPlaceholders,
)
  .map((k) => `{${k}}`)
  .join(', ')} where they belong.`

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

/** Names the words may use: the salons and stylists of the offer's rule (the rest are refused). */
export type OfferNames = {
  /** Every salon's names (name and short name) and every current stylist's first name. */
  salons: { id: number; names: string[] }[]
  stylists: { id: number; salonId: number; firstName: string }[]
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A salon or stylist the words name but the rule does not include, as the admin's answer, or
 * null. Salons named by the rule, or where its stylists work, may be named; so may its stylists.
 */
export function offerNamesProblem(
  text: string,
  rule: Pick<OfferRule, 'salonIds' | 'stylistIds'>,
  names: OfferNames,
): string | null {
  const stylistSalons = names.stylists
    .filter((s) => rule.stylistIds.includes(s.id))
    .map((s) => s.salonId)
  const salonOk = (id: number) =>
    rule.salonIds.length ? rule.salonIds.includes(id) : stylistSalons.includes(id)
  for (const salon of names.salons) {
    if (salonOk(salon.id)) continue
    const named = salon.names.find((n) =>
      new RegExp(`(^|[^\\p{L}])${escapeRegExp(n)}($|[^\\p{L}])`, 'iu').test(text),
    )
    if (named)
      return `“${named}” is not in this offer’s rule: write {where} for where it applies${rule.salonIds.length ? '' : ' (every salon, unless the offer names salons or stylists)'}, or add the salon to the offer.`
  }
  for (const stylist of names.stylists) {
    if (rule.stylistIds.includes(stylist.id)) continue
    if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(stylist.firstName)}($|[^\\p{L}])`, 'u').test(text))
      return `“${stylist.firstName}” is not in this offer’s rule: write {with} for who it is with, or add her to the offer.`
  }
  return null
}

/** An offer's text with its placeholders filled from the offer and its worked-out facts. */
export function fillOfferText(
  text: string,
  offer: Pick<Offer, 'code' | 'endDate'>,
  facts: OfferFacts,
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
  return text.replace(PLACEHOLDER, (whole, name: string) =>
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

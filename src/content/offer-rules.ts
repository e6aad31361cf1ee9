// Pure rules for offers: when an offer is live (offerStatus, the one place that decides), how its dates and deal read, which salons
// it belongs to and how it is described to search engines. No Payload, no React, no clock:
// `now` is always passed in, so every rule is testable.
import { offerClaim, type QuoteWitness } from '@/quote/claims'
import { formatGBP, type Pence } from '@/quote/money'
import { benefitText, offerTerms, type OfferRule } from '@/quote/offers'
import { findService, type QuoteCatalogue } from '@/quote/catalogue'

import type { Offer, OfferKind, Salon, Stylist } from './types'

export {
  isOfferLive,
  liveOffers,
  offerDay,
  offerStatus,
  stoppedElsewhere,
  type OfferForRule,
  type OfferRuleStylist,
  type OfferStatus,
  type OfferWorld,
} from '@/quote/offer-status'
import { offerDay, type OfferStatus } from '@/quote/offer-status'

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
    case 'no-saving':
      return 'No saving set: choose a percentage, an amount or a free service'
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

/** What an offer's texts and card show that is worked out, not typed (docs/rules.md, "Claims"). */
export type OfferFacts = {
  /** "20% off", "£15 off", "a free Bond builder — standard". */
  saving: string
  /** What she pays "from" for a quote that carries it (src/quote offerClaim), or null if none. */
  fromPence: Pence | null
  /** The same at each salon where a quote carries it, in the catalogue's order. */
  fromBySalon: { salonId: number; salon: string; pence: Pence }[]
  /** Why no quote carries it, for staff ("Never applies: …"); null when one does. */
  never: string | null
  /**
   * Whether another offer always gives a lower price on the quotes it covers: such an offer stays
   * off the site (an offer no online quote qualifies for, such as extensions, is still shown).
   */
  beaten: boolean
  /** Where, with whom and for whom, in words, from the rule: {where}, {with}, {who}. */
  where: string
  with: string
  who: string
}

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
const TYPED_PRICE = /£\s?\d|\d\s?%|\d\s?per\s?cent/i

/** The admin's answer to an offer text: true, or what to write instead. */
export function offerTextProblem(value: unknown): true | string {
  if (value == null || value === '') return true
  if (typeof value !== 'string') return 'Please write this as text.'
  if (TYPED_PRICE.test(value))
    return `Please do not type prices or percentages: they would not follow the price list or the offer. ${OFFER_TEXT_HELP}`
  const unknown = [...value.matchAll(PLACEHOLDER)]
    .map((m) => m[1] ?? '')
    .filter((n) => !(n in offerTextPlaceholders))
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
  const values: Record<string, string> = {
    from: facts.fromPence != null ? formatGBP(facts.fromPence) : '',
    saving: facts.saving,
    code: offer.code ?? '',
    ends: formatOfferDate(offer.endDate),
    where: facts.where,
    with: facts.with,
    who: facts.who,
  }
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole)
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

/** "From £78", for the offer page: the worked-out price, else null. */
export const offerFromText = (facts: OfferFacts): string | null =>
  facts.fromPence != null ? `From ${formatGBP(facts.fromPence)}` : null

/**
 * The "from" on an offer's card and sharing image: none for a saving on any appointment, which
 * leads with the saving (its "from" would be a trainee's shortest appointment at one salon and
 * reads as bait; the offer's page names each salon's).
 */
export const offerCardFromText = (
  offer: Pick<OfferRule, 'on'>,
  facts: OfferFacts,
): string | null => (offer.on.kind === 'anything' ? null : offerFromText(facts))

const AUDIENCE_TERMS: Record<OfferRule['audience'], string> = {
  new: 'New clients only.',
  returning: 'For returning clients only.',
  everyone: 'For new and returning clients.',
}

/** Who qualifies, as the first of an offer page's terms (from the offer's rule, not typed). */
export const offerAudienceTerm = (audience: OfferRule['audience']): string =>
  AUDIENCE_TERMS[audience]

/** "a, b or c". */
const orWords = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`

/** Where, with whom and for whom the offer's rule applies, in words ({where}, {with}, {who}). */
export function offerScopeWords(
  cat: QuoteCatalogue,
  rule: Pick<OfferRule, 'salonIds' | 'stylistIds' | 'levelIds' | 'audience'>,
): Pick<OfferFacts, 'where' | 'with' | 'who'> {
  const stylists = rule.stylistIds
    .map((id) => cat.stylists.find((s) => s.id === id))
    .filter((s) => s != null && !s.hasLeft)
  const salonIds = rule.salonIds.length
    ? rule.salonIds
    : stylists.length
      ? [...new Set(stylists.map((s) => s!.salonId))]
      : []
  const salons = cat.salons.filter((s) => salonIds.includes(s.id)).map((s) => s.shortName)
  const levels = cat.levels.filter((l) => rule.levelIds.includes(l.id)).map((l) => l.name)
  return {
    where: salons.length ? `at ${orWords(salons)}` : 'at any of our salons',
    with: stylists.length
      ? `with ${orWords(stylists.map((s) => s!.firstName))}`
      : levels.length
        ? `with ${/^[AEIOU]/i.test(levels[0]!) ? 'an' : 'a'} ${orWords(levels)}`
        : 'with any stylist',
    who:
      rule.audience === 'new'
        ? 'new clients'
        : rule.audience === 'returning'
          ? 'returning clients'
          : 'everyone',
  }
}

/** An offer's facts, worked out by the quote module from the price list and its terms. */
export function offerFacts(cat: QuoteCatalogue, rule: OfferRule): OfferFacts {
  const saving = benefitText(cat, rule.benefit)
  const worked = offerClaim(cat, rule)
  const scope = offerScopeWords(cat, rule)
  if (!worked.carried)
    return {
      saving,
      fromPence: null,
      fromBySalon: [],
      never: neverAppliesText(cat, worked),
      beaten: worked.beatenBy != null,
      ...scope,
    }
  return {
    ...scope,
    saving,
    fromPence: worked.claim.pence,
    fromBySalon: worked.bySalon.map(({ salonId, claim }) => ({
      salonId,
      salon: cat.salons.find((s) => s.id === salonId)?.shortName ?? '',
      pence: claim.pence,
    })),
    never: null,
    beaten: false,
  }
}

/** "Never applies: …", in salon words, for an offer no quote carries. */
function neverAppliesText(
  cat: QuoteCatalogue,
  worked: Extract<ReturnType<typeof offerClaim>, { carried: false }>,
): string {
  const other = worked.beatenBy?.offer
  if (!other) return 'Never applies: no quote the calculator gives qualifies for it.'
  const name = other.code ? `the offer ${other.code}` : 'another offer'
  return `Never applies: ${name} (${offerTerms(cat, other)}) always gives a lower price for the quotes it covers.`
}

/** "From £11 at Riverside · £6 at High Street", or null when it is the same everywhere. */
export function offerFromBySalonText(facts: OfferFacts): string | null {
  const prices = facts.fromBySalon
  if (prices.length < 2 || prices.every((p) => p.pence === prices[0]!.pence)) return null
  return prices.map((p) => `${formatGBP(p.pence)} at ${p.salon}`).join(' · ')
}

/** The saving as a badge or a highlight: "20% off", "A free gloss & tone". */
export const offerSavingBadge = (facts: OfferFacts): string =>
  facts.saving.charAt(0).toUpperCase() + facts.saving.slice(1)

/**
 * The quote that reaches an offer's "from", in words, for staff: "Roots + Cut, dry & style
 * with Priya Desai, new client". Services priced at nothing ("None" answers) are left out.
 */
export function witnessText(cat: QuoteCatalogue, w: QuoteWitness): string {
  const services = Object.values(w.services)
    .map((id) => findService(cat, id))
    .filter((s) => s != null && s.pricePence > 0)
    .map((s) => s!.name)
  const stylist = w.stylistId != null ? cat.stylists.find((s) => s.id === w.stylistId) : null
  const level = cat.levels.find((l) => l.id === w.levelId)
  const salon = w.salonId != null ? cat.salons.find((s) => s.id === w.salonId) : null
  const who = stylist
    ? `with ${stylist.name}`
    : `with any ${level?.name ?? 'stylist'}${salon ? ` at ${salon.shortName}` : ''}`
  return `${services.join(' + ') || 'Nothing to pay for'} ${who}, ${w.regular ? 'returning' : 'new'} client`
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

/**
 * The kind line above a card's title, or null when the badge above it already says the same
 * (a card read "Seasonal offer" twice): each line says something new.
 */
export function offerCardKind(kind: OfferKind, badge: string): string | null {
  const label = offerKindLabel(kind)
  const same = (a: string) => a.trim().toLowerCase()
  return same(label) === same(badge) ? null : label
}

export type OfferVariant = 'web' | 'sms'

export const offerPath = (slug: string, variant: OfferVariant = 'web'): string =>
  `/${variant === 'sms' ? 'sms' : 'offers'}/${encodeURIComponent(slug)}`

/** The named stylists of an offer, in the offer's order, leaving out anyone unknown or gone. */
export function offerStylists(
  offer: Pick<Offer, 'kind' | 'stylistIds'>,
  stylists: readonly Stylist[],
): Stylist[] {
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
  facts: OfferFacts
  url: string
  salons: readonly Salon[]
  brandName: string
  siteUrl: string
}): Record<string, unknown> {
  const { offer, facts, url, salons, brandName, siteUrl } = input
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
  if (facts.fromPence != null) {
    ld.priceCurrency = 'GBP'
    ld.priceSpecification = {
      '@type': 'PriceSpecification',
      minPrice: facts.fromPence / 100,
      priceCurrency: 'GBP',
      description: `The lowest price with the offer (${facts.saving})`,
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

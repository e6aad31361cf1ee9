// Placeholders staff can write in page text, e.g. "Welcome to {brand}": the site fills them
// from Site settings when it renders, so a renamed brand or a new referral amount shows on
// every page at once. Prices are placeholders too ("men's cuts from {from:mensCut}"), worked out
// from the price list as the /prices menu's "from" is, so no page types a price that goes stale.
// Pure: the collection hooks validate with it and the pages render with it.
import { formatGBP, poundsToPence, type QuoteCatalogue } from '@/quote'
import {
  isPriceFromKey,
  priceFromKeys,
  priceFromPence,
  type PriceFromKey,
} from '@/quote/price-from'

import { percentWords } from '@/quote/price-change'
import { formatUkDate } from '@/quote/uk-date'

import type { SiteSettings } from './types'

export const placeholderNames = [
  'brand',
  'town',
  'legalName',
  'referralFriend',
  'referralReferrer',
  'referralFriendWeeks',
  'referralReferrerWeeks',
  'quoteRetention',
  'applicationRetention',
  'contactEmail',
  'contactPhone',
  'year',
  'priceChangeDate',
  'priceChangeAverage',
] as const
export type PlaceholderName = (typeof placeholderNames)[number]
/** A price placeholder: {from:Men}, {from:mensCut}… */
export type PricePlaceholder = `from:${PriceFromKey}`
/** An offer placeholder, {offer:extensions}: the offer's saving while it is on the site. */
export type OfferPlaceholder = `offer:${string}`
/** The prices are worked out only for pages that name one (see pricePlaceholderValues). */
export type PlaceholderValues = Record<PlaceholderName, string> &
  Partial<Record<PricePlaceholder, string>> &
  Partial<Record<OfferPlaceholder, string>>

export const placeholderHelp: Record<PlaceholderName, string> = {
  brand: 'the brand name',
  town: 'the town',
  legalName: 'the company’s legal name',
  referralFriend: 'what a referred friend saves, e.g. £20',
  referralReferrer: 'what the referrer gets, e.g. £20',
  referralFriendWeeks: 'weeks the friend’s voucher is valid',
  referralReferrerWeeks: 'weeks the referrer’s voucher is valid',
  quoteRetention: 'how long saved quotes are kept, e.g. 2 years',
  applicationRetention: 'how long job applications are kept, e.g. 1 year',
  contactEmail: 'the main salon’s e-mail address',
  contactPhone: 'the main salon’s phone number',
  year: 'the current year',
  priceChangeDate:
    'the day the planned price change starts (or the last one started), e.g. 1 January 2027',
  priceChangeAverage: 'the planned price change’s average, e.g. 4.5%',
}

/** The price change the site speaks of (Prices › Price changes, ADR 053), or none. */
export type PriceChangeWords = { startsAt: string; averagePercent: number | null } | null

/** When no change is planned: words that stay true, so a notice never shows a stale figure. */
export const NO_PRICE_CHANGE = { date: 'our next price review', average: 'a small amount' } as const

/** What each price placeholder's word after "from:" stands for. */
const priceHelp: Record<PriceFromKey, string> = {
  Colour: 'a colour appointment',
  CuttingStyling: 'a cutting & styling appointment',
  Men: 'a men’s appointment',
  colour: 'a colour',
  colourAddOn: 'a colour add-on',
  plex: 'a bond builder',
  finish: 'a cut or finish',
  finishAddOn: 'a finishing touch',
  treatment: 'a treatment',
  mensCut: 'a men’s cut',
  mensColour: 'a men’s colour',
}

const PATTERN = /\{([A-Za-z][A-Za-z0-9]*(?::[A-Za-z0-9][A-Za-z0-9-]*)?)\}/g
// Anything written as a placeholder, so that what is not one ({from:__proto__}) is refused
// rather than shown raw (ADR 039).
const WRITTEN_AS_PLACEHOLDER = /\{([^{}\s]{1,80})\}/g
/** {offer:slug}: an offer by its address name. */
const OFFER_PATTERN = /\{offer:([a-z0-9]+(?:-[a-z0-9]+)*)\}/g

const isName = (name: string): name is PlaceholderName =>
  (placeholderNames as readonly string[]).includes(name)

const isPriceName = (name: string): name is PricePlaceholder =>
  name.startsWith('from:') && isPriceFromKey(name.slice('from:'.length))

const isOfferName = (name: string): name is OfferPlaceholder =>
  /^offer:[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)

/**
 * The offers a text names ({offer:slug}). Such a text promises an offer, so it is shown only
 * while each offer it names is on the site (not ended, switched off, or hidden by "Hide all
 * offers"): the card, block or item holding it is left out otherwise.
 */
export const offersNamed = (text: string): string[] => [
  ...new Set([...text.matchAll(OFFER_PATTERN)].map((m) => m[1] ?? '')),
]

/** Whether every offer a text names has a value, i.e. is on the site. */
export const offersShown = (text: string, values: Partial<PlaceholderValues>): boolean =>
  offersNamed(text).every((slug) => values[`offer:${slug}`] != null)

/** {offer:slug} values: each offer on the site, by its saving ("20% off"). */
export const offerPlaceholderValues = (
  offers: readonly { slug: string; facts: { saving: string } }[],
): Partial<Record<OfferPlaceholder, string>> =>
  Object.fromEntries(offers.map((o) => [`offer:${o.slug}`, o.facts.saving]))

/**
 * Replaces every known {name}; unknown ones are left as typed (validation refuses them). A price
 * that cannot be worked out (nothing of that kind can be quoted) is left out, never shown raw.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PATTERN, (whole, name: string) =>
    isName(name)
      ? values[name]
      : isPriceName(name) || isOfferName(name)
        ? (values[name] ?? '')
        : whole,
  )
}

/** Whether a text (or a whole document, as JSON) names a price: only then is one worked out. */
export const namesAPrice = (text: string): boolean => text.includes('{from:')

/** The price placeholders' values: "£8", the lowest price a new client can be quoted. */
export function pricePlaceholderValues(
  cat: QuoteCatalogue,
): Partial<Record<PricePlaceholder, string>> {
  const out: Partial<Record<PricePlaceholder, string>> = {}
  for (const key of priceFromKeys) {
    const pence = priceFromPence(cat, key)
    if (pence != null) out[`from:${key}`] = formatGBP(pence)
  }
  return out
}

/** Names in braces that are not placeholders, in order of appearance, without repeats. */
export function unknownPlaceholders(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(WRITTEN_AS_PLACEHOLDER)) {
    const name = m[1] ?? ''
    if (!isName(name) && !isPriceName(name) && !isOfferName(name) && !out.includes(name))
      out.push(name)
  }
  return out
}

export const placeholderList = () =>
  placeholderNames.map((n) => `{${n}} — ${placeholderHelp[n]}`).join('; ')

/** The price placeholders, for the admin's descriptions and error messages. */
export const pricePlaceholderList = () =>
  priceFromKeys.map((k) => `{from:${k}} — ${priceHelp[k]}`).join('; ')

export const PRICE_PLACEHOLDER_HELP =
  'Never type a price: write {from:mensCut}, {from:Men}, {from:Colour}… and the site shows the lowest price the online quote gives (e.g. “men’s cuts from {from:mensCut}”).'

// "from £20", "from around £15", "prices from about £ 8": a price a page promises, typed.
const TYPED_FROM_PRICE = /\bfrom\s+(?:(?:around|about|only|just)\s+)?£\s?\d/i

/** Why a text may not be saved as it is, or null: a typed "from" price goes stale. */
export function typedPriceProblem(text: string): string | null {
  if (TYPED_FROM_PRICE.test(text))
    return `Please do not type a “from” price: it would not follow the price list. ${PRICE_PLACEHOLDER_HELP} Available: ${pricePlaceholderList()}`
  return typedOfferProblem(text)
}

// "20% off", "£15 off", "20 per cent off": a saving typed where an offer's belongs.
const TYPED_SAVING = /\d\s?(?:%|per\s?cent)\s+off\b|£\s?\d+(?:\.\d{2})?\s+off\b/i

export const OFFER_PLACEHOLDER_HELP =
  'Write an offer’s saving as {offer:its-address-name} (e.g. {offer:extensions} shows “20% off”): the text then shows only while that offer is on the site, and goes with “Hide all offers”.'

/** A saving typed instead of an offer placeholder, or null. */
export function typedOfferProblem(text: string): string | null {
  return TYPED_SAVING.test(text)
    ? `Please do not type a saving: it would stay when the offer ends or offers are hidden. ${OFFER_PLACEHOLDER_HELP}`
    : null
}

/** "24 months" → "2 years", "18" → "18 months": how the privacy notice says a period. */
export const monthsInWords = (n: number) =>
  n % 12 === 0 ? `${n / 12} year${n === 12 ? '' : 's'}` : `${n} months`

type LexicalNode = { type?: string; text?: unknown; children?: LexicalNode[] } & Record<
  string,
  unknown
>

/** Every text node and link address of a Lexical document, e.g. for validation. */
export function lexicalText(doc: unknown): string {
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    const url = (node.fields as Record<string, unknown> | undefined)?.url
    if (typeof url === 'string') parts.push(url)
    for (const child of node.children ?? []) walk(child)
  }
  const root = (doc as { root?: LexicalNode } | null)?.root
  if (root) walk(root)
  return parts.join(' ')
}

/** A copy of a Lexical document with placeholders filled in its text nodes and link addresses. */
export function fillLexical<T>(doc: T, values: PlaceholderValues): T {
  const fill = (v: unknown) => (typeof v === 'string' ? fillPlaceholders(v, values) : v)
  const walk = (node: LexicalNode): LexicalNode => {
    const fields = node.fields as Record<string, unknown> | undefined
    return {
      ...node,
      ...(typeof node.text === 'string' ? { text: fill(node.text) } : {}),
      ...(fields && typeof fields.url === 'string'
        ? { fields: { ...fields, url: fill(fields.url) } }
        : {}),
      ...(node.children ? { children: node.children.map(walk) } : {}),
    }
  }
  const root = (doc as { root?: LexicalNode } | null)?.root
  return root ? ({ ...doc, root: walk(root) } as T) : doc
}

/** The values of every placeholder, from the settings and the main salon's contact details. */
export function placeholderValues(
  settings: Pick<SiteSettings, 'brandName' | 'town' | 'legalName' | 'referral' | 'retention'>,
  contact: { email: string | null; phone: string } | null,
  now: Date = new Date(),
  priceChange: PriceChangeWords = null,
): PlaceholderValues {
  const { referral, retention } = settings
  return {
    brand: settings.brandName,
    town: settings.town,
    legalName: settings.legalName,
    referralFriend: formatGBP(poundsToPence(referral.friendPounds)),
    referralReferrer: formatGBP(poundsToPence(referral.referrerPounds)),
    referralFriendWeeks: String(referral.friendWeeks),
    referralReferrerWeeks: String(referral.referrerWeeks),
    quoteRetention: monthsInWords(retention.quoteMonths),
    applicationRetention: monthsInWords(retention.applicationMonths),
    contactEmail: contact?.email ?? '',
    contactPhone: contact?.phone ?? '',
    year: String(now.getFullYear()),
    priceChangeDate: priceChange
      ? formatUkDate(new Date(priceChange.startsAt))
      : NO_PRICE_CHANGE.date,
    priceChangeAverage:
      priceChange?.averagePercent != null
        ? percentWords(Math.abs(priceChange.averagePercent))
        : NO_PRICE_CHANGE.average,
  }
}

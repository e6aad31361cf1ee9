// Placeholders staff can write in page text, e.g. "Welcome to {brand}": the site fills them
// from Site settings when it renders, so a renamed brand or a new referral amount shows on
// every page at once. Pure: the collection hooks validate with it and the pages render with it.
import { formatGBP, poundsToPence } from '@/quote'

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
] as const
export type PlaceholderName = (typeof placeholderNames)[number]
export type PlaceholderValues = Record<PlaceholderName, string>

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
}

const PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g

const isName = (name: string): name is PlaceholderName =>
  (placeholderNames as readonly string[]).includes(name)

/** Replaces every known {name}; unknown ones are left as typed (validation refuses them). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PATTERN, (whole, name: string) => (isName(name) ? values[name] : whole))
}

/** Names in braces that are not placeholders, in order of appearance, without repeats. */
export function unknownPlaceholders(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(PATTERN)) {
    const name = m[1] ?? ''
    if (!isName(name) && !out.includes(name)) out.push(name)
  }
  return out
}

export const placeholderList = () =>
  placeholderNames.map((n) => `{${n}} — ${placeholderHelp[n]}`).join('; ')

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
  }
}

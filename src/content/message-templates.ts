// The wording of what the salon sends — the quote e-mail, the quote text message and the notice
// of a job application — kept in the Messages global and written with placeholders such as
// {firstName} or {offerCode}. Pure: the global validates with it, the admin previews with it and
// delivery renders with it, so the three always agree. The layout of the e-mail stays in code
// (src/delivery/templates.ts); staff own the words.
import { formatGBP, poundsToPence, type QuoteOffer, type SnapshotOffer } from '@/quote'
import { UK_TIME_ZONE } from '@/quote/uk-date'

import { smsSegments, type SmsEncoding } from '@/delivery/sms-segments'

export const quotePlaceholders = {
  firstName: 'the client’s first name',
  total: 'the quote’s total, e.g. £148',
  link: 'the address of the saved quote',
  offerTitle: 'the offer the quote carries, as its title reads on the site',
  offerSaving: 'what the offer saves, e.g. 20% off or a free toner',
  offerCode: 'the offer’s code',
  offerPercent: 'the percentage of a percentage offer, e.g. 20 (other offers: what it saves)',
  offerPrice: 'the price with the offer, e.g. £118',
  pay: 'what she pays: the price with her offer, or the total when there is none, e.g. £118',
  validUntil: 'the last day of the offer, e.g. 19 December 2026',
  salon: 'the salon’s name',
  salonPhone: 'the salon’s phone number',
  stylist: 'the stylist, or “a Senior Stylist” when the client chose a level',
  stylistFirstName:
    'the stylist’s first name (short, for the text message), or “a Senior Stylist” when the client chose a level',
  brand: 'the brand name',
  bookingLink: 'the online booking address',
} as const

export const applicationPlaceholders = {
  name: 'the applicant’s full name',
  role: 'the role applied for, e.g. Stylist',
  position: 'the position chosen',
  salon: 'the salon applied to',
  brand: 'the brand name',
  link: 'the application in the admin',
} as const

/** What she is told about a price to confirm (ADR 052). */
export const confirmationPlaceholders = {
  firstName: 'the client’s first name',
  who: 'who confirms it: the stylist’s first name, or “A stylist at …” for a level quote',
  pay: 'what she pays, with the offer’s code when it applies, e.g. you pay £117 (£146 before QG20)',
  holdsUntil: 'the last day the confirmed price holds, e.g. 31 December 2026',
  question: 'the question sent to her',
  link: 'the address of her saved quote',
  brand: 'the brand name',
} as const

export type TemplateKind = 'quote' | 'application' | 'confirmation'
const placeholdersOf = {
  quote: quotePlaceholders,
  application: applicationPlaceholders,
  confirmation: confirmationPlaceholders,
}
export type ConfirmationPlaceholder = keyof typeof confirmationPlaceholders

export type QuotePlaceholder = keyof typeof quotePlaceholders
export type ApplicationPlaceholder = keyof typeof applicationPlaceholders

/** The wording of every message. An empty field falls back to `defaultMessages`. */
export type MessageTemplates = {
  quoteEmail: {
    subject: string
    greeting: string
    intro: string
    offerHeading: string
    offer: string
    closing: string
  }
  /** `newClient`: the text when the quote carries an offer; `regular`: when it carries none. */
  quoteSms: { newClient: string; regular: string }
  applicationNotice: { subject: string; intro: string }
  /** Her price confirmed, a question, or a consultation first: subjects, first lines, texts. */
  confirmationMessages: {
    confirmedSubject: string
    confirmedIntro: string
    confirmedSms: string
    questionSubject: string
    questionIntro: string
    questionSms: string
    consultationSubject: string
    consultationIntro: string
    consultationSms: string
  }
}

/**
 * The wording a site starts with (the seed writes the same into the global), and what an empty
 * field means, so a site upgraded from before the Messages global keeps sending the same words.
 * No brand and no salon detail here: those are placeholders.
 */
export const defaultMessages: MessageTemplates = {
  quoteEmail: {
    // What she pays leads (docs/rules.md, "Claims"): the price with her offer.
    subject: 'Your {brand} quote: {pay}',
    greeting: 'Hi {firstName},',
    intro: 'Thank you for building a quote with {stylist} at {salon}. Here it is:',
    offerHeading: 'Your offer: {offerTitle}',
    offer:
      'With this offer you pay {offerPrice} ({offerSaving}). Quote the code {offerCode} when you book. Valid until {validUntil}; not combinable with other offers.',
    closing:
      'Prices are estimates; your stylist will confirm everything at your consultation. A skin test is needed 48 hours before any colour service.',
  },
  // The text names her stylist, as the e-mail does: the offer's code may be hers (WWZOE).
  quoteSms: {
    newClient:
      'Hi {firstName}, your {brand} quote with {stylistFirstName} at {salon}: {pay} with {offerSaving} ({total} before). Code {offerCode} until {validUntil}. View it: {link}',
    regular:
      'Hi {firstName}, your {brand} quote with {stylistFirstName} at {salon}: {total}. View it: {link}',
  },
  applicationNotice: {
    subject: 'New {role} application: {name}',
    intro: 'A new application for {salon}:',
  },
  confirmationMessages: {
    confirmedSubject: 'Your price is confirmed: {pay}',
    confirmedIntro: '{who} has confirmed your price: {pay}.',
    confirmedSms:
      '{who} has confirmed your price: {pay}. Held until {holdsUntil}. See your quote: {link} {brand}',
    questionSubject: '{who} has a question about your quote',
    questionIntro: '{who} has a question about your quote:',
    questionSms:
      '{who} has a question about your quote: “{question}” Please answer here: {link} {brand}',
    consultationSubject: 'Your quote: a free consultation first',
    consultationIntro:
      '{who} would like to see you for a free consultation before confirming your price.',
    consultationSms:
      '{who} would like to see you for a free consultation before confirming your price. See your quote: {link} {brand}',
  },
}

/**
 * Standard wording of earlier versions: before offers were rules (ADR 025), which said every
 * offer was a percentage for new clients; text messages that did not name the stylist
 * (ADR 032); and a subject and text that led with the price before her offer (ADR 031). A site still holding one word for word is moved to today's standard by the upgrade
 * step (src/seed addMissingMessages); wording a manager wrote is kept.
 */
export const retiredQuoteWording = {
  quoteEmail: {
    subject: ['Your {brand} quote: {total}'],
    offerHeading: ['{offerPercent}% off your first visit'],
    offer: [
      'Your first-visit price: {offerPrice} instead of {total}. Quote the code {offerCode} when you book. Valid until {validUntil}. New clients only.',
    ],
  },
  quoteSms: {
    newClient: [
      'Hi {firstName}, your {brand} quote for {salon}: {total}. New client? {offerPercent}% off your first visit with code {offerCode} until {validUntil}. View it: {link}',
      'Hi {firstName}, your {brand} quote for {salon}: {total}. Your offer: {offerSaving}, {offerPrice} with code {offerCode} until {validUntil}. View it: {link}',
      'Hi {firstName}, your {brand} quote with {stylistFirstName} at {salon}: {total}. Your offer: {offerSaving}, {offerPrice} with code {offerCode} until {validUntil}. View it: {link}',
    ],
    regular: ['Hi {firstName}, your {brand} quote for {salon}: {total}. View it: {link}'],
  },
} as const satisfies {
  [G in 'quoteEmail' | 'quoteSms']?: { [K in keyof MessageTemplates[G]]?: readonly string[] }
}

/** The first-visit offer (docs/rules.md, "Offers"): the seeded "general" offer's terms. */
export const defaultQuoteOffer: QuoteOffer = { code: 'QG20', percentOff: 20, validDays: 28 }

/** Stored templates (any field may be empty or missing) completed with the defaults. */
export function withDefaults(stored: DeepPartialNullable<MessageTemplates> | null | undefined) {
  const pick = (v: string | null | undefined, fallback: string) => (v?.trim() ? v : fallback)
  const d = defaultMessages
  const e = stored?.quoteEmail
  return {
    quoteEmail: {
      subject: pick(e?.subject, d.quoteEmail.subject),
      greeting: pick(e?.greeting, d.quoteEmail.greeting),
      intro: pick(e?.intro, d.quoteEmail.intro),
      offerHeading: pick(e?.offerHeading, d.quoteEmail.offerHeading),
      offer: pick(e?.offer, d.quoteEmail.offer),
      closing: pick(e?.closing, d.quoteEmail.closing),
    },
    quoteSms: {
      newClient: pick(stored?.quoteSms?.newClient, d.quoteSms.newClient),
      regular: pick(stored?.quoteSms?.regular, d.quoteSms.regular),
    },
    applicationNotice: {
      subject: pick(stored?.applicationNotice?.subject, d.applicationNotice.subject),
      intro: pick(stored?.applicationNotice?.intro, d.applicationNotice.intro),
    },
    confirmationMessages: Object.fromEntries(
      (
        Object.keys(d.confirmationMessages) as (keyof MessageTemplates['confirmationMessages'])[]
      ).map((k) => [k, pick(stored?.confirmationMessages?.[k], d.confirmationMessages[k])]),
    ) as MessageTemplates['confirmationMessages'],
  } satisfies MessageTemplates
}

type DeepPartialNullable<T> = {
  [K in keyof T]?: T[K] extends object ? DeepPartialNullable<T[K]> | null : T[K] | null
}

const PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g

/** Names in braces that the kind of message does not know, in order, without repeats. */
export function unknownTemplatePlaceholders(text: string, kind: TemplateKind): string[] {
  const known = placeholdersOf[kind]
  const out: string[] = []
  for (const m of text.matchAll(PATTERN)) {
    const name = m[1] ?? ''
    if (!(name in known) && !out.includes(name)) out.push(name)
  }
  return out
}

/** The admin's answer to a template: true, or a message naming the unknown placeholders. */
export function templateProblem(value: unknown, kind: TemplateKind): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'Please write the message as text.'
  const unknown = unknownTemplatePlaceholders(value, kind)
  if (!unknown.length) return true
  const names = unknown.map((n) => `{${n}}`).join(', ')
  const allowed = Object.keys(placeholdersOf[kind])
    .map((n) => `{${n}}`)
    .join(', ')
  return `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${names}. This message can use: ${allowed}.`
}

/** Fills every known placeholder; anything else is left as typed (validation refuses it). */
export function fillTemplate<K extends string>(text: string, values: Record<K, string>): string {
  return text.replace(PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as K] : whole,
  )
}

/** Help text for the admin: every placeholder a kind of message can use. */
export const placeholderHelpFor = (kind: TemplateKind) =>
  Object.entries(placeholdersOf[kind])
    .map(([n, help]) => `{${n}} — ${help}`)
    .join('; ')

export const ukDate = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: UK_TIME_ZONE,
  })

/** What a quote message needs to be written, besides its wording. */
export type PlaceholderFacts = {
  firstName: string
  brandName: string
  salonName: string
  salonPhone: string | null
  stylistName: string | null
  /** Her first name as the quote saved it; absent: the first word of `stylistName`. */
  stylistFirstName?: string | null
  levelName: string | null
  totalPence: number
  /** The offer the quote carries (src/quote quoteOfferOf), or null: its placeholders are empty. */
  offer: SnapshotOffer | null
  quoteUrl: string
  bookingUrl: string | null
}

/** "19 December 2026" for a UK day ("2026-12-19"). */
const ukDayDate = (day: string) => ukDate(new Date(`${day}T12:00:00Z`))

export function quoteValues(q: PlaceholderFacts): Record<QuotePlaceholder, string> {
  const o = q.offer
  // "a Senior Stylist", "an Advanced Senior".
  const byLevel = q.levelName
    ? `${/^[aeiou]/i.test(q.levelName) ? 'an' : 'a'} ${q.levelName}`
    : 'one of our stylists'
  return {
    firstName: q.firstName,
    total: formatGBP(q.totalPence),
    link: q.quoteUrl,
    offerTitle: o?.title ?? '',
    offerSaving: o?.saving_text ?? '',
    offerCode: o?.code ?? '',
    // Stored wording written for a percentage ("{offerPercent}% off") keeps working for one.
    offerPercent: o
      ? o.benefit.kind === 'percent'
        ? String(o.benefit.percent)
        : o.saving_text
      : '',
    offerPrice: o ? formatGBP(poundsToPence(o.after)) : '',
    pay: formatGBP(o ? poundsToPence(o.after) : q.totalPence),
    validUntil: o ? ukDayDate(o.expires) : '',
    salon: q.salonName,
    salonPhone: q.salonPhone ?? '',
    stylist: q.stylistName ?? byLevel,
    stylistFirstName: q.stylistName ? q.stylistFirstName || q.stylistName.split(' ')[0]! : byLevel,
    brand: q.brandName,
    bookingLink: q.bookingUrl ?? '',
  }
}

export type SmsLength = { encoding: SmsEncoding; characters: number; segments: number }

/** How a text message will be sent: its encoding, length and number of SMS segments. */
export function smsLength(text: string): SmsLength {
  const s = smsSegments(text)
  return { encoding: s.encoding, characters: s.units, segments: s.segments }
}

export const describeSmsLength = (l: SmsLength) =>
  `${l.characters} ${l.encoding === 'GSM-7' ? 'characters' : 'UCS-2 units'} (${l.encoding}), ${l.segments} SMS segment${l.segments === 1 ? '' : 's'}`

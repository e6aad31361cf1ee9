import { z } from 'zod'

import { calculatorTypes } from '@/quote'

import { choice, emailAddress, personName, ukMobile } from './fields'

export { calculatorTypes }

/** "How did you hear about us?" answers: labels, at least one. */
export type ReferralOptions = readonly [string, ...string[]]

/**
 * The standard answers (docs/rules.md, "Forms"): the standard list in the Messages global, and the list used
 * when it holds none, so the public API keeps accepting what the old front end sent.
 */
export const defaultReferralOptions = [
  'Social Media',
  'Google',
  'Friends-family',
  'Work colleague',
  'other',
] as const satisfies ReferralOptions

/**
 * What the form shows for an answer: two of the standard answers are API codes rather than
 * words ("Friends-family", "other"); staff's own answers are shown as typed.
 */
export const referralLabel = (answer: string) =>
  answer === 'Friends-family' ? 'Friends or family' : answer === 'other' ? 'Other' : answer

/** The longest answer a manager may add (it is stored with every quote). */
export const REFERRAL_MAX = 60

/** The finish form's placeholder value ("Please select"), never a choice (docs/rules.md). */
export const REFERRAL_PLACEHOLDER = 'default'

/** The answers kept in the Messages global, trimmed, each once; none keeps the defaults. */
export function referralOptionsFrom(
  rows: { label?: string | null }[] | null | undefined,
): ReferralOptions {
  const labels = [...new Set((rows ?? []).map((r) => r.label?.trim() ?? ''))].filter(
    (l) => l && l !== REFERRAL_PLACEHOLDER,
  )
  const [first, ...rest] = labels
  return first === undefined ? defaultReferralOptions : [first, ...rest]
}

/** Why a list of answers cannot be saved (the admin's validation), or null when it can. */
export function referralOptionsProblem(labels: readonly unknown[]): string | null {
  const trimmed = labels.map((l) => (typeof l === 'string' ? l.trim() : ''))
  if (trimmed.length === 0) return 'Add at least one answer'
  if (trimmed.some((l) => !l)) return 'Every answer needs a label'
  const long = trimmed.find((l) => l.length > REFERRAL_MAX)
  if (long) return `"${long.slice(0, 20)}…" is longer than ${REFERRAL_MAX} characters`
  if (trimmed.some((l) => l.toLowerCase() === REFERRAL_PLACEHOLDER))
    return `"${REFERRAL_PLACEHOLDER}" is reserved for "Please select"`
  const seen = new Set<string>()
  for (const l of trimmed) {
    const key = l.toLowerCase()
    if (seen.has(key)) return `"${l}" is listed twice`
    seen.add(key)
  }
  return null
}

export const selectors = ['Level', 'Stylist', 'Price'] as const
export const selectorLabels: Record<(typeof selectors)[number], string> = {
  Level: 'By level',
  Stylist: 'By stylist',
  Price: 'By budget',
}

/**
 * The visitor's part of the finish form (docs/rules.md, "Forms"), for the answers
 * the salon offers today (the browser gets them with the page, the server reads them from
 * settings): an answer not in the list is refused like no answer.
 */
export const contactSchemaFor = (referralOptions: ReferralOptions) =>
  z.object({
    name: personName('Your name is required', 100),
    mobile: ukMobile('Your mobile number is required', 'A valid mobile number is required'),
    email: emailAddress('Email Address is required', 'Valid Email Address is required'),
    referral: choice(referralOptions, 'How did you hear about us is required'),
    website: z.string().max(0, 'Please leave this field empty').optional(),
  })

const yesNo = z.preprocess(
  (v) =>
    v === 'yes' || v === 1 || v === '1' ? true : v === 'no' || v === 0 || v === '0' ? false : v,
  z.boolean(),
)
const id = z.coerce.number().int().positive()

/**
 * POST /api/save-quote-details. Prices sent by the browser are only compared, never trusted:
 * the server recomputes every line from the ids.
 */
export const saveQuoteSchemaFor = (referralOptions: ReferralOptions) =>
  contactSchemaFor(referralOptions).extend({
    salon_id: id,
    stylist_salon_id: id.nullish(),
    stylist_id: id.nullish(),
    level_id: id.nullish(),
    calculator_type: z.enum(calculatorTypes).optional(),
    regular: yesNo,
    selector: z.enum(selectors).default('Level'),
    link: z.string().max(100).optional(), // the old front end sent one; the server makes its own
    /**
     * The offer she was shown (its slug; empty or null: none). The server works out the offer
     * itself and refuses a quote claiming one it does not carry; older clients send nothing.
     */
    offer: z.string().trim().max(100).nullish(),
    quote: z.object({
      services: z
        .array(
          z.object({
            id,
            service: z.string().max(200).optional(),
            price: z.number().nonnegative().max(100_000),
          }),
        )
        .min(1, 'Please choose at least one service')
        .max(12),
      total: z.number().nonnegative().max(100_000),
      regular: yesNo.optional(),
      stylist: z.unknown().optional(),
      salon: z.unknown().optional(),
    }),
  })

type SaveQuoteSchema = ReturnType<typeof saveQuoteSchemaFor>
export type SaveQuoteInput = z.input<SaveQuoteSchema>
export type SaveQuoteRequest = z.output<SaveQuoteSchema>

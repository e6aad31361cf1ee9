import * as z from '@/lib/zod'

import { calculatorTypes } from '@/quote'

import { choice, emailAddress, personName, ukMobile } from './fields'

export { calculatorTypes }

import { REFERRAL_PLACEHOLDER, SEND_KEY, type ReferralOptions } from './finish-form-words'

// The browser's finish form reads these without zod (ADR 049); the server reads them here.
export {
  newSendKey,
  REFERRAL_PLACEHOLDER,
  referralLabel,
  SEND_KEY,
  SEND_QUOTE_PATH,
  type ReferralOptions,
} from './finish-form-words'

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

/** The longest answer a manager may add (it is stored with every quote). */
export const REFERRAL_MAX = 60

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

const QUOTE_MESSAGES_NOT_READ =
  "Sorry — something in your quote didn't come through. Please go back to your quote and send it again."

/** The finish form's one-time key (ADR 048). Long enough to be unguessable (a v4 UUID is 36), short enough to store and index. */
export const sendKeySchema = z
  .string({ error: QUOTE_MESSAGES_NOT_READ })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, QUOTE_MESSAGES_NOT_READ)
/** What a second send of the finish form is told when it cannot be the first one again. */
export const SEND_ONCE_MESSAGES = {
  /** The key came back with other details or another quote (409). */
  changed:
    'This form was already sent with other details. Your first quote is saved; to send one with these details too, please press Send again.',
  /** The key is older than its day (409). */
  expired:
    'This form was sent more than a day ago. Please press Send again to save your quote anew.',
} as const

export const selectors = ['Level', 'Stylist', 'Price'] as const
export const selectorLabels: Record<(typeof selectors)[number], string> = {
  Level: 'By level',
  Stylist: 'By stylist',
  Price: 'By budget',
}

/**
 * What the save says about the parts of a quote the form sends for her (hidden fields: the
 * calculator's choices and prices), in salon words: never a schema's own message (ADR 044).
 */
export const QUOTE_MESSAGES = {
  notRead: QUOTE_MESSAGES_NOT_READ,
  salon: 'Please choose a salon.',
  level: 'Please choose a stylist or a level.',
  type: 'Please choose the kind of appointment.',
  regular: 'Please tell us whether you have been to us before.',
  noService: 'Please choose at least one service',
} as const

const LEAVE_EMPTY = 'Please leave this field empty'

/**
 * The visitor's part of the finish form (docs/rules.md, "Forms"), for the answers
 * the salon offers today (the browser gets them with the page, the server reads them from
 * settings): an answer not in the list is refused like no answer.
 */
export const contactSchemaFor = (referralOptions: ReferralOptions) =>
  z.object(
    {
      name: personName('Your name is required', 100),
      mobile: ukMobile('Your mobile number is required', 'A valid mobile number is required'),
      email: emailAddress('Email Address is required', 'Valid Email Address is required'),
      referral: choice(referralOptions, 'How did you hear about us is required'),
      website: z.string({ error: LEAVE_EMPTY }).max(0, LEAVE_EMPTY).optional(),
    },
    { error: QUOTE_MESSAGES.notRead },
  )

const yesNo = (message: string) =>
  z.preprocess(
    (v) =>
      v === 'yes' || v === 1 || v === '1' ? true : v === 'no' || v === 0 || v === '0' ? false : v,
    z.boolean({ error: message }),
  )
/** A record's number, or the message. */
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message)
/** Pounds the browser saw: compared with what the server works out, never trusted. */
const pounds = (message: string) =>
  z.number({ error: message }).nonnegative(message).max(100_000, message)
/** A hair band's id, or "Not sure". */
const hairChoice = (message: string) =>
  z.union([id(message), z.literal('unsure')], { error: message }).nullish()
/** Text the old front end sent, bounded. */
const short = (max: number, message: string) => z.string({ error: message }).max(max, message)

/**
 * POST /api/save-quote-details. Prices sent by the browser are only compared, never trusted:
 * the server recomputes every line from the ids.
 */
export const saveQuoteSchemaFor = (referralOptions: ReferralOptions) => {
  const m = QUOTE_MESSAGES
  return contactSchemaFor(referralOptions).extend({
    salon_id: id(m.salon),
    stylist_salon_id: id(m.level).nullish(),
    stylist_id: id(m.level).nullish(),
    level_id: id(m.level).nullish(),
    calculator_type: z.enum(calculatorTypes, { error: m.type }).optional(),
    regular: yesNo(m.regular),
    selector: z.enum(selectors, { error: m.notRead }).default('Level'),
    link: short(100, m.notRead).optional(), // the old front end sent one; the server makes its own
    [SEND_KEY]: sendKeySchema.optional(),
    /**
     * The offer she was shown (its slug; empty or null: none). The server works out the offer
     * itself and refuses a quote claiming one it does not carry; older clients send nothing.
     */
    offer: z.string({ error: m.notRead }).trim().max(100, m.notRead).nullish(),
    /** Her hair as the calculator asked it (ADR 051): a band's id or "unsure"; older clients send none. */
    hair: z
      .object(
        { length: hairChoice(m.notRead), thickness: hairChoice(m.notRead) },
        { error: m.notRead },
      )
      .partial()
      .nullish(),
    quote: z.object(
      {
        services: z
          .array(
            z.object(
              {
                id: id(m.notRead),
                service: short(200, m.notRead).optional(),
                price: pounds(m.notRead),
              },
              { error: m.notRead },
            ),
            { error: m.notRead },
          )
          .min(1, m.noService)
          .max(12, m.notRead),
        total: pounds(m.notRead),
        regular: yesNo(m.regular).optional(),
        stylist: z.unknown().optional(),
        salon: z.unknown().optional(),
      },
      { error: m.notRead },
    ),
  })
}

type SaveQuoteSchema = ReturnType<typeof saveQuoteSchemaFor>
export type SaveQuoteInput = z.input<SaveQuoteSchema>
export type SaveQuoteRequest = z.output<SaveQuoteSchema>

/** The finish form's fields as the browser sends them there: name and value, in form order. */
export const sendQuoteBodySchema = z.object(
  {
    fields: z
      .array(
        z.tuple([short(40, QUOTE_MESSAGES_NOT_READ), short(5_000, QUOTE_MESSAGES_NOT_READ)], {
          error: QUOTE_MESSAGES_NOT_READ,
        }),
        { error: QUOTE_MESSAGES_NOT_READ },
      )
      .max(64, QUOTE_MESSAGES_NOT_READ),
  },
  { error: QUOTE_MESSAGES_NOT_READ },
)

import { z } from 'zod'

import { calculatorTypes } from '@/quote'

import { choice, emailAddress, personName, ukMobile } from './fields'

export { calculatorTypes }

export const referralOptions = [
  'Social Media',
  'Google',
  'Friends-family',
  'Work colleague',
  'other',
] as const
export const selectors = ['Level', 'Stylist', 'Price'] as const

/** The visitor's part of the finish form (spec section 5, decisions item 13). */
export const contactSchema = z.object({
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
export const saveQuoteSchema = contactSchema.extend({
  salon_id: id,
  stylist_salon_id: id.nullish(),
  stylist_id: id.nullish(),
  level_id: id.nullish(),
  calculator_type: z.enum(calculatorTypes).optional(),
  regular: yesNo,
  selector: z.enum(selectors).default('Level'),
  link: z.string().max(100).optional(), // the old front end sent one; the server makes its own
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

export type SaveQuoteInput = z.input<typeof saveQuoteSchema>
export type SaveQuoteRequest = z.output<typeof saveQuoteSchema>

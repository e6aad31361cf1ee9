import { describe, expect, it } from 'vitest'

import {
  contactSchemaFor,
  defaultReferralOptions,
  referralOptionsFrom,
  referralOptionsProblem,
  saveQuoteSchemaFor,
} from './quote-details'

const contact = {
  name: 'Jo Bloggs',
  mobile: '07700 900123',
  email: 'jo@example.com',
}
const required = 'How did you hear about us is required'
const referralError = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues as { path: PropertyKey[]; message: string }[] | undefined)?.find(
    (i) => i.path[0] === 'referral',
  )?.message

describe('"How did you hear about us?" answers as settings', () => {
  it('builds the schema from the list the salon keeps', () => {
    const schema = contactSchemaFor(['Instagram', 'Walked past'])
    expect(schema.safeParse({ ...contact, referral: 'Instagram' }).success).toBe(true)
    // An answer not in today's list is refused like no answer, with the standard message.
    expect(referralError(schema.safeParse({ ...contact, referral: 'Google' }))).toBe(required)
    expect(referralError(schema.safeParse({ ...contact, referral: 'default' }))).toBe(required)
    expect(referralError(schema.safeParse({ ...contact }))).toBe(required)
  })

  it('is the same list for the API schema', () => {
    const body = { referral: 'Instagram' }
    const api = saveQuoteSchemaFor(['Instagram'])
    expect(referralError(api.safeParse(body))).toBeUndefined()
    expect(referralError(saveQuoteSchemaFor(defaultReferralOptions).safeParse(body))).toBe(required)
  })

  it('keeps the standard answers when the settings hold none', () => {
    expect(referralOptionsFrom(null)).toEqual(defaultReferralOptions)
    expect(referralOptionsFrom([])).toEqual(defaultReferralOptions)
    expect(referralOptionsFrom([{ label: '  ' }, { label: null }])).toEqual(defaultReferralOptions)
    for (const answer of defaultReferralOptions)
      expect(
        contactSchemaFor(referralOptionsFrom([])).safeParse({ ...contact, referral: answer }),
      ).toMatchObject({ success: true })
  })

  it('reads the list trimmed, in order, each answer once, never the placeholder', () => {
    expect(
      referralOptionsFrom([
        { label: ' Instagram ' },
        { label: 'Google' },
        { label: 'Instagram' },
        { label: 'default' },
      ]),
    ).toEqual(['Instagram', 'Google'])
  })

  it('refuses a list staff cannot mean: empty, blank, duplicated, too long or the placeholder', () => {
    expect(referralOptionsProblem(['Instagram', 'Google'])).toBeNull()
    expect(referralOptionsProblem([])).toBe('Add at least one answer')
    expect(referralOptionsProblem(['Google', ' '])).toBe('Every answer needs a label')
    expect(referralOptionsProblem(['Google', 'google '])).toBe('"google" is listed twice')
    expect(referralOptionsProblem(['x'.repeat(61)])).toMatch(/longer than 60 characters/)
    expect(referralOptionsProblem(['Default'])).toMatch(/reserved/)
  })
})

import { describe, expect, it } from 'vitest'

import { maskLookup, matches, monthsBefore, personLookupSchema, retentionCutoffs } from './lookup'

describe('personLookupSchema', () => {
  it.each([
    ['Jo.Bloggs@Example.com ', { kind: 'email', value: 'jo.bloggs@example.com' }],
    ['07700 900123', { kind: 'mobile', value: '+447700900123' }],
    ['+44 7700-900-123', { kind: 'mobile', value: '+447700900123' }],
  ])('reads %j', (input, expected) => {
    expect(personLookupSchema.parse(input)).toEqual(expected)
  })

  it.each(['', '   ', 'jo@', 'not a person', '0161 496 0000', 'x'.repeat(300)])(
    'refuses %j with the message',
    (input) => {
      const res = personLookupSchema.safeParse(input)
      expect(res.success).toBe(false)
      expect(res.error?.issues[0]?.message).toBe('Enter an e-mail address or a UK mobile number')
    },
  )
})

describe('matches', () => {
  it('compares e-mail without case and mobiles in any spelling', () => {
    const email = personLookupSchema.parse('jo@example.com')
    const mobile = personLookupSchema.parse('07700900123')
    expect(matches(email, { email: 'JO@example.com' })).toBe(true)
    expect(matches(email, { email: 'ajo@example.com' })).toBe(false)
    expect(matches(email, { email: null })).toBe(false)
    expect(matches(mobile, { mobile: '+447700900123' })).toBe(true)
    expect(matches(mobile, { mobile: '07700 900123' })).toBe(true)
    expect(matches(mobile, { mobile: '+447700900124' })).toBe(false)
  })
})

describe('maskLookup', () => {
  it('keeps too little to contact anyone', () => {
    expect(maskLookup({ kind: 'email', value: 'jo.bloggs@example.com' })).toBe('j•••@example.com')
    expect(maskLookup({ kind: 'mobile', value: '+447700900123' })).toBe('+4477••••123')
  })
})

describe('retention', () => {
  it('counts calendar months back, clamping to the end of a shorter month', () => {
    expect(monthsBefore(new Date('2026-11-21T10:00:00Z'), 24).toISOString()).toBe(
      '2024-11-21T10:00:00.000Z',
    )
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    )
    expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 12).toISOString()).toBe(
      '2025-01-15T00:00:00.000Z',
    )
  })

  it('gives quotes and applications their own periods', () => {
    const c = retentionCutoffs(new Date('2026-11-21T00:00:00Z'), {
      quoteMonths: 24,
      applicationMonths: 12,
      photoDays: 90,
    })
    expect(c.quotesBefore.toISOString().slice(0, 10)).toBe('2024-11-21')
    expect(c.applicationsBefore.toISOString().slice(0, 10)).toBe('2025-11-21')
  })
})

import { describe, expect, it } from 'vitest'

import {
  defaultMessages,
  describeSmsLength,
  fillTemplate,
  quoteValues,
  retiredQuoteWording,
  smsLength,
  templateProblem,
  unknownTemplatePlaceholders,
  withDefaults,
} from './message-templates'

describe('message templates', () => {
  it('refuses unknown placeholders, naming each once and listing those that exist', () => {
    const problem = templateProblem('Hi {firstName}, {frist} {total} {frist} {price}', 'quote')
    expect(problem).toMatch(/^Unknown placeholders \{frist\}, \{price\}\. This message can use: /)
    expect(problem).toContain('{offerCode}')
    expect(templateProblem('Hi {name}', 'quote')).toMatch(/^Unknown placeholder \{name\}\./)
  })

  it('knows which placeholders each kind of message has', () => {
    expect(unknownTemplatePlaceholders('{name} for {salon}, {link}', 'application')).toEqual([])
    expect(unknownTemplatePlaceholders('{name} for {salon}', 'quote')).toEqual(['name'])
    expect(templateProblem('{offerCode}', 'application')).not.toBe(true)
  })

  it('accepts empty fields and every default', () => {
    expect(templateProblem('', 'quote')).toBe(true)
    expect(templateProblem(null, 'quote')).toBe(true)
    for (const t of [
      ...Object.values(defaultMessages.quoteEmail),
      ...Object.values(defaultMessages.quoteSms),
    ])
      expect(templateProblem(t, 'quote')).toBe(true)
    for (const t of Object.values(defaultMessages.applicationNotice))
      expect(templateProblem(t, 'application')).toBe(true)
  })

  it('words the standard offer texts for any offer, not only a percentage for new clients', () => {
    const offerTexts = [
      defaultMessages.quoteEmail.offerHeading,
      defaultMessages.quoteEmail.offer,
      defaultMessages.quoteSms.newClient,
    ]
    for (const t of offerTexts) expect(t).not.toMatch(/offerPercent|%|first visit|New client/i)
    // The retired wording still validates: a site that kept it sends it until upgraded.
    for (const t of [
      ...Object.values(retiredQuoteWording.quoteEmail).flat(),
      ...Object.values(retiredQuoteWording.quoteSms).flat(),
    ])
      expect(templateProblem(t, 'quote')).toBe(true)
  })

  it('names the stylist and leads with what she pays; earlier standard wording is retired', () => {
    for (const t of Object.values(defaultMessages.quoteSms))
      expect(t).toContain('{stylistFirstName}')
    expect(defaultMessages.quoteSms.newClient).toMatch(/: \{pay\} with \{offerSaving\}/)
    expect(defaultMessages.quoteEmail.subject).toContain('{pay}')
    for (const t of [
      ...Object.values(retiredQuoteWording.quoteSms).flat(),
      ...retiredQuoteWording.quoteEmail.subject,
    ])
      expect(t).not.toContain('{pay}')
    expect(retiredQuoteWording.quoteSms.regular).toContain(
      'Hi {firstName}, your {brand} quote for {salon}: {total}. View it: {link}',
    )
  })

  it('fills the offer’s placeholders from the offer the quote carries, or leaves them empty', () => {
    const facts = {
      firstName: 'Jo',
      brandName: 'Willow & Wren',
      salonName: 'High Street',
      salonPhone: null,
      stylistName: 'Priya Desai',
      levelName: 'Stylist',
      totalPence: 12400,
      quoteUrl: 'https://x.example/quote/abc',
      bookingUrl: null,
    }
    const percent = {
      id: 4,
      slug: 'priya-and-callum',
      title: 'Priya & Callum: colour and cut from £84',
      code: 'WWDUO',
      benefit: { kind: 'percent' as const, percent: 30 },
      saving_text: '30% off',
      saving: 37,
      after: 87,
      free: null,
      expires: '2027-02-28',
    }
    expect(quoteValues({ ...facts, offer: null }).stylistFirstName).toBe('Priya')
    expect(
      quoteValues({ ...facts, stylistName: 'Priya Desai', stylistFirstName: 'Pri', offer: null })
        .stylistFirstName,
    ).toBe('Pri')
    expect(quoteValues({ ...facts, stylistName: null, offer: null }).stylistFirstName).toBe(
      'a Stylist',
    )
    expect(
      quoteValues({ ...facts, stylistName: null, levelName: 'Advanced Senior', offer: null }),
    ).toMatchObject({ stylist: 'an Advanced Senior', stylistFirstName: 'an Advanced Senior' })
    expect(quoteValues({ ...facts, offer: percent })).toMatchObject({
      offerTitle: 'Priya & Callum: colour and cut from £84',
      offerSaving: '30% off',
      offerCode: 'WWDUO',
      offerPercent: '30',
      offerPrice: '£87',
      validUntil: '28 February 2027',
      total: '£124',
    })
    const free = {
      ...percent,
      benefit: { kind: 'free' as const, serviceId: 9 },
      saving_text: 'a free gloss & tone',
      after: 124,
    }
    expect(quoteValues({ ...facts, offer: free }).offerPercent).toBe('a free gloss & tone')
    expect(quoteValues({ ...facts, offer: null })).toMatchObject({
      offerTitle: '',
      offerSaving: '',
      offerCode: '',
      offerPercent: '',
      offerPrice: '',
      validUntil: '',
    })
  })

  it('fills known placeholders and leaves the rest as typed', () => {
    expect(fillTemplate('{a} and {b} and {a}', { a: 'x' })).toBe('x and {b} and x')
  })

  it('falls back to the standard wording for empty or blank fields', () => {
    const t = withDefaults({ quoteEmail: { subject: '  ', intro: 'Mine' }, quoteSms: null })
    expect(t.quoteEmail.subject).toBe(defaultMessages.quoteEmail.subject)
    expect(t.quoteEmail.intro).toBe('Mine')
    expect(t.quoteSms).toEqual(defaultMessages.quoteSms)
    expect(withDefaults(null)).toEqual(defaultMessages)
  })

  it('says how long a text message is in SMS segments', () => {
    expect(describeSmsLength(smsLength('a'.repeat(161)))).toBe(
      '161 characters (GSM-7), 2 SMS segments',
    )
    expect(describeSmsLength(smsLength('Hi ł'))).toBe('4 UCS-2 units (UCS-2), 1 SMS segment')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { smsSegments } from './sms-segments'
import { quoteEmail, quoteSms, type QuoteMessageInput } from './templates'

const base: QuoteMessageInput = {
  firstName: 'Jo',
  brandName: 'Willow & Wren',
  salonName: 'Willow & Wren High Street',
  salonPhone: '01632 960 412',
  stylistName: 'Priya Desai',
  levelName: 'Stylist',
  lines: [
    { service: 'Full head foils', pence: 9800 },
    { service: 'Cut, dry & style', pence: 5000 },
  ],
  totalPence: 14800,
  regular: false,
  createdAt: new Date('2026-11-21T10:00:00Z'),
  quoteUrl: 'https://willowandwren.example/quote/abcdEFGH12345678',
  bookingUrl: 'https://book.willowandwren.example',
}

describe('quote e-mail', () => {
  it('lists the lines, the total, the link and, for new clients, the offer', () => {
    const m = quoteEmail(base)
    expect(m.subject).toBe('Your Willow & Wren quote: £148')
    for (const part of [
      'Full head foils',
      '£98',
      '£148',
      base.quoteUrl,
      'QG20',
      '£118',
      '19 December 2026',
    ]) {
      expect(m.text).toContain(part)
      expect(m.html).toContain(part.replace('&', '&amp;'))
    }
  })

  it('has no offer for regular clients', () => {
    const m = quoteEmail({ ...base, regular: true })
    expect(m.text).not.toContain('QG20')
    expect(m.html).not.toContain('QG20')
  })

  it('escapes what the visitor typed', () => {
    expect(quoteEmail({ ...base, firstName: '<b>Jo</b>' }).html).toContain('&lt;b&gt;Jo&lt;/b&gt;')
  })
})

describe('quote text message', () => {
  it('names the client, the salon and the link within two segments', () => {
    const sms = quoteSms(base)
    expect(sms).toContain('Hi Jo')
    expect(sms).toContain('Willow & Wren High Street')
    expect(sms).toContain(base.quoteUrl)
    expect(sms).toContain('QG20')
    expect(smsSegments(sms).segments).toBeLessThanOrEqual(2)
  })

  it('stays within two segments with a very long name and salon', () => {
    const sms = quoteSms({
      ...base,
      firstName: 'Bartholomew-Alexandra',
      salonName: 'Willow & Wren Academy and Head Office at the Old Print Works',
    })
    expect(smsSegments(sms).segments).toBeLessThanOrEqual(2)
    expect(sms).toContain(base.quoteUrl)
  })
})

describe('quote text message with any name', () => {
  const urlLong = 'https://www.willowandwren.example/quote/abcdEFGH12345678'
  it.each([
    ['non-GSM letters', 'Łukasz-Żółć-Grzegorz-Brzęczyszczykiewicz'],
    ['emoji', '😀'.repeat(40)],
    ['emoji sequences', '👩\u200D🔬'.repeat(30)],
    ['a right-to-left name', 'محمدرضا'.repeat(10)],
    ['GSM extension characters', '€[]{}'.repeat(30)],
  ])('stays within two segments with %s', (_, firstName) => {
    for (const regular of [false, true]) {
      const sms = quoteSms({ ...base, firstName, regular, quoteUrl: urlLong })
      expect(smsSegments(sms).segments).toBeLessThanOrEqual(2)
      expect(sms).toContain(urlLong)
      expect(sms).not.toMatch(/\p{Cs}/u) // no half of a surrogate pair
    }
  })

  it('never cuts an emoji sequence in two', () => {
    const sms = quoteSms({ ...base, firstName: 'A' + '👩\u200D🔬'.repeat(30) })
    expect(sms.replaceAll('👩\u200D🔬', '')).not.toMatch(/[👩🔬\u200D]/u)
    expect(sms).toContain('👩\u200D🔬')
  })

  it('fits for every name (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.boolean(),
        (firstName, regular) => {
          const sms = quoteSms({ ...base, firstName, regular, quoteUrl: urlLong })
          return smsSegments(sms).segments <= 2 && sms.includes(urlLong) && !/\p{Cs}/u.test(sms)
        },
      ),
      { numRuns: 500, seed: 12 },
    )
  })
})

describe('smsSegments', () => {
  it.each([
    ['a'.repeat(160), 'GSM-7', 1],
    ['a'.repeat(161), 'GSM-7', 2],
    ['£'.repeat(153 * 2), 'GSM-7', 2],
    ['€'.repeat(81), 'GSM-7', 2], // extended characters count twice: 162 units
    ['é'.repeat(10) + 'ł', 'UCS-2', 1],
    ['ł'.repeat(71), 'UCS-2', 2],
    ['😀'.repeat(35), 'UCS-2', 1], // 70 code units
    ['😀'.repeat(36), 'UCS-2', 2],
    // A part never splits a character: the emoji or the € moves whole to the next part.
    ['ł'.repeat(66) + '😀' + 'ł'.repeat(66), 'UCS-2', 3],
    ['a'.repeat(152) + '€' + 'a'.repeat(152), 'GSM-7', 3],
    ['a'.repeat(153) + '€' + 'a'.repeat(151), 'GSM-7', 2],
  ] as const)('%#: %s chars → %s, %s segment(s)', (text, encoding, segments) => {
    expect(smsSegments(text)).toMatchObject({ encoding, segments })
  })
})

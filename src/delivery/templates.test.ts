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

describe('smsSegments', () => {
  it.each([
    ['a'.repeat(160), 'GSM-7', 1],
    ['a'.repeat(161), 'GSM-7', 2],
    ['£'.repeat(153 * 2), 'GSM-7', 2],
    ['€'.repeat(81), 'GSM-7', 2], // extended characters count twice: 162 units
    ['é'.repeat(10) + 'ł', 'UCS-2', 1],
    ['ł'.repeat(71), 'UCS-2', 2],
  ] as const)('%#: %s chars → %s, %s segment(s)', (text, encoding, segments) => {
    expect(smsSegments(text)).toMatchObject({ encoding, segments })
  })
})

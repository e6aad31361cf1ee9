import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { defaultMessages, withDefaults } from '@/content/message-templates'

import { pricedForHairSentence, type SnapshotOffer } from '@/quote'

import { smsSegments } from './sms-segments'
import { applicationEmail, quoteEmail, quoteSms, type QuoteMessageInput } from './templates'

/** The first-visit offer as a quote carries it: 20% off £148. */
const firstVisit: SnapshotOffer = {
  id: 1,
  slug: 'general',
  title: '20% off your first visit',
  code: 'QG20',
  benefit: { kind: 'percent', percent: 20 },
  saving_text: '20% off',
  saving: 30,
  after: 118,
  free: null,
  expires: '2026-12-19',
}

/** A seasonal offer: a toner, free, with any colour. */
const freeToner: SnapshotOffer = {
  id: 6,
  slug: 'autumn',
  title: 'Autumn gloss: a free toner with any colour',
  code: 'AUTUMN GLOSS',
  benefit: { kind: 'free', serviceId: 40 },
  saving_text: 'a free toner',
  saving: 11,
  after: 148,
  free: { id: 40, service: 'Toner', price: 11 },
  expires: '2026-11-30',
}

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
  minutes: null,
  hair: null,
  quoteUrl: 'https://willowandwren.example/quote/abcdEFGH12345678',
  bookingUrl: 'https://book.willowandwren.example',
  bookingLabel: 'Book a free consultation',
  offer: firstVisit,
  templates: defaultMessages,
}

describe('quote e-mail', () => {
  it("says whose diary the booking link opens: hers by name, else the group's in its old words", () => {
    const hers = quoteEmail({
      ...base,
      bookingUrl: 'https://book.willowandwren.example/stylist/priya',
      bookingLabel: 'Book with Priya',
    })
    expect(hers.text).toContain('Book with Priya: https://book.willowandwren.example/stylist/priya')
    expect(hers.html).toContain('>Book with Priya</a>')
    expect(quoteEmail(base).text).toContain(
      'Book a free consultation: https://book.willowandwren.example',
    )
  })

  it('lists the lines, the total, the link and the offer the quote carries', () => {
    const m = quoteEmail(base)
    // What she pays leads, in the subject too.
    expect(m.subject).toBe('Your Willow & Wren quote: £118')
    expect(quoteEmail({ ...base, offer: null }).subject).toBe('Your Willow & Wren quote: £148')
    for (const part of [
      'Full head foils',
      '£98',
      '£148',
      base.quoteUrl,
      'QG20',
      '£118',
      '19 December 2026',
      'Your offer: 20% off your first visit',
      '(20% off)',
    ]) {
      expect(m.text).toContain(part)
      expect(m.html).toContain(part.replace('&', '&amp;'))
    }
  })

  it('says nothing of offers when the quote carries none', () => {
    const m = quoteEmail({ ...base, offer: null })
    for (const part of ['QG20', 'offer', '£118']) {
      expect(m.text).not.toContain(part)
      expect(m.html).not.toContain(part)
    }
  })

  it('words an offer that is not a percentage without one', () => {
    const m = quoteEmail({ ...base, offer: freeToner })
    expect(m.text).toContain('Your offer: Autumn gloss: a free toner with any colour')
    expect(m.text).toContain('With this offer you pay £148 (a free toner).')
    expect(m.text).toContain('AUTUMN GLOSS')
    expect(m.text).toContain('30 November 2026')
    expect(m.text).not.toMatch(/%/)
  })

  it('names her hair on the lines it priced, the hair the quote is for and how long it takes', () => {
    const m = quoteEmail({
      ...base,
      lines: [
        { service: 'Balayage — half head', pence: 14600, hairNote: 'long hair' },
        { service: 'Cut, dry & style', pence: 5600 },
      ],
      totalPence: 20200,
      minutes: 210,
      hair: pricedForHairSentence([
        { measure: 'length', band: 'Long', unsure: false },
        { measure: 'thickness', band: 'Medium', unsure: true },
      ]),
    })
    expect(m.text).toContain('  Balayage — half head · long hair: £146')
    expect(m.text).toContain('  Cut, dry & style: £56')
    expect(m.text).toContain('  Your appointment: about 3 h 30 min')
    expect(m.text).toContain(
      'Priced for your hair: Length: Long · Thickness: not sure (priced as Medium). Your stylist will check it at your consultation.',
    )
    expect(m.html).toContain('Balayage — half head · long hair')
    expect(m.html).toContain('Your appointment: about 3 h 30 min')
    // A quote saved before her hair was asked says nothing of it.
    expect(quoteEmail(base).text).not.toMatch(/hair|appointment:/i)
  })

  it('escapes what the visitor typed', () => {
    expect(quoteEmail({ ...base, firstName: '<b>Jo</b>' }).html).toContain('&lt;b&gt;Jo&lt;/b&gt;')
  })
})

describe('messages in the staff’s wording', () => {
  const templates = withDefaults({
    quoteEmail: {
      subject: '{firstName}, your quote from {brand}',
      intro: 'Lovely to hear from you & yours <3 — {stylist} at {salon}.',
      offer: 'Take {offerPercent}% off: {offerPrice} with {offerCode}, until {validUntil}.',
    },
    quoteSms: {
      newClient: 'Hello {firstName}! {total}, {offerPercent}% off with {offerCode}: {link}',
    },
  })
  const offer: SnapshotOffer = {
    ...firstVisit,
    title: '25% off your first visit',
    code: 'SPRING25',
    benefit: { kind: 'percent', percent: 25 },
    saving_text: '25% off',
    saving: 37,
    after: 111,
    expires: '2026-12-05',
  }

  it('writes the e-mail with the templates and today’s offer, escaping for HTML', () => {
    const m = quoteEmail({ ...base, templates, offer })
    expect(m.subject).toBe('Jo, your quote from Willow & Wren')
    expect(m.text).toContain(
      'Lovely to hear from you & yours <3 — Priya Desai at Willow & Wren High Street.',
    )
    expect(m.text).toContain('Take 25% off: £111 with SPRING25, until 5 December 2026.')
    expect(m.html).toContain(
      'Lovely to hear from you &amp; yours &lt;3 — Priya Desai at Willow &amp; Wren High Street.',
    )
    expect(m.html).toContain('Take 25% off: £111 with SPRING25, until 5 December 2026.')
    // Fields left empty keep the default wording.
    expect(m.text).toContain('Hi Jo,')
  })

  it('writes the text message with the template', () => {
    expect(quoteSms({ ...base, templates, offer })).toBe(
      `Hello Jo! £148, 25% off with SPRING25: ${base.quoteUrl}`,
    )
  })

  it('keeps stored wording written for a percentage working ({offerPercent})', () => {
    // For an offer that is not a percentage, {offerPercent} says what it saves.
    const sms = quoteSms({ ...base, templates, offer: freeToner })
    expect(sms).toBe(`Hello Jo! £148, a free toner% off with AUTUMN GLOSS: ${base.quoteUrl}`)
  })

  it('sends the offer’s text only when the quote carries one', () => {
    const plain = withDefaults({ quoteSms: { regular: 'Plain {firstName}: {link}' } })
    expect(quoteSms({ ...base, templates: plain, offer: null })).toBe(`Plain Jo: ${base.quoteUrl}`)
    expect(quoteSms({ ...base, templates: plain })).toContain(': £118 with 20% off (£148 before)')
  })

  it('names the level when no stylist was chosen', () => {
    const m = quoteEmail({ ...base, stylistName: null, levelName: 'Senior Stylist' })
    expect(m.text).toContain('Thank you for building a quote with a Senior Stylist at')
  })

  it('writes the salon’s notice of an application with its template', () => {
    const m = applicationEmail({
      brandName: 'Willow & Wren',
      salonName: 'Riverside',
      name: 'Sam Lee',
      mobile: '+447700900123',
      email: 'sam@example.com',
      role: 'Stylist',
      position: 'Senior Stylist',
      about: 'a',
      whyHair: 'b',
      whyUs: 'c',
      adminUrl: 'https://x.example/admin/collections/job-applications/1',
      templates: withDefaults({
        applicationNotice: { subject: '{brand}: {name} wants to be a {position}' },
      }),
    })
    expect(m.subject).toBe('Willow & Wren: Sam Lee wants to be a Senior Stylist')
    expect(m.text).toContain('A new application for Riverside:')
  })
})

describe('quote text message', () => {
  it('names the stylist by her first name: the offer code it carries may be hers', () => {
    const duo: SnapshotOffer = { ...firstVisit, code: 'WWDUO', title: 'Priya & Callum' }
    for (const offer of [duo, null]) {
      const sms = quoteSms({ ...base, stylistFirstName: 'Priya', offer })
      expect(sms).toContain('quote with Priya at Willow & Wren High Street')
      expect(smsSegments(sms).segments).toBeLessThanOrEqual(2)
    }
    expect(quoteSms({ ...base, offer: duo })).toMatch(/with Priya .*WWDUO/)
    // Chosen by level: the level, as the e-mail says it.
    const byLevel = quoteSms({ ...base, stylistName: null, levelName: 'Senior Stylist' })
    expect(byLevel).toContain('quote with a Senior Stylist at')
    expect(quoteEmail({ ...base, stylistName: null, levelName: 'Senior Stylist' }).text).toContain(
      'with a Senior Stylist at',
    )
  })

  it('still names the stylist when the staff’s wording is too long and the short form is sent', () => {
    const long = withDefaults({
      quoteSms: { newClient: `{firstName} ${'and so on '.repeat(40)}{link}` },
    })
    const sms = quoteSms({ ...base, templates: long })
    expect(sms).toBe(
      `Hi Jo, your Willow & Wren quote with Priya: £118 with code QG20 (£148 before). ${base.quoteUrl}`,
    )
    // A stylist's name outside the GSM alphabet and a long link: the essentials first.
    const urlLong = `https://www.willowandwren.example/quote/${'x'.repeat(120)}`
    const tight = quoteSms({
      ...base,
      templates: long,
      stylistFirstName: 'Łucja-Żaneta-Brzęczyszczykiewicz',
      quoteUrl: urlLong,
    })
    expect(smsSegments(tight).segments).toBeLessThanOrEqual(2)
    expect(tight).toContain(urlLong)
  })

  it('names the client, the salon and the link within two segments', () => {
    const sms = quoteSms(base)
    expect(sms).toContain('Hi Jo')
    expect(sms).toContain('Willow & Wren High Street')
    expect(sms).toContain(base.quoteUrl)
    expect(sms).toContain('QG20')
    expect(sms).toContain('£118')
    expect(sms).toContain('19 December 2026')
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
    for (const offer of [firstVisit, freeToner, null]) {
      const sms = quoteSms({ ...base, firstName, offer, quoteUrl: urlLong })
      expect(smsSegments(sms).segments).toBeLessThanOrEqual(2)
      expect(sms).toContain(urlLong)
      expect(sms).not.toMatch(/\p{Cs}/u) // no half of a surrogate pair
    }
  })

  it('never cuts an emoji sequence in two', () => {
    const sms = quoteSms({ ...base, firstName: '👩\u200D🔬'.repeat(30) + 'A' })
    expect(sms.replaceAll('👩\u200D🔬', '')).not.toMatch(/[👩🔬\u200D]/u)
    expect(sms).toContain('👩\u200D🔬')
  })

  it('fits for every name (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.constantFrom(firstVisit, freeToner, null),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        (firstName, offer, stylistFirstName) => {
          const sms = quoteSms({ ...base, firstName, offer, stylistFirstName, quoteUrl: urlLong })
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

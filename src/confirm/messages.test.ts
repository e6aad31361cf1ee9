import { describe, expect, it } from 'vitest'

import { defaultMessages } from '@/content/message-templates'

import { noticeEmail, noticeSms, type NoticeInput } from './messages'

const base: NoticeInput = {
  kind: 'confirmed',
  firstName: 'Amelia',
  who: 'Zoe',
  brandName: 'The Salon',
  quoteUrl: 'https://salon.test/quote/abc',
  bookingUrl: 'https://book.test/zoe',
  bookingLabel: 'Book with Zoe',
  skinTestUrl: 'https://book.test/skin',
  confirmed: {
    payPence: 11700,
    totalPence: 14600,
    offer: { title: 'First visit', code: 'QG20', savingPence: 2900, afterPence: 11700 },
    changes: [
      { kind: 'own', name: 'Colour correction time', pence: 3000, reason: 'Box dye underneath' },
    ],
  },
  confirmedAt: new Date('2026-12-03T10:42:00Z'),
  skinTestNeeded: true,
  question: null,
  templates: defaultMessages.confirmationMessages,
}

describe('what she hears back', () => {
  it('confirmed: what she pays with the offer, what changed and why, the hold, her skin test, the links', () => {
    const mail = noticeEmail(base)
    expect(mail.subject).toBe('Your price is confirmed: you pay £117 (£146 before QG20)')
    expect(mail.text).toContain('Zoe has confirmed your price: you pay £117 (£146 before QG20).')
    expect(mail.text).toContain('- Colour correction time £30 — Box dye underneath')
    expect(mail.text).toContain('This price holds until 31 December 2026.')
    expect(mail.text).toContain('at least 48 hours before your appointment')
    expect(mail.text).toContain('Book your skin test: https://book.test/skin')
    expect(mail.text).toContain('Book with Zoe: https://book.test/zoe')
    expect(noticeSms(base)).toBe(
      'Zoe has confirmed your price: you pay £117 (£146 before QG20). Please book a skin test at least 48 hours before. Held until 31 December 2026. See your quote: https://salon.test/quote/abc The Salon',
    )
  })

  it('a question and a consultation; the words are the salon’s, escaped in the HTML', () => {
    const q = { ...base, kind: 'question' as const, question: 'Is it <box> dye?' }
    expect(noticeEmail(q).subject).toBe('Zoe has a question about your quote')
    expect(noticeEmail(q).html).toContain('“Is it &lt;box&gt; dye?”')
    expect(noticeSms(q)).toContain('Please answer here: https://salon.test/quote/abc')
    const c = { ...base, kind: 'consultation' as const }
    expect(noticeEmail(c).text).toContain('Book a free consultation: https://book.test/zoe')
    const edited = {
      ...base,
      templates: { ...base.templates, confirmedSms: 'Good news {firstName}: {pay}. {link}' },
    }
    expect(noticeSms(edited)).toBe(
      'Good news Amelia: you pay £117 (£146 before QG20). Please book a skin test at least 48 hours before. https://salon.test/quote/abc',
    )
  })
})

describe('the standard wording', () => {
  it('uses only the placeholders these messages know', async () => {
    const { templateProblem } = await import('@/content/message-templates')
    for (const t of Object.values(defaultMessages.confirmationMessages))
      expect(templateProblem(t, 'confirmation'), t).toBe(true)
    expect(templateProblem('{offerCode}', 'confirmation')).toMatch(
      /^Unknown placeholder \{offerCode\}/,
    )
  })
})

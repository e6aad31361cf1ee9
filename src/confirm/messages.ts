// What she hears back about a price to confirm (issue 48, ADR 052), by e-mail and text: that it
// is confirmed (what she pays, what changed and why, how long it holds, her skin test), that her
// stylist has a question, or that she is asked in for a free consultation. Pure, so the e-mail,
// the text and the tests agree.
import {
  changeSentence,
  formatGBP,
  holdsUntil,
  paySentence,
  SKIN_TEST_HOURS_BEFORE,
  type ConfirmedPrice,
} from '@/quote'
import { UK_TIME_ZONE } from '@/quote/uk-date'

export type NoticeKind = 'confirmed' | 'question' | 'consultation'

export type NoticeInput = {
  kind: NoticeKind
  firstName: string
  /** "Zoe", or "A stylist at Queen's Road" for a level quote. */
  who: string
  brandName: string
  quoteUrl: string
  bookingUrl: string | null
  bookingLabel: string
  skinTestUrl: string | null
  confirmed: Pick<ConfirmedPrice, 'payPence' | 'totalPence' | 'offer' | 'changes'> | null
  confirmedAt: Date | null
  skinTestNeeded: boolean
  question: string | null
}

const longDay = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: UK_TIME_ZONE,
  })

export const heldUntilWords = (confirmedAt: Date) => longDay(holdsUntil(confirmedAt))

export const skinTestWords = `Because your appointment includes colour and you have not had a skin test with us in the last 6 months, please book one at least ${SKIN_TEST_HOURS_BEFORE} hours before your appointment.`

/** The first line she reads: "Zoe has confirmed your price: you pay £117 (£146 before QG20)". */
export function noticeHeadline(n: Pick<NoticeInput, 'kind' | 'who' | 'confirmed'>): string {
  switch (n.kind) {
    case 'confirmed':
      return `${n.who} has confirmed your price: ${paySentence(n.confirmed ?? { payPence: 0, totalPence: 0, offer: null })}`
    case 'question':
      return `${n.who} has a question about your quote`
    case 'consultation':
      return `${n.who} would like to see you for a free consultation before confirming your price`
  }
}

/** The e-mail: a subject and plain text (the HTML is the same text, escaped, in paragraphs). */
export function noticeEmail(n: NoticeInput): { subject: string; text: string; html: string } {
  const lines: string[] = [`Hi ${n.firstName},`, '', `${noticeHeadline(n)}.`]
  if (n.kind === 'confirmed' && n.confirmed) {
    if (n.confirmed.changes.length) {
      lines.push('', 'What changed, and why:')
      for (const c of n.confirmed.changes) lines.push(`- ${changeSentence(c)}`)
    } else lines.push('', 'Your quote is confirmed exactly as it was.')
    if (n.confirmedAt) lines.push('', `This price holds until ${heldUntilWords(n.confirmedAt)}.`)
    if (n.skinTestNeeded)
      lines.push(
        '',
        skinTestWords,
        ...(n.skinTestUrl ? [`Book your skin test: ${n.skinTestUrl}`] : []),
      )
    if (n.bookingUrl) lines.push('', `${n.bookingLabel}: ${n.bookingUrl}`)
  } else if (n.kind === 'question') {
    lines.push('', `“${n.question ?? ''}”`, '', `Please answer on your quote page: ${n.quoteUrl}`)
  } else if (n.bookingUrl) {
    lines.push('', `Book a free consultation: ${n.bookingUrl}`)
  }
  lines.push('', `Your quote: ${n.quoteUrl}`, '', n.brandName)
  const text = lines.join('\n')
  const esc = (s: string) =>
    s.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
    )
  const html = text
    .split('\n\n')
    .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  const subject =
    n.kind === 'confirmed' && n.confirmed
      ? `Your price is confirmed: ${formatGBP(n.confirmed.payPence)}`
      : n.kind === 'question'
        ? `${n.who} has a question about your quote`
        : 'Your quote: a free consultation first'
  return { subject, text, html }
}

/** The text message: short, with the link to her quote page. */
export function noticeSms(n: NoticeInput): string {
  const tail =
    n.kind === 'question' ? `Please answer here: ${n.quoteUrl}` : `See your quote: ${n.quoteUrl}`
  const skin =
    n.kind === 'confirmed' && n.skinTestNeeded ? ' Please book a skin test 48 h before.' : ''
  return `${noticeHeadline(n)}.${skin} ${tail} ${n.brandName}`
}

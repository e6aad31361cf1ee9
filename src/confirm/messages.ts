// What she hears back about a price to confirm (issue 48, ADR 052), by e-mail and text: that it
// is confirmed (what she pays, what changed and why, how long it holds, her skin test), that her
// stylist has a question, or that she is asked in for a free consultation. Pure, so the e-mail,
// the text and the tests agree.
import {
  changeSentence,
  holdsUntil,
  paySentence,
  SKIN_TEST_HOURS_BEFORE,
  type ConfirmedPrice,
} from '@/quote'
import { UK_TIME_ZONE } from '@/quote/uk-date'
import {
  fillTemplate,
  type ConfirmationPlaceholder,
  type MessageTemplates,
} from '@/content/message-templates'

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
  /** The salon's words for these messages (the Messages global, with the defaults). */
  templates: MessageTemplates['confirmationMessages']
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

/** The placeholders' values for one message. */
function valuesOf(n: NoticeInput): Record<ConfirmationPlaceholder, string> {
  return {
    firstName: n.firstName,
    who: n.who,
    pay: paySentence(n.confirmed ?? { payPence: 0, totalPence: 0, offer: null }),
    holdsUntil: n.confirmedAt ? heldUntilWords(n.confirmedAt) : '',
    question: n.question ?? '',
    link: n.quoteUrl,
    brand: n.brandName,
  }
}

const words = (n: NoticeInput) => {
  const t = n.templates
  const fill = (text: string) => fillTemplate(text, valuesOf(n))
  switch (n.kind) {
    case 'confirmed':
      return {
        subject: fill(t.confirmedSubject),
        intro: fill(t.confirmedIntro),
        sms: fill(t.confirmedSms),
      }
    case 'question':
      return {
        subject: fill(t.questionSubject),
        intro: fill(t.questionIntro),
        sms: fill(t.questionSms),
      }
    case 'consultation':
      return {
        subject: fill(t.consultationSubject),
        intro: fill(t.consultationIntro),
        sms: fill(t.consultationSms),
      }
  }
}

/** The e-mail: a subject and plain text (the HTML is the same text, escaped, in paragraphs). */
export function noticeEmail(n: NoticeInput): { subject: string; text: string; html: string } {
  const w = words(n)
  const lines: string[] = [`Hi ${n.firstName},`, '', w.intro]
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
  return { subject: w.subject, text, html }
}

/** The text message: short, with the link to her quote page. */
export function noticeSms(n: NoticeInput): string {
  const skin =
    n.kind === 'confirmed' && n.skinTestNeeded
      ? ' Please book a skin test at least 48 hours before.'
      : ''
  return words(n).sms.replace(/\.\s/, `.${skin} `)
}

// The daily limits on messages (ADR 040): how many text messages and e-mails the site sends to
// clients and salons in one UK day, as an owner sets them in Messages & rules → Daily limits, and
// the words that tell staff one was reached. Pure: the counting is in daily-limits.server.ts.
import { formatDay } from '@/dashboard/time'
import { escapeHtml } from '@/lib/html'

/** The kinds of message that are counted: quote texts; quote e-mails and application notices. */
export const messageKinds = ['sms', 'email'] as const
export type MessageKind = (typeof messageKinds)[number]

/** For a small salon group: far above a busy day (tens of quotes), far below a bill to fear. */
export const DAILY_LIMIT_DEFAULTS: Record<MessageKind, number> = { sms: 500, email: 1000 }
/** The most an owner may set: a limit, not a way to switch it off. */
export const DAILY_LIMIT_MAX = 100_000

/** The words for each kind, one place (a missing kind fails to compile). */
const words: Record<MessageKind, { one: string; many: string; field: string }> = {
  sms: { one: 'text message', many: 'text messages', field: 'Text messages a day' },
  email: { one: 'e-mail', many: 'e-mails', field: 'E-mails a day' },
}

export type DailyLimits = Record<MessageKind, number>

/** What the Messages global stores (`dailyLimits.texts`, `.emails`), with the defaults for gaps. */
export function dailyLimitsOf(
  doc: { dailyLimits?: { texts?: number | null; emails?: number | null } | null } | null,
): DailyLimits {
  const read = (value: unknown, kind: MessageKind) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0
      ? Math.min(value, DAILY_LIMIT_MAX)
      : DAILY_LIMIT_DEFAULTS[kind]
  return {
    sms: read(doc?.dailyLimits?.texts, 'sms'),
    email: read(doc?.dailyLimits?.emails, 'email'),
  }
}

/** The admin's check of a limit typed in: a whole number from 0 to the maximum. */
export function dailyLimitProblem(value: unknown): true | string {
  if (value === null || value === undefined) return true // the standard limit
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > DAILY_LIMIT_MAX)
    return `Enter a whole number from 0 to ${DAILY_LIMIT_MAX.toLocaleString('en-GB')}.`
  return true
}

const count = (n: number, kind: MessageKind) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? words[kind].one : words[kind].many}`

const where = (kind: MessageKind) => `Messages & rules → Daily limits → ${words[kind].field}`

/** The To do list's line for a limit reached today. */
export function limitLine(l: { kind: MessageKind; limit: number; waiting: number }): string {
  const waiting =
    l.waiting > 0
      ? ` ${count(l.waiting, l.kind)} ${l.waiting === 1 ? 'is' : 'are'} waiting: they go out from midnight, or within a few minutes of an owner raising the limit (${where(l.kind)}).`
      : ` Any more wait until midnight, or until an owner raises the limit (${where(l.kind)}).`
  return `Today’s limit of ${count(l.limit, l.kind)} is reached.${waiting}`
}

/** The e-mail to the owners, once, when a message first waits for a limit. */
export function limitNotice(n: {
  kind: MessageKind
  limit: number
  /** The UK day ('2026-12-02'). */
  day: string
  brandName: string
  siteUrl: string
}): { subject: string; text: string; html: string } {
  const settings = `${n.siteUrl.replace(/\/$/, '')}/admin/globals/messages`
  const quotes = `${n.siteUrl.replace(/\/$/, '')}/admin/collections/quotes?sort=-createdAt`
  const subject = `Daily limit reached: ${words[n.kind].many} (${n.brandName})`
  const paragraphs = [
    `The website has sent ${count(n.limit, n.kind)} today, ${formatDay(n.day)}: the daily limit set in ${where(n.kind)}.`,
    `Nothing is lost. Further ${words[n.kind].many} wait, saved, and go out from midnight, or within a few minutes of an owner raising the limit.`,
    `If this is more than your salons send on a busy day, someone may be saving quotes to run up messages: look at today’s quotes before raising it.`,
  ]
  const text = [
    ...paragraphs,
    `Daily limits: ${settings}`,
    `Today’s quotes: ${quotes}`,
    '',
    'You get this once for each limit reached.',
  ].join('\n\n')
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(settings)}">Daily limits</a> · <a href="${escapeHtml(quotes)}">Today’s quotes</a></p>`,
    '<p>You get this once for each limit reached.</p>',
  ].join('\n')
  return { subject, text, html }
}

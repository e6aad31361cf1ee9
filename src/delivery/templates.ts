// What a client receives: the quote by e-mail (HTML and plain text) and by text message.
// Pure functions of the saved snapshot and of the wording in the Messages global, so the
// e-mail, the SMS and the admin's preview agree. The layout is code; the words are content.
import {
  fillTemplate,
  quoteValues,
  type MessageTemplates,
  type QuotePlaceholder,
} from '@/content/message-templates'
import { cleanName } from '@/forms/fields'
import {
  formatDuration,
  formatGBP,
  pricedForHairSentence,
  poundsToPence,
  type BookingLink,
  quoteOfferOf,
  type SavedSnapshot,
  type SnapshotOffer,
} from '@/quote'

import { smsSegments } from './sms-segments'

export type QuoteMessageInput = {
  firstName: string
  brandName: string
  salonName: string
  salonPhone: string | null
  stylistName: string | null
  /** Her first name as the quote saved it (the text message uses it); absent: from her name. */
  stylistFirstName?: string | null
  levelName: string | null
  /** `hairNote`: the bands her hair added to the line for ("long hair"). */
  lines: { service: string; pence: number; hairNote?: string }[]
  totalPence: number
  /** About how long the appointment takes (null: not known). */
  minutes: number | null
  /** The hair the quote was priced for, in a sentence (pricedForHairSentence); null: not asked. */
  hair: string | null
  quoteUrl: string
  bookingUrl: string | null
  /** The words of the booking link: "Book with Megan" for her own page (bookingLinkFor). */
  bookingLabel: string
  /**
   * The offer the quote carries, as saved with it (src/quote quoteOfferOf: older quotes'
   * first-visit offer too); null: none, and the messages say nothing of offers.
   */
  offer: SnapshotOffer | null
  templates: MessageTemplates
}

/**
 * Everything a quote's messages are made of, as saved: the quote, its salon's phone, the site's
 * settings and wording, and SITE_URL (links always use it, never the request's host).
 */
export type QuoteFacts = {
  /** The client's name as saved (the messages use the first word). */
  clientName: string | null
  /** The quote's secret link token (`/quote/<link>`). */
  link: string
  createdAt: Date
  snapshot: SavedSnapshot
  salonPhone: string | null
  brandName: string
  /** Where "Book" goes: her stylist's page, else her salon's, else the group's (bookingLinkFor). */
  booking: BookingLink | null
  siteUrl: string
  templates: MessageTemplates
}

/**
 * The one mapping from a quote to its messages' input: delivery sends with it and the admin's
 * preview renders its sample with it, so the preview cannot say other words than the text sent
 * (it once named the salon by its short name while the text gave its full name).
 */
export function quoteMessageInput(f: QuoteFacts): QuoteMessageInput {
  const snap = f.snapshot
  // Names are cleaned when saved; older records may still hold only invisible characters.
  const firstName = cleanName(f.clientName ?? '').split(' ')[0] || 'there'
  return {
    firstName,
    brandName: f.brandName,
    salonName: snap.salon?.name ?? f.brandName,
    salonPhone: f.salonPhone,
    stylistName: snap.stylist?.name ?? null,
    stylistFirstName: snap.stylist?.first_name ?? null,
    levelName: snap.level?.name ?? null,
    lines: snap.services.map((s) => ({
      service: s.service,
      pence: poundsToPence(s.price),
      ...(s.supplement && s.hair_note ? { hairNote: s.hair_note } : {}),
    })),
    totalPence: poundsToPence(snap.total),
    minutes: snap.minutes ?? null,
    hair: pricedForHairSentence(snap.hair),
    quoteUrl: `${f.siteUrl.replace(/\/$/, '')}/quote/${f.link}`,
    bookingUrl: f.booking?.href ?? null,
    // The group's link keeps its old words; hers and her salon's say whose diary it opens.
    bookingLabel:
      f.booking && f.booking.source !== 'group' ? f.booking.label : 'Book a free consultation',
    // The offer promised when the quote was saved (never today's: a later change to the offer
    // does not change what she was promised); older quotes' first-visit offer is converted.
    offer: quoteOfferOf(snap, f.createdAt),
    templates: f.templates,
  }
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const valuesOf = (q: QuoteMessageInput, firstName = q.firstName) => quoteValues({ ...q, firstName })

/** A template filled for HTML: the template's own text and every value escaped. */
const fillHtml = (template: string, values: Record<QuotePlaceholder, string>) =>
  esc(template).replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? esc(values[name as QuotePlaceholder]) : whole,
  )

/** A line as the quote shows it: "Balayage — half head · long hair". */
const lineName = (l: QuoteMessageInput['lines'][number]) =>
  l.hairNote ? `${l.service} · ${l.hairNote}` : l.service

/** Under the total: how long it takes and the hair it was priced for, as her quote page says. */
const aboutHer = (q: QuoteMessageInput): string[] => [
  ...(q.minutes != null ? [`Your appointment: ${formatDuration(q.minutes)}`] : []),
  ...(q.hair ? [q.hair] : []),
]

export function quoteEmail(q: QuoteMessageInput): { subject: string; html: string; text: string } {
  const t = q.templates.quoteEmail
  const values = valuesOf(q)
  const fill = (template: string) => fillTemplate(template, values)
  const subject = fill(t.subject)
  const text = [
    fill(t.greeting),
    '',
    fill(t.intro),
    '',
    ...q.lines.map((l) => `  ${lineName(l)}: ${formatGBP(l.pence)}`),
    `  Total estimated cost: ${formatGBP(q.totalPence)}`,
    ...aboutHer(q).map((l) => `  ${l}`),
    '',
    ...(q.offer ? [fill(t.offerHeading), fill(t.offer), ''] : []),
    `View your quote: ${q.quoteUrl}`,
    q.bookingUrl ? `${q.bookingLabel}: ${q.bookingUrl}` : '',
    '',
    fill(t.closing),
    '',
    `${q.brandName}${q.salonPhone ? ` · ${q.salonPhone}` : ''}`,
  ]
    .filter((l, i, all) => !(l === '' && all[i - 1] === ''))
    .join('\n')

  const html$ = (template: string) => fillHtml(template, values).replace(/\n/g, '<br>')
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:8px 0;border-bottom:1px solid #ece6dc;${strong ? 'font-weight:700;' : ''}">${esc(label)}</td><td style="padding:8px 0;border-bottom:1px solid #ece6dc;text-align:right;${strong ? 'font-weight:700;' : ''}">${esc(value)}</td></tr>`
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(subject)}</title></head>
<body style="margin:0;background:#faf6f0;font-family:Helvetica,Arial,sans-serif;color:#1f2a24;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf6f0;padding:24px 12px;"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;">
<tr><td style="background:#24392f;color:#faf6f0;padding:24px 28px;font-family:Georgia,serif;font-size:24px;">${esc(q.brandName)}<div style="font-family:Helvetica,Arial,sans-serif;font-size:13px;letter-spacing:2px;text-transform:uppercase;color:#e9c9c0;margin-top:4px;">Your estimated quote</div></td></tr>
<tr><td style="padding:24px 28px;">
<p style="margin:0 0 12px;font-size:16px;">${html$(t.greeting)}</p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5;">${html$(t.intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;">
${q.lines.map((l) => row(lineName(l), formatGBP(l.pence))).join('\n')}
${row('Total estimated cost', formatGBP(q.totalPence), true)}
</table>
${aboutHer(q)
  .map((l) => `<p style="margin:8px 0 0;font-size:14px;color:#5b6660;">${esc(l)}</p>`)
  .join('\n')}
${
  !q.offer
    ? ''
    : `<div style="margin:20px 0;padding:16px;border:2px dashed #b08d57;border-radius:12px;background:#fffaf2;">
<p style="margin:0 0 6px;font-family:Georgia,serif;font-size:18px;color:#24392f;">${html$(t.offerHeading)}</p>
<p style="margin:0;font-size:15px;line-height:1.5;">${html$(t.offer)}</p>
</div>`
}
<p style="margin:20px 0;"><a href="${esc(q.quoteUrl)}" style="display:inline-block;background:#24392f;color:#faf6f0;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:700;">View your quote</a>${
    q.bookingUrl
      ? ` &nbsp; <a href="${esc(q.bookingUrl)}" style="color:#24392f;">${esc(q.bookingLabel)}</a>`
      : ''
  }</p>
<p style="margin:0;font-size:13px;color:#5b6660;line-height:1.5;">${html$(t.closing)}</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f4f1ea;font-size:13px;color:#5b6660;">${esc(q.salonName)}${q.salonPhone ? ` · ${esc(q.salonPhone)}` : ''}</td></tr>
</table></td></tr></table></body></html>`
  return { subject, html, text }
}

/** The whole characters (grapheme clusters) of a text: what a reader sees as one letter or emoji. */
const graphemes = (text: string) =>
  [...new Intl.Segmenter('en-GB', { granularity: 'grapheme' }).segment(text)].map((g) => g.segment)

/**
 * The text message, in the staff's wording — within two segments for any name. The standard
 * wording names her stylist (ADR 032). One character
 * outside the GSM alphabet (ł, an emoji) makes the whole text UCS-2, with less than half the
 * room: then the name is shortened by whole characters (never a surrogate pair or an emoji
 * sequence cut in two), and if even that does not fit, a short form with the essentials is
 * sent (the total and the link must always reach the client).
 */
export function quoteSms(q: QuoteMessageInput): string {
  const fits = (text: string) => smsSegments(text).segments <= 2
  // The "new client" wording is the one with the offer; a quote carrying none has the other.
  const template = q.offer ? q.templates.quoteSms.newClient : q.templates.quoteSms.regular
  const full = fillTemplate(template, valuesOf(q))
  if (fits(full)) return full
  const letters = graphemes(q.firstName).slice(0, 20)
  for (let n = letters.length; n > 0; n--) {
    const text = fillTemplate(template, valuesOf(q, letters.slice(0, n).join('').trim()))
    if (fits(text)) return text
  }
  // The staff's wording is too long for this client's name and salon: keep the essentials, then
  // the stylist (the offer's code may be hers) and the offer's code and saving while they fit.
  const v = valuesOf(q)
  const short = (name: string, offer: boolean, stylist: boolean) =>
    `Hi${name ? ` ${name}` : ''}, your ${v.brand} quote${stylist && q.stylistName ? ` with ${v.stylistFirstName}` : ''}: ${offer && q.offer?.code ? `${v.pay} with code ${v.offerCode} (${v.total} before)` : v.total}. ${v.link}`
  for (let n = letters.length; n > 0; n--) {
    const text = short(letters.slice(0, n).join('').trim(), true, true)
    if (fits(text)) return text
  }
  for (const [offer, stylist] of [
    [true, true],
    [true, false],
  ] as const)
    if (fits(short('', offer, stylist))) return short('', offer, stylist)
  return short('', false, false)
}

export type ApplicationMessageInput = {
  brandName: string
  salonName: string
  name: string
  mobile: string
  email: string
  role: string
  position: string
  about: string
  whyHair: string
  whyUs: string
  adminUrl: string
  templates: MessageTemplates
}

export function applicationEmail(a: ApplicationMessageInput): {
  subject: string
  html: string
  text: string
} {
  const values = {
    name: a.name,
    role: a.role,
    position: a.position,
    salon: a.salonName,
    brand: a.brandName,
    link: a.adminUrl,
  }
  const subject = fillTemplate(a.templates.applicationNotice.subject, values)
  const intro = fillTemplate(a.templates.applicationNotice.intro, values)
  const parts: [string, string][] = [
    ['Name', a.name],
    ['Mobile', a.mobile],
    ['E-mail', a.email],
    ['Role', a.role],
    ['Position', a.position],
    ['About', a.about],
    ['Why hairdressing', a.whyHair],
    ['Why us', a.whyUs],
  ]
  const text = [
    intro,
    '',
    ...parts.map(([k, v]) => `${k}: ${v}`),
    '',
    `Open in the admin: ${a.adminUrl}`,
  ].join('\n')
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${esc(subject)}</title></head><body style="font-family:Helvetica,Arial,sans-serif;color:#1f2a24;">
<h1 style="font-family:Georgia,serif;font-weight:400;color:#24392f;">${esc(subject)}</h1>
<p>${esc(intro)}</p>
<dl>${parts.map(([k, v]) => `<dt style="font-weight:700;margin-top:10px;">${esc(k)}</dt><dd style="margin:2px 0 0;white-space:pre-wrap;">${esc(v)}</dd>`).join('')}</dl>
<p><a href="${esc(a.adminUrl)}">Open in the admin</a></p></body></html>`
  return { subject, html, text }
}

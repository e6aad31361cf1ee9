// A person's data as a document she can be handed (a subject access request): plain words,
// pounds and London times, printable, nothing that runs. Pure: the export endpoint gives it the
// same data as the JSON copy (records.server.ts).
import { formatStaffTime } from '@/leads/admin/format'
import { escapeHtml } from '@/lib/html'
import { formatGBPExact } from '@/quote'

import type { Counts, PersonExport } from './records.server'

/** Markup already escaped: only what `html` itself returns. */
class Markup {
  constructor(readonly value: string) {}
  toString() {
    return this.value
  }
}

type Part = string | number | null | undefined | false | Markup | Part[]

const part = (p: Part): string =>
  p == null || p === false
    ? ''
    : p instanceof Markup
      ? p.value
      : Array.isArray(p)
        ? p.map(part).join('')
        : escapeHtml(String(p))

/** Every value put in is escaped, unless it is markup this function made. */
function html(strings: TemplateStringsArray, ...values: Part[]): Markup {
  let out = strings[0] ?? ''
  values.forEach((v, i) => {
    out += part(v) + (strings[i + 1] ?? '')
  })
  return new Markup(out)
}

const pounds = (p: number) => formatGBPExact(Math.round(p * 100))
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const countsText = (c: Counts) =>
  [
    plural(c.quotes, 'quote'),
    plural(c.applications, 'job application'),
    plural(c.messages, 'message'),
  ].join(', ')

/** A row of a definition list, left out when there is nothing to say. */
const row = (label: string, value: Part) =>
  value == null || value === ''
    ? ''
    : html`<dt>${label}</dt>
        <dd>${value}</dd>`

const channelName = (c: string) => (c === 'sms' ? 'Text message' : 'E-mail')

const STYLE = `
body{font:16px/1.5 Georgia,'Times New Roman',serif;color:#1d2b24;max-width:46rem;margin:2rem auto;padding:0 1.25rem}
h1{font-size:1.8rem;margin:0 0 .25rem}h2{font-size:1.3rem;margin:2rem 0 .5rem;border-bottom:1px solid #cfc7ba}
h3{font-size:1.05rem;margin:1.25rem 0 .25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:.25rem 0}
dt{font-weight:bold}dd{margin:0}
table{border-collapse:collapse;width:100%;margin:.25rem 0}td,th{text-align:left;padding:.2rem .4rem;border-bottom:1px solid #e3ddd2;vertical-align:top}
td.n{text-align:right;white-space:nowrap}
.muted{color:#5b6660}.msg{white-space:pre-wrap;background:#f6f2ea;padding:.5rem .75rem;border-radius:6px}
section{break-inside:avoid-page}
@media print{body{margin:0;max-width:none}}
`

/** Her request to have the quote's price confirmed: answers, photos, what the salon said. */
function confirmationPart(c: NonNullable<PersonExport['quotes'][number]['confirmation']>) {
  return html`<p>
      <strong>Your request to have this price confirmed</strong> (${c.state}${
        c.sentAt ? html`, sent ${formatStaffTime(c.sentAt)}` : ''
      })
    </p>
    <dl>
      ${c.answers.map((a) => row(a.question, a.answer))}${row('Question from the salon', c.question)}${row('Your answer', c.reply)}
      ${c.confirmed ? row('Confirmed price', `${pounds(c.confirmed.payPounds)}${c.confirmed.by ? ` by ${c.confirmed.by}` : ''}`) : ''}
    </dl>
    ${
      c.confirmed?.changes.length
        ? html`<ul>
            ${c.confirmed.changes.map((x) => html`<li>${x}</li>`)}
          </ul>`
        : ''
    }
    ${c.photos.map(
      (p) =>
        html`<figure>
          <img src="${p.dataUrl}" alt="${p.shows}" style="max-width:100%;height:auto" />
          <figcaption>${p.shows}</figcaption>
        </figure>`,
    )}`
}

/** The whole document, as the HTML of a page. */
export function exportDocument(data: PersonExport): string {
  const salonName = data.heldBy
  const { quotes, applications, messages, auditEntries } = data
  const quoteSections = quotes.map(
    (q) =>
      html`<section>
        <h3>Quote of ${formatStaffTime(q.createdAt)}</h3>
        <dl>
          ${row('Name', q.name)}${row('Mobile', q.mobile)}${row('E-mail', q.email)}
          ${row('Salon', q.salon)}${row('Stylist', q.stylist)}${row('Stylist level', q.level)}
          ${row('Regular client', q.regular ? 'Yes' : 'No')}${row('How she heard of us', q.referral)}
          ${row('Where the salon has got to', q.followUp)}
          ${row('Personal details erased', q.erasedAt && formatStaffTime(q.erasedAt))}
        </dl>
        ${
          q.services.length
            ? html`<table>
                <thead>
                  <tr>
                    <th>Service</th>
                    <th class="n">Price</th>
                  </tr>
                </thead>
                <tbody>
                  ${q.services.map(
                    (l) =>
                      html`<tr>
                        <td>${l.service}</td>
                        <td class="n">${pounds(l.pounds)}</td>
                      </tr>`,
                  )}
                  <tr>
                    <th>Total</th>
                    <th class="n">${formatGBPExact(q.totalPence)}</th>
                  </tr>
                </tbody>
              </table>`
            : html`<p>Total: ${formatGBPExact(q.totalPence)}</p>`
        }
        ${
          q.offer &&
          html`<p>
            Offer: ${q.offer.title}${q.offer.code ? html` (code ${q.offer.code})` : ''},
            ${q.offer.saving}: ${pounds(q.offer.afterPounds)} with the offer.
          </p>`
        }
        ${
          q.history.length
            ? html`<p><strong>Notes and changes by our staff</strong></p>
                <table>
                  <tbody>
                    ${q.history.map(
                      (e) =>
                        html`<tr>
                          <td>${formatStaffTime(e.at)}</td>
                          <td>${e.by}</td>
                          <td>${e.change}${e.note ? html`: ${e.note}` : ''}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>`
            : html`<p class="muted">No notes by our staff.</p>`
        }
        ${q.confirmation ? confirmationPart(q.confirmation) : ''}
      </section>`,
  )
  const applicationSections = applications.map(
    (a) =>
      html`<section>
        <h3>Job application of ${formatStaffTime(a.createdAt)}</h3>
        <dl>
          ${row('Name', a.name)}${row('Mobile', a.mobile)}${row('E-mail', a.email)}
          ${row('Role', a.role)}${row('Position', a.position)}
          ${row('About her', a.about)}${row('Why hair', a.whyHair)}${row('Why us', a.whyUs)}
        </dl>
      </section>`,
  )
  const messageSections = messages.map(
    (m) =>
      html`<section>
        <h3>${channelName(m.channel)} of ${formatStaffTime(m.createdAt)}</h3>
        <dl>${row('Sent to', m.to)}${row('Subject', m.channel === 'sms' ? null : m.subject)}</dl>
        <div class="msg">${m.text}</div>
      </section>`,
  )
  const auditRows = auditEntries.map(
    (e) =>
      html`<tr>
        <td>${formatStaffTime(e.at)}</td>
        <td>${e.action}</td>
        <td>${e.by}</td>
        <td>${countsText(e.counts)}</td>
      </tr>`,
  )
  return `<!doctype html>${html`<html lang="en-GB">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      <title>Your personal data held by ${salonName}</title>
      <style>
        ${new Markup(STYLE)}
      </style>
    </head>
    <body>
      <h1>Your personal data held by ${salonName}</h1>
      <p class="muted">
        Records for ${data.person}, as on ${formatStaffTime(data.exportedAt)} (London time):
        ${countsText({ quotes: quotes.length, applications: applications.length, messages: messages.length })}.
      </p>
      <h2>Your quotes</h2>
      ${quoteSections.length ? quoteSections : html`<p class="muted">None.</p>`}
      <h2>Your job applications</h2>
      ${applicationSections.length ? applicationSections : html`<p class="muted">None.</p>`}
      <h2>Messages we sent you</h2>
      ${messageSections.length ? messageSections : html`<p class="muted">None.</p>`}
      <h2>When our staff looked at your data</h2>
      ${
        auditRows.length
          ? html`<table>
              <thead>
                <tr>
                  <th>When</th>
                  <th>What</th>
                  <th>Who</th>
                  <th>Records</th>
                </tr>
              </thead>
              <tbody>
                ${auditRows}
              </tbody>
            </table>`
          : html`<p class="muted">Never before this copy.</p>`
      }
    </body>
  </html>`}`
}

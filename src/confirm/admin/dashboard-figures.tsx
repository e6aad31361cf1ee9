// The dashboard's part of prices to confirm (issue 48): for the office, how many wait (and how
// many are past the salon's promise), how fast the salon answers and how requests end, and how
// often confirmed quotes are booked against unconfirmed ones; for a stylist's own sign-in, the
// home page is her requests and nothing else.
import type { Payload, Where } from 'payload'

import { requestScope } from '@/collections/confirmation-requests/access'
import { mapSiteSettings } from '@/content/map'
import { confirmationFigures, outcomeOf } from '@/dashboard/confirmations'
import { formatStaffTime } from '@/leads/admin/format'
import { confirmationStateNames, waitedFor, waitingTooLong, type ConfirmationState } from '@/quote'

import s from './request.module.css'

const list = '/admin/collections/confirmation-requests'
const pct = (a: number, b: number) => (b ? `${Math.round((a / b) * 100)} %` : '–')
const hrs = (h: number | null) =>
  h == null ? '–' : h < 48 ? `${h} h` : `${Math.round(h / 24)} days`

type Row = {
  id: number
  title?: string | null
  state: ConfirmationState
  sentAt?: string | null
  quote?: number | null
  history?: { action: string; at: string }[] | null
}

async function rowsIn(payload: Payload, scope: Where, extra: Where[] = []) {
  return (
    await payload.find({
      collection: 'confirmation-requests',
      where: { and: [scope, ...extra] },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { title: true, state: true, sentAt: true, quote: true, history: true },
      sort: '-sentAt',
      overrideAccess: true,
    })
  ).docs as unknown as Row[]
}

async function promiseOf(payload: Payload) {
  const settings = mapSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  return settings.confirmations.promiseWorkingDays
}

/** The figures card, for the period the dashboard shows. */
export async function ConfirmationFiguresCard({
  payload,
  user,
  start,
  end,
  salonId,
}: {
  payload: Payload
  user: unknown
  start: Date
  end: Date
  salonId: number | null
}) {
  const scope = requestScope(user as never)
  if (!scope) return null
  const now = new Date()
  const inSalon: Where[] = salonId == null ? [] : [{ salon: { equals: salonId } }]
  const [rows, promise] = await Promise.all([
    rowsIn(payload, scope, [
      ...inSalon,
      { sentAt: { greater_than_equal: start.toISOString() } },
      { sentAt: { less_than: end.toISOString() } },
    ]),
    promiseOf(payload),
  ])
  const quotes = await payload.find({
    collection: 'quotes',
    where: {
      and: [
        { createdAt: { greater_than_equal: start.toISOString() } },
        { createdAt: { less_than: end.toISOString() } },
        ...(salonId == null ? [] : [{ salon: { equals: salonId } }]),
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { leadStatus: true },
    overrideAccess: true,
  })
  const confirmedQuotes = new Set(
    rows
      .filter((r) => r.state === 'confirmed' || r.state === 'expired')
      .map((r) => Number(r.quote)),
  )
  const f = confirmationFigures(
    rows.map((r) => ({
      state: r.state,
      sentAt: r.sentAt ? new Date(r.sentAt) : null,
      ...outcomeOf(r.history ?? []),
    })),
    quotes.docs.map((q) => ({
      booked: q.leadStatus === 'booked',
      confirmed: confirmedQuotes.has(q.id as number),
    })),
    now,
    promise,
  )
  const answered = f.unchanged + f.adjusted + f.consultation
  return (
    <div data-testid="confirmation-figures">
      <p>
        <a href={`${list}?where[state][equals]=waiting`}>
          <strong>{f.waiting} waiting</strong>
        </a>
        {f.late > 0 && (
          <>
            {' '}
            · <strong>{f.late} past the promise</strong> of {promise} working day
            {promise === 1 ? '' : 's'}
          </>
        )}{' '}
        · {f.requests} sent in this period
      </p>
      <table className={s.table}>
        <tbody>
          <tr>
            <th scope="row">Time to answer (median, 90th percentile)</th>
            <td>
              {hrs(f.medianHours)}, {hrs(f.p90Hours)}
            </td>
          </tr>
          <tr>
            <th scope="row">Confirmed as it was</th>
            <td>{pct(f.unchanged, answered)}</td>
          </tr>
          <tr>
            <th scope="row">Confirmed with changes</th>
            <td>{pct(f.adjusted, answered)}</td>
          </tr>
          <tr>
            <th scope="row">Sent to a consultation</th>
            <td>{pct(f.consultation, answered)}</td>
          </tr>
          <tr>
            <th scope="row">Booked: quotes with a confirmed price</th>
            <td>
              {pct(f.bookedConfirmed.booked, f.bookedConfirmed.of)} of {f.bookedConfirmed.of}
            </td>
          </tr>
          <tr>
            <th scope="row">Booked: quotes without one</th>
            <td>
              {pct(f.bookedUnconfirmed.booked, f.bookedUnconfirmed.of)} of {f.bookedUnconfirmed.of}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}

/** A stylist's own home in the admin: her requests, waiting first. */
export async function StylistHome({ payload, user }: { payload: Payload; user: unknown }) {
  const scope = requestScope(user as never)
  if (!scope) return <p>Your sign-in is not linked to a stylist yet: ask the salon’s owner.</p>
  const [rows, promise] = await Promise.all([rowsIn(payload, scope), promiseOf(payload)])
  const now = new Date()
  const open = rows.filter((r) => r.state === 'waiting' || r.state === 'question')
  return (
    <section className={s.card} aria-labelledby="stylist-home" data-testid="stylist-home">
      <h2 id="stylist-home">Your prices to confirm</h2>
      {open.length === 0 ? (
        <p className={s.muted}>Nothing waiting. New requests appear here.</p>
      ) : (
        <ul>
          {open.map((r) => {
            const sent = r.sentAt ? new Date(r.sentAt) : null
            return (
              <li key={r.id}>
                <a href={`${list}/${r.id}`}>{r.title ?? `Request ${r.id}`}</a> —{' '}
                {confirmationStateNames[r.state]}
                {sent ? `, sent ${formatStaffTime(r.sentAt)} (${waitedFor(sent, now)})` : ''}
                {waitingTooLong(r.state, sent, now, promise) ? ' · past the salon’s promise' : ''}
              </li>
            )
          })}
        </ul>
      )}
      <p>
        <a href={list}>All your requests</a>
      </p>
    </section>
  )
}

/** For the To do list: requests waiting for the salon, and those past its promise. */
export async function toConfirmCounts(
  payload: Payload,
  user: unknown,
  salonId: number | null,
): Promise<{ waiting: number; late: number }> {
  const scope = requestScope(user as never)
  if (!scope) return { waiting: 0, late: 0 }
  const [rows, promise] = await Promise.all([
    rowsIn(payload, scope, [
      { state: { equals: 'waiting' } },
      ...(salonId == null ? [] : [{ salon: { equals: salonId } }]),
    ]),
    promiseOf(payload),
  ])
  const now = new Date()
  return {
    waiting: rows.length,
    late: rows.filter((r) =>
      waitingTooLong(r.state, r.sentAt ? new Date(r.sentAt) : null, now, promise),
    ).length,
  }
}

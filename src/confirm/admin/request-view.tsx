// A price to confirm as staff read it (issue 48, ADR 052): her photos, large, each opening at full
// size; her answers; the estimate's lines with her hair; what has happened, by whom and when; and
// the actions. Server-rendered after the same check as the list (a request she may not see shows
// nothing); the photos are served by their own private route, which checks again and logs.
import type { Payload } from 'payload'

import { PhoneCall } from '@/components/admin/phone-call'
import { maySee } from '@/collections/confirmation-requests/access'
import { actionNames } from '@/collections/confirmation-requests/states'
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { formatStaffTime } from '@/leads/admin/format'
import {
  bandsOf,
  changeSentence,
  confirmationStateNames,
  findLevel,
  formatGBP,
  linePence,
  poundsToPence,
  pricedForHairSentence,
  waitedFor,
  waitingTooLong,
  type ConfirmationState,
  type ConfirmedPrice,
} from '@/quote'

import { answerRows, healthKeys, photoRoles, type Answers } from '../answers'

import { RequestActions } from './request-actions'
import s from './request.module.css'

type Props = {
  data?: Record<string, unknown>
  payload?: Payload
  user?: unknown
}

const photoNames: Record<string, string> = { ...photoRoles, reply: 'Sent with her answer' }
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : Number(v))

export async function RequestView({ data, payload, user }: Props) {
  if (!data?.id || !payload) return null
  const state = data.state as ConfirmationState
  if (!maySee(user as never, { state, salon: data.salon, stylist: data.stylist })) return null
  const quote = await payload.findByID({
    collection: 'quotes',
    id: idOf(data.quote),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!quote) return <p>The saved quote of this request no longer exists.</p>
  const snap = readSnapshot(quote.quote)
  const photoIds = ((data.photos as unknown[]) ?? []).map(idOf).filter(Number.isFinite)
  const photos = photoIds.length
    ? (
        await payload.find({
          collection: 'client-photos',
          where: { id: { in: photoIds } },
          depth: 0,
          limit: photoIds.length,
          overrideAccess: true,
        })
      ).docs
    : []
  const answers = (data.answers as Answers | null) ?? null
  const health = (data.health as Answers['health'] | null) ?? null
  const confirmed = (data.confirmed as (ConfirmedPrice & { by?: string }) | null) ?? null
  const now = new Date()
  const sentAt = typeof data.sentAt === 'string' ? new Date(data.sentAt) : null
  const late = waitingTooLong(state, sentAt, now)
  const history =
    (data.history as { action: string; at: string; byName: string; note?: string }[]) ?? []

  // What the stylist may add, priced at the quote's level for the estimate's hair (the preview
  // prices it again for the bands she sets).
  const cat = await readQuoteCatalogue(payload, { photos: false })
  const level = findLevel(cat, snap.level?.id)
  const services = cat.services
    .filter((x) => x.pricePence > 0)
    .map((x) => ({ id: x.id, name: x.name, pence: linePence(x, level?.adapter ?? 0) }))
  const bands = (['length', 'thickness'] as const).map((measure) => ({
    measure,
    bands: bandsOf(cat, measure).map((b) => ({ id: b.id, name: b.name })),
    current: snap.hair?.find((h) => h.measure === measure) ?? null,
  }))

  return (
    <div className={s.view} data-testid="request-view">
      <section className={s.card}>
        <div className={s.head}>
          <h2>
            {quote.name ?? 'Client'} —{' '}
            {snap.stylist ? `with ${snap.stylist.name}` : snap.level?.name}
            {snap.salon ? `, ${snap.salon.name}` : ''}
          </h2>
          <span className={`${s.state} ${late ? s.late : ''}`} data-testid="request-state">
            {confirmationStateNames[state]}
            {sentAt && state === 'waiting' ? ` · waiting ${waitedFor(sentAt, now)}` : ''}
            {late ? ' · past the salon’s promise' : ''}
          </span>
        </div>
        <p className={s.muted}>
          Sent {formatStaffTime(data.sentAt)} · {quote.email} · <PhoneCall phone={quote.mobile} />
        </p>
      </section>

      <section className={s.card} aria-labelledby="photos-title">
        <h3 id="photos-title">Her photos</h3>
        {data.erasedAt ? (
          <p className={s.muted}>
            Deleted {formatStaffTime(data.erasedAt)} (retention or her request).
          </p>
        ) : (
          <div className={s.photos}>
            {photos.map((p) => {
              const doc = p as {
                id: number
                filename?: string
                role?: string
                width?: number
                height?: number
              }
              const src = `/cms-api/client-photos/file/${encodeURIComponent(doc.filename ?? '')}`
              return (
                <figure key={doc.id}>
                  <a href={src} target="_blank" rel="noreferrer" title="Open at full size">
                    {/* eslint-disable-next-line @next/next/no-img-element -- private, never resized by /_next/image */}
                    <img
                      src={src}
                      alt={photoNames[doc.role ?? ''] ?? 'Her photo'}
                      width={doc.width}
                      height={doc.height}
                      loading="lazy"
                    />
                  </a>
                  <figcaption>{photoNames[doc.role ?? ''] ?? 'Photo'}</figcaption>
                </figure>
              )
            })}
          </div>
        )}
      </section>

      <section className={s.card} aria-labelledby="answers-title">
        <h3 id="answers-title">Her answers</h3>
        {answers ? (
          <table className={`${s.table} ${s.answers}`}>
            <tbody>
              {answerRows(
                {
                  ...answers,
                  health: health ?? Object.fromEntries(healthKeys.map((k) => [k, undefined])),
                } as Answers,
                Boolean(health),
              ).map((r) => (
                <tr key={r.question}>
                  <th scope="row">{r.question}</th>
                  <td>{r.answer}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={s.muted}>No answers kept.</p>
        )}
        {!health && (
          <p className={s.muted}>Health answers: not given or not kept — ask at her skin test.</p>
        )}
        {typeof data.question === 'string' && data.question && (
          <p>
            <strong>Question sent:</strong> {data.question}
          </p>
        )}
        {typeof data.reply === 'string' && data.reply && (
          <p>
            <strong>Her answer:</strong> {data.reply}
          </p>
        )}
      </section>

      <section className={s.card} aria-labelledby="estimate-title">
        <h3 id="estimate-title">The estimate she saved</h3>
        <table className={s.table}>
          <tbody>
            {snap.services.map((l, i) => (
              <tr key={i}>
                <td>{l.hair_note ? `${l.service} · ${l.hair_note}` : l.service}</td>
                <td>{formatGBP(poundsToPence(l.price))}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Total</th>
              <td>
                <strong>{formatGBP(poundsToPence(snap.total))}</strong>
              </td>
            </tr>
          </tbody>
        </table>
        <p className={s.muted}>
          {pricedForHairSentence(snap.hair) ?? 'Not priced by her hair.'}
          {snap.applied_offer
            ? ` Offer: ${snap.applied_offer.title}${snap.applied_offer.code ? ` (${snap.applied_offer.code})` : ''}.`
            : ''}
        </p>
      </section>

      {confirmed && (
        <section className={s.card} aria-labelledby="confirmed-title">
          <h3 id="confirmed-title">
            Confirmed by {confirmed.by}: she pays {formatGBP(confirmed.payPence)}
          </h3>
          {confirmed.changes.length ? (
            <ul>
              {confirmed.changes.map((c, i) => (
                <li key={i}>{changeSentence(c)}</li>
              ))}
            </ul>
          ) : (
            <p>Confirmed as it was.</p>
          )}
          {data.skinTestNeeded ? (
            <p>
              Skin test needed:{' '}
              {data.skinTestBookedAt
                ? `she said she booked it (${formatStaffTime(data.skinTestBookedAt)}).`
                : 'not booked yet.'}
            </p>
          ) : null}
        </section>
      )}

      <section className={s.card} aria-labelledby="actions-title">
        <h3 id="actions-title">What to do</h3>
        <RequestActions
          id={Number(data.id)}
          revision={Number(data.revision ?? 0)}
          state={state}
          lines={snap.services.map((l) => ({
            id: l.id,
            name: l.service,
            pence: poundsToPence(l.price),
          }))}
          services={services}
          bands={bands.map((b) => ({
            measure: b.measure,
            bands: b.bands,
            current: b.current ? (b.current.unsure ? 'unsure' : b.current.band_id) : null,
          }))}
        />
      </section>

      <section className={s.card} aria-labelledby="history-title">
        <h3 id="history-title">History</h3>
        <ol className={s.history}>
          {history.map((h, i) => (
            <li key={i}>
              {formatStaffTime(h.at)} —{' '}
              {actionNames[h.action as keyof typeof actionNames] ?? h.action}
              {h.byName === 'the client' || h.byName === 'the site' ? '' : ` by ${h.byName}`}
              {h.note ? `: ${h.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}

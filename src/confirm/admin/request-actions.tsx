'use client'
// The request's buttons (issue 48): Confirm as it is (one click), Adjust (her bands, services of
// the price list added or taken off with a reason, lines of the stylist's own), Ask her a
// question, Needs an in-salon consultation. Every figure shown comes from the server's preview,
// worked out by src/quote; each action is sent with the revision the page was shown, so a second
// member of staff acting at once is told what the first did.
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { changeSentence, formatGBP, type ConfirmedPrice, type ConfirmationState } from '@/quote'

import s from './request.module.css'

type Band = { id: number; name: string }
type Props = {
  id: number
  revision: number
  state: ConfirmationState
  lines: { id: number; name: string; pence: number }[]
  services: { id: number; name: string; pence: number }[]
  bands: { measure: 'length' | 'thickness'; bands: Band[]; current: number | 'unsure' | null }[]
}
type Own = { name: string; pounds: string; reason: string }

const post = async (url: string, body: unknown) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  })
  const data = (await res.json().catch(() => ({}))) as { message?: string } & Record<
    string,
    unknown
  >
  return { ok: res.ok, data }
}

export function RequestActions({ id, revision, state, lines, services, bands }: Props) {
  const router = useRouter()
  const [open, setOpen] = useState<'adjust' | 'ask' | 'consultation' | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [serviceIds, setServiceIds] = useState(lines.map((l) => l.id))
  const [reasons, setReasons] = useState<Record<string, string>>({})
  const [hair, setHair] = useState<Record<string, number | 'unsure' | null>>(
    Object.fromEntries(bands.map((b) => [b.measure, b.current])),
  )
  const [own, setOwn] = useState<Own[]>([])
  const [adding, setAdding] = useState('')
  const [text, setText] = useState('')
  const [preview, setPreview] = useState<ConfirmedPrice | null>(null)
  const [previewProblem, setPreviewProblem] = useState<string | null>(null)

  const adjustment = {
    hair,
    serviceIds,
    reasons,
    ownLines: own
      .filter((o) => o.name || o.pounds || o.reason)
      .map((o) => ({ name: o.name, pence: Math.round(Number(o.pounds) * 100), reason: o.reason })),
  }
  const key = JSON.stringify(adjustment)
  useEffect(() => {
    if (open !== 'adjust') return
    const t = setTimeout(async () => {
      const r = await post(`/cms-api/confirmation-requests/${id}/preview`, JSON.parse(key))
      if (r.ok) {
        setPreview(r.data as unknown as ConfirmedPrice)
        setPreviewProblem(null)
      } else setPreviewProblem(r.data.message ?? 'The price could not be worked out.')
    }, 250)
    return () => clearTimeout(t)
  }, [key, open, id])

  async function send(body: Record<string, unknown>) {
    setBusy(true)
    setMessage(null)
    const r = await post(`/cms-api/confirmation-requests/${id}/act`, { ...body, revision })
    setBusy(false)
    if (!r.ok) {
      setMessage(r.data.message ?? 'That did not work. Please try again.')
      if (r.data && (r as { ok: boolean }).ok === false) router.refresh()
      return
    }
    setOpen(null)
    router.refresh()
  }

  if (state === 'draft') return <p className={s.muted}>She has not sent this request yet.</p>
  if (state !== 'waiting' && state !== 'question')
    return <p className={s.muted}>Nothing to do: this request is closed.</p>

  const nameOf = (sid: number) =>
    services.find((x) => x.id === sid)?.name ?? lines.find((l) => l.id === sid)?.name ?? 'Service'
  const changedIds = [
    ...serviceIds.filter((x) => !lines.some((l) => l.id === x)),
    ...lines.filter((l) => !serviceIds.includes(l.id)).map((l) => l.id),
  ]

  return (
    <div>
      {message && (
        <p className={s.message} role="alert" data-testid="action-message">
          {message}
        </p>
      )}
      <div className={s.actions}>
        {state === 'waiting' && (
          <>
            <button
              type="button"
              className={s.primary}
              disabled={busy}
              onClick={() => send({ action: 'confirm' })}
            >
              Confirm as it is
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setOpen(open === 'adjust' ? null : 'adjust')}
            >
              Adjust
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setOpen(open === 'ask' ? null : 'ask')}
            >
              Ask her a question
            </button>
          </>
        )}
        {state === 'question' && <p className={s.muted}>Waiting for her answer.</p>}
        <button
          type="button"
          disabled={busy}
          onClick={() => setOpen(open === 'consultation' ? null : 'consultation')}
        >
          Needs an in-salon consultation
        </button>
      </div>

      {open === 'adjust' && (
        <div className={s.panel} data-testid="adjust-panel">
          {bands
            .filter((b) => b.bands.length)
            .map((b) => (
              <label key={b.measure}>
                {b.measure === 'length'
                  ? 'Her length, as you see it'
                  : 'Her thickness, as you see it'}
                <select
                  value={String(hair[b.measure] ?? '')}
                  onChange={(e) =>
                    setHair({
                      ...hair,
                      [b.measure]:
                        e.target.value === 'unsure' ? 'unsure' : Number(e.target.value) || null,
                    })
                  }
                >
                  <option value="">As she answered</option>
                  {b.bands.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          <fieldset>
            <legend>Services</legend>
            {[...new Set([...lines.map((l) => l.id), ...serviceIds])].map((sid) => (
              <label key={sid} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <input
                  type="checkbox"
                  checked={serviceIds.includes(sid)}
                  onChange={(e) =>
                    setServiceIds(
                      e.target.checked ? [...serviceIds, sid] : serviceIds.filter((x) => x !== sid),
                    )
                  }
                />
                {nameOf(sid)}
              </label>
            ))}
          </fieldset>
          <label>
            Add a service from the price list
            <select value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">Choose…</option>
              {services
                .filter((x) => !serviceIds.includes(x.id))
                .map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name} ({formatGBP(x.pence)} at this level)
                  </option>
                ))}
            </select>
          </label>
          <div>
            <button
              type="button"
              disabled={!adding}
              onClick={() => {
                setServiceIds([...serviceIds, Number(adding)])
                setAdding('')
              }}
            >
              Add this service
            </button>
          </div>
          {changedIds.map((sid) => (
            <label key={sid}>
              Why {serviceIds.includes(sid) ? 'add' : 'take off'} {nameOf(sid)} (she reads this)
              <input
                value={reasons[String(sid)] ?? ''}
                maxLength={300}
                onChange={(e) => setReasons({ ...reasons, [String(sid)]: e.target.value })}
              />
            </label>
          ))}
          <fieldset>
            <legend>Lines of your own (whole pounds; a credit is negative)</legend>
            {own.map((o, i) => (
              <div className={s.row} key={i}>
                <label>
                  What it is
                  <input
                    value={o.name}
                    maxLength={80}
                    onChange={(e) =>
                      setOwn(own.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))
                    }
                  />
                </label>
                <label>
                  Amount in £
                  <input
                    inputMode="numeric"
                    value={o.pounds}
                    onChange={(e) =>
                      setOwn(own.map((x, j) => (j === i ? { ...x, pounds: e.target.value } : x)))
                    }
                  />
                </label>
                <label>
                  Why (she reads this)
                  <input
                    value={o.reason}
                    maxLength={300}
                    onChange={(e) =>
                      setOwn(own.map((x, j) => (j === i ? { ...x, reason: e.target.value } : x)))
                    }
                  />
                </label>
                <button type="button" onClick={() => setOwn(own.filter((_, j) => j !== i))}>
                  Remove
                </button>
              </div>
            ))}
            <button
              type="button"
              onClick={() => setOwn([...own, { name: '', pounds: '', reason: '' }])}
            >
              Add a line of your own
            </button>
          </fieldset>
          <div aria-live="polite" data-testid="adjust-preview">
            {previewProblem ? (
              <p className={s.message}>{previewProblem}</p>
            ) : preview ? (
              <>
                <p>
                  <strong>She pays {formatGBP(preview.payPence)}</strong>
                  {preview.offer && preview.payPence < preview.totalPence
                    ? ` (${formatGBP(preview.totalPence)} before ${preview.offer.code ?? preview.offer.title})`
                    : ''}
                </p>
                <ul>
                  {preview.changes.map((c, i) => (
                    <li key={i}>{changeSentence(c)}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={s.muted}>Working out the price…</p>
            )}
          </div>
          <div>
            <button
              type="button"
              className={s.primary}
              disabled={busy || Boolean(previewProblem) || !preview}
              onClick={() => send({ action: 'adjust', adjustment })}
            >
              Confirm with these changes
            </button>
          </div>
        </div>
      )}

      {(open === 'ask' || open === 'consultation') && (
        <div className={s.panel}>
          <label>
            {open === 'ask'
              ? 'Your question (she reads it by e-mail and text, and answers on her quote page)'
              : 'A note for her (optional)'}
            <textarea
              rows={3}
              maxLength={600}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <div>
            <button
              type="button"
              className={s.primary}
              disabled={busy || (open === 'ask' && !text.trim())}
              onClick={() =>
                send(
                  open === 'ask'
                    ? { action: 'ask', question: text }
                    : { action: 'consultation', note: text },
                )
              }
            >
              {open === 'ask' ? 'Send the question' : 'Ask her in for a consultation'}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}

'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { MoveQuote } from '@/leads/admin/move-quote'

import { ALREADY_QUEUED } from '../resend-window'

import { announceDelivery } from './live-delivery'

/** Statuses still moving: the line below is refreshed until none is. */
const inFlight = (status: string | undefined) =>
  status === 'pending' || status === 'sending' || status === 'retrying'

const POLL_MS = 2_000
/** A message still moving after this long is retried by the runner; the page stops asking. */
const POLL_FOR_MS = 3 * 60_000

type Delivery = { email?: string; sms?: string; resentAt?: string; state?: string }

/**
 * One click to send the quote again: a delivered quote gets both messages again; otherwise what
 * was not delivered is sent. The answer says what will happen, and while the messages are on
 * their way their statuses are followed and handed to the summary's "Delivery" row
 * (live-delivery.tsx), so nobody needs to reload.
 */
export function ResendButton() {
  const { id } = useDocumentInfo()
  const email = useFormFields(([f]) => f['delivery.email']?.value as string | undefined)
  const sms = useFormFields(([f]) => f['delivery.sms']?.value as string | undefined)
  const state = useFormFields(([f]) => f.deliveryState?.value as string | undefined)
  const [live, setLive] = useState<Delivery | null>(null)
  // When the statuses are to be followed until: at opening while a message is on its way, and
  // after each resend.
  const [followUntil, setFollowUntil] = useState(() =>
    inFlight(email) || inFlight(sms) ? Date.now() + POLL_FOR_MS : 0,
  )
  const [result, setResult] = useState<
    | { kind: 'idle' | 'busy' }
    | { kind: 'done' | 'error'; message: string }
    // Her stylist has left (ADR 055): move the quote first, then it is sent.
    | { kind: 'left'; message: string }
  >({ kind: 'idle' })
  // A second click before React re-renders the disabled button does nothing (the server also
  // queues one resend a minute: src/delivery/resend-window.ts).
  const working = useRef(false)
  const shown: Delivery = live ?? { email, sms, state }

  useEffect(() => {
    if (!id || !followUntil) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      try {
        const res = await fetch(
          `/cms-api/quotes/${id}?depth=0&select[delivery]=true&select[deliveryState]=true`,
          { credentials: 'include', cache: 'no-store' },
        )
        if (res.ok && !stopped) {
          const doc = (await res.json()) as {
            delivery?: { email?: string; sms?: string; resentAt?: string }
            deliveryState?: string
          }
          const next = { ...doc.delivery, state: doc.deliveryState }
          setLive(next)
          announceDelivery(next)
          // Settled (sent, failed or erased): nothing more to follow.
          if (!inFlight(next.email) && !inFlight(next.sms)) return
        }
      } catch {
        // The network blinked: ask again at the next tick.
      }
      if (!stopped && Date.now() < followUntil) timer = setTimeout(poll, POLL_MS)
    }
    timer = setTimeout(poll, POLL_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [id, followUntil])

  if (!id) return null
  const resend = async () => {
    if (working.current) return
    working.current = true
    setResult({ kind: 'busy' })
    try {
      const res = await fetch(`/cms-api/quotes/${id}/resend`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await res.json().catch(() => ({}))) as {
        message?: string
        alreadyQueued?: boolean
        moveFirst?: boolean
      }
      if (res.ok) setFollowUntil(Date.now() + POLL_FOR_MS)
      if (res.status === 409 && body.moveFirst) {
        setResult({ kind: 'left', message: body.message ?? 'Her stylist has left.' })
        return
      }
      setResult(
        res.ok
          ? {
              kind: 'done',
              message: body.alreadyQueued
                ? (body.message ?? ALREADY_QUEUED)
                : `${body.message ?? 'Queued.'} The statuses below follow it.`,
            }
          : {
              kind: 'error',
              message: body.message ?? 'Could not queue the resend. Please try again.',
            },
      )
    } catch {
      setResult({ kind: 'error', message: 'Could not queue the resend. Please try again.' })
    } finally {
      working.current = false
    }
  }
  return (
    <div style={{ marginBottom: 24 }} data-resend>
      {shown.state === 'Delayed' && (
        <p role="alert" style={{ margin: '0 0 8px', fontWeight: 600 }}>
          Delayed: a message has not been delivered long after saving. It is retried automatically;
          resend it if the client is waiting.
        </p>
      )}
      <Button
        buttonStyle={shown.email === 'failed' || shown.sms === 'failed' ? 'primary' : 'secondary'}
        onClick={resend}
        disabled={result.kind === 'busy'}
      >
        {result.kind === 'busy' ? 'Queuing…' : 'Resend quote'}
      </Button>
      {/* Always present, so screen readers announce what the click did when it changes. */}
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {result.kind === 'done' ? result.message : ''}
      </p>
      {result.kind === 'error' && <p role="alert">{result.message}</p>}
      {result.kind === 'left' && (
        <div role="alert" data-stylist-left>
          <p style={{ margin: '8px 0', fontWeight: 600 }}>{result.message}</p>
          <MoveQuote
            quoteId={Number(id)}
            startOpen
            onMoved={(message) => {
              setResult({ kind: 'done', message })
              // The summary, the total and the history are the server's: read them again.
              window.location.reload()
            }}
          />
        </div>
      )}
    </div>
  )
}

'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRef, useState } from 'react'

const labels: Record<string, string> = {
  pending: 'pending',
  sending: 'sending',
  retrying: 'retrying',
  sent: 'sent',
  failed: 'failed — resend',
  cancelled: 'not sent (details erased)',
}

/**
 * The quote's delivery at a glance, and one click to send it again: a delivered quote gets both
 * messages again; otherwise what was not delivered is sent. The answer says what will happen.
 */
export function ResendButton() {
  const { id } = useDocumentInfo()
  const email = useFormFields(([f]) => f['delivery.email']?.value as string | undefined)
  const sms = useFormFields(([f]) => f['delivery.sms']?.value as string | undefined)
  const state = useFormFields(([f]) => f.deliveryState?.value as string | undefined)
  const [result, setResult] = useState<
    { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string }
  >({ kind: 'idle' })
  // A second click before React re-renders the disabled button does nothing (the server also
  // queues one resend a minute: src/delivery/resend-window.ts).
  const working = useRef(false)
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
      }
      setResult(
        res.ok
          ? {
              kind: 'done',
              message: body.alreadyQueued
                ? (body.message ?? 'Already queued a moment ago — nothing sent again.')
                : `${body.message ?? 'Queued.'} Reload to see the attempts.`,
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
      {state === 'Delayed' && (
        <p role="alert" style={{ margin: '0 0 8px', fontWeight: 600 }}>
          Delayed: a message has not been delivered long after saving. It is retried automatically;
          resend it if the client is waiting.
        </p>
      )}
      <p style={{ margin: '0 0 8px' }}>
        E-mail: <strong>{labels[email ?? 'pending'] ?? email}</strong> · Text message:{' '}
        <strong>{labels[sms ?? 'pending'] ?? sms}</strong>
      </p>
      <Button
        buttonStyle={email === 'failed' || sms === 'failed' ? 'primary' : 'secondary'}
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
    </div>
  )
}

'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/** One click to send a quote's e-mail and text message again (e.g. after a delivery failed). */
export function ResendButton() {
  const { id } = useDocumentInfo()
  const email = useFormFields(([f]) => f['delivery.email']?.value as string | undefined)
  const sms = useFormFields(([f]) => f['delivery.sms']?.value as string | undefined)
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle')
  if (!id) return null
  const resend = async () => {
    setState('busy')
    const res = await fetch(`/cms-api/quotes/${id}/resend`, {
      method: 'POST',
      credentials: 'include',
    })
    setState(res.ok ? 'done' : 'error')
  }
  return (
    <div style={{ marginBottom: 24 }}>
      <p style={{ margin: '0 0 8px' }}>
        E-mail: <strong>{email ?? 'pending'}</strong> · Text message:{' '}
        <strong>{sms ?? 'pending'}</strong>
      </p>
      <Button
        buttonStyle={email === 'failed' || sms === 'failed' ? 'primary' : 'secondary'}
        onClick={resend}
        disabled={state === 'busy'}
      >
        {state === 'busy' ? 'Queuing…' : 'Resend quote'}
      </Button>
      {state === 'done' && (
        <p role="status">
          Queued: the quote will be sent again in a few seconds. Reload to see the attempts.
        </p>
      )}
      {state === 'error' && <p role="alert">Could not queue the resend. Please try again.</p>}
    </div>
  )
}

'use client'
// Demo only (src/collections/users/demo-invitation.server.ts): right after an owner creates an
// account with "Send an invitation", the link is shown to her once, to hand over herself,
// because without an e-mail server it never leaves the server. Renders nothing otherwise.
import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { UK_TIME_ZONE } from '@/quote/uk-date'

const POLL_MS = 1_000
/** The invitation is written by the delivery runner within seconds; stop asking after this. */
const WAIT_MS = 30_000

const ukDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: UK_TIME_ZONE,
})

export function DemoInvitation() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ id: number; roles?: string[] }>()
  const isOwner = Boolean(user?.roles?.includes('owner'))
  const [shown, setShown] = useState<{ link: string; expires: string | null } | null>(null)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!id || !isOwner) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const until = Date.now() + WAIT_MS
    const ask = async () => {
      try {
        const res = await fetch(`/cms-api/users/${id}/demo-invitation`, {
          credentials: 'include',
          cache: 'no-store',
        })
        if (stopped) return
        if (res.status === 200) {
          setShown((await res.json()) as { link: string; expires: string | null })
          return
        }
        if (res.status !== 202) return // no invitation waiting for her
      } catch {
        // The network blinked: ask again.
      }
      if (!stopped && Date.now() < until) timer = setTimeout(ask, POLL_MS)
    }
    void ask()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [id, isOwner])

  if (!shown) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.link)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <section
      aria-labelledby="demo-invitation-title"
      data-demo-invitation
      style={{
        marginBottom: 24,
        padding: 12,
        border: '1px solid var(--theme-warning-500)',
        borderRadius: 4,
      }}
    >
      <h3 id="demo-invitation-title" style={{ margin: '0 0 8px' }}>
        Her invitation link
      </h3>
      <p style={{ margin: '0 0 8px' }}>
        This demo has no e-mail server, so the invitation did not leave this computer. Give her this
        link yourself
        {shown.expires ? `; it works until ${ukDate.format(new Date(shown.expires))}` : ''}. It is
        shown only this once.
      </p>
      <input
        aria-label="Invitation link"
        readOnly
        value={shown.link}
        onFocus={(e) => e.currentTarget.select()}
        style={{ width: '100%', marginBottom: 8 }}
      />
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={copy}>
        {copied ? 'Copied' : 'Copy the link'}
      </button>
    </section>
  )
}

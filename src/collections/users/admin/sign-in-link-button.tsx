'use client'

import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import { useState } from 'react'

/** Posts the link's token (JSON, ADR 022) and opens the admin once she is signed in. */
export function SignInLinkButton({ token }: { token: string }) {
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({
    busy: false,
    problem: null,
  })
  const signIn = async () => {
    setState({ busy: true, problem: null })
    try {
      const res = await fetch('/cms-api/users/sign-in-link', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      if (res.ok) {
        // A full load: the admin then starts with her new session, as after its own sign-in form.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign('/admin')
        return
      }
      const body = (await res.json().catch(() => null)) as { message?: string } | null
      setState({
        busy: false,
        problem: body?.message ?? 'Signing in did not work. Please try again.',
      })
    } catch {
      setState({ busy: false, problem: 'Signing in did not work. Please try again.' })
    }
  }
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'center' }}>
      <Button buttonStyle="primary" size="large" disabled={state.busy} onClick={signIn}>
        {state.busy ? 'Signing in…' : 'Sign in'}
      </Button>
      {state.problem ? (
        <p role="alert" style={{ margin: 0 }}>
          {state.problem} <Link href="/admin/login">Go to the sign-in page</Link>
        </p>
      ) : null}
    </div>
  )
}

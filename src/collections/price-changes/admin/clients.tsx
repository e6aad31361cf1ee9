'use client'
// The clients whose live quote this planned change touches (ADR 053), for the front desk to call
// before the date: each with a call link and her quote a click away. Read from the plan's own
// endpoint (clients.server.ts), as saved.
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { formatPhone, phoneHref } from '@/lib/phone'

import type { TouchedClient } from '../clients'

type State = { clients: TouchedClient[] } | { error: string } | null

export const ClientsTouched: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const api = `${config.serverURL}${config.routes.api}`
  const admin = `${config.serverURL}${config.routes.admin}`
  const [state, setState] = useState<State>(null)

  useEffect(() => {
    if (id == null) return
    let live = true
    fetch(`${api}/price-changes/${id}/clients`, { credentials: 'include' })
      .then(async (res) => {
        const body = (await res.json()) as { clients?: TouchedClient[]; message?: string }
        if (!live) return
        setState(
          res.ok && body.clients
            ? { clients: body.clients }
            : { error: body.message ?? 'The clients could not be read.' },
        )
      })
      .catch(() => live && setState({ error: 'The clients could not be read: try again.' }))
    return () => {
      live = false
    }
  }, [api, id])

  let body
  if (!state) body = <p>Reading the saved quotes…</p>
  else if ('error' in state) body = <p role="alert">{state.error}</p>
  else if (!state.clients.length)
    body = <p>No client holds a live quote for these services (as saved).</p>
  else
    body = (
      <>
        <p style={{ margin: '0 0 8px' }}>
          {state.clients.length} client{state.clients.length === 1 ? '' : 's'} hold a live quote for
          these services (as saved). Their quote keeps its prices while it lasts.
        </p>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {state.clients.map((c) => (
            <li
              key={c.id}
              style={{ padding: '6px 0', borderBottom: '1px solid var(--theme-elevation-100)' }}
            >
              <a href={`${admin}/collections/quotes/${c.id}`}>{c.name}</a>
              {c.mobile && (
                <>
                  {' · '}
                  <a href={phoneHref(c.mobile) ?? undefined}>{formatPhone(c.mobile)}</a>
                </>
              )}
              {' · '}
              {c.what}
              <br />
              <small>
                {c.services.join(', ')}
                {c.holdsPastDate
                  ? ' · her quote still holds after the new prices start'
                  : ' · her quote ends before the new prices start'}
              </small>
            </li>
          ))}
        </ul>
      </>
    )
  return (
    <section
      aria-labelledby="price-change-clients"
      style={{ marginBottom: 'calc(var(--base) * 1.5)' }}
    >
      <h3 id="price-change-clients" style={{ margin: '0 0 6px' }}>
        Clients with a live quote for these services
      </h3>
      {body}
    </section>
  )
}

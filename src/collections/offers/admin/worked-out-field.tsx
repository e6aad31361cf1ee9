'use client'
// The offer's saving and "from" price, worked out live as staff edit its rule (ADR 031): the
// form's rule fields go to POST /cms-api/offers/worked-out, which prices them with the quote
// module. Shown, never typed: the offer's texts say {from} and {saving}.
import { useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect, useMemo, useState } from 'react'

import { formatGBP } from '@/quote/money'

/** The fields the rule is made of (the offers collection's names). */
const RULE_FIELDS = [
  'audience',
  'stylists',
  'salons',
  'levels',
  'appliesTo',
  'serviceTypes',
  'colourCategories',
  'services',
  'benefit',
  'discountPercent',
  'amountOffPounds',
  'freeService',
] as const

type Answer = {
  saving: string
  fromPence: number | null
  witness: string | null
  never: string | null
}
type State = { kind: 'busy' } | { kind: 'done'; answer: Answer } | { kind: 'error' }

export const WorkedOutField: UIFieldClientComponent = () => {
  const { config } = useConfig()
  const { id } = useDocumentInfo()
  const values = useFormFields(([fields]) =>
    JSON.stringify({
      // The offer being edited: its saved version is not counted beside the form's.
      id: typeof id === 'number' ? id : null,
      ...Object.fromEntries(RULE_FIELDS.map((name) => [name, fields[name]?.value ?? null])),
    }),
  )
  // Whether a text says {from}: with no qualifying quote it would show nothing there.
  const textsSayFrom = useFormFields(([fields]) =>
    ['title', 'headline', 'summary', 'details'].some((name) =>
      String(fields[name]?.value ?? '').includes('{from}'),
    ),
  )
  const url = `${config.serverURL}${config.routes.api}/offers/worked-out`
  const [state, setState] = useState<State>({ kind: 'busy' })

  useEffect(() => {
    const abort = new AbortController()
    // Typing a percentage sends one request, not one per key.
    const timer = setTimeout(async () => {
      setState({ kind: 'busy' })
      try {
        const res = await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: values,
          signal: abort.signal,
        })
        if (!res.ok) throw new Error(String(res.status))
        setState({ kind: 'done', answer: (await res.json()) as Answer })
      } catch {
        if (!abort.signal.aborted) setState({ kind: 'error' })
      }
    }, 400)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [url, values])

  const text = useMemo(() => {
    if (state.kind === 'busy') return 'Working it out from the price list…'
    if (state.kind === 'error') return 'Could not work it out just now. Save, or try again.'
    const { saving, fromPence, witness, never } = state.answer
    // An offer no quote carries is not shown on the site: say why, so staff can change it.
    const from =
      fromPence == null
        ? `${never ?? 'Never applies.'}${textsSayFrom ? ' Its texts’ {from} would show nothing.' : ''} It stays off the site until a quote would carry it.`
        : `From ${formatGBP(fromPence)}${witness ? ` (${witness})` : ''}.`
    return `${saving.charAt(0).toUpperCase()}${saving.slice(1)}. ${from}`
  }, [state, textsSayFrom])

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>Worked out</p>
      <p style={{ margin: '4px 0' }} role="status" aria-live="polite">
        {text}
      </p>
      <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>
        The saving and the lowest price a client pays for a quote that carries this offer (one offer
        per quote: the one that leaves her the lowest price), from the price list and the stylists
        it names. The texts show them where they say {'{saving}'} and {'{from}'}.
      </p>
    </div>
  )
}

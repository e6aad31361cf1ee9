'use client'

// "Move to another stylist" (ADR 055): whom she can move to, each with what she would pay,
// read from the server (GET /cms-api/quotes/:id/move, priced by src/quote/move.ts); one choice
// moves the quote, keeps the history and sends her the new quote by e-mail and text.
import { useEffect, useRef, useState } from 'react'

import s from './follow-up.module.css'

type Option = { id: number; name: string; level: string; pays: string }

export function MoveQuote({
  quoteId,
  onMoved,
  startOpen = false,
}: {
  quoteId: number
  onMoved: (message: string) => void
  startOpen?: boolean
}) {
  const [options, setOptions] = useState<Option[] | null>(null)
  const [chosen, setChosen] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const working = useRef(false)
  const opened = useRef(false)

  const open = async () => {
    setProblem(null)
    try {
      const res = await fetch(`/cms-api/quotes/${quoteId}/move`, {
        credentials: 'include',
        cache: 'no-store',
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; options?: Option[] }
      if (!res.ok)
        return setProblem(body.message || 'The stylists could not be read. Please try again.')
      setOptions(body.options ?? [])
      if (!body.options?.length)
        setProblem(body.message || 'Nobody else at this salon can do this quote.')
    } catch {
      setProblem('The stylists could not be read. Please try again.')
    }
  }
  useEffect(() => {
    if (startOpen && !opened.current) {
      opened.current = true
      void open()
    }
    // Once, when shown open (the resend's warning).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startOpen])

  const move = async () => {
    if (working.current || chosen == null) return
    working.current = true
    setBusy(true)
    setProblem(null)
    try {
      const res = await fetch(`/cms-api/quotes/${quoteId}/move`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stylistId: chosen }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string }
      if (res.ok) onMoved(body.message || 'Moved.')
      else setProblem(body.message || 'The quote could not be moved. Please try again.')
    } catch {
      setProblem('The quote could not be moved. Please try again.')
    } finally {
      working.current = false
      setBusy(false)
    }
  }

  return (
    <div className={s.move} data-move-quote>
      {options == null ? (
        <button type="button" className={s.button} onClick={open}>
          Move to another stylist
        </button>
      ) : (
        options.length > 0 && (
          <fieldset className={s.moveChoices}>
            <legend>Move her quote to</legend>
            {options.map((o) => (
              <label key={o.id}>
                <input
                  type="radio"
                  name={`move-${quoteId}`}
                  value={o.id}
                  checked={chosen === o.id}
                  onChange={() => setChosen(o.id)}
                />{' '}
                {o.name} <span className={s.muted}>({o.level})</span> — {o.pays}
              </label>
            ))}
            <button
              type="button"
              className={s.button}
              onClick={move}
              disabled={busy || chosen == null}
            >
              {busy ? 'Moving…' : 'Move and send her the new quote'}
            </button>
          </fieldset>
        )
      )}
      {problem && <p role="alert">{problem}</p>}
    </div>
  )
}

'use client'

// A To do row's follow-up (ADR 055): Contacted, Booked, Not booked and Add note, saved in one
// request (POST /cms-api/quotes/:id/follow-up) into the quote's follow-up history; the list is
// then drawn again by the server (router.refresh), so the row and the counts move without a
// reload. Without JavaScript the client's name still opens the quote, where the same follow-up
// is a save.
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { followUpActions, followUpProblem, type FollowUpAction } from '@/leads/follow-up'
import { NOTE_MAX } from '@/leads/status'

import s from './follow-up.module.css'
import { MoveQuote } from './move-quote'

/** The list's one status line, above the salons: a row may leave the list as it is saved. */
export const TO_DO_STATUS_EVENT = 'to-do-status'

const say = (message: string) =>
  window.dispatchEvent(new CustomEvent(TO_DO_STATUS_EVENT, { detail: message }))

export function FollowUpActions({
  quoteId,
  name,
  canMove = false,
}: {
  quoteId: number
  name: string
  canMove?: boolean
}) {
  const router = useRouter()
  const [noteOpen, setNoteOpen] = useState(false)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState<FollowUpAction | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const working = useRef(false)
  const noteId = `to-do-note-${quoteId}`

  const send = async (action: FollowUpAction) => {
    if (working.current) return
    if (action === 'note' && !noteOpen) return setNoteOpen(true)
    const body = { action, ...(note.trim() ? { note } : {}) }
    const local = followUpProblem(body)
    if (local) return setProblem(local)
    working.current = true
    setBusy(action)
    setProblem(null)
    try {
      const res = await fetch(`/cms-api/quotes/${quoteId}/follow-up`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await res.json().catch(() => ({}))) as { message?: string }
      if (!res.ok) {
        setProblem(answer.message || 'That could not be saved. Please try again.')
        return
      }
      setNote('')
      setNoteOpen(false)
      say(answer.message || 'Saved.')
      router.refresh()
    } catch {
      setProblem('That could not be saved. Please check the connection and try again.')
    } finally {
      working.current = false
      setBusy(null)
    }
  }

  return (
    <div className={s.actions} data-follow-up={quoteId}>
      {noteOpen && (
        <label className={s.noteBox} htmlFor={noteId}>
          <span>Note for {name}</span>
          <textarea
            id={noteId}
            value={note}
            maxLength={NOTE_MAX}
            rows={2}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
      )}
      <div className={s.buttons} role="group" aria-label={`Follow up ${name}`}>
        {followUpActions.map((a) => (
          <button
            key={a.value}
            type="button"
            className={s.button}
            disabled={busy != null}
            onClick={() => send(a.value)}
          >
            {busy === a.value ? 'Saving…' : a.value === 'note' && noteOpen ? 'Save note' : a.label}
          </button>
        ))}
      </div>
      {canMove && (
        <MoveQuote
          quoteId={quoteId}
          onMoved={(message) => {
            say(message)
            router.refresh()
          }}
        />
      )}
      {problem && <p role="alert">{problem}</p>}
    </div>
  )
}

/** The status line the rows write to: always present, so each change is announced. */
export function ToDoStatus({ className }: { className?: string }) {
  const [message, setMessage] = useState('')
  useEffect(() => {
    const listen = (e: Event) => setMessage(String((e as CustomEvent).detail ?? ''))
    window.addEventListener(TO_DO_STATUS_EVENT, listen)
    return () => window.removeEventListener(TO_DO_STATUS_EVENT, listen)
  }, [])
  return (
    <p role="status" aria-live="polite" className={className} data-to-do-status>
      {message}
    </p>
  )
}

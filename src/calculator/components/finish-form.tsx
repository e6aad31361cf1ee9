'use client'

import Link from '@/components/link'
import { useRouter } from 'next/navigation'
import { useActionState, useEffect, useRef, useState } from 'react'

import {
  fieldErrors,
  newSendKey,
  referralLabel,
  REFERRAL_PLACEHOLDER,
  type ReferralOptions,
  SEND_KEY,
  SEND_QUOTE_PATH,
} from '@/forms/finish-form-words'
import type { contactSchemaFor } from '@/forms/quote-details'

import { saveQuoteAction, type FinishFormState } from '../finish-action'
import styles from './calculator.module.css'

const STORAGE_KEY = 'quote-finish-form'
const fields = ['name', 'mobile', 'email', 'referral'] as const

/** How long a send may take before she is told and offered "Try again" (issue 46). */
const SEND_TIMEOUT_MS = 10_000
const LOST_ANSWER =
  "We couldn't hear back from us just now, so your quote may not have gone yet. Please check your connection and tap Try again — it won't be sent twice."

/**
 * The form's one-time key (ADR 048). Drawn on the server, the page's own input holds it, and
 * hydration must keep it (a no-JS send and a scripted one are the same form); drawn in the
 * browser (the calculator's screens change without a page load), a new one.
 */
function firstKey(): string {
  if (typeof document !== 'undefined') {
    const drawn = document.querySelector<HTMLInputElement>(
      `form[data-finish-form] input[name="${SEND_KEY}"]`,
    )
    if (drawn?.value) return drawn.value
  }
  return newSendKey()
}

type Answer = FinishFormState | { status: 'saved'; to: string }

type Props = {
  state: string
  lines: { id: number; pence: number }[]
  total: number
  /** The slug of the offer the quote carries (the server checks it), or null: none. */
  offer: string | null
  /** The answers the salon offers (Messages & rules); the server checks against the same list. */
  referralOptions: ReferralOptions
}

/**
 * The finish form: works without JavaScript (a server action), validates in the browser with
 * the same schema the server uses, and keeps what the visitor typed — across a failed save,
 * an error page or a reload (sessionStorage).
 */
export function FinishForm({ state, lines, total, offer, referralOptions }: Props) {
  const [result, formAction, pending] = useActionState<FinishFormState, FormData>(saveQuoteAction, {
    status: 'idle',
  })
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  // With scripts, the form sends itself (sendNow); `sent` is its last answer, else the action's.
  const [sent, setSent] = useState<FinishFormState | null>(null)
  const [sending, setSending] = useState(false)
  const [lost, setLost] = useState(false)
  const [key, setKey] = useState(firstKey)
  const busy = useRef(false)
  const router = useRouter()
  const shown = sent ?? result
  const formRef = useRef<HTMLFormElement>(null)
  const errors = clientErrors ?? shown.fields ?? {}
  // The schema the server checks with, loaded after the form is drawn, so that zod is not in the
  // calculator's first load (ADR 049). Until it is here, Send goes straight to the server, which
  // checks the same and answers each field in the same words.
  const [schema, setSchema] = useState<ReturnType<typeof contactSchemaFor> | null>(null)
  useEffect(() => {
    let live = true
    void import('@/forms/quote-details').then((m) => {
      if (live) setSchema(m.contactSchemaFor(referralOptions))
    })
    return () => {
      live = false
    }
  }, [referralOptions])

  useEffect(() => {
    const form = formRef.current
    if (!form) return
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
        string,
        string
      >
      for (const f of fields) {
        const el = form.elements.namedItem(f) as HTMLInputElement | HTMLSelectElement | null
        if (el && (!el.value || el.value === REFERRAL_PLACEHOLDER) && saved[f]) el.value = saved[f]
      }
    } catch {
      // storage unavailable: nothing to restore
    }
  }, [])

  const remember = () => {
    const form = formRef.current
    if (!form) return
    const data = Object.fromEntries(fields.map((f) => [f, String(new FormData(form).get(f) ?? '')]))
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(data))
    } catch {
      // storage unavailable
    }
  }

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // A tap while sending is ignored (the button is disabled too, a render later).
    if (busy.current) return
    const data = Object.fromEntries(new FormData(e.currentTarget))
    const parsed = schema?.safeParse(data)
    if (parsed && !parsed.success) {
      setClientErrors(fieldErrors(parsed.error))
      const first = fields.find((f) => fieldErrors(parsed.error)[f])
      if (first) (e.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    setClientErrors(null)
    void sendNow(new FormData(e.currentTarget))
  }

  /**
   * Sends the form as JSON and waits at most 10 s: a lost answer or a network error is said in
   * words with "Try again", which sends the same key — the server answers a second send with
   * the first quote (ADR 048).
   */
  const sendNow = async (fd: FormData) => {
    busy.current = true
    setSending(true)
    setLost(false)
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS)
    try {
      const res = await fetch(SEND_QUOTE_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fields: [...fd].map(([k, v]) => [k, String(v)]) }),
        signal: abort.signal,
      })
      const answer = (await res.json()) as Answer
      if (answer.status === 'saved') {
        // Her next quote from this page (Back, then Send) is a new one.
        setKey(newSendKey())
        router.replace(answer.to)
        return
      }
      setSent({ ...answer, status: 'error' })
      if (answer.sendKey) setKey(answer.sendKey)
    } catch {
      setSent({ status: 'error', message: LOST_ANSWER })
      setLost(true)
    } finally {
      clearTimeout(timer)
    }
    busy.current = false
    setSending(false)
  }

  // A message goes as soon as what she typed is right (on leaving the box, or on choosing);
  // new messages still wait for "Send", so nobody is told off while typing.
  const recheck = (e: React.SyntheticEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement | HTMLSelectElement).name
    if (!errors[name] || !schema) return
    const parsed = schema.safeParse(Object.fromEntries(new FormData(e.currentTarget)))
    if (!parsed.success && fieldErrors(parsed.error)[name]) return
    setClientErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => k !== name)))
  }

  const field = (
    name: (typeof fields)[number],
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`f-${name}`}>{label}</label>
      <input
        id={`f-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={result.values?.[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `f-${name}-error` : undefined}
        inputMode={name === 'mobile' ? 'tel' : undefined}
      />
      {errors[name] && (
        <p id={`f-${name}-error`} className={styles.fieldError}>
          {errors[name]}
        </p>
      )}
    </div>
  )

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onInput={remember}
      onBlur={recheck}
      onChange={recheck}
      className={styles.form}
      noValidate
      data-finish-form
    >
      {/* A refused send without scripts may hand the form a new key (ADR 048): the next Send
          is a new quote. */}
      <input type="hidden" name={SEND_KEY} value={sent || !result.sendKey ? key : result.sendKey} />
      <input type="hidden" name="state" value={state} />
      {lines.map((l) => (
        <input key={l.id} type="hidden" name="line" value={`${l.id}:${l.pence}`} />
      ))}
      <input type="hidden" name="total" value={total} />
      <input type="hidden" name="offer" value={offer ?? ''} />
      {shown.status === 'error' && shown.message && !clientErrors && (
        <div className={styles.error} role="alert" data-testid="finish-error">
          {shown.message}
        </div>
      )}
      {field('name', 'Your name', 'text', 'name')}
      {field('mobile', 'Mobile number', 'tel', 'tel')}
      {field('email', 'Email address', 'email', 'email')}
      <div className={styles.field}>
        <label htmlFor="f-referral">How did you hear about us?</label>
        {/* After a refused save React resets the form to its defaults, and a select keeps the
            default it was first drawn with: drawn again (a new key) with her answer as its
            default, it keeps her choice (ADR 044). */}
        <select
          key={result.values?.referral ?? ''}
          id="f-referral"
          name="referral"
          defaultValue={result.values?.referral || REFERRAL_PLACEHOLDER}
          aria-invalid={errors.referral ? true : undefined}
          aria-describedby={errors.referral ? 'f-referral-error' : undefined}
        >
          <option value={REFERRAL_PLACEHOLDER}>Please select</option>
          {referralOptions.map((o) => (
            <option key={o} value={o}>
              {referralLabel(o)}
            </option>
          ))}
        </select>
        {errors.referral && (
          <p id="f-referral-error" className={styles.fieldError}>
            {errors.referral}
          </p>
        )}
      </div>
      <div className={styles.hp} aria-hidden="true">
        <label htmlFor="f-website">Leave this empty</label>
        <input
          id="f-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p className={styles.optionMeta}>
        We&apos;ll use your details only to send you this quote{offer ? ' and its offer' : ''}. Our{' '}
        <Link href="/privacy">privacy notice</Link> says how long we keep them and how to have them
        deleted.
      </p>
      {/* Kept on screen while sending, disabled, so that a second tap lands nowhere. */}
      <button
        className={`${styles.button} ${styles.buttonDark}`}
        type="submit"
        disabled={sending || pending}
        aria-describedby={sending ? 'f-sending' : undefined}
      >
        {sending || pending ? 'Sending…' : lost ? 'Try again' : 'Send'}
      </button>
      {(sending || pending) && (
        <p id="f-sending" role="status" className={styles.optionMeta}>
          Sending your quote…
        </p>
      )}
    </form>
  )
}

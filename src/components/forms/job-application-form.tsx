'use client'

import Link from '@/components/link'
import { useActionState, useEffect, useMemo, useRef, useState } from 'react'

import { applyAction, type ApplyState } from '@/collections/job-applications/apply-action'
import { fieldErrors } from '@/forms/fields'
import { jobApplicationSchemaFor, type jobRoles, type Positions } from '@/forms/job-application'

import styles from './forms.module.css'

type Role = (typeof jobRoles)[number]

/**
 * One form for the three roles (docs/rules.md, "Forms"): messages after a failed submit,
 * the button disabled while sending, a thanks box on success, and what was typed kept on
 * failure. Works without JavaScript through the server action.
 */
export function JobApplicationForm({ role, positions }: { role: Role; positions: Positions }) {
  const [state, formAction, pending] = useActionState<ApplyState, FormData>(applyAction, {
    status: 'idle',
  })
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const errors = clientErrors ?? state.fields ?? {}
  const v = state.values ?? {}
  const schema = useMemo(() => jobApplicationSchemaFor(positions), [positions])
  const choices = positions[role]
  const fixedPosition = choices.length === 1 ? choices[0] : null

  if (state.status === 'ok') return <Thanks />

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(e.currentTarget)))
    if (!parsed.success) {
      e.preventDefault()
      const errs = fieldErrors(parsed.error)
      setClientErrors(errs)
      const first = Object.keys(errs)[0]
      if (first) (e.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    setClientErrors(null)
  }

  const describe = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {}
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null
  const input = (name: string, label: string, type = 'text', autoComplete?: string) => (
    <div className={styles.field}>
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={v[name] ?? ''}
        {...describe(name)}
      />
      {error(name)}
    </div>
  )
  const area = (name: string, label: string) => (
    <div className={styles.field}>
      <label htmlFor={name}>{label}</label>
      <textarea
        id={name}
        name={name}
        rows={5}
        maxLength={3000}
        defaultValue={v[name] ?? ''}
        {...describe(name)}
      />
      {error(name)}
    </div>
  )

  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      {state.status === 'error' && state.message && !clientErrors && (
        <p className={styles.alert} role="alert">
          {state.message}
        </p>
      )}
      <input type="hidden" name="role" value={role} />
      {input('name', 'Full name', 'text', 'name')}
      {input('mobile', 'Mobile number', 'tel', 'tel')}
      {input('email', 'Email address', 'email', 'email')}
      {fixedPosition ? (
        <input type="hidden" name="position" value={fixedPosition} />
      ) : (
        <div className={styles.field}>
          <label htmlFor="position">Position</label>
          <select
            id="position"
            name="position"
            defaultValue={v.position || 'default'}
            {...describe('position')}
          >
            <option value="default">Please select</option>
            {choices.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          {error('position')}
        </div>
      )}
      {area('about', 'About yourself')}
      {area('why_hair', 'Why hairdressing?')}
      {area('why_us', 'Why us?')}
      <div className={styles.hp} aria-hidden="true">
        <label htmlFor="website">Leave this empty</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className={styles.small}>
        We use your details only to consider your application. Our{' '}
        <Link href="/privacy">privacy notice</Link> says how long we keep them and how to have them
        deleted.
      </p>
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? 'Sending…' : 'Send application'}
      </button>
    </form>
  )
}

/**
 * The thanks box replaces a long form: the page was scrolled to the button, so without a move
 * she would see the footer. It takes focus (screen readers announce it) and scrolls
 * to the top of the screen, below the sticky header (html's scroll-padding-top, globals.css).
 */
function Thanks() {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    el.focus({ preventScroll: true })
    el.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <div ref={box} className={styles.thanks} role="status" tabIndex={-1}>
      <h2>Thank you for applying!</h2>
      <p>
        We&apos;ve received your application and will be in touch within a week. We read every one
        ourselves.
      </p>
    </div>
  )
}

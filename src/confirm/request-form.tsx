'use client'
// Her request form (issue 48): up to three photos, the consultation questions with fixed answers,
// and the consents. A plain multipart form that works without script (the server scales her
// photos and the page shows what was refused beside everything she sent); with script each photo
// is scaled here to at most 2,048 px before it goes, and a bar shows the upload.
import { useRef, useState } from 'react'

import styles from '@/calculator/components/calculator.module.css'

import {
  colourHistory,
  colourWhen,
  conditions,
  consentWords,
  GOAL_MAX,
  healthKeys,
  healthQuestions,
  photoRoleKeys,
  photoRoles,
  skinTests,
  treatments,
  type PhotoRole,
} from './answers'
import s from './confirm.module.css'

const SIDE = 2048

type Values = Record<string, unknown> & { health?: Record<string, unknown> }
type Props = {
  link: string
  who: string
  salonName: string
  retentionDays: number
  values: Values
  errors: Record<string, string>
  kept: PhotoRole[]
}

const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : [])

/** Her photo made at most 2,048 px as a JPEG, when this browser can draw it; else as it is. */
async function scaled(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    const ratio = Math.min(1, SIDE / Math.max(bitmap.width, bitmap.height))
    if (ratio === 1 && file.type === 'image/jpeg') return file
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(bitmap.width * ratio)
    canvas.height = Math.round(bitmap.height * ratio)
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.82))
    return blob ?? file
  } catch {
    // HEIC in a browser that cannot draw it: the server reads it.
    return file
  }
}

export function RequestForm({
  link,
  who,
  salonName,
  retentionDays,
  values,
  errors: first,
  kept,
}: Props) {
  const [errors, setErrors] = useState(first)
  const [message, setMessage] = useState<string | null>(
    Object.keys(first).length
      ? 'Please check the highlighted answers: everything else you sent is kept.'
      : null,
  )
  const [progress, setProgress] = useState<number | null>(null)
  const [keptNow, setKeptNow] = useState(kept)
  const form = useRef<HTMLFormElement>(null)
  // Each photo is scaled as soon as she chooses it, while she answers the questions, so "Send"
  // only has the upload left to do.
  const ready = useRef(new Map<string, Promise<Blob>>())
  const action = `/api/confirm-price/${link}`
  const onPhoto = (role: string) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const f = e.currentTarget.files?.[0]
    if (f && typeof createImageBitmap !== 'undefined') ready.current.set(role, scaled(f))
    else ready.current.delete(role)
  }

  const err = (name: string) =>
    errors[name] ? (
      <p className={styles.fieldError} id={`${name}-error`} role="alert">
        {errors[name]}
      </p>
    ) : null
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {}

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    if (typeof XMLHttpRequest === 'undefined' || typeof createImageBitmap === 'undefined') return
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    for (const role of photoRoleKeys) {
      const f = data.get(`photo.${role}`)
      if (f instanceof File && f.size > 0)
        data.set(`photo.${role}`, await (ready.current.get(role) ?? scaled(f)), 'photo.jpg')
    }
    setProgress(0)
    setMessage(null)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', action)
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (p) =>
      p.lengthComputable && setProgress(Math.round((p.loaded / p.total) * 100))
    xhr.onerror = () => {
      setProgress(null)
      setMessage('Your request did not reach us. Nothing is lost: please try again.')
    }
    xhr.onload = () => {
      setProgress(null)
      let body: { ok?: boolean; url?: string; message?: string; errors?: Record<string, string> } =
        {}
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        /* an answer that is not ours */
      }
      if (body.ok && body.url) {
        window.location.assign(body.url)
        return
      }
      setErrors(body.errors ?? {})
      setMessage(body.message ?? 'Sorry, that did not work. Please try again.')
      // Photos that were accepted are kept by the server.
      const refusedPhotos = new Set(
        Object.keys(body.errors ?? {}).filter((k) => k.startsWith('photo.')),
      )
      const chosen = photoRoleKeys.filter((r) => {
        const f = data.get(`photo.${r}`)
        return f instanceof Blob && f.size > 0 && !refusedPhotos.has(`photo.${r}`)
      })
      setKeptNow([...new Set([...keptNow, ...chosen])])
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus()
    }
    xhr.send(data)
  }

  const health = values.health ?? {}
  return (
    <form
      ref={form}
      className={styles.form}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      id="form"
      noValidate
    >
      <input type="hidden" name="intent" value="request" />
      {message && (
        <p className={styles.error} role="alert" tabIndex={-1}>
          {message}
        </p>
      )}

      <fieldset className={s.fieldset}>
        <legend>Your photos (up to 3)</legend>
        <p className={s.hint}>
          In daylight if you can, hair dry and loose. Take one now or choose from your photos.
        </p>
        {photoRoleKeys.map((role, i) => (
          <div className={s.photo} key={role}>
            <label htmlFor={`photo-${role}`}>
              Photo {i + 1}: {photoRoles[role]}
              {role === 'wanted' ? ' (optional)' : ''}
            </label>
            {keptNow.includes(role) && (
              <p className={s.kept}>Received — choose another to replace it.</p>
            )}
            <input
              id={`photo-${role}`}
              type="file"
              name={`photo.${role}`}
              accept="image/*,.heic,.heif"
              onChange={onPhoto(role)}
              {...invalid(`photo.${role}`)}
            />
            {err(`photo.${role}`)}
          </div>
        ))}
      </fieldset>

      <fieldset className={s.fieldset} {...invalid('colour')}>
        <legend>Colour on your hair in the last 2 years (tick all that apply)</legend>
        {Object.entries(colourHistory).map(([v, label]) => (
          <label className={s.choice} key={v}>
            <input
              type="checkbox"
              name="colour"
              value={v}
              defaultChecked={list(values.colour).includes(v)}
            />
            {label}
          </label>
        ))}
        {err('colour')}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor="colourWhen">When was it last coloured?</label>
        <select
          id="colourWhen"
          name="colourWhen"
          defaultValue={String(values.colourWhen ?? '')}
          {...invalid('colourWhen')}
        >
          <option value="">Choose… (not needed for “None”)</option>
          {Object.entries(colourWhen).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
        {err('colourWhen')}
      </div>

      <fieldset className={s.fieldset} {...invalid('treatments')}>
        <legend>Relaxer, perm or keratin treatment (tick all that apply)</legend>
        {Object.entries(treatments).map(([v, label]) => (
          <label className={s.choice} key={v}>
            <input
              type="checkbox"
              name="treatments"
              value={v}
              defaultChecked={list(values.treatments).includes(v)}
            />
            {label}
          </label>
        ))}
        {err('treatments')}
      </fieldset>

      <fieldset className={s.fieldset} {...invalid('condition')}>
        <legend>How does your hair feel?</legend>
        {Object.entries(conditions).map(([v, label]) => (
          <label className={s.choice} key={v}>
            <input
              type="radio"
              name="condition"
              value={v}
              defaultChecked={values.condition === v}
            />
            {label}
          </label>
        ))}
        {err('condition')}
      </fieldset>

      <fieldset className={s.fieldset} {...invalid('skinTest')}>
        <legend>Your last skin test with us</legend>
        {Object.entries(skinTests).map(([v, label]) => (
          <label className={s.choice} key={v}>
            <input type="radio" name="skinTest" value={v} defaultChecked={values.skinTest === v} />
            {label}
          </label>
        ))}
        {err('skinTest')}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor="goal">What would you like? In your own words (optional)</label>
        <textarea
          id="goal"
          name="goal"
          className={s.textarea}
          maxLength={GOAL_MAX}
          defaultValue={typeof values.goal === 'string' ? values.goal : ''}
          {...invalid('goal')}
        />
        {err('goal')}
      </div>

      <fieldset className={s.fieldset}>
        <legend>Health (optional, helps {who} plan a safe colour)</legend>
        {healthKeys.map((k) => (
          <div key={k} role="radiogroup" aria-label={healthQuestions[k]}>
            <p className={s.hint}>{healthQuestions[k]}</p>
            {(['yes', 'no'] as const).map((v) => (
              <label className={s.choice} key={v}>
                <input
                  type="radio"
                  name={`health.${k}`}
                  value={v}
                  defaultChecked={health[k] === v}
                />
                {v === 'yes' ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
        ))}
        <label className={s.choice}>
          <input
            type="checkbox"
            name="healthConsent"
            defaultChecked={values.healthConsent === 'on'}
            {...invalid('healthConsent')}
          />
          {consentWords.health(retentionDays)}
        </label>
        {err('healthConsent')}
      </fieldset>

      <label className={s.choice}>
        <input
          type="checkbox"
          name="photoConsent"
          defaultChecked={values.photoConsent === 'on'}
          {...invalid('photoConsent')}
        />
        {consentWords.photos(salonName, retentionDays)}
      </label>
      {err('photoConsent')}

      {progress != null && (
        <div aria-live="polite">
          <label htmlFor="upload-progress">Sending your photos… {progress}%</label>
          <progress id="upload-progress" className={s.progress} max={100} value={progress} />
        </div>
      )}
      <button
        className={`${styles.button} ${styles.buttonDark}`}
        type="submit"
        disabled={progress != null}
      >
        Send to {who}
      </button>
    </form>
  )
}

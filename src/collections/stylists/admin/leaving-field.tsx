'use client'
// Before a stylist leaves (ADR 032): once "This stylist has left" is ticked on someone who has
// not left yet, what will happen, from POST /cms-api/stylists/:id/leaving — the offers naming her
// (each: stop, or carry on with the others it names) and the clients with a live quote with her,
// who go on the front desk's To do list. The choices travel with the save (this field, not
// stored); a save without one for an offer that could carry on is refused, and the reason shows
// here.
import {
  useConfig,
  useDocumentInfo,
  useField,
  useForm,
  useFormFields,
  useFormModified,
} from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import type { OfferWordField, OfferWordsEdit } from '@/quote/stylist-leaving'
import { UK_TIME_ZONE } from '@/quote/uk-date'

import type { LeavingPreview } from '../leaving-preview'

type Choice = 'stop' | 'carry-on'
type Answer = Choice | { choice: 'carry-on'; words: OfferWordsEdit }
type Choices = Record<string, Answer>

const choiceOf = (answer: Answer | undefined): Choice | undefined =>
  typeof answer === 'object' ? answer.choice : answer
const editOf = (answer: Answer | undefined): OfferWordsEdit =>
  typeof answer === 'object' ? answer.words : {}

/** The offer's words as its own page labels them. */
const WORD_LABELS: Record<OfferWordField, string> = {
  title: 'Title',
  headline: 'Headline',
  summary: 'Summary',
  details: 'Details',
}
type State = { kind: 'busy' } | { kind: 'done'; preview: LeavingPreview } | { kind: 'error' }

const muted = { color: 'var(--theme-elevation-650)' }

/** "Grace", "Priya and Grace", "Ann, Bea and Cy". */
const andList = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')

const londonTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: UK_TIME_ZONE,
})

export const LeavingField: JSONFieldClientComponent = ({ path }) => {
  const { value, setValue, showError, errorMessage } = useField<Choices | null>({ path })
  const { id, data: saved } = useDocumentInfo()
  const { config } = useConfig()
  const ticked = useFormFields(([fields]) => Boolean(fields.hasLeft?.value))
  const alternatives = useFormFields(([fields]) => JSON.stringify(fields.alternatives?.value ?? []))
  const leaving = ticked && typeof id === 'number' && !saved?.hasLeft
  const url = `${config.serverURL}${config.routes.api}/stylists/${id}/leaving`
  const [state, setState] = useState<State>({ kind: 'busy' })
  const { setModified } = useForm()
  const modified = useFormModified()

  // Ticking "has left" on someone who has not left is a change to save, however many times a
  // save was refused: the form marks itself unmodified after a refusal, which left Save greyed
  // out until a choice was clicked again (ADR 056).
  useEffect(() => {
    if (leaving && !modified) setModified(true)
  }, [leaving, modified, setModified])

  useEffect(() => {
    if (!leaving) return
    const abort = new AbortController()
    // Choosing alternatives changes whom her clients are offered: one request, not one per click.
    const timer = setTimeout(async () => {
      setState((s) => (s.kind === 'done' ? s : { kind: 'busy' }))
      try {
        const res = await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ alternatives: JSON.parse(alternatives) as unknown }),
          signal: abort.signal,
        })
        if (!res.ok) throw new Error(String(res.status))
        setState({ kind: 'done', preview: (await res.json()) as LeavingPreview })
      } catch {
        if (!abort.signal.aborted) setState({ kind: 'error' })
      }
    }, 300)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [leaving, url, alternatives])

  if (saved?.hasLeft)
    return (
      <p className="field-type" style={muted}>
        She has left. Clients with a live quote with her are on the front desk’s To do list.
      </p>
    )
  if (!leaving) return null

  const choices = value ?? {}
  const choose = (offerId: number, choice: Choice) => {
    const edit = editOf(choices[String(offerId)])
    setValue({
      ...choices,
      [String(offerId)]:
        choice === 'carry-on' && Object.keys(edit).length ? { choice, words: edit } : choice,
    })
  }
  const rewrite = (offerId: number, field: OfferWordField, text: string) =>
    setValue({
      ...choices,
      [String(offerId)]: {
        choice: 'carry-on',
        words: { ...editOf(choices[String(offerId)]), [field]: text },
      },
    })

  return (
    <section
      className="field-type"
      aria-labelledby="leaving-title"
      data-leaving-panel
      style={{
        margin: 'var(--base) 0',
        padding: 'var(--base)',
        border: `1px solid ${showError ? 'var(--theme-error-500)' : 'var(--theme-elevation-200)'}`,
        borderRadius: 'var(--style-radius-m)',
      }}
    >
      <h3 id="leaving-title" style={{ margin: '0 0 8px' }}>
        Before {state.kind === 'done' ? state.preview.firstName : 'she'} leaves
      </h3>
      {showError && errorMessage && (
        <p role="alert" style={{ color: 'var(--theme-error-500)', fontWeight: 600 }}>
          {errorMessage}
        </p>
      )}
      {state.kind === 'busy' && <p role="status">Finding her offers and clients…</p>}
      {state.kind === 'error' && (
        <p role="alert">
          Could not find her offers and clients just now. Untick and tick again, or save to try.
        </p>
      )}
      {state.kind === 'done' && (
        <Preview preview={state.preview} choices={choices} choose={choose} rewrite={rewrite} />
      )}
    </section>
  )
}

function Preview({
  preview,
  choices,
  choose,
  rewrite,
}: {
  preview: LeavingPreview
  choices: Choices
  choose: (offerId: number, choice: Choice) => void
  rewrite: (offerId: number, field: OfferWordField, text: string) => void
}) {
  const { firstName, offers, quotes } = preview
  return (
    <>
      <h4 style={{ margin: '12px 0 4px' }}>
        {offers.length === 0
          ? `No offer names ${firstName}.`
          : offers.length === 1
            ? `1 offer names ${firstName}`
            : `${offers.length} offers name ${firstName}`}
      </h4>
      {offers.length > 0 && (
        <p style={{ ...muted, margin: '0 0 8px' }}>
          Choose for each offer that names someone else too. An offer that stops stays off the site
          while she has left.
        </p>
      )}
      {offers.map((o) =>
        o.canCarryOn ? (
          <fieldset
            key={o.id}
            data-leaving-offer={o.id}
            style={{ border: 0, padding: 0, margin: '0 0 12px' }}
          >
            <legend style={{ fontWeight: 600 }}>
              {o.title} <span style={muted}>({o.status})</span>
            </legend>
            <label style={{ display: 'block', marginTop: 4 }}>
              <input
                type="radio"
                name={`leaving-offer-${o.id}`}
                checked={choiceOf(choices[String(o.id)]) === 'carry-on'}
                onChange={() => choose(o.id, 'carry-on')}
              />{' '}
              Carry on with {andList(o.others)} (without {firstName})
              {o.carryOn && (
                <span style={{ ...muted, display: 'block', marginLeft: 22 }} data-carry-on-words>
                  Its words become “{o.carryOn.title}”, at {o.carryOn.address}
                </span>
              )}
            </label>
            {o.carryOn && choiceOf(choices[String(o.id)]) === 'carry-on' && (
              <OfferWords
                offerId={o.id}
                carryOn={o.carryOn}
                edit={editOf(choices[String(o.id)])}
                rewrite={rewrite}
              />
            )}
            <label style={{ display: 'block', marginTop: 4 }}>
              <input
                type="radio"
                name={`leaving-offer-${o.id}`}
                checked={choiceOf(choices[String(o.id)]) === 'stop'}
                onChange={() => choose(o.id, 'stop')}
              />{' '}
              Stop the offer
            </label>
          </fieldset>
        ) : (
          <p key={o.id} data-leaving-offer={o.id} style={{ margin: '0 0 12px' }}>
            <strong>{o.title}</strong> <span style={muted}>({o.status})</span>: stops, as nobody
            else it names is still with us.
          </p>
        ),
      )}
      <h4 style={{ margin: '12px 0 4px' }}>
        {quotes.length === 0
          ? `No client has a live quote with ${firstName}.`
          : quotes.length === 1
            ? `1 client has a live quote with ${firstName}`
            : `${quotes.length} clients have a live quote with ${firstName}`}
      </h4>
      {quotes.length > 0 && (
        <>
          <p style={{ ...muted, margin: '0 0 8px' }}>
            Once you save, they go on the front desk’s To do list: “{quotes[0]!.left}”. A quote is
            live while nobody has marked it booked or not booked and its offer has not run out.
          </p>
          <ul data-leaving-quotes style={{ margin: 0, paddingLeft: 20 }}>
            {quotes.map((q) => (
              <li key={q.id}>
                <a href={`/admin/collections/quotes/${q.id}`}>{q.name}</a> {q.what}{' '}
                <span style={muted}>(saved {londonTime.format(new Date(q.createdAt))})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}

/**
 * The words the offer carries on with, to change here (ADR 056): open by itself, with the
 * reason beside each, when a word would be refused; else behind "Change its words".
 */
function OfferWords({
  offerId,
  carryOn,
  edit,
  rewrite,
}: {
  offerId: number
  carryOn: NonNullable<LeavingPreview['offers'][number]['carryOn']>
  edit: OfferWordsEdit
  rewrite: (offerId: number, field: OfferWordField, text: string) => void
}) {
  const refused = Object.keys(carryOn.problems).length > 0
  const fields = (Object.keys(WORD_LABELS) as OfferWordField[]).filter(
    (f) => carryOn.words[f] || f in edit || carryOn.problems[f],
  )
  return (
    <details
      open={refused || Object.keys(edit).length > 0}
      data-carry-on-edit={offerId}
      style={{ margin: '4px 0 0 22px' }}
    >
      <summary style={{ cursor: 'pointer' }}>
        {refused ? 'Its words need changing before it can carry on' : 'Change its words'}
      </summary>
      {fields.map((field) => {
        const id = `leaving-${offerId}-${field}`
        const problem = field in edit ? null : carryOn.problems[field]
        return (
          <div key={field} style={{ marginTop: 8 }}>
            <label htmlFor={id} style={{ display: 'block', fontWeight: 600 }}>
              {WORD_LABELS[field]}
            </label>
            {problem && (
              <p id={`${id}-problem`} style={{ color: 'var(--theme-error-500)', margin: '2px 0' }}>
                {problem}
              </p>
            )}
            <textarea
              id={id}
              rows={field === 'details' ? 4 : 2}
              style={{ width: '100%' }}
              aria-describedby={problem ? `${id}-problem` : undefined}
              value={edit[field] ?? carryOn.words[field]}
              onChange={(e) => rewrite(offerId, field, e.target.value)}
            />
          </div>
        )
      })}
    </details>
  )
}

'use client'

import { useState, type FormEvent } from 'react'

import { useFlow } from './flow'
import styles from './calculator.module.css'

/** Pounds as she would type them: "150", or "30.50" when there are pence. */
const asTyped = (pence: number | null) =>
  pence == null ? '' : pence % 100 ? (pence / 100).toFixed(2) : String(pence / 100)

/** The budget box: a number in pounds, as she typed it (pounds and pence both accepted). */
function BudgetField({
  id,
  label,
  initial,
  required = false,
  className,
}: {
  id: string
  label: string
  initial: number | null
  required?: boolean
  className?: string
}) {
  const [value, setValue] = useState(asTyped(initial))
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="budget"
        type="number"
        inputMode="decimal"
        min={1}
        max={99999}
        // Pounds and pence are both accepted ("30.50"); the server reads whole pounds.
        step={0.01}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        required={required}
      />
    </div>
  )
}

/**
 * Her budget, asked where her services' range is shown: a plain GET form to the budget results
 * (it works before any script runs), followed inside the calculator once React has it.
 */
export function BudgetForm({
  hidden,
  budget,
  id = 'budget',
  inSummary = false,
}: {
  /** The quote's choices, carried to the results as the address's query. */
  hidden: [string, string][]
  budget: number | null
  id?: string
  /** In the quote's dark summary: the button under the field, in the summary's light colour. */
  inSummary?: boolean
}) {
  const flow = useFlow()
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!flow) return
    const form = e.currentTarget
    if (!form.checkValidity()) return
    e.preventDefault()
    const q = new URLSearchParams(hidden)
    q.set('budget', String(new FormData(form).get('budget') ?? ''))
    flow.go(`${form.getAttribute('action')}?${q}`)
  }
  return (
    <form
      method="get"
      action="/prices/total-by-price"
      className={`${styles.form} ${inSummary ? styles.budgetFormStacked : styles.budgetForm}`}
      onSubmit={onSubmit}
    >
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {/* Keyed by the budget the screen was made for: after Back the box says that one. */}
      <BudgetField
        key={budget ?? ''}
        id={id}
        label="Your budget in pounds"
        initial={budget}
        required
      />
      <button
        className={inSummary ? styles.button : `${styles.button} ${styles.buttonDark}`}
        type="submit"
      >
        Show what fits
      </button>
    </form>
  )
}

/**
 * By budget, the salon step: her budget (optional) and a button per salon, one form. With a
 * budget her quote ends on what fits it; without, her budget is asked under her services' range.
 */
export function SalonBudgetForm({
  hidden,
  budget,
  salons,
}: {
  hidden: [string, string][]
  budget: number | null
  salons: { id: number; name: string; meta: string | null }[]
}) {
  const flow = useFlow()
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!flow) return
    const form = e.currentTarget
    if (!form.checkValidity()) return
    const button = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (!button?.value) return
    e.preventDefault()
    const q = new URLSearchParams(hidden)
    q.set('salon', button.value)
    const typed = String(new FormData(form).get('budget') ?? '').trim()
    if (typed) q.set('budget', typed)
    flow.go(`${form.getAttribute('action')}?${q}`)
  }
  return (
    <form method="get" action="/prices/calculator" onSubmit={onSubmit}>
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <BudgetField
        key={budget ?? ''}
        id="salon-budget"
        label="Your budget in pounds (you can leave it for later)"
        initial={budget}
        className={styles.salonBudget}
      />
      <ul className={styles.options}>
        {salons.map((s) => (
          <li key={s.id}>
            <button type="submit" name="salon" value={s.id} className={styles.option}>
              <span className={styles.optionText}>
                <span className={styles.optionRow}>
                  <span className={styles.optionName}>{s.name}</span>
                </span>
                {s.meta && <span className={styles.optionMeta}>{s.meta}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </form>
  )
}

// How the owner chooses the dashboard's period (ADR 054): the last 4, 12 or 52 weeks as links,
// a month from a list and any from–to range as plain GET forms, so all three work without
// JavaScript. The salon chosen above travels with each, so changing the period keeps it.
import Link from 'next/link'

import { choiceQuery, periodChoices, recentMonths, type Period } from '@/dashboard/period'

import s from './dashboard.module.css'

export function PeriodPicker({
  period,
  salonId,
  now,
}: {
  period: Period
  /** The salon chosen above (kept in every address), or null for every salon. */
  salonId: number | null
  now: Date
}) {
  const { choice } = period
  const salon = salonId == null ? '' : `&salon=${salonId}`
  const keepSalon = salonId == null ? null : <input type="hidden" name="salon" value={salonId} />
  const months = recentMonths(now)
  const chosenMonth = choice.kind === 'month' ? choice.month : ''
  return (
    <div className={s.periodPicker}>
      <nav aria-label="Period" className={s.periods}>
        {periodChoices.map((w) => (
          <Link
            key={w}
            href={`?${choiceQuery({ kind: 'weeks', weeks: w })}${salon}`}
            aria-current={choice.kind === 'weeks' && choice.weeks === w ? 'page' : undefined}
            scroll={false}
          >
            {w} weeks
          </Link>
        ))}
      </nav>
      {/* Keyed by the period: a client-side navigation makes new forms showing its values. */}
      <form key={`month-${chosenMonth}`} method="get" className={s.periodForm}>
        <label>
          Month
          <select name="month" defaultValue={chosenMonth || months[1]?.month}>
            {months.map((m, i) => (
              <option key={m.month} value={m.month}>
                {m.name}
                {i === 0 ? ' (so far)' : ''}
              </option>
            ))}
          </select>
        </label>
        {keepSalon}
        <button type="submit" className={s.button}>
          Show month
        </button>
      </form>
      <form
        key={`range-${period.firstDay}-${period.lastDay}`}
        method="get"
        className={s.periodForm}
        aria-label="Days from and to"
      >
        <label>
          From
          <input type="date" name="from" defaultValue={period.firstDay} required />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={period.lastDay} required />
        </label>
        {keepSalon}
        <button type="submit" className={s.button}>
          Show days
        </button>
      </form>
    </div>
  )
}

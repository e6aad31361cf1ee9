// The dashboard's reporting period: the last N London weeks, the current (partial) week
// included, compared with the stretch of equal length just before it.
import { addDays, dayKey, formatDay, londonMidnight, weekKey } from './time'

export const periodChoices = [4, 12, 52] as const
export type PeriodWeeks = (typeof periodChoices)[number]
export const DEFAULT_WEEKS: PeriodWeeks = 12

/** `?weeks=` from the address bar; anything else falls back to the default. */
export function parseWeeks(value: unknown): PeriodWeeks {
  const raw = Array.isArray(value) ? value[0] : value
  const n = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN
  return periodChoices.find((c) => c === n) ?? DEFAULT_WEEKS
}

export type Period = {
  weeks: PeriodWeeks
  /** Mondays of the weeks shown, oldest first. */
  weekKeys: string[]
  /** 00:00 London on the first Monday. */
  start: Date
  end: Date
  /** Start of the equally long stretch just before, for comparisons. */
  previousStart: Date
  label: string
}

export function periodOf(now: Date, weeks: PeriodWeeks): Period {
  const thisWeek = weekKey(now)
  const weekKeys = Array.from({ length: weeks }, (_, i) => addDays(thisWeek, 7 * (i - weeks + 1)))
  const first = weekKeys[0] ?? thisWeek
  const start = londonMidnight(first)
  const previousStart = new Date(start.getTime() - (now.getTime() - start.getTime()))
  return {
    weeks,
    weekKeys,
    start,
    end: now,
    previousStart,
    label: `${formatDay(first)} – ${formatDay(dayKey(now))}`,
  }
}

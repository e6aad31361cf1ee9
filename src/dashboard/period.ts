// The dashboard's reporting period: the last N London weeks, the current (partial) week
// included, compared with the stretch of equal length just before it.
import { addDays, londonMidnight, ukDay } from '@/quote/uk-date'

import { formatDay, weekKey } from './time'

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
    label: `${formatDay(first)} – ${formatDay(ukDay(now))}`,
  }
}

/** Last month and this month in London, as the CSV's `from`/`to` days ("2026-10-01"). */
export function monthRanges(
  now: Date,
): { key: string; label: string; name: string; from: string; to: string }[] {
  const [y, m] = ukDay(now).split('-').map(Number) as [number, number]
  const month = (year: number, mon: number) => {
    const from = `${year}-${String(mon).padStart(2, '0')}-01`
    const next = mon === 12 ? `${year + 1}-01-01` : `${year}-${String(mon + 1).padStart(2, '0')}-01`
    const name = new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, mon - 1, 1)))
    return { from, to: addDays(next, -1), name }
  }
  const last = m === 1 ? month(y - 1, 12) : month(y, m - 1)
  // This month so far: to today.
  const current = { ...month(y, m), to: ukDay(now) }
  return [
    { key: 'last', label: 'last month', ...last },
    { key: 'this', label: 'this month', ...current },
  ]
}

// Guards on opening times (ADR 014): a salon cannot close before it opens, and each day is
// listed at most once. Times are "HH:MM" on a 24-hour clock, so they compare as text.
// Holiday hours follow the same rules, with a date in place of the weekday (docs/rules.md).
import { formatWeekday } from '@/lib/opening-times'
import { offerDay } from '@/quote/offer-status'

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

export type OpeningRow = {
  day?: string | null
  closed?: boolean | null
  opens?: string | null
  closes?: string | null
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export const validTime = (v: unknown) =>
  !v || TIME.test(String(v)) || 'Use 24-hour time, e.g. 09:00'

/** One row: open days need both times, and closing comes after opening. */
export function rowProblem(row: OpeningRow): string | null {
  if (row.closed) return null
  const day = row.day ?? 'This day'
  if (!row.opens || !row.closes)
    return `${day}: enter the opening and closing times, or tick closed`
  if (!TIME.test(row.opens) || !TIME.test(row.closes)) return null // the time fields say why
  if (row.closes <= row.opens)
    return `${day}: closing time (${row.closes}) must be after opening time (${row.opens})`
  return null
}

/** The whole list: every row's problem, then any day listed twice. */
export function openingTimesProblem(rows: readonly OpeningRow[] | null | undefined): string | null {
  const list = rows ?? []
  for (const row of list) {
    const problem = rowProblem(row)
    if (problem) return problem
  }
  const seen = new Set<string>()
  for (const row of list) {
    if (!row.day) continue
    if (seen.has(row.day)) return `${row.day} is listed twice: keep one row per day`
    seen.add(row.day)
  }
  return null
}

/** Monday first, as the site lists them. */
export const sortByWeekDay = <T extends OpeningRow>(rows: T[]) =>
  [...rows].sort(
    (a, b) =>
      weekDays.indexOf(a.day as (typeof weekDays)[number]) -
      weekDays.indexOf(b.day as (typeof weekDays)[number]),
  )

export type ExceptionRow = Omit<OpeningRow, 'day'> & {
  date?: string | null
  note?: string | null
}

/** 'Friday 25 December 2026' for a stored date (a day, or the admin picker's timestamp). */
const dateName = (date: string | null | undefined) => {
  const day = offerDay(date)
  return day ? formatWeekday(day, { year: true }) : null
}

/** A holiday row's hours, by the same rules as a weekday's, named by its date. */
export const exceptionHoursProblem = (row: ExceptionRow): string | null =>
  rowProblem({ ...row, day: dateName(row.date) ?? row.note ?? 'This day' })

/** One holiday row: a date, then its hours. */
export function exceptionRowProblem(row: ExceptionRow): string | null {
  if (!dateName(row.date))
    return row.note ? `${row.note}: choose the date` : 'Each holiday row needs a date'
  return exceptionHoursProblem(row)
}

/** The whole list: every row's problem, then any date listed twice. */
export function holidayHoursProblem(
  rows: readonly ExceptionRow[] | null | undefined,
): string | null {
  const list = rows ?? []
  for (const row of list) {
    const problem = exceptionRowProblem(row)
    if (problem) return problem
  }
  const seen = new Set<string>()
  for (const row of list) {
    const day = offerDay(row.date)
    if (!day) continue
    if (seen.has(day)) return `${dateName(day)} is listed twice: keep one row per date`
    seen.add(day)
  }
  return null
}

// Calendar arithmetic in the salons' own time zone. Weeks start on Monday (UK custom), and a
// quote saved at 00:30 on a Monday in British Summer Time belongs to that Monday, not to the
// Sunday it still is in UTC. Dates travel as 'YYYY-MM-DD' keys, which sort and compare as text.
// The days themselves come from src/quote/uk-date.ts (ADR 037).
import { addDays, keyToUtc, ukDay, ukWallClock } from '@/quote/uk-date'

const pad = (n: number) => String(n).padStart(2, '0')

/** Monday of the UK week an instant falls in. */
export function weekKey(instant: Date): string {
  const key = ukDay(instant)
  const weekday = new Date(keyToUtc(key)).getUTCDay() // 0 Sunday … 6 Saturday
  return addDays(key, -((weekday + 6) % 7))
}

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
})
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
const monthOnly = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short' })

/** '3 Mar' */
export const formatDayMonth = (key: string) => dayMonth.format(new Date(keyToUtc(key)))
/** '3 Mar 2026' */
export const formatDay = (key: string) => dayMonthYear.format(new Date(keyToUtc(key)))
/** 'Mar' */
export const formatMonth = (key: string) => monthOnly.format(new Date(keyToUtc(key)))

/** '2026-03-03 14:05', London time: sorts as text and Excel reads it as a date. */
export function formatDateTime(instant: Date): string {
  const w = ukWallClock(instant)
  return `${ukDay(instant)} ${pad(w.hour)}:${pad(w.minute)}`
}

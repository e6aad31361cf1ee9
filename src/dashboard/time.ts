// Calendar arithmetic in the salons' own time zone. Weeks start on Monday (UK custom), and a
// quote saved at 00:30 on a Monday in British Summer Time belongs to that Monday, not to the
// Sunday it still is in UTC. Dates travel as 'YYYY-MM-DD' keys, which sort and compare as text.

export const TIME_ZONE = 'Europe/London'

const DAY_MS = 86_400_000

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

type WallClock = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function wallClock(instant: Date): WallClock {
  const out: Record<string, number> = {}
  for (const p of partsFormat.formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value)
  }
  return {
    year: out.year ?? 1970,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

const keyOf = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`

/** A date key as a UTC midnight, for calendar arithmetic only (never shown). */
const keyToUtc = (key: string) => Date.parse(`${key}T00:00:00Z`)

/** A real calendar date written 'YYYY-MM-DD' (not '2026-02-30'). */
export const isDayKey = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(keyToUtc(s)) && keyOf(...ymd(s)) === s

function ymd(key: string): [number, number, number] {
  const d = new Date(keyToUtc(key))
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
}

/** The London calendar date of an instant. */
export function dayKey(instant: Date): string {
  const w = wallClock(instant)
  return keyOf(w.year, w.month, w.day)
}

export function addDays(key: string, days: number): string {
  const d = new Date(keyToUtc(key) + days * DAY_MS)
  return keyOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())
}

/** Monday of the London week an instant falls in. */
export function weekKey(instant: Date): string {
  const key = dayKey(instant)
  const weekday = new Date(keyToUtc(key)).getUTCDay() // 0 Sunday … 6 Saturday
  return addDays(key, -((weekday + 6) % 7))
}

/** The instant London's clocks show 00:00 on that date (midnight is never skipped or repeated in the UK). */
export function londonMidnight(key: string): Date {
  const guess = keyToUtc(key)
  // London is UTC or UTC+1: shift by whatever the wall clock shows at the guess.
  const w = wallClock(new Date(guess))
  const shownUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return new Date(guess - (shownUtc - guess))
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
  const w = wallClock(instant)
  return `${keyOf(w.year, w.month, w.day)} ${pad(w.hour)}:${pad(w.minute)}`
}

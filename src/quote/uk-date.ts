// UK calendar days: the one place that knows the salons' time zone. A quote saved at 00:30 on a
// Monday in British Summer Time belongs to that Monday, not to the Sunday it still is in UTC.
// Days travel as 'YYYY-MM-DD' keys, which sort and compare as text. It lives in src/quote
// because the quote module imports nothing outside itself; the dashboard, the opening times
// and the offers' dates read it from here (ADR 037).

export const UK_TIME_ZONE = 'Europe/London'

const DAY_MS = 86_400_000

// Made on first use, not when the module loads: a page's first Intl object costs a phone's
// slow CPU a long task (ADR 050), and most pages that load this module never ask for a day.
let isoDay: Intl.DateTimeFormat | undefined
let partsFormat: Intl.DateTimeFormat | undefined

/** The calendar day ("2026-11-21") that an instant falls on in the UK. */
export const ukDay = (instant: Date): string =>
  (isoDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: UK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(instant)

export type WallClock = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** What a clock in the UK shows at an instant. */
export function ukWallClock(instant: Date): WallClock {
  const out: Record<string, number> = {}
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
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

/** A day key as a UTC midnight, for calendar arithmetic only (never shown). */
export const keyToUtc = (key: string) => Date.parse(`${key}T00:00:00Z`)

function ymd(key: string): [number, number, number] {
  const d = new Date(keyToUtc(key))
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
}

/** A real calendar date written 'YYYY-MM-DD' (not '2026-02-30'). */
export const isDayKey = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(keyToUtc(s)) && keyOf(...ymd(s)) === s

export function addDays(key: string, days: number): string {
  const d = new Date(keyToUtc(key) + days * DAY_MS)
  return keyOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())
}

/** The instant UK clocks show 00:00 on that day (midnight is never skipped or repeated in the UK). */
export function londonMidnight(key: string): Date {
  const guess = keyToUtc(key)
  // The UK is on UTC or UTC+1: shift by whatever the wall clock shows at the guess.
  const w = ukWallClock(new Date(guess))
  const shownUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return new Date(guess - (shownUtc - guess))
}

let longDay: Intl.DateTimeFormat | undefined
let longDayTime: Intl.DateTimeFormat | undefined
/** "1 January 2027": a day as the site words it, in UK time. */
export const formatUkDate = (instant: Date): string =>
  (longDay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })).format(instant)
/** "1 January 2027 at 00:00", in UK time. */
export const formatUkDateTime = (instant: Date): string =>
  (longDayTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })).format(instant)

let shortDayTime: Intl.DateTimeFormat | undefined
let shortDayTimeYear: Intl.DateTimeFormat | undefined
/** "2 Dec, 09:00" in UK time; with the year ("2 Jan 2027, 09:00") when it is not this year's. */
export function formatUkShortDateTime(instant: Date, now: Date = new Date()): string {
  const sameYear = ukDay(instant).slice(0, 4) === ukDay(now).slice(0, 4)
  const options: Intl.DateTimeFormatOptions = {
    timeZone: UK_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }
  const format = sameYear
    ? (shortDayTime ??= new Intl.DateTimeFormat('en-GB', options))
    : (shortDayTimeYear ??= new Intl.DateTimeFormat('en-GB', { ...options, year: 'numeric' }))
  return format.format(instant).replace(' at ', ', ')
}

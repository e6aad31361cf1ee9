// The dashboard's reporting period, in whole London days (ADR 054): the last 4, 12 or 52 weeks
// (exactly 28, 84 or 364 days to today), a calendar month, or any from–to range, inclusive. Each
// is compared with the same number of London days just before it, and says which in words.
// Pure: the address bar's words in, days and instants out; nothing here reads the clock itself.
import * as z from '@/lib/zod'

import { addDays, isDayKey, keyToUtc, londonMidnight, ukDay } from '@/quote/uk-date'
import { MONTHS } from '@/lib/opening-times'

export const periodChoices = [4, 12, 52] as const
export type PeriodWeeks = (typeof periodChoices)[number]
export const DEFAULT_WEEKS: PeriodWeeks = 12
/** The longest range shown at once: two years (a leap day included). */
export const MAX_DAYS = 731
/** Months the picker offers: this one and the twelve before. */
export const PICKER_MONTHS = 13

export type PeriodChoice =
  | { kind: 'weeks'; weeks: PeriodWeeks }
  | { kind: 'month'; month: string }
  | { kind: 'range'; from: string; to: string }

export const DEFAULT_CHOICE: PeriodChoice = { kind: 'weeks', weeks: DEFAULT_WEEKS }

export type Period = {
  choice: PeriodChoice
  /** The first and last London days shown, inclusive ('2026-11-01'). */
  firstDay: string
  lastDay: string
  /** How many London days: the comparison is as long. */
  days: number
  /** 00:00 London on the first day. */
  start: Date
  /** 00:00 London after the last day: figures count from `start` up to, not including, this. */
  end: Date
  /** The stretch just before, of as many days. */
  previousFirstDay: string
  previousLastDay: string
  previousStart: Date
  /** First days of the chart's bars: seven days each from the first day (the last may be short). */
  weekKeys: string[]
  /** 'Last 4 weeks', 'November 2026', 'December 2026 so far', '1 Nov – 15 Nov 2026'. */
  title: string
  /** The days in words: '7 Nov – 4 Dec 2026'. */
  label: string
  /** The comparison in words: 'the 28 days before (10 Oct – 6 Nov 2026)'. */
  since: string
}

const DAY_MS = 86_400_000

/** Days from `a` to `b` ('2026-11-01' to '2026-11-30': 29). */
export const daysBetween = (a: string, b: string) =>
  Math.round((keyToUtc(b) - keyToUtc(a)) / DAY_MS)

// Month names written out, not from Intl: its short September ('Sep' or 'Sept') depends on the
// Node version's ICU, and the words must not change with the server.
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const parts = (key: string) => key.split('-').map(Number) as [number, number, number]
const dayOnly = (key: string) => String(parts(key)[2])
const dayMonth = (key: string) => `${parts(key)[2]} ${SHORT[parts(key)[1] - 1]}`
const dayMonthYear = (key: string) => `${dayMonth(key)} ${parts(key)[0]}`

/** 'November 2026' for '2026-11'. */
export const formatMonthName = (month: string) =>
  `${MONTHS[parts(`${month}-01`)[1] - 1]} ${parts(month)[0]}`

/** Two London days as people write them: '1–30 Nov 2026', '7 Nov – 4 Dec 2026', '4 Dec 2026'. */
export function formatDays(first: string, last: string): string {
  if (first === last) return dayMonthYear(first)
  if (first.slice(0, 7) === last.slice(0, 7)) return `${dayOnly(first)}–${dayMonthYear(last)}`
  if (first.slice(0, 4) === last.slice(0, 4)) return `${dayMonth(first)} – ${dayMonthYear(last)}`
  return `${dayMonthYear(first)} – ${dayMonthYear(last)}`
}

/** The first and last day of a month ('2026-02': 1–28 Feb). */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
  return { from: `${month}-01`, to: addDays(`${next}-01`, -1) }
}

/** The period of a choice, on the London day `now` falls in. A range ending after today stops today. */
export function periodFor(choice: PeriodChoice, now: Date): Period {
  const today = ukDay(now)
  let firstDay: string
  let lastDay: string
  let title: string
  if (choice.kind === 'weeks') {
    firstDay = addDays(today, 1 - 7 * choice.weeks)
    lastDay = today
    title = `Last ${choice.weeks} weeks`
  } else if (choice.kind === 'month') {
    const { from, to } = monthDays(choice.month)
    firstDay = from
    lastDay = to < today ? to : today
    title = `${formatMonthName(choice.month)}${to > today ? ' so far' : ''}`
  } else {
    firstDay = choice.from
    lastDay = choice.to < today ? choice.to : today
    title = formatDays(firstDay, lastDay)
  }
  const days = daysBetween(firstDay, lastDay) + 1
  const previousFirstDay = addDays(firstDay, -days)
  const previousLastDay = addDays(firstDay, -1)
  return {
    choice,
    firstDay,
    lastDay,
    days,
    start: londonMidnight(firstDay),
    end: londonMidnight(addDays(lastDay, 1)),
    previousFirstDay,
    previousLastDay,
    previousStart: londonMidnight(previousFirstDay),
    weekKeys: Array.from({ length: Math.ceil(days / 7) }, (_, i) => addDays(firstDay, 7 * i)),
    title,
    label: formatDays(firstDay, lastDay),
    since: `the ${days === 1 ? 'day' : `${days} days`} before (${formatDays(previousFirstDay, previousLastDay)})`,
  }
}

/** Index of the chart bar a London day falls in, or null outside the period. */
export function barIndex(period: Pick<Period, 'firstDay' | 'lastDay'>, day: string): number | null {
  if (day < period.firstDay || day > period.lastDay) return null
  return Math.floor(daysBetween(period.firstDay, day) / 7)
}

/** What the address bar may carry: `?weeks=`, `?month=YYYY-MM`, `?from=&to=` (YYYY-MM-DD). */
type Query = Record<string, string | string[] | undefined>

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v)
// Cut short: anything that long is no date or month, and is refused as one.
const text = z.preprocess(
  first,
  z
    .string()
    .trim()
    .transform((s) => s.slice(0, 41))
    .optional()
    .catch(undefined),
)

const DATE_FORMAT = 'Dates are written like 30/11/2026 (or 2026-11-30)'
export const PERIOD_MESSAGES = {
  month: 'That month could not be read: choose one from the list.',
  date: `That date could not be read. ${DATE_FORMAT}.`,
  years: 'Choose dates between 2000 and 2099.',
  order: 'The first date is after the last one: choose them the other way round.',
  toOnly: 'Choose the first date as well as the last.',
  future: 'That period has not started yet: choose days up to today.',
  long: 'Choose at most two years at a time.',
  weeks: 'Choose 4, 12 or 52 weeks.',
} as const

/** The choice the address asks for, and what was wrong with it (then: the default, and why). */
export function parsePeriod(
  query: Query | undefined,
  now: Date,
): { choice: PeriodChoice; problem: string | null } {
  const q = z
    .object({ weeks: text, month: text, from: text, to: text })
    .parse({ weeks: query?.weeks, month: query?.month, from: query?.from, to: query?.to })
  const today = ukDay(now)
  const refuse = (problem: string) => ({ choice: DEFAULT_CHOICE, problem })
  const inYears = (d: string) => d >= '2000-01-01' && d <= '2099-12-31'

  if (q.month) {
    const m = /^(\d{4})-(\d{2})$/.exec(q.month)
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return refuse(PERIOD_MESSAGES.month)
    if (!inYears(`${q.month}-01`)) return refuse(PERIOD_MESSAGES.years)
    if (`${q.month}-01` > today) return refuse(PERIOD_MESSAGES.future)
    return { choice: { kind: 'month', month: q.month }, problem: null }
  }
  if (q.from || q.to) {
    if (!q.from) return refuse(PERIOD_MESSAGES.toOnly)
    const from = dayKey(q.from)
    const to = q.to ? dayKey(q.to) : today
    if (!from || !to) return refuse(PERIOD_MESSAGES.date)
    if (!inYears(from) || !inYears(to)) return refuse(PERIOD_MESSAGES.years)
    if (from > to) return refuse(PERIOD_MESSAGES.order)
    if (from > today) return refuse(PERIOD_MESSAGES.future)
    if (daysBetween(from, to < today ? to : today) + 1 > MAX_DAYS)
      return refuse(PERIOD_MESSAGES.long)
    return { choice: { kind: 'range', from, to }, problem: null }
  }
  if (q.weeks) {
    const n = /^\d{1,2}$/.test(q.weeks) ? Number(q.weeks) : NaN
    const weeks = periodChoices.find((c) => c === n)
    return weeks
      ? { choice: { kind: 'weeks', weeks }, problem: null }
      : refuse(PERIOD_MESSAGES.weeks)
  }
  return { choice: DEFAULT_CHOICE, problem: null }
}

/** 'YYYY-MM-DD' as the date field sends it, or 'DD/MM/YYYY' as she may type it; else null. */
function dayKey(value: string): string | null {
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  const key = uk ? `${uk[3]}-${uk[2]!.padStart(2, '0')}-${uk[1]!.padStart(2, '0')}` : value
  return isDayKey(key) ? key : null
}

/** `?weeks=` alone, for callers that only offer the weeks (anything else: the default). */
export function parseWeeks(value: unknown): PeriodWeeks {
  const raw = first(value)
  const n = typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : NaN
  return periodChoices.find((c) => c === n) ?? DEFAULT_WEEKS
}

/** The address of a choice, for links and the picker ('weeks=4', 'month=2026-11'). */
export function choiceQuery(choice: PeriodChoice): string {
  if (choice.kind === 'weeks') return `weeks=${choice.weeks}`
  if (choice.kind === 'month') return `month=${choice.month}`
  return `from=${choice.from}&to=${choice.to}`
}

/** The months the picker lists, newest first: this month and the twelve before. */
export function recentMonths(now: Date, count = PICKER_MONTHS): { month: string; name: string }[] {
  const [y, m] = ukDay(now).split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - i
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
    return { month, name: formatMonthName(month) }
  })
}

/** Last month and this month in London, as the CSV's `from`/`to` days ("2026-10-01"). */
export function monthRanges(
  now: Date,
): { key: string; label: string; name: string; from: string; to: string }[] {
  const [current, last] = recentMonths(now, 2) as [
    { month: string; name: string },
    { month: string; name: string },
  ]
  return [
    { key: 'last', label: 'last month', name: last.name, ...monthDays(last.month) },
    // This month so far: to today.
    {
      key: 'this',
      label: 'this month',
      name: current.name,
      from: monthDays(current.month).from,
      to: ukDay(now),
    },
  ]
}

/** The last `weeks` weeks to the London day of `now` (the dashboard's default kind). */
export const periodOf = (now: Date, weeks: PeriodWeeks): Period =>
  periodFor({ kind: 'weeks', weeks }, now)

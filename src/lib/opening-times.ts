// Opening times as people read them: "9.00–17.00", and runs of days with the same hours
// grouped together ("Wed–Thu 11.00–20.00").
import type { OpeningException, OpeningTime, Salon } from '@/content/types'
import { UK_TIME_ZONE, ukDay } from '@/quote/uk-date'

/** '09:00' → '9.00', '17:30' → '17.30' (the site's style). */
export function formatTime(hhmm: string | null): string {
  if (!hhmm) return ''
  const [h = '0', m = '00'] = hhmm.split(':')
  return `${Number(h)}.${m.padStart(2, '0')}`
}

export const formatHours = (t: OpeningTime): string =>
  t.closed || !t.opens || !t.closes ? 'Closed' : `${formatTime(t.opens)}–${formatTime(t.closes)}`

/** ISO time for <time datetime>: '09:00'. */
export const isoTime = (hhmm: string | null) => (hhmm ?? '').padStart(5, '0')

const short = (day: string) => day.slice(0, 3)

/** Consecutive days with identical hours, e.g. [{ days: 'Wed–Thu', hours: '11.00–20.00' }]. */
export function summariseOpeningTimes(times: OpeningTime[]): { days: string; hours: string }[] {
  const groups: { first: string; last: string; hours: string }[] = []
  for (const t of times) {
    const hours = formatHours(t)
    const prev = groups[groups.length - 1]
    if (prev && prev.hours === hours) prev.last = t.day
    else groups.push({ first: t.day, last: t.day, hours })
  }
  return groups.map((g) => ({
    days: g.first === g.last ? short(g.first) : `${short(g.first)}–${short(g.last)}`,
    hours: g.hours,
  }))
}

/** 'tel:+441632960412' from a display number. */
export const telHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`
}

const ukWeekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: UK_TIME_ZONE })

/** A salon's opening times on the UK day that `now` falls on ('Monday' … 'Sunday'). */
export function openingTimesOn(times: OpeningTime[], now: Date): OpeningTime | null {
  const day = ukWeekday.format(now)
  return times.find((t) => t.day === day) ?? null
}

/** A salon's hours on one UK day: a dated exception (holiday hours) or its weekly hours. */
export type DayHours = OpeningTime & {
  /** '2026-12-25' */
  date: string
  /** True when holiday hours replace the week's. */
  exception: boolean
  note: string | null
}

type Hours = Pick<Salon, 'openingTimes' | 'holidayHours'>

/** The hours on the UK day that `now` falls on: its exception first, else that weekday's. */
export function hoursOn(salon: Hours, now: Date): DayHours | null {
  const date = ukDay(now)
  const day = ukWeekday.format(now)
  const special = salon.holidayHours.find((e) => e.date === date)
  if (special) return { ...special, day, exception: true }
  const weekly = openingTimesOn(salon.openingTimes, now)
  return weekly ? { ...weekly, date, exception: false, note: null } : null
}

/** Exceptions from today's UK date on, soonest first: past ones mean nothing to a visitor. */
export function upcomingExceptions(
  exceptions: readonly OpeningException[],
  now: Date,
): OpeningException[] {
  const today = ukDay(now)
  return exceptions.filter((e) => e.date >= today).sort((a, b) => a.date.localeCompare(b.date))
}

/** Month names written out, the same on every Node version (Intl's depend on its ICU). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** '2026-12-25' → 'Friday 25 December' (a calendar day: no clock, so no time zone to drift). */
export function formatWeekday(date: string, opts: { year?: boolean } = {}): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  const weekday = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]
  return `${weekday} ${d} ${MONTHS[m - 1]}${opts.year ? ` ${y}` : ''}`
}

/** 'Christmas Day, Friday 25 December: closed' */
export function describeException(e: OpeningException): string {
  const hours = e.closed || !e.opens || !e.closes ? 'closed' : formatHours({ ...e, day: '' })
  return `${e.note ? `${e.note}, ` : ''}${formatWeekday(e.date)}: ${hours}`
}

/**
 * schema.org `specialOpeningHoursSpecification` entries for the upcoming exceptions. One day
 * each, so validFrom and validThrough are the same date; closed all day is opens and closes
 * "00:00", as Google's local business guidelines ask.
 */
export function specialOpeningHours(exceptions: readonly OpeningException[], now: Date) {
  return upcomingExceptions(exceptions, now).map((e) => {
    const closed = e.closed || !e.opens || !e.closes
    return {
      '@type': 'OpeningHoursSpecification',
      opens: closed ? '00:00' : e.opens,
      closes: closed ? '00:00' : e.closes,
      validFrom: e.date,
      validThrough: e.date,
    }
  })
}

export type HolidayNotice = { date: string; text: string; salons: string[] | 'all' }

/**
 * Upcoming exceptions across salons, one line each, with the salons it applies to ('all' when
 * every salon has it): most salons close on the same days, and a link page has little room.
 */
export function holidayNotices(
  salons: readonly Pick<Salon, 'shortName' | 'holidayHours'>[],
  now: Date,
): HolidayNotice[] {
  const lines = new Map<string, { date: string; text: string; salons: string[] }>()
  for (const salon of salons) {
    for (const e of upcomingExceptions(salon.holidayHours, now)) {
      const text = describeException(e)
      const line = lines.get(text) ?? { date: e.date, text, salons: [] }
      line.salons.push(salon.shortName)
      lines.set(text, line)
    }
  }
  return [...lines.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((l) => ({ ...l, salons: l.salons.length === salons.length ? 'all' : l.salons }))
}

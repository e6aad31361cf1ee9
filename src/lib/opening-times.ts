// Opening times as people read them: "9.00–17.00", and runs of days with the same hours
// grouped together ("Wed–Thu 11.00–20.00").
import type { OpeningTime } from '@/content/types'

/** '09:00' → '9.00', '17:30' → '17.30' (the spec's style). */
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

const ukWeekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' })

/** A salon's opening times on the UK day that `now` falls on ('Monday' … 'Sunday'). */
export function openingTimesOn(times: OpeningTime[], now: Date): OpeningTime | null {
  const day = ukWeekday.format(now)
  return times.find((t) => t.day === day) ?? null
}

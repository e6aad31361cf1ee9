// How the quote view and its history write times: "23 Nov 2026, 14:05", London time.
import { UK_TIME_ZONE } from '@/quote/uk-date'

const staffTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: UK_TIME_ZONE,
})

export function formatStaffTime(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return ''
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? '' : staffTime.format(d)
}

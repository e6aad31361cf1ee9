import { describe, expect, it } from 'vitest'

import { addDays, isDayKey, londonMidnight, ukDay } from '@/quote/uk-date'

import { formatDateTime, formatDayMonth, weekKey } from './time'

describe('London calendar', () => {
  it('puts an instant on its London date, not its UTC date', () => {
    // 23:30 UTC on Sunday 29 March 2026 is already 00:30 on Monday in British Summer Time.
    expect(ukDay(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30')
    expect(weekKey(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30')
    // In winter London is on UTC.
    expect(ukDay(new Date('2026-01-11T23:30:00Z'))).toBe('2026-01-11')
    expect(weekKey(new Date('2026-01-11T23:30:00Z'))).toBe('2026-01-05')
  })

  it('weeks start on Monday', () => {
    expect(weekKey(new Date('2026-03-02T09:00:00Z'))).toBe('2026-03-02') // Monday
    expect(weekKey(new Date('2026-03-08T20:00:00Z'))).toBe('2026-03-02') // Sunday
    expect(weekKey(new Date('2026-03-09T00:00:00Z'))).toBe('2026-03-09')
  })

  it('finds London midnight on both sides of the clock changes', () => {
    expect(londonMidnight('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z')
    expect(londonMidnight('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z')
    expect(londonMidnight('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z') // clocks go forward at 01:00
    expect(londonMidnight('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z')
    expect(londonMidnight('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z') // clocks go back at 02:00
    expect(londonMidnight('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z')
  })

  it('adds days across months and years, and checks date keys', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01')
    expect(addDays('2026-01-02', -7)).toBe('2025-12-26')
    expect(isDayKey('2026-02-28')).toBe(true)
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '', 'yesterday'])
      expect(isDayKey(bad)).toBe(false)
  })

  it('formats for people and for spreadsheets', () => {
    expect(formatDayMonth('2026-03-02')).toBe('2 Mar')
    expect(formatDateTime(new Date('2026-07-01T13:05:00Z'))).toBe('2026-07-01 14:05')
  })
})

import { describe, expect, it } from 'vitest'

import {
  barIndex,
  choiceQuery,
  formatDays,
  monthRanges,
  parsePeriod,
  parseWeeks,
  PERIOD_MESSAGES,
  periodFor,
  periodOf,
  recentMonths,
} from './period'

const HOUR = 3_600_000

describe('the last N weeks', () => {
  it('is exactly 7 × N London days to today, compared with as many days before', () => {
    const now = new Date('2026-12-01T12:00:00Z') // a Tuesday
    const p = periodOf(now, 4)
    expect(p).toMatchObject({
      firstDay: '2026-11-04',
      lastDay: '2026-12-01',
      days: 28,
      previousFirstDay: '2026-10-07',
      previousLastDay: '2026-11-03',
      title: 'Last 4 weeks',
      label: '4 Nov – 1 Dec 2026',
      since: 'the 28 days before (7 Oct – 3 Nov 2026)',
    })
    expect(p.weekKeys).toEqual(['2026-11-04', '2026-11-11', '2026-11-18', '2026-11-25'])
    expect(periodOf(now, 12).days).toBe(84)
    expect(periodOf(now, 52).weekKeys).toHaveLength(52)
  })

  it('starts and ends at London midnights, across the clocks going back', () => {
    // 28 days to 10 Nov 2026 start on 14 Oct, still in summer time (midnight is 23:00 UTC).
    const p = periodOf(new Date('2026-11-10T09:00:00Z'), 4)
    expect(p.start.toISOString()).toBe('2026-10-13T23:00:00.000Z')
    expect(p.end.toISOString()).toBe('2026-11-11T00:00:00.000Z')
    // One hour longer than 28 × 24 hours: the 25-hour Sunday of 25 October is in it.
    expect(p.end.getTime() - p.start.getTime()).toBe((28 * 24 + 1) * HOUR)
    expect(p.previousStart.toISOString()).toBe('2026-09-15T23:00:00.000Z')
  })

  it('a London midnight already counts as the new day', () => {
    // 23:30 UTC on 31 March 2027 is 00:30 on 1 April in London.
    expect(periodOf(new Date('2027-03-31T23:30:00Z'), 4).lastDay).toBe('2027-04-01')
  })
})

describe('a calendar month', () => {
  const now = new Date('2026-12-04T10:00:00Z')

  it('is its days, compared with as many days just before', () => {
    const nov = periodFor({ kind: 'month', month: '2026-11' }, now)
    expect(nov).toMatchObject({
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
      days: 30,
      title: 'November 2026',
      label: '1–30 Nov 2026',
      previousFirstDay: '2026-10-02',
      previousLastDay: '2026-10-31',
      since: 'the 30 days before (2–31 Oct 2026)',
    })
    expect(nov.weekKeys).toEqual([
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
      '2026-11-29',
    ])
    // October has 31 days: compared with 31 Aug – 30 Sep.
    expect(periodFor({ kind: 'month', month: '2026-10' }, now).since).toBe(
      'the 31 days before (31 Aug – 30 Sep 2026)',
    )
    // February in a leap year; January looks back into December.
    expect(periodFor({ kind: 'month', month: '2028-02' }, new Date('2028-06-01')).days).toBe(29)
    expect(periodFor({ kind: 'month', month: '2027-01' }, new Date('2027-06-01')).since).toBe(
      'the 31 days before (1–31 Dec 2026)',
    )
  })

  it('this month runs to today, and says so', () => {
    const dec = periodFor({ kind: 'month', month: '2026-12' }, now)
    expect(dec).toMatchObject({
      title: 'December 2026 so far',
      label: '1–4 Dec 2026',
      days: 4,
      since: 'the 4 days before (27–30 Nov 2026)',
    })
  })

  it('begins and ends at London midnight in summer time', () => {
    const june = periodFor({ kind: 'month', month: '2026-06' }, now)
    expect(june.start.toISOString()).toBe('2026-05-31T23:00:00.000Z')
    expect(june.end.toISOString()).toBe('2026-06-30T23:00:00.000Z')
    // March: the clocks go forward on the 29th, so the month is an hour short of 31 × 24.
    const march = periodFor({ kind: 'month', month: '2026-03' }, now)
    expect(march.start.toISOString()).toBe('2026-03-01T00:00:00.000Z')
    expect(march.end.toISOString()).toBe('2026-03-31T23:00:00.000Z')
    expect(march.end.getTime() - march.start.getTime()).toBe((31 * 24 - 1) * HOUR)
  })
})

describe('a from–to range', () => {
  const now = new Date('2026-12-04T10:00:00Z')

  it('is inclusive London days; one ending after today stops today', () => {
    const r = periodFor({ kind: 'range', from: '2026-11-10', to: '2026-11-16' }, now)
    expect(r).toMatchObject({
      days: 7,
      title: '10–16 Nov 2026',
      since: 'the 7 days before (3–9 Nov 2026)',
    })
    const one = periodFor({ kind: 'range', from: '2026-11-10', to: '2026-11-10' }, now)
    expect(one).toMatchObject({ days: 1, since: 'the day before (9 Nov 2026)' })
    const on = periodFor({ kind: 'range', from: '2026-11-30', to: '2027-01-31' }, now)
    expect(on).toMatchObject({ lastDay: '2026-12-04', days: 5 })
  })

  it('puts each London day in its bar of seven', () => {
    const p = periodFor({ kind: 'month', month: '2026-11' }, now)
    expect(barIndex(p, '2026-11-01')).toBe(0)
    expect(barIndex(p, '2026-11-07')).toBe(0)
    expect(barIndex(p, '2026-11-08')).toBe(1)
    expect(barIndex(p, '2026-11-30')).toBe(4)
    expect(barIndex(p, '2026-10-31')).toBeNull()
    expect(barIndex(p, '2026-12-01')).toBeNull()
  })
})

describe('the address bar', () => {
  const now = new Date('2026-12-04T10:00:00Z')
  const ok = (query: Record<string, string | string[]>) => parsePeriod(query, now)

  it('reads a month, a range or the weeks; nothing: the last 12 weeks', () => {
    expect(ok({ month: '2026-11' })).toEqual({
      choice: { kind: 'month', month: '2026-11' },
      problem: null,
    })
    expect(ok({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      choice: { kind: 'range', from: '2026-11-01', to: '2026-11-30' },
      problem: null,
    })
    // As she may type it where the browser has no date picker; a start alone runs to today.
    expect(ok({ from: '1/11/2026', to: '30/11/2026' }).choice).toEqual({
      kind: 'range',
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(ok({ from: '2026-11-01' }).choice).toEqual({
      kind: 'range',
      from: '2026-11-01',
      to: '2026-12-04',
    })
    expect(ok({ weeks: '4' }).choice).toEqual({ kind: 'weeks', weeks: 4 })
    expect(ok({ weeks: ['52', '4'] }).choice).toEqual({ kind: 'weeks', weeks: 52 })
    expect(parsePeriod(undefined, now)).toEqual({
      choice: { kind: 'weeks', weeks: 12 },
      problem: null,
    })
    // Empty fields (a range form sent blank) are no choice at all.
    expect(ok({ from: '', to: '' }).problem).toBeNull()
  })

  it('answers a bad address with a message in words, and the default period', () => {
    const cases: [Record<string, string>, string][] = [
      [{ month: '2026-13' }, PERIOD_MESSAGES.month],
      [{ month: '2026-00' }, PERIOD_MESSAGES.month],
      [{ month: 'November' }, PERIOD_MESSAGES.month],
      [{ month: '1999-12' }, PERIOD_MESSAGES.years],
      [{ month: '2027-01' }, PERIOD_MESSAGES.future],
      [{ from: '2026-11-30', to: '2026-11-01' }, PERIOD_MESSAGES.order],
      [{ from: '2026-02-30', to: '2026-03-01' }, PERIOD_MESSAGES.date],
      [{ from: '2026-11-01', to: 'soon' }, PERIOD_MESSAGES.date],
      [{ to: '2026-11-01' }, PERIOD_MESSAGES.toOnly],
      [{ from: '2024-01-01', to: '2026-11-30' }, PERIOD_MESSAGES.long],
      [{ from: '2027-01-01', to: '2027-01-31' }, PERIOD_MESSAGES.future],
      [{ from: '1899-01-01', to: '1899-01-31' }, PERIOD_MESSAGES.years],
      [{ from: '9'.repeat(500) }, PERIOD_MESSAGES.date],
      [{ weeks: '5' }, PERIOD_MESSAGES.weeks],
      [{ weeks: '0004' }, PERIOD_MESSAGES.weeks],
    ]
    for (const [query, problem] of cases)
      expect(ok(query), JSON.stringify(query)).toEqual({
        choice: { kind: 'weeks', weeks: 12 },
        problem,
      })
    // Two years to the day is allowed.
    expect(ok({ from: '2024-12-05', to: '2026-12-04' }).problem).toBeNull()
  })

  it('writes a choice back as an address', () => {
    expect(choiceQuery({ kind: 'weeks', weeks: 4 })).toBe('weeks=4')
    expect(choiceQuery({ kind: 'month', month: '2026-11' })).toBe('month=2026-11')
    expect(choiceQuery({ kind: 'range', from: '2026-11-01', to: '2026-11-30' })).toBe(
      'from=2026-11-01&to=2026-11-30',
    )
  })

  it('keeps the weeks-only reading', () => {
    expect(parseWeeks('4')).toBe(4)
    expect(parseWeeks('5')).toBe(12)
  })
})

describe('days in words', () => {
  it('writes the month and year once where they are shared', () => {
    expect(formatDays('2026-11-01', '2026-11-30')).toBe('1–30 Nov 2026')
    expect(formatDays('2026-11-07', '2026-12-04')).toBe('7 Nov – 4 Dec 2026')
    expect(formatDays('2025-12-15', '2026-01-04')).toBe('15 Dec 2025 – 4 Jan 2026')
    expect(formatDays('2026-12-04', '2026-12-04')).toBe('4 Dec 2026')
  })
})

describe('the month picker and the CSV month shortcuts', () => {
  it('lists this month and the twelve before, newest first', () => {
    const months = recentMonths(new Date('2026-12-04T10:00:00Z'))
    expect(months).toHaveLength(13)
    expect(months[0]).toEqual({ month: '2026-12', name: 'December 2026' })
    expect(months[1]).toEqual({ month: '2026-11', name: 'November 2026' })
    expect(months.at(-1)).toEqual({ month: '2025-12', name: 'December 2025' })
  })

  it('last month whole, this month to today, in London', () => {
    expect(monthRanges(new Date('2026-11-28T12:00:00Z'))).toEqual([
      {
        key: 'last',
        label: 'last month',
        name: 'October 2026',
        from: '2026-10-01',
        to: '2026-10-31',
      },
      {
        key: 'this',
        label: 'this month',
        name: 'November 2026',
        from: '2026-11-01',
        to: '2026-11-28',
      },
    ])
  })

  it('January looks back to December; a London midnight counts as the new day', () => {
    const [last, current] = monthRanges(new Date('2027-01-01T00:30:00Z'))
    expect(last).toMatchObject({ from: '2026-12-01', to: '2026-12-31', name: 'December 2026' })
    expect(current).toMatchObject({ from: '2027-01-01', to: '2027-01-01' })
    expect(monthRanges(new Date('2027-03-31T23:30:00Z'))[1]).toMatchObject({
      from: '2027-04-01',
      to: '2027-04-01',
    })
    expect(monthRanges(new Date('2028-03-10T12:00:00Z'))[0]).toMatchObject({ to: '2028-02-29' })
  })
})

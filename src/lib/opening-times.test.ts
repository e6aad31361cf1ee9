import { describe, expect, it } from 'vitest'

import type { OpeningException, OpeningTime } from '@/content/types'

import {
  describeException,
  formatWeekday,
  formatHours,
  holidayNotices,
  hoursOn,
  openingTimesOn,
  specialOpeningHours,
  telHref,
  upcomingExceptions,
} from './opening-times'

const week: OpeningTime[] = [
  { day: 'Monday', closed: true, opens: null, closes: null },
  { day: 'Tuesday', closed: false, opens: '09:00', closes: '17:30' },
  { day: 'Sunday', closed: false, opens: '10:00', closes: '16:00' },
]

describe('openingTimesOn', () => {
  it('picks the UK day, not the server’s UTC day', () => {
    // 23:30 UTC on Monday 29 June 2026 is already Tuesday in London (BST).
    const t = openingTimesOn(week, new Date('2026-06-29T23:30:00Z'))
    expect(t && formatHours(t)).toBe('9.00–17.30')
  })

  it('in winter London is on UTC', () => {
    expect(openingTimesOn(week, new Date('2026-11-23T23:30:00Z'))?.day).toBe('Monday')
  })

  it('answers null for a day the salon has no entry for', () => {
    expect(openingTimesOn(week, new Date('2026-11-25T12:00:00Z'))).toBeNull()
  })
})

const christmas: OpeningException[] = [
  { date: '2027-01-01', closed: true, opens: null, closes: null, note: "New Year's Day" },
  { date: '2026-12-24', closed: false, opens: '09:00', closes: '15:00', note: 'Christmas Eve' },
  { date: '2026-12-25', closed: true, opens: null, closes: null, note: 'Christmas Day' },
  { date: '2025-12-25', closed: true, opens: null, closes: null, note: 'Christmas Day' },
]
const thursdays: OpeningTime[] = [
  { day: 'Thursday', closed: false, opens: '11:00', closes: '20:00' },
  { day: 'Friday', closed: false, opens: '09:00', closes: '17:00' },
]
const salon = { openingTimes: thursdays, holidayHours: christmas }

describe('hoursOn', () => {
  it('an exception wins over the week, with its note', () => {
    const t = hoursOn(salon, new Date('2026-12-24T10:00:00Z'))
    expect(t).toMatchObject({ day: 'Thursday', date: '2026-12-24', exception: true })
    expect(t?.note).toBe('Christmas Eve')
    expect(t && formatHours(t)).toBe('9.00–15.00')
    expect(formatHours(hoursOn(salon, new Date('2026-12-25T10:00:00Z'))!)).toBe('Closed')
  })

  it('any other day keeps the week’s hours', () => {
    const t = hoursOn(salon, new Date('2026-12-17T10:00:00Z'))
    expect(t).toMatchObject({ day: 'Thursday', exception: false, note: null })
    expect(t && formatHours(t)).toBe('11.00–20.00')
  })

  it('goes by the UK day: 00:30 on 25 December in London is Christmas Day', () => {
    expect(hoursOn(salon, new Date('2026-12-25T00:30:00Z'))?.note).toBe('Christmas Day')
    expect(hoursOn(salon, new Date('2026-12-24T23:59:00Z'))?.note).toBe('Christmas Eve')
  })

  it('answers null on a day with neither an exception nor weekly hours', () => {
    expect(hoursOn(salon, new Date('2026-12-20T10:00:00Z'))).toBeNull()
  })
})

describe('upcomingExceptions', () => {
  it('from today on, soonest first; past ones are gone', () => {
    const dates = (now: string) => upcomingExceptions(christmas, new Date(now)).map((e) => e.date)
    expect(dates('2026-11-26T09:00:00Z')).toEqual(['2026-12-24', '2026-12-25', '2027-01-01'])
    // Today's exception still counts until the UK day is over.
    expect(dates('2026-12-25T23:30:00Z')).toEqual(['2026-12-25', '2027-01-01'])
    expect(dates('2026-12-26T00:00:00Z')).toEqual(['2027-01-01'])
  })
})

describe('describeException', () => {
  it('says the note, the day and the hours', () => {
    expect(describeException(christmas[2]!)).toBe('Christmas Day, Friday 25 December: closed')
    expect(describeException(christmas[1]!)).toBe('Christmas Eve, Thursday 24 December: 9.00–15.00')
    expect(describeException({ ...christmas[1]!, note: null })).toBe(
      'Thursday 24 December: 9.00–15.00',
    )
  })

  it('formats a UK day without time-zone drift', () => {
    expect(formatWeekday('2027-01-01')).toBe('Friday 1 January')
    expect(formatWeekday('2027-01-01', { year: true })).toBe('Friday 1 January 2027')
  })
})

describe('specialOpeningHours (schema.org)', () => {
  it('one entry per upcoming exception; closed all day is 00:00–00:00 (Google’s convention)', () => {
    expect(specialOpeningHours(christmas, new Date('2026-12-25T09:00:00Z'))).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2027-01-01',
        validThrough: '2027-01-01',
      },
    ])
    expect(specialOpeningHours(christmas, new Date('2026-12-01T09:00:00Z'))[0]).toMatchObject({
      opens: '09:00',
      closes: '15:00',
      validFrom: '2026-12-24',
    })
  })
})

describe('holidayNotices', () => {
  it('one line per exception, naming the salons it applies to, or all of them', () => {
    const others = [{ ...christmas[1]!, opens: '10:00', closes: '14:00' }, christmas[2]!]
    const notices = holidayNotices(
      [
        { shortName: 'High Street', holidayHours: christmas },
        { shortName: 'Academy', holidayHours: others },
      ],
      new Date('2026-11-26T09:00:00Z'),
    )
    expect(notices).toEqual([
      {
        date: '2026-12-24',
        text: 'Christmas Eve, Thursday 24 December: 9.00–15.00',
        salons: ['High Street'],
      },
      {
        date: '2026-12-24',
        text: 'Christmas Eve, Thursday 24 December: 10.00–14.00',
        salons: ['Academy'],
      },
      { date: '2026-12-25', text: 'Christmas Day, Friday 25 December: closed', salons: 'all' },
      {
        date: '2027-01-01',
        text: "New Year's Day, Friday 1 January: closed",
        salons: ['High Street'],
      },
    ])
  })
})

describe('telHref', () => {
  it('makes an international tel: link from a displayed UK number', () => {
    expect(telHref('01632 960 218')).toBe('tel:+441632960218')
    expect(telHref('+44 1632 960218')).toBe('tel:+441632960218')
  })
})

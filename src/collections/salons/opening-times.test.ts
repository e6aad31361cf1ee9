import { describe, expect, it } from 'vitest'

import {
  exceptionRowProblem,
  holidayHoursProblem,
  openingTimesProblem,
  rowProblem,
  validTime,
} from './opening-times'

describe('opening times', () => {
  it('accepts a normal week with a closed day', () => {
    expect(
      openingTimesProblem([
        { day: 'Monday', closed: true },
        { day: 'Tuesday', opens: '09:00', closes: '17:30' },
        { day: 'Saturday', opens: '08:30', closes: '16:00' },
      ]),
    ).toBeNull()
  })

  it('refuses closing before (or at) opening, naming the day', () => {
    expect(rowProblem({ day: 'Tuesday', opens: '18:00', closes: '09:00' })).toBe(
      'Tuesday: closing time (09:00) must be after opening time (18:00)',
    )
    expect(rowProblem({ day: 'Friday', opens: '09:00', closes: '09:00' })).toMatch(/after/)
  })

  it('asks for both times on an open day', () => {
    expect(rowProblem({ day: 'Monday', opens: '09:00' })).toMatch(/opening and closing/)
  })

  it('refuses a day listed twice', () => {
    expect(
      openingTimesProblem([
        { day: 'Monday', opens: '09:00', closes: '17:00' },
        { day: 'Monday', closed: true },
      ]),
    ).toBe('Monday is listed twice: keep one row per day')
  })

  it('wants 24-hour times', () => {
    expect(validTime('9am')).toBe('Use 24-hour time, e.g. 09:00')
    expect(validTime('21:15')).toBe(true)
  })
})

describe('holiday hours (dated exceptions)', () => {
  it('accepts a closed day and a day with other hours, each named by its date', () => {
    expect(
      holidayHoursProblem([
        { date: '2026-12-24', opens: '09:00', closes: '15:00', note: 'Christmas Eve' },
        { date: '2026-12-25', closed: true, note: 'Christmas Day' },
      ]),
    ).toBeNull()
  })

  it('wants a date on every row', () => {
    expect(exceptionRowProblem({ closed: true, note: 'Boxing Day' })).toBe(
      'Boxing Day: choose the date',
    )
    expect(exceptionRowProblem({ closed: true })).toBe('Each holiday row needs a date')
  })

  it('refuses closing before opening, naming the date', () => {
    expect(exceptionRowProblem({ date: '2026-12-24', opens: '15:00', closes: '09:00' })).toBe(
      'Thursday 24 December 2026: closing time (09:00) must be after opening time (15:00)',
    )
  })

  it('asks for both times, or closed', () => {
    expect(exceptionRowProblem({ date: '2026-12-24', opens: '09:00' })).toBe(
      'Thursday 24 December 2026: enter the opening and closing times, or tick closed',
    )
  })

  it('refuses the same date twice, whether saved as a day or as the admin picker’s timestamp', () => {
    expect(
      holidayHoursProblem([
        { date: '2026-12-25', closed: true },
        // Midday UK time on the 25th, as the admin's day picker saves it.
        { date: '2026-12-25T12:00:00.000Z', opens: '10:00', closes: '14:00' },
      ]),
    ).toBe('Friday 25 December 2026 is listed twice: keep one row per date')
  })

  it('reads a BST midnight timestamp as the UK day it stands for', () => {
    // 23:00 UTC on 30 March 2027 is midnight of 31 March in London.
    expect(exceptionRowProblem({ date: '2027-03-30T23:00:00.000Z', opens: '12:00' })).toMatch(
      /^Wednesday 31 March 2027:/,
    )
  })
})

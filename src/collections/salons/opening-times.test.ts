import { describe, expect, it } from 'vitest'

import { openingTimesProblem, rowProblem, validTime } from './opening-times'

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

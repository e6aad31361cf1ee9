import { describe, expect, it } from 'vitest'

import type { OpeningTime } from '@/content/types'

import { formatHours, openingTimesOn } from './opening-times'

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

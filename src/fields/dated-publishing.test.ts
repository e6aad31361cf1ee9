import { describe, expect, it } from 'vitest'

import { futureDateProblem } from './dated-publishing'

describe('futureDateProblem', () => {
  // 26 Nov 2026, 23:30 in London is still the 26th; midnight UTC on the 27th is too (GMT).
  const now = new Date('2026-11-26T23:30:00Z')

  it('lets today and earlier through', () => {
    expect(futureDateProblem('post', '2026-11-26', now)).toBeNull()
    expect(futureDateProblem('post', '2026-11-26T12:00:00.000Z', now)).toBeNull()
    expect(futureDateProblem('post', '2025-01-01', now)).toBeNull()
    expect(futureDateProblem('post', null, now)).toBeNull()
    expect(futureDateProblem('post', 'not a date', now)).toBeNull()
  })

  it('refuses a later day, saying how to schedule it', () => {
    expect(futureDateProblem('post', '2026-12-10T12:00:00.000Z', now)).toBe(
      'This post is dated 10 December 2026, after today. To put it on the site that day, choose “Schedule publish” (the arrow beside Publish) and pick 10 December 2026; to publish it now, date it today.',
    )
    expect(futureDateProblem('news item', '2026-11-27', now)).toMatch(
      /^This news item is dated 27 November 2026/,
    )
  })

  it('reads the day in London: a summer midnight stored in UTC is the next day', () => {
    const summer = new Date('2026-06-30T12:00:00Z')
    // The admin's day picker stores 1 July in BST as 30 June 23:00 UTC.
    expect(futureDateProblem('post', '2026-06-30T23:00:00.000Z', summer)).toMatch(/1 July 2026/)
  })
})

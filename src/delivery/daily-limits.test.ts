import { describe, expect, it } from 'vitest'

import {
  DAILY_LIMIT_DEFAULTS,
  dailyLimitProblem,
  dailyLimitsOf,
  limitLine,
  limitNotice,
} from './daily-limits'

describe('dailyLimitsOf', () => {
  it('reads what an owner set, and the standard limits where nothing is set', () => {
    expect(dailyLimitsOf({ dailyLimits: { texts: 40, emails: 0 } })).toEqual({ sms: 40, email: 0 })
    expect(dailyLimitsOf(null)).toEqual(DAILY_LIMIT_DEFAULTS)
    expect(dailyLimitsOf({ dailyLimits: { texts: null } })).toEqual(DAILY_LIMIT_DEFAULTS)
    expect(DAILY_LIMIT_DEFAULTS).toEqual({ sms: 500, email: 1000 })
  })

  it('never reads a stored value that is not a whole number of messages as a limit', () => {
    for (const texts of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(dailyLimitsOf({ dailyLimits: { texts } }).sms, String(texts)).toBe(500)
    expect(dailyLimitsOf({ dailyLimits: { texts: 10 ** 9 } }).sms).toBe(100_000)
  })
})

describe('dailyLimitProblem', () => {
  it('takes a whole number from 0 to 100,000, or nothing (the standard limit)', () => {
    for (const ok of [0, 1, 500, 100_000, null, undefined]) expect(dailyLimitProblem(ok)).toBe(true)
    for (const bad of [-1, 1.5, 100_001, '500'])
      expect(dailyLimitProblem(bad)).toBe('Enter a whole number from 0 to 100,000.')
  })
})

describe('the words', () => {
  it('say on the To do list what waits and what the owner can do', () => {
    expect(limitLine({ kind: 'sms', limit: 500, waiting: 37 })).toBe(
      'Today’s limit of 500 text messages is reached. 37 text messages are waiting: they go out from midnight, or within a few minutes of an owner raising the limit (Messages & rules → Daily limits → Text messages a day).',
    )
    expect(limitLine({ kind: 'email', limit: 1, waiting: 1 })).toContain(
      'limit of 1 e-mail is reached. 1 e-mail is waiting',
    )
    expect(limitLine({ kind: 'email', limit: 1000, waiting: 0 })).toContain(
      '1,000 e-mails is reached. Any more wait until midnight',
    )
  })

  it('tell the owner in plain words, with the day and the links, the brand escaped in HTML', () => {
    const n = limitNotice({
      kind: 'sms',
      limit: 500,
      day: '2026-12-02',
      brandName: 'Willow & Wren',
      siteUrl: 'https://salon.example/',
    })
    expect(n.subject).toBe('Daily limit reached: text messages (Willow & Wren)')
    expect(n.text).toContain('sent 500 text messages today, 2 Dec 2026')
    expect(n.text).toContain('Nothing is lost.')
    expect(n.text).toContain('https://salon.example/admin/globals/messages')
    expect(n.html).toContain('Messages &amp; rules')
    expect(n.html).not.toContain('<script')
  })
})

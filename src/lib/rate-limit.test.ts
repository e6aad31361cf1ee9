import { describe, expect, it } from 'vitest'

import { clientKey, hit } from './rate-limit'

describe('rate limit', () => {
  it('allows up to the limit in a window, then refuses until it resets', () => {
    const key = `t-${Math.random()}`
    const lim = { limit: 3, windowMs: 1000 }
    expect([1, 2, 3].map(() => hit(key, lim, 0).ok)).toEqual([true, true, true])
    expect(hit(key, lim, 10)).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect(hit(key, lim, 1000).ok).toBe(true)
  })

  it('keys clients by the first forwarded address', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.5, 10.0.0.1' }))).toBe(
      '203.0.113.5',
    )
    expect(clientKey(new Headers())).toBe('local')
  })
})

import { describe, expect, it } from 'vitest'

import { deliveryState } from './state'

const now = new Date('2026-11-22T12:00:00Z')
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString()
const FIFTEEN = 15 * 60_000

describe('deliveryState', () => {
  it.each([
    [{ email: 'sent', sms: 'sent' }, 60, 'Sent'],
    [{ email: 'sent', sms: 'pending' }, 5, 'Sending'],
    [{ email: 'sent', sms: 'pending' }, 16, 'Delayed'],
    [{ email: 'sending', sms: 'sending' }, 16, 'Delayed'],
    [{ email: 'retrying', sms: 'sent' }, 14, 'Sending'],
    [{ email: 'failed', sms: 'pending' }, 60, 'Failed — resend'],
    [{ email: 'sent', sms: 'failed' }, 1, 'Failed — resend'],
    [{ email: 'cancelled', sms: 'cancelled' }, 60, 'Not sent'],
  ])('%j saved %i minutes ago → %s', (delivery, minutes, state) => {
    expect(deliveryState({ createdAt: minutesAgo(minutes), delivery }, now, FIFTEEN)).toBe(state)
  })

  it('counts from the last resend, not from the save', () => {
    const q = {
      createdAt: minutesAgo(60 * 24),
      delivery: { email: 'pending', sms: 'pending', resentAt: minutesAgo(2) },
    }
    expect(deliveryState(q, now, FIFTEEN)).toBe('Sending')
    expect(deliveryState(q, now, 60_000)).toBe('Delayed')
  })

  it('is "Not sent" once the personal data is erased', () => {
    const q = { createdAt: minutesAgo(60), erasedAt: minutesAgo(1), delivery: {} }
    expect(deliveryState(q, now, FIFTEEN)).toBe('Not sent')
  })
})

import { describe, expect, it } from 'vitest'

import { confirmationFigures, outcomeOf, percentile } from './confirmations'

const at = (iso: string) => new Date(iso)
const h = (n: number) => new Date(at('2026-12-01T09:00:00Z').getTime() + n * 3_600_000)

describe('the owner’s figures for prices to confirm', () => {
  it('median and 90th percentile hours to an answer; outcomes; late ones; booked with and without', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 30].map((n, i) => ({
      state: 'confirmed' as const,
      sentAt: h(0),
      answeredAt: h(n),
      outcome: (i % 3 === 0 ? 'adjusted' : i % 3 === 1 ? 'unchanged' : 'consultation') as never,
    }))
    rows.push({
      state: 'waiting' as never,
      sentAt: h(-48),
      answeredAt: null as never,
      outcome: null as never,
    })
    rows.push({
      state: 'draft' as never,
      sentAt: null as never,
      answeredAt: null as never,
      outcome: null as never,
    })
    const f = confirmationFigures(
      rows,
      [
        { booked: true, confirmed: true },
        { booked: false, confirmed: true },
        { booked: false, confirmed: false },
        { booked: false, confirmed: false },
        { booked: true, confirmed: false },
      ],
      h(1),
      1,
    )
    expect(f).toMatchObject({
      requests: 11,
      waiting: 1,
      late: 1,
      medianHours: 5,
      p90Hours: 9,
      adjusted: 4,
      unchanged: 3,
      consultation: 3,
      bookedConfirmed: { booked: 1, of: 2 },
      bookedUnconfirmed: { booked: 1, of: 3 },
    })
    expect(percentile([], 50)).toBeNull()
  })

  it('reads the first answer from the history', () => {
    expect(
      outcomeOf([
        { action: 'send', at: '2026-12-01T09:00:00Z' },
        { action: 'ask', at: '2026-12-01T10:00:00Z' },
        { action: 'adjust', at: '2026-12-01T12:00:00Z' },
      ]),
    ).toEqual({ outcome: 'adjusted', answeredAt: at('2026-12-01T12:00:00Z') })
    expect(outcomeOf([{ action: 'send', at: '2026-12-01T09:00:00Z' }])).toEqual({
      outcome: null,
      answeredAt: null,
    })
  })
})

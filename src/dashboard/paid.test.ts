import { describe, expect, it } from 'vitest'

import type { SavedSnapshot } from '@/quote'

import { paidOf } from './paid'

const created = new Date('2026-11-29T10:00:00Z')
const base: SavedSnapshot = {
  services: [{ id: 4, service: 'Half head foils', price: 95 }],
  total: 95,
  regular: false,
  calculator_type: 'Colour',
  stylist: null,
  salon: null,
  level: null,
  applied_offer: null,
}
const percent = {
  id: 7,
  slug: 'first-visit',
  title: '20% off your first visit',
  code: 'HELLO20',
  benefit: { kind: 'percent' as const, percent: 20 },
  saving_text: '20% off',
  saving: 19,
  after: 76,
  free: null,
  expires: '2026-12-24',
}

describe('what a saved quote comes to for the client', () => {
  it('is the total after the offer it carries, with the total before beside it', () => {
    expect(paidOf({ ...base, applied_offer: percent }, created, 9_500, 'HELLO20')).toEqual({
      offerCode: 'HELLO20',
      beforePence: 9_500,
      afterPence: 7_600,
    })
    // An offer without a code goes by its address name, as the quote list stores it.
    const noCode = { ...percent, code: null, slug: 'winter-colour' }
    expect(paidOf({ ...base, applied_offer: noCode }, created, 9_500).offerCode).toBe(
      'winter-colour',
    )
  })

  it('is the total itself without an offer', () => {
    expect(paidOf(base, created, 9_500, null)).toEqual({
      offerCode: null,
      beforePence: 9_500,
      afterPence: 9_500,
    })
  })

  it("reads an older quote's first-visit offer (a percentage off the whole total)", () => {
    const { applied_offer: _, ...older } = base
    const paid = paidOf(
      { ...older, offer: { code: 'NEW10', percentOff: 10, validDays: 28 } },
      created,
      9_500,
    )
    // 10% off £95, as the quote module rounds it (to the pound, in her favour).
    expect(paid).toEqual({ offerCode: 'NEW10', beforePence: 9_500, afterPence: 8_600 })
    // A regular client never had the first-visit offer.
    expect(
      paidOf(
        { ...older, regular: true, offer: { code: 'NEW10', percentOff: 10, validDays: 28 } },
        created,
        9_500,
      ).afterPence,
    ).toBe(9_500)
  })

  it('does not believe an "after" that cannot be right', () => {
    for (const after of [-5, 120, Number.NaN])
      expect(
        paidOf({ ...base, applied_offer: { ...percent, after } }, created, 9_500).afterPence,
      ).toBe(9_500)
    // A free service she did not choose saves nothing: she pays the total.
    const free = { ...percent, benefit: { kind: 'free' as const, serviceId: 9 }, after: 95 }
    expect(paidOf({ ...base, applied_offer: free }, created, 9_500).afterPence).toBe(9_500)
  })
})

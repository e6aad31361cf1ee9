import { describe, expect, it } from 'vitest'

import { paysPence, paysText } from './pays'
import type { SnapshotOffer } from './snapshot'

const offer = (after: number, code: string | null = 'QG20'): SnapshotOffer => ({
  id: 1,
  slug: 'qg20',
  title: 'Twenty off your first colour',
  code,
  benefit: { kind: 'percent', percent: 25 },
  saving_text: '25% off',
  saving: 237 - after,
  after,
  free: null,
  expires: '2026-12-31',
})
const at = new Date('2026-12-01T10:00:00Z')

describe('paysText', () => {
  it('says what she pays first, and the price before the offer after it', () => {
    const snap = { total: 237, regular: false, applied_offer: offer(178) }
    expect(paysText(snap, 23700, at)).toBe('£178 (£237 before QG20)')
    expect(paysPence(snap, 23700, at)).toBe(17800)
  })
  it('names an offer without a code by its title', () => {
    const snap = { total: 237, regular: false, applied_offer: offer(178, null) }
    expect(paysText(snap, 23700, at)).toBe('£178 (£237 before Twenty off your first colour)')
  })
  it('is the total alone without an offer, or one that takes nothing off (a free service)', () => {
    expect(paysText({ total: 237, regular: false, applied_offer: null }, 23700, at)).toBe('£237')
    expect(paysText({ total: 237, regular: false, applied_offer: offer(237) }, 23700, at)).toBe(
      '£237',
    )
  })
  it('reads an older quote’s first-visit offer as it was promised', () => {
    const snap = {
      total: 100,
      regular: false,
      offer: { code: 'WELCOME', percentOff: 20, validDays: 28 },
    }
    expect(paysText(snap as never, 10000, at)).toMatch(/^£80 \(£100 before /)
  })
})

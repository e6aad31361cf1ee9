import { describe, expect, it } from 'vitest'

import {
  formatGBP,
  formatGBPExact,
  isSalonPounds,
  MAX_POUNDS,
  MONEY_MESSAGE,
  toPennies,
} from './money'

describe('prices as the client reads them (ADR 050)', () => {
  const whole = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
  const exact = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })

  it('writes every amount as en-GB does, written out without Intl', () => {
    // Every penny to £120, then steps up to £5,000,000 (totals and the dashboard's sums).
    const amounts = [
      ...Array.from({ length: 12_001 }, (_, i) => i),
      ...Array.from({ length: 5_000 }, (_, i) => i * 100_003),
    ]
    for (const p of amounts) {
      expect(formatGBP(p), String(p)).toBe(whole.format(Math.round(p / 100)))
      const want = p % 100 === 0 ? whole.format(p / 100) : exact.format(p / 100)
      expect(formatGBPExact(p), String(p)).toBe(want)
    }
  })

  it('writes a saving taken off with its minus sign', () => {
    for (const p of [-100, -450, -2_200, -123_456_700]) {
      expect(formatGBP(p), String(p)).toBe(whole.format(Math.round(p / 100)))
      expect(formatGBPExact(p - 51), String(p)).toBe(exact.format((p - 51) / 100))
    }
    expect(formatGBP(1_115_00)).toBe('£1,115')
    expect(formatGBPExact(12_50)).toBe('£12.50')
  })
})

describe('money a salon has (ADR 044)', () => {
  it('takes pounds and pence from £0 to £5,000', () => {
    for (const v of [0, 0.01, 49.5, 49.99, 33, 4999.99, MAX_POUNDS, 0.1 + 0.2])
      expect(isSalonPounds(v), String(v)).toBe(true)
  })

  it('refuses more than £5,000, less than £0, a third decimal however small, and what is not a number', () => {
    for (const v of [1_000_000_000, 5000.01, -1, -0.01, 0.001, 49.505, 1e-9, 1e-300, Infinity, NaN])
      expect(isSalonPounds(v), String(v)).toBe(false)
    for (const v of ['49.50', null, undefined, {}, [5]]) expect(isSalonPounds(v)).toBe(false)
  })

  it('stores what it takes to the penny', () => {
    expect(toPennies(0.1 + 0.2)).toBe(0.3)
    expect(toPennies(49.5)).toBe(49.5)
    expect(Object.is(toPennies(-0), 0)).toBe(true)
  })

  it('says so in salon words', () => {
    expect(MONEY_MESSAGE).toBe(
      'Enter an amount between £0 and £5,000, in pounds and pence (e.g. 49.50)',
    )
  })
})

import { describe, expect, it } from 'vitest'

import { isSalonPounds, MAX_POUNDS, MONEY_MESSAGE, toPennies } from './money'

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

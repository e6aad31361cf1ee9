// Supplement rows as staff type them, read in the quote's terms (ADR 051).
import { describe, expect, it } from 'vitest'

import { supplementRows } from './hair'

describe('supplementRows', () => {
  it('reads a band as an id or as the band itself, pounds as pence', () => {
    expect(
      supplementRows([
        { band: 3, percent: 20, amount: 12.5, minutes: 30 },
        { band: { id: 4 }, percent: null, amount: 10 },
      ]),
    ).toEqual([
      { bandId: 3, percent: 20, pence: 1250, minutes: 30 },
      { bandId: 4, percent: 0, pence: 1000, minutes: 0 },
    ])
  })

  it('leaves out a row without a band and counts a blank or wrong figure as nothing', () => {
    expect(
      supplementRows([
        { band: null, percent: 20 },
        { band: 5, percent: '', amount: Number.NaN, minutes: -5 },
      ]),
    ).toEqual([{ bandId: 5, percent: 0, pence: 0, minutes: 0 }])
    expect(supplementRows(undefined)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'

import { needsSkinTest, serviceKind } from './service-kinds'

describe('needsSkinTest', () => {
  const line = (cat1: number, cat2: number, pricePence: number) => ({
    kind: serviceKind(cat1, cat2),
    pricePence,
  })

  it('applies to any priced colour, colour add-on or men’s colour', () => {
    expect(needsSkinTest([line(2, 0, 9500), line(1, 0, 4950)])).toBe(true)
    expect(needsSkinTest([line(1, 0, 4950), line(3, 0, 1500)])).toBe(true)
    expect(needsSkinTest([line(6, 0, 2200), line(6, 1, 1800)])).toBe(true)
  })

  it('does not apply to cuts, finishes, treatments or a "None" colour at £0', () => {
    expect(needsSkinTest([line(1, 0, 4950), line(4, 0, 1000), line(5, 2, 1500)])).toBe(false)
    expect(needsSkinTest([line(6, 0, 2200), line(6, 1, 0)])).toBe(false)
    expect(needsSkinTest([])).toBe(false)
  })
})

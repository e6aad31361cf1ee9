import { describe, expect, it } from 'vitest'

import { linePence } from './pricing'
import {
  averageChange,
  changedPence,
  inScope,
  percentWords,
  previewPriceChange,
  type PriceChangeRule,
} from './price-change'
import { demoCatalogue } from './testing/demo-catalogue'

const fivePercent: PriceChangeRule = { by: 'percent', percent: 5, on: 'both', roundTo: 50 }

describe('a price after a planned change', () => {
  it('rises by the percentage, rounded to the salon’s step, half up', () => {
    // £66 × 1.05 = £69.30 → £69.50 to the nearest 50p; £32 product × 1.05 = £33.60 → £33.50.
    expect(changedPence(6600, fivePercent, 'price')).toBe(6950)
    expect(changedPence(3200, fivePercent, 'product')).toBe(3350)
    expect(changedPence(6600, { ...fivePercent, roundTo: 1 }, 'price')).toBe(6930)
    expect(changedPence(6600, { ...fivePercent, roundTo: 100 }, 'price')).toBe(6900)
    // Exactly half way goes up: £10 × 1.025 = £10.25 → £10.50.
    expect(changedPence(1000, { ...fivePercent, percent: 2.5 }, 'price')).toBe(1050)
  })

  it('adds an amount, and changes only the part the plan names', () => {
    const twoPounds: PriceChangeRule = { by: 'amount', amountPence: 200, on: 'price', roundTo: 1 }
    expect(changedPence(6600, twoPounds, 'price')).toBe(6800)
    expect(changedPence(3200, twoPounds, 'product')).toBe(3200)
    expect(changedPence(3200, { ...fivePercent, on: 'price' }, 'product')).toBe(3200)
    expect(changedPence(6600, { ...fivePercent, on: 'product' }, 'price')).toBe(6600)
  })

  it('leaves what is free free, and never goes below £0', () => {
    expect(changedPence(0, fivePercent, 'price')).toBe(0)
    expect(
      changedPence(0, { by: 'amount', amountPence: 500, on: 'both', roundTo: 1 }, 'product'),
    ).toBe(0)
    expect(
      changedPence(300, { by: 'amount', amountPence: -500, on: 'both', roundTo: 1 }, 'price'),
    ).toBe(0)
  })
})

describe('the preview of a plan', () => {
  const cat = demoCatalogue()

  it('lists every changed service at every level, priced by the one line rule', () => {
    const { rows } = previewPriceChange(
      cat.services,
      cat.levels,
      { groups: [2], colourCategories: [], services: [] },
      fivePercent,
    )
    const colours = cat.services.filter((s) => s.kind === 'colour' && s.pricePence > 0)
    expect(rows.map((r) => r.serviceId)).toEqual(colours.map((s) => s.id))
    const row = rows[0]!
    const service = colours[0]!
    expect(row.levels).toHaveLength(cat.levels.length)
    for (const l of row.levels) {
      const level = cat.levels.find((x) => x.id === l.levelId)!
      expect(l.beforePence).toBe(linePence(service, level.adapter))
      expect(l.afterPence).toBe(
        linePence(
          {
            ...service,
            pricePence: changedPence(service.pricePence, fivePercent, 'price'),
            productPence: changedPence(service.productPence, fivePercent, 'product'),
          },
          level.adapter,
        ),
      )
      expect(l.afterPence).toBeGreaterThanOrEqual(l.beforePence)
    }
  })

  it('takes a colour category, or chosen services, and never a “None”', () => {
    const none = cat.services.find((s) => s.pricePence === 0)!
    const colour = cat.services.find((s) => s.kind === 'colour' && s.pricePence > 0)!
    const cut = cat.services.find((s) => s.kind === 'finish' && s.pricePence > 0)!
    expect(inScope(colour, { groups: [], colourCategories: [colour.cat2], services: [] })).toBe(
      true,
    )
    expect(inScope(cut, { groups: [], colourCategories: [cut.cat2], services: [] })).toBe(false)
    expect(inScope(cut, { groups: [], colourCategories: [], services: [cut.id] })).toBe(true)
    expect(
      inScope(none, {
        groups: [none.cat2 ? 0 : 1, 2, 3, 4, 5, 6],
        colourCategories: [],
        services: [none.id],
      }),
    ).toBe(false)
  })

  it('says the average change as the notice words it', () => {
    expect(
      averageChange([
        {
          before: { pricePence: 1000, productPence: 0 },
          after: { pricePence: 1050, productPence: 0 },
        },
        {
          before: { pricePence: 2000, productPence: 0 },
          after: { pricePence: 2080, productPence: 0 },
        },
      ]),
    ).toBe(4.5)
    expect(averageChange([])).toBeNull()
    expect(percentWords(4.5)).toBe('4.5%')
    expect(percentWords(5)).toBe('5%')
    expect(percentWords(-2)).toBe('−2%')
  })
})

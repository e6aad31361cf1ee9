import { describe, expect, it } from 'vitest'

import { formatGBP, poundsToPence } from './money'
import {
  hairSupplementPence,
  linePence,
  percentOffPence,
  quoteLines,
  totalPence,
  type PricedService,
} from './pricing'
import { serviceKind } from './service-kinds'

const svc = (over: Partial<PricedService>): PricedService => ({
  id: 1,
  name: 'Full head foils',
  kind: 'colour',
  pricePence: 6600,
  productPence: 3200,
  ...over,
})

describe('linePence', () => {
  it('prices the worked example in docs/rules.md', () => {
    expect(linePence(svc({}), 0)).toBe(9800) // Stylist: £98
    expect(linePence(svc({}), 25.3)).toBe(11500) // Advanced Senior: 114.70 → £115
  })

  it.each([
    ['colour', 4950, 2400, -20, 6360, 6400], // 49.50 × 0.8 + 24 = 63.60 → £64
    ['colourAddOn', 725, 400, 12.32, 1214, 1200], // 7.25 × 1.1232 + 4 = 12.14 → £12
    ['mensColour', 1540, 800, 0, 2340, 2300],
    ['finish', 4950, 999, 6.26, 5260, 5300], // product ignored: 49.50 × 1.0626 = 52.60 → £53
    ['finishAddOn', 1000, 0, -81.41, 186, 200],
    ['mensCut', 2200, 0, 25.3, 2757, 2800],
    ['treatment', 1500, 500, 25.3, 1500, 1500], // flat: no adapter, no product
    ['plex', 2000, 0, -65.05, 2000, 2000],
  ] as const)(
    '%s at %s pence + %s product, adapter %s',
    (kind, price, product, adapter, _raw, expected) => {
      expect(linePence(svc({ kind, pricePence: price, productPence: product }), adapter)).toBe(
        expected,
      )
    },
  )

  it('rounds exact halves up', () => {
    // 33 × 1.5 = 49.50 → £50
    expect(linePence(svc({ kind: 'finish', pricePence: 3300 }), 50)).toBe(5000)
    expect(linePence(svc({ kind: 'finish', pricePence: 4949 }), 0)).toBe(4900)
  })

  it('prices the worked example of her hair in docs/rules.md (ADR 051)', () => {
    const balayage = svc({ name: 'Balayage — half head', pricePence: 7700, productPence: 3550 })
    // Senior Stylist (+12.32 %): 77 × 1.1232 + 35.50 = 121.99 → £122.
    expect(linePence(balayage, 12.32)).toBe(12200)
    // Long (+20 %) and thick (+£10): 121.9864 × 1.20 + 10 = 156.38 → £156, one rounding.
    const long = { ...balayage, hair: { percent: 20, pence: 1000 } }
    expect(linePence(long, 12.32)).toBe(15600)
    expect(hairSupplementPence(long, 12.32)).toBe(3400)
    // Treatments are not levelled, but her hair still counts: £15 × 1.35 = £20.25 → £20.
    expect(
      linePence(
        svc({ kind: 'treatment', pricePence: 1500, hair: { percent: 35, pence: 0 } }),
        25.3,
      ),
    ).toBe(2000)
  })

  it('a "None" stays £0 whatever her hair', () => {
    const none = svc({ kind: 'colourAddOn', pricePence: 0, productPence: 0 })
    expect(linePence({ ...none, hair: { percent: 35, pence: 1000 } }, 25.3)).toBe(0)
  })

  it('a zero-priced "None" option costs nothing', () => {
    expect(linePence(svc({ kind: 'colourAddOn', pricePence: 0, productPence: 0 }), 25.3)).toBe(0)
  })
})

describe('quoteLines and totals', () => {
  const services: PricedService[] = [
    svc({ id: 1 }),
    svc({ id: 2, name: 'None', kind: 'colourAddOn', pricePence: 0, productPence: 0 }),
    svc({ id: 3, name: 'Plex', kind: 'plex', pricePence: 1000, productPence: 0 }),
    svc({ id: 4, name: 'Cut, dry & style', kind: 'finish', pricePence: 4950, productPence: 0 }),
  ]

  it('lists only lines above £0 and totals the rounded lines', () => {
    const lines = quoteLines(services, 25.3)
    expect(lines.map((l) => l.serviceId)).toEqual([1, 3, 4])
    expect(lines.map((l) => l.pence)).toEqual([11500, 1000, 6200])
    expect(totalPence(lines)).toBe(18700)
  })

  it('the first visit takes the offer’s percentage off, in whole pounds', () => {
    expect(percentOffPence(18700, 20)).toBe(15000) // 149.60 → £150
    expect(percentOffPence(9800, 20)).toBe(7800) // 78.40 → £78
    expect(percentOffPence(0, 20)).toBe(0)
    expect(percentOffPence(9800, 25)).toBe(7400) // 73.50 → £74 (half up)
    expect(percentOffPence(10000, 12.5)).toBe(8800) // 87.50 → £88
    expect(percentOffPence(9800, 0)).toBe(9800)
    expect(percentOffPence(9800, 100)).toBe(0)
  })
})

describe('serviceKind', () => {
  it.each([
    [1, 0, 'finish'],
    [2, 3, 'colour'],
    [3, 1, 'colourAddOn'],
    [4, 0, 'finishAddOn'],
    [5, 1, 'plex'],
    [5, 2, 'treatment'],
    [6, 0, 'mensCut'],
    [6, 1, 'mensColour'],
    [1, 5, null],
    [7, 0, null],
  ] as const)('cat1 %s cat2 %s is %s', (cat1, cat2, kind) => {
    expect(serviceKind(cat1, cat2)).toBe(kind)
  })
})

describe('money', () => {
  it('formats whole pounds in en-GB', () => {
    expect(formatGBP(111500)).toBe('£1,115')
    expect(formatGBP(9800)).toBe('£98')
    expect(poundsToPence(49.5)).toBe(4950)
    expect(poundsToPence(18.8)).toBe(1880)
  })
})

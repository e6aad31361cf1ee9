import { describe, expect, it } from 'vitest'

import { forHair, noHairAnswers } from './hair'
import { priceAtEveryLevel, priceByHairBand, pricingRuleText } from './level-table'
import { linePence } from './pricing'
import { demoCatalogue } from './testing/demo-catalogue'

const cat = demoCatalogue()
const named = (name: string) => cat.services.find((s) => s.name === name)!

describe('priceAtEveryLevel', () => {
  it('prices full head foils at every level as the worked example does', () => {
    const rows = priceAtEveryLevel(cat, named('Full head foils'))
    expect(rows.map((r) => r.level.name)).toEqual(cat.levels.map((l) => l.name))
    expect(rows.find((r) => r.level.name === 'Stylist')?.pence).toBe(9800)
    expect(rows.find((r) => r.level.name === 'Advanced Senior')?.pence).toBe(11500)
  })

  it('marks what a New Starter may not do, and still shows the other levels', () => {
    const rows = priceAtEveryLevel(cat, named("Men's restyle"))
    expect(rows[0]?.verdict.ok).toBe(false)
    expect(rows.slice(1).every((r) => r.verdict.ok)).toBe(true)
    // Restricted through its colour category (balayage), not its own flag.
    expect(priceAtEveryLevel(cat, named('Balayage — half head'))[0]?.verdict.ok).toBe(false)
  })

  it('keeps flat services flat', () => {
    const prices = priceAtEveryLevel(cat, named('Scalp detox')).map((r) => r.pence)
    expect(new Set(prices)).toEqual(new Set([2000]))
    expect(pricingRuleText(named('Scalp detox'))).toMatch(/same price/)
  })
})

describe('priceByHairBand', () => {
  it('balayage: beside the price list’s price, what long, extra long and thick hair pay', () => {
    const service = named('Balayage — half head')
    const table = priceByHairBand(cat, service)
    expect(table.first).toBe('Short, Fine')
    expect(table.columns.map((c) => c.band.name)).toEqual(['Long', 'Extra long', 'Thick'])
    // At Stylist (no adjustment): £77 + £35.50 product = £112.50; ×1.2, ×1.35, +£10; rounded once.
    const stylist = table.rows.find((r) => r.level.name === 'Stylist')!
    expect(stylist.pence).toBe(11300)
    expect(stylist.byBand).toEqual([13500, 15200, 12300])
  })

  it('every figure is the one the calculator gives for that hair', () => {
    for (const service of cat.services) {
      const table = priceByHairBand(cat, service)
      table.columns.forEach(({ measure, band }, i) => {
        const answers = noHairAnswers()
        answers[measure] = band.id
        const priced = forHair(cat, answers).services.find((s) => s.id === service.id)!
        for (const row of table.rows)
          expect(row.byBand[i], `${service.name}, ${band.name}, ${row.level.name}`).toBe(
            linePence(priced, row.level.adapter),
          )
      })
    }
  })

  it('no columns where her hair changes nothing: roots, a crop’s own price, a cut', () => {
    for (const name of ['Roots', 'Full head colour — short', 'Cut, dry & style']) {
      const table = priceByHairBand(cat, named(name))
      expect(table.columns, name).toEqual([])
      expect(table.first, name).toBeNull()
    }
  })
})

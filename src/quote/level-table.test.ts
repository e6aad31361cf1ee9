import { describe, expect, it } from 'vitest'

import { priceAtEveryLevel, pricingRuleText } from './level-table'
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

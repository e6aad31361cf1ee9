import { describe, expect, it } from 'vitest'

import { formatGBPExact } from './money'
import { groupStylists } from './stylist-groups'
import { demoCatalogue } from './testing/demo-catalogue'

const cat = demoCatalogue()

describe('stylistsBySalon', () => {
  it("puts the client's salon first, then the others in the catalogue's order", () => {
    expect(groupStylists(cat, cat.stylists, 3).map((g) => g.salon.id)).toEqual([3, 1, 2])
    expect(groupStylists(cat, cat.stylists, 1).map((g) => g.salon.id)).toEqual([1, 2, 3])
  })

  it('without a chosen salon, the default salon comes first, not marked as chosen', () => {
    const groups = groupStylists(cat, cat.stylists, null)
    expect(groups[0]!.salon.id).toBe(cat.defaultSalonId)
    expect(groups.every((g) => !g.chosen)).toBe(true)
    expect(groupStylists(cat, cat.stylists, 3)[0]!.chosen).toBe(true)
  })

  it('orders each salon most senior first, keeping the given order within a level', () => {
    const reversed = [...cat.stylists].reverse()
    for (const g of groupStylists(cat, reversed, 2)) {
      expect(g.items.every((s) => s.salonId === g.salon.id)).toBe(true)
      for (let i = 1; i < g.items.length; i++) {
        const [a, b] = [g.items[i - 1]!, g.items[i]!]
        expect(a.levelId).toBeGreaterThanOrEqual(b.levelId)
        if (a.levelId === b.levelId) expect(reversed.indexOf(a)).toBeLessThan(reversed.indexOf(b))
      }
    }
  })

  it('keeps every stylist exactly once and leaves out empty salons', () => {
    const some = cat.stylists.filter((s) => s.salonId !== 1)
    const groups = groupStylists(cat, some, 1)
    expect(groups.map((g) => g.salon.id)).toEqual([2, 3])
    expect(groups.flatMap((g) => g.items).length).toBe(some.length)
  })
})

describe('formatGBPExact', () => {
  it('shows pence only when there are some', () => {
    expect(formatGBPExact(1250)).toBe('£12.50')
    expect(formatGBPExact(6000)).toBe('£60')
    expect(formatGBPExact(100005)).toBe('£1,000.05')
  })
})

import { describe, expect, it } from 'vitest'

import { fromPence, fromWho } from './prices'
import { linePence } from './pricing'
import { demoCatalogue, serviceNamed } from './testing/demo-catalogue'

const cat = demoCatalogue()

describe('fromWho: whose price "from £" is', () => {
  it('names the most junior level that can do it and the salons she works at', () => {
    const cut = serviceNamed(cat, 'Cut, dry & style')
    const who = fromWho(cat, cut)
    expect(who?.level.name).toBe('New Starter')
    expect(who?.salons.map((s) => s.shortName)).toEqual(['Academy'])
  })

  it('skips a level that may not do the service', () => {
    // New Starters do not cut men's hair: the lowest price is the next level's.
    const who = fromWho(cat, serviceNamed(cat, 'Clipper cut'))
    expect(who?.level.name).toBe('Apprentice')
    const salons = new Set(who?.salons.map((s) => s.id))
    const apprentices = cat.stylists.filter((s) => s.levelId === who?.level.id)
    expect(salons.size).toBeGreaterThan(0)
    for (const id of salons) expect(apprentices.some((s) => s.salonId === id)).toBe(true)
  })

  it('is the level whose price is the "from" price', () => {
    for (const s of cat.services.filter((x) => x.pricePence > 0)) {
      const who = fromWho(cat, s)
      if (!who) continue
      expect(linePence(s, who.level.adapter), s.name).toBe(fromPence(cat, s))
    }
  })

  it('belongs to nobody when the price is the same at every level', () => {
    expect(fromWho(cat, serviceNamed(cat, 'Bond builder — standard'))).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import type { CatalogueLevel } from './catalogue'
import { bySeniority, hasNewStarterRules, levelDown, levelsNearest, levelUp } from './levels'

const level = (id: number, rank: number, newStarterRules = false): CatalogueLevel => ({
  id,
  name: `Level ${id}`,
  adapter: 0,
  experience: null,
  rank,
  newStarterRules,
})

// Nine levels as seeded: ids and ranks 1–9.
const seeded = Array.from({ length: 9 }, (_, i) => level(i + 1, i + 1, i === 0))

describe('levels are ordered by seniority, not by id', () => {
  it.each([
    [1, 2, null],
    [5, 6, 4],
    [9, null, 8],
  ])('seeded: from %s up is %s and down is %s', (id, up, down) => {
    expect(levelUp(id, seeded)).toBe(up)
    expect(levelDown(id, seeded)).toBe(down)
  })

  it('a level added later between two others (a high id, a middle rank) sits between them', () => {
    // "Master Stylist" added last (id 10) but ranked between Senior (8) and Advanced Senior (9).
    const levels = [
      ...seeded.map((l) => (l.rank >= 9 ? { ...l, rank: l.rank + 1 } : l)),
      level(10, 9),
    ]
    expect(levelUp(8, levels)).toBe(10)
    expect(levelUp(10, levels)).toBe(9)
    expect(levelDown(9, levels)).toBe(10)
    expect(bySeniority(levels).map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 9])
  })

  it('a retired level leaves no gap: up and down skip it', () => {
    const levels = seeded.filter((l) => l.id !== 5)
    expect(levelUp(4, levels)).toBe(6)
    expect(levelDown(6, levels)).toBe(4)
    expect(levelUp(5, levels)).toBeNull() // not a level any more
  })

  it('the most junior level has no "down" whatever its id', () => {
    const levels = [level(7, 1, true), level(3, 2), level(12, 3)]
    expect(levelDown(7, levels)).toBeNull()
    expect(levelUp(7, levels)).toBe(3)
    expect(levelUp(12, levels)).toBeNull()
  })

  it('the nearest levels are counted in steps of seniority, the more senior first on a tie', () => {
    const levels = [level(40, 10), level(2, 20), level(31, 30), level(4, 40)]
    expect(levelsNearest(31, levels)).toEqual([31, 4, 2, 40])
    expect(levelsNearest(40, levels)).toEqual([40, 2, 31, 4])
  })
})

describe('the New Starter rules are a level field', () => {
  it('bind the level that has them, whatever its id or rank', () => {
    const levels = [level(9, 1), level(1, 2, true), level(5, 3)]
    expect(hasNewStarterRules({ levels }, 1)).toBe(true)
    expect(hasNewStarterRules({ levels }, 9)).toBe(false)
    expect(hasNewStarterRules({ levels }, 77)).toBe(false)
  })
})

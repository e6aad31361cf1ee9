// Levels as data (docs/rules.md, "Levels"; ADR 036): a level's seniority is its `rank`, and
// whether the New Starter rules bind it is its `newStarterRules` flag. Managers add, retire and
// reorder levels, so nothing here reads a level's database id as an order or a role.
import type { CatalogueLevel, QuoteCatalogue } from './catalogue'

type Ranked = Pick<CatalogueLevel, 'id' | 'rank'>

/** Most junior first (lowest rank); the id breaks a tie so the order is always the same. */
export const bySeniority = <L extends Ranked>(levels: readonly L[]): L[] =>
  [...levels].sort((a, b) => a.rank - b.rank || a.id - b.id)

/** "Up a level": the next more senior level; null at the top (the button is disabled). */
export function levelUp(levelId: number, levels: readonly Ranked[]): number | null {
  const order = bySeniority(levels)
  const at = order.findIndex((l) => l.id === levelId)
  return at < 0 ? null : (order[at + 1]?.id ?? null)
}

/** "Down a level": the next more junior level; null at the bottom. */
export function levelDown(levelId: number, levels: readonly Ranked[]): number | null {
  const order = bySeniority(levels)
  const at = order.findIndex((l) => l.id === levelId)
  return at < 1 ? null : (order[at - 1]?.id ?? null)
}

/**
 * The levels in order of closeness to `levelId` (by seniority, not id): itself, then one step
 * away (the more senior first), then two… An unknown level gives every level, most senior first.
 */
export function levelsNearest(levelId: number, levels: readonly Ranked[]): number[] {
  const order = bySeniority(levels)
  const at = order.findIndex((l) => l.id === levelId)
  const distance = (i: number) => (at < 0 ? 0 : Math.abs(i - at))
  return order
    .map((l, i) => ({ id: l.id, i }))
    .sort((a, b) => distance(a.i) - distance(b.i) || b.i - a.i)
    .map((l) => l.id)
}

/** Whether the New Starter rules bind this level (an unknown level is not bound). */
export const hasNewStarterRules = (cat: Pick<QuoteCatalogue, 'levels'>, levelId: number) =>
  cat.levels.find((l) => l.id === levelId)?.newStarterRules === true

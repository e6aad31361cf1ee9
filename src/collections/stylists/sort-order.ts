// Where a new stylist goes on the Team page when staff leave "Order on the Team page" empty:
// after the others of her level, so a new Junior never lands above the Advanced Seniors (issue 49).
// Without anyone at her level she goes after the last stylist on the side of hers the page starts
// from (the demo lists New Starters first; a salon may list seniors first), else first.

export type Placed = { id: number; sortOrder: number; rank: number }

/** Her order number, and the stylists that move one down to make room. */
export function placeAfterHerLevel(
  team: readonly Placed[],
  rank: number,
): { sortOrder: number; moves: { id: number; sortOrder: number }[] } {
  const ordered = [...team].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
  const sameLevel = ordered.filter((s) => s.rank === rank)
  const juniorFirst = (ordered.at(-1)?.rank ?? 0) > (ordered[0]?.rank ?? 0)
  const before = ordered.filter((s) => (juniorFirst ? s.rank < rank : s.rank > rank))
  const anchor = (sameLevel.length ? sameLevel : before).at(-1)
  const at = anchor ? ordered.indexOf(anchor) + 1 : 0
  const sortOrder = at === 0 ? (ordered[0]?.sortOrder ?? 0) : ordered[at - 1]!.sortOrder + 1
  // Everyone from her place on keeps their order, one step further down.
  const moves: { id: number; sortOrder: number }[] = []
  let next = sortOrder + 1
  for (const s of ordered.slice(at)) {
    if (s.sortOrder >= next) break
    moves.push({ id: s.id, sortOrder: next })
    next += 1
  }
  return { sortOrder, moves }
}

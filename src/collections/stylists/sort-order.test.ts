import { describe, expect, it } from 'vitest'

import { placeAfterHerLevel } from './sort-order'

// Advanced Senior (rank 9) first, then Senior (8), then Stylist (5).
const team = [
  { id: 1, sortOrder: 0, rank: 9 },
  { id: 2, sortOrder: 1, rank: 9 },
  { id: 3, sortOrder: 2, rank: 8 },
  { id: 4, sortOrder: 3, rank: 5 },
  { id: 5, sortOrder: 4, rank: 5 },
]

describe('a new stylist on the Team page', () => {
  it('goes after the others of her level, and those below move down one', () => {
    expect(placeAfterHerLevel(team, 8)).toEqual({
      sortOrder: 3,
      moves: [
        { id: 4, sortOrder: 4 },
        { id: 5, sortOrder: 5 },
      ],
    })
  })

  it('goes last when hers is the last level on the page', () => {
    expect(placeAfterHerLevel(team, 5)).toEqual({ sortOrder: 5, moves: [] })
  })

  it('without anyone at her level, goes after the last more senior stylist', () => {
    expect(placeAfterHerLevel(team, 6)).toEqual({
      sortOrder: 3,
      moves: [
        { id: 4, sortOrder: 4 },
        { id: 5, sortOrder: 5 },
      ],
    })
  })

  it('on a page that starts with the juniors, goes after the last more junior one', () => {
    const juniorFirst = team.map((s) => ({ ...s, rank: 10 - s.rank }))
    // Ranks 1, 1, 2, 5, 5: a rank-3 stylist goes after the rank-2 one.
    expect(placeAfterHerLevel(juniorFirst, 3).sortOrder).toBe(3)
    expect(placeAfterHerLevel(juniorFirst, 0)).toMatchObject({ sortOrder: 0 })
  })

  it('goes first when everyone is junior to her, or there is nobody yet', () => {
    expect(placeAfterHerLevel(team, 10).sortOrder).toBe(0)
    expect(placeAfterHerLevel(team, 10).moves).toHaveLength(5)
    expect(placeAfterHerLevel([], 3)).toEqual({ sortOrder: 0, moves: [] })
  })

  it('moves only as many as needed when the numbers have gaps', () => {
    const gappy = [
      { id: 1, sortOrder: 10, rank: 9 },
      { id: 2, sortOrder: 11, rank: 5 },
      { id: 3, sortOrder: 30, rank: 5 },
    ]
    expect(placeAfterHerLevel(gappy, 9)).toEqual({
      sortOrder: 11,
      moves: [{ id: 2, sortOrder: 12 }],
    })
  })
})

// A new stylist saved without an order on the Team page goes after the others of her level
// (sort-order.ts); those after her move down one, in the same request and transaction.
import 'server-only'

import type { CollectionBeforeChangeHook } from 'payload'

import { relId } from '@/content/staff-reads.server'

import { placeAfterHerLevel } from './sort-order'

export const placeNewStylist: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  // Only a new stylist is placed; the saves that make room for her are updates.
  if (operation !== 'create') return data
  if (typeof data.sortOrder === 'number' && Number.isFinite(data.sortOrder)) return data
  const levelId = relId(data.level)
  if (levelId == null) return data
  const { payload } = req
  const [levels, team] = await Promise.all([
    payload.find({ collection: 'levels', pagination: false, depth: 0, req }),
    payload.find({ collection: 'stylists', pagination: false, depth: 0, req }),
  ])
  const rankOf = new Map(levels.docs.map((l) => [l.id, l.rank]))
  const rank = rankOf.get(levelId)
  if (rank == null) return data
  const placed = placeAfterHerLevel(
    team.docs.map((s) => ({
      id: s.id,
      sortOrder: s.sortOrder ?? 0,
      rank: rankOf.get(relId(s.level) ?? -1) ?? 0,
    })),
    rank,
  )
  for (const move of placed.moves) {
    await payload.update({
      collection: 'stylists',
      id: move.id,
      data: { sortOrder: move.sortOrder },
      req,
      overrideAccess: true,
    })
  }
  return { ...data, sortOrder: placed.sortOrder }
}

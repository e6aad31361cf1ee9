// A new stylist saved without an order goes after the others of her level on the Team page, not
// above the Advanced Seniors (issue 49; src/collections/stylists/sort-order.ts).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bootPayload } from './harness'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
})

const team = async () =>
  (
    await payload.find({
      collection: 'stylists',
      pagination: false,
      depth: 0,
      sort: ['sortOrder', 'id'],
    })
  ).docs

describe('a new stylist on the Team page', () => {
  it('comes after the others of her level, and nobody else changes place', async () => {
    const before = await team()
    const levels = (await payload.find({ collection: 'levels', pagination: false, depth: 0 })).docs
    const senior = levels.reduce((a, b) => (b.rank > a.rank ? b : a))
    const seniors = before.filter((s) => s.level === senior.id)
    expect(seniors.length).toBeGreaterThan(0)
    const template = before[0]!

    const created = await payload.create({
      collection: 'stylists',
      data: {
        firstName: 'Orla',
        lastName: 'Newcombe',
        slug: 'orla-newcombe',
        salon: template.salon,
        level: senior.id,
        para1: 'Orla joins us from a salon in Leeds.',
      },
      depth: 0,
    })

    const after = await team()
    const at = after.findIndex((s) => s.id === created.id)
    const lastSenior = after.findIndex((s) => s.id === seniors.at(-1)!.id)
    expect(at).toBe(lastSenior + 1)
    // Everyone else keeps the order they had.
    expect(after.filter((s) => s.id !== created.id).map((s) => s.id)).toEqual(
      before.map((s) => s.id),
    )
    await payload.delete({ collection: 'stylists', id: created.id })
  })

  it('keeps the order staff give her', async () => {
    const template = (await team())[0]!
    const created = await payload.create({
      collection: 'stylists',
      data: {
        firstName: 'Pia',
        lastName: 'Ordered',
        slug: 'pia-ordered',
        salon: template.salon,
        level: template.level,
        para1: 'Pia colours.',
        sortOrder: 99,
      },
      depth: 0,
    })
    expect(created.sortOrder).toBe(99)
    await payload.delete({ collection: 'stylists', id: created.id })
  })
})

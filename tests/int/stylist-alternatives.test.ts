// A stylist who has left points visitors to others: never to herself (ADR 032).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bootPayload } from './harness'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
})

describe('a stylist who has left', () => {
  it('cannot be her own alternative, and others can be', async () => {
    const [her, other] = (
      await payload.find({ collection: 'stylists', limit: 2, sort: 'id', depth: 0 })
    ).docs
    await expect(
      payload.update({
        collection: 'stylists',
        id: her!.id,
        data: { hasLeft: true, alternatives: [her!.id] },
      }),
    ).rejects.toThrow(/alternatives/i)
    const saved = await payload.update({
      collection: 'stylists',
      id: her!.id,
      data: { hasLeft: true, alternatives: [other!.id] },
      depth: 0,
    })
    expect(saved.alternatives).toEqual([other!.id])
  })
})

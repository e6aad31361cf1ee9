// Colour categories carry an optional swatch image: seeded for every category, readable by
// visitors, mapped for the calculator and price list, and safe to delete from the media
// library (the category stays, without its image).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as cmsGet } from '@/app/(payload)/cms-api/[...slug]/route'
import { mapColourCategory } from '@/content/map'

import { bootPayload } from './harness'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
})

describe('colour category swatches', () => {
  it('are seeded for every category and mapped with their size and alt text', async () => {
    const { docs } = await payload.find({
      collection: 'colour-categories',
      depth: 1,
      limit: 0,
      sort: 'code',
    })
    expect(docs.length).toBe(7)
    for (const doc of docs) {
      const c = mapColourCategory(doc)
      expect(c.image, c.name).not.toBeNull()
      expect(c.image?.url).toMatch(/\/colour-\d+\.webp$/)
      expect([c.image?.width, c.image?.height]).toEqual([600, 600])
      expect(c.image?.alt.length).toBeGreaterThan(20)
    }
  })

  it('are public, like the rest of the price list', async () => {
    const res = await cmsGet(
      new Request('http://localhost/cms-api/colour-categories?depth=1&sort=code&limit=1'),
      { params: Promise.resolve({ slug: ['colour-categories'] }) },
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { docs: { image: { url: string } | null }[] }
    expect(body.docs[0]?.image?.url).toMatch(/\.webp$/)
  })

  it('can be deleted from the media library: the category stays, without an image', async () => {
    const { docs } = await payload.find({
      collection: 'colour-categories',
      where: { code: { equals: 5 } },
      depth: 0,
    })
    const category = docs[0]
    const imageId = category?.image
    expect(typeof imageId).toBe('number')
    await payload.delete({ collection: 'media', id: imageId as number })
    const after = await payload.findByID({
      collection: 'colour-categories',
      id: category!.id,
      depth: 1,
    })
    expect(after.name).toBe('Vivids')
    expect(after.image ?? null).toBeNull()
    expect(mapColourCategory(after).image).toBeNull()
  })
})

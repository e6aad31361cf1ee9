// Every width the pages draw an image at is made when it is uploaded or seeded (ADR 033), so no
// visitor waits for a resize: the seeded images have their copies, an upload through the admin's
// API makes them, a small image is never enlarged, and the copies go with the image.
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { IMAGE_WIDTHS, mediaDir } from '@/collections/media/config'
import { mapImage } from '@/content/map'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await bootPayload()
  cookie = (await login(demoEmail.manager)).cookie!
})

async function upload(name: string, width: number, height: number, type: 'jpeg' | 'png') {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 150, b: 120 } },
  })
  const data = await (type === 'jpeg' ? image.jpeg() : image.png()).toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type: `image/${type}` }), name)
  form.append('_payload', JSON.stringify({ alt: `A test upload called ${name}` }))
  const res = await rest('POST', '/cms-api/media', { cookie, form })
  expect(res.status, res.text).toBe(201)
  return res.json.doc as { id: number; filename: string }
}

const fileOf = (url: string) => path.join(mediaDir(), decodeURIComponent(url.split('/').pop()!))

describe('image sizes made at upload', () => {
  it('every seeded image has a WebP copy at each width, never wider than the image', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 0, depth: 0 })
    expect(docs.length).toBeGreaterThan(40)
    for (const doc of docs) {
      const image = mapImage(doc)!
      const widths = image.variants?.map((v) => v.width) ?? []
      // Narrowest first, one per width, up to the image's own width or the widest size.
      expect(widths, doc.filename!).toEqual([...widths].sort((a, b) => a - b))
      expect(widths.at(-1), doc.filename!).toBe(Math.min(image.width, IMAGE_WIDTHS.at(-1)!))
      for (const v of image.variants ?? []) {
        expect(v.url, doc.filename!).toMatch(/^\/cms-api\/media\/file\/.+\.webp$/)
        expect(existsSync(fileOf(v.url)), v.url).toBe(true)
      }
    }
  })

  it('an upload through the API makes every width at once, as WebP', async () => {
    const doc = await upload('wide-salon-photo.jpg', 2400, 1600, 'jpeg')
    const saved = await payload.findByID({ collection: 'media', id: doc.id, depth: 0 })
    const image = mapImage(saved)!
    expect(image.variants?.map((v) => v.width)).toEqual([...IMAGE_WIDTHS])
    for (const v of image.variants!) {
      const meta = await sharp(fileOf(v.url)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        v.width,
        Math.round((v.width * 1600) / 2400),
      ])
      // Served at once by the file route: nothing is made on the request.
      expect((await rest('GET', v.url)).status).toBe(200)
    }
  })

  it('a small image is not enlarged: its copies stop at its own width', async () => {
    const doc = await upload('small-logo.png', 300, 100, 'png')
    const image = mapImage(await payload.findByID({ collection: 'media', id: doc.id, depth: 0 }))!
    expect(image.variants?.map((v) => v.width)).toEqual([128, 256, 300])
    const top = await sharp(fileOf(image.variants!.at(-1)!.url)).metadata()
    expect([top.format, top.width]).toEqual(['webp', 300])
  })

  it('deleting an image deletes its copies', async () => {
    const doc = await upload('to-delete.jpg', 800, 600, 'jpeg')
    const image = mapImage(await payload.findByID({ collection: 'media', id: doc.id, depth: 0 }))!
    const files = image.variants!.map((v) => fileOf(v.url))
    expect(files.every((f) => existsSync(f))).toBe(true)
    expect((await rest('DELETE', `/cms-api/media/${doc.id}`, { cookie })).status).toBe(200)
    expect(files.filter((f) => existsSync(f))).toEqual([])
  })
})

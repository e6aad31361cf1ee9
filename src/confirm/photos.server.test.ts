import { readFileSync } from 'node:fs'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import {
  CLIENT_PHOTO_SIDE,
  cleanClientPhoto,
  clientPhotoMessages,
  MAX_PHOTO_BYTES,
} from './photos.server'

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 90 } } })
/** CRC-32 as PNG chunks use it. */
const crc32 = (bytes: Uint8Array) => {
  let c = ~0
  for (const b of bytes) {
    c ^= b
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}
/** A small PNG with its header rewritten to claim another size (a decompression bomb's shape). */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await solid(8, 8).png().toBuffer())
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}
const which = 'Photo 1 (your hair now, from the front)'

describe('a client’s photo', () => {
  it('is written anew as a JPEG under a random name: no GPS, no camera, turned as the camera meant', async () => {
    const input = await solid(400, 300)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Apple', Model: 'iPhone 15' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer()
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const out = await cleanClientPhoto(input, which)
    if (!out.ok) throw new Error(out.message)
    const meta = await sharp(out.data).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 400])
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(out.data.includes(Buffer.from('iPhone'))).toBe(false)
    expect(out.filename).toMatch(/^[0-9a-f]{32}\.jpg$/)
  })

  it('takes PNG, WebP, AVIF and an iPhone’s HEIC, and scales to 2,048 px', async () => {
    for (const input of [
      await solid(3000, 1000).png().toBuffer(),
      await solid(50, 40).webp().toBuffer(),
      await solid(50, 40).avif().toBuffer(),
      readFileSync('tests/fixtures/hair.heic'),
    ]) {
      const out = await cleanClientPhoto(input, which)
      if (!out.ok) throw new Error(out.message)
      expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(CLIENT_PHOTO_SIDE)
      expect((await sharp(out.data).metadata()).format).toBe('jpeg')
    }
    const heic = await cleanClientPhoto(readFileSync('tests/fixtures/hair.heic'), which)
    expect(heic.ok && [heic.width, heic.height]).toEqual([640, 480])
  })

  it('refuses an SVG, HTML named .jpg, a truncated JPEG, a bomb and a file over 15 MB, saying which', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    expect(await cleanClientPhoto(svg, which)).toEqual({
      ok: false,
      message: clientPhotoMessages.notPhoto(which),
    })
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    expect(await cleanClientPhoto(html, which)).toEqual({
      ok: false,
      message: clientPhotoMessages.notPhoto(which),
    })
    const jpeg = await solid(800, 600).jpeg().toBuffer()
    const cut = await cleanClientPhoto(jpeg.subarray(0, jpeg.length / 2), which)
    expect(cut).toEqual({ ok: false, message: clientPhotoMessages.damaged(which) })
    // A PNG whose header says 20,000 × 20,000: refused from the header, before any decoding.
    const bomb = await pngClaiming(20_000, 20_000)
    expect(await cleanClientPhoto(bomb, which)).toEqual({
      ok: false,
      message: clientPhotoMessages.tooManyPixels(which, 20_000, 20_000),
    })
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1)
    expect(await cleanClientPhoto(big, which)).toEqual({
      ok: false,
      message: clientPhotoMessages.tooLarge(which, big.length),
    })
  }, 60_000)
})

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { cleanPhoto } from './clean-photo.server'
import { photoMessages, STORED_LONGEST_SIDE } from './photo-rules'

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 180, g: 120, b: 90, alpha: 1 } } })

describe('cleanPhoto', () => {
  it('keeps JPEG, PNG and WebP as they are, and makes a still GIF a PNG', async () => {
    for (const [input, format, mime] of [
      [await solid(40, 30).jpeg().toBuffer(), 'jpeg', 'image/jpeg'],
      [await solid(40, 30, 4).png().toBuffer(), 'png', 'image/png'],
      [await solid(40, 30).webp().toBuffer(), 'webp', 'image/webp'],
      [await solid(40, 30).gif().toBuffer(), 'png', 'image/png'],
    ] as const) {
      const out = await cleanPhoto(input)
      expect(out.ok && [out.mime, out.width, out.height]).toEqual([mime, 40, 30])
      if (out.ok) expect((await sharp(out.data).metadata()).format).toBe(format)
    }
  })

  it('turns the picture the way its EXIF says and drops the tag', async () => {
    const input = await solid(40, 30).jpeg().withMetadata({ orientation: 8 }).toBuffer()
    const out = await cleanPhoto(input)
    expect(out.ok && [out.width, out.height]).toEqual([30, 40])
    if (out.ok) expect((await sharp(out.data).metadata()).orientation).toBeUndefined()
  })

  it('stores 8-bit sRGB without a profile: a 16-bit PNG, a CMYK JPEG', async () => {
    const deep = await solid(40, 30).toColourspace('rgb16').png().toBuffer()
    const cmyk = await solid(40, 30).toColourspace('cmyk').jpeg().toBuffer()
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk')
    for (const input of [deep, cmyk]) {
      const out = await cleanPhoto(input)
      expect(out.ok).toBe(true)
      const meta = await sharp((out as { data: Buffer }).data).metadata()
      expect([meta.space, meta.depth, meta.icc]).toEqual(['srgb', 'uchar', undefined])
    }
  })

  it(`keeps at most ${STORED_LONGEST_SIDE} px on the longer side`, async () => {
    const out = await cleanPhoto(await solid(6000, 4000).jpeg().toBuffer())
    expect(out.ok && [out.width, out.height]).toEqual([2560, 1707])
    const portrait = await cleanPhoto(await solid(3000, 6000).jpeg().toBuffer())
    expect(portrait.ok && [portrait.width, portrait.height]).toEqual([1280, 2560])
  })

  it('refuses a moving picture, other formats and a damaged file in salon words', async () => {
    const frames = await Promise.all(
      ['#963', '#369'].map((background) =>
        sharp({ create: { width: 20, height: 40, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    )
    for (const moving of [
      await sharp(frames, { join: { animated: true } }).gif().toBuffer(),
      await sharp(frames, { join: { animated: true } }).webp().toBuffer(),
    ]) {
      expect((await sharp(moving).metadata()).pages).toBe(2)
      expect(await cleanPhoto(moving)).toEqual({ ok: false, message: photoMessages.moving })
    }

    const avif = await solid(20, 20).avif().toBuffer()
    const tiff = await solid(20, 20).tiff().toBuffer()
    for (const input of [avif, tiff, Buffer.from('<svg/>'), Buffer.alloc(0)])
      expect(await cleanPhoto(input)).toEqual({ ok: false, message: photoMessages.notPhoto })

    const jpeg = await solid(400, 300).jpeg().toBuffer()
    expect(await cleanPhoto(jpeg.subarray(0, jpeg.length / 2))).toEqual({
      ok: false,
      message: photoMessages.damaged,
    })
  })
})

import { describe, expect, it } from 'vitest'

import { MAX_PHOTO_PIXELS, photoMessages, photoSizeProblem, safeUploadName } from './photo-rules'

describe('safeUploadName', () => {
  it.each([
    ['IMG_2041.jpg', 'jpg', 'IMG_2041.jpg'],
    // The direction override showed "rtl\u202Egnp.exe" as "rtlexe.png".
    ['rtl\u202Egnp.exe', 'png', 'rtlgnp.png'],
    ['poly.html', 'png', 'poly.png'],
    ['photo.php.jpg', 'jpg', 'photo-php.jpg'],
    ['../../etc/passwd', 'jpg', 'passwd.jpg'],
    ['C:\\Users\\Front desk\\window.ini.png', 'png', 'window-ini.png'],
    ['sa\u200Blon\u200D  ph\u0000oto\u0007.jpg', 'jpg', 'salon-photo.jpg'],
    ['\u2066isolated\u2069\u200E\uFEFF.webp', 'webp', 'isolated.webp'],
    ['line\u2028break.png', 'png', 'linebreak.png'],
    // Fullwidth letters are the letters they look like.
    ['ｐｈｏｔｏ１.png', 'png', 'photo1.png'],
    ['Été à Londres.jpg', 'jpg', 'Été-à-Londres.jpg'],
    ['沙龙.jpg', 'jpg', '沙龙.jpg'],
    ['.png', 'png', 'photo.png'],
    ['\u202E\u2066.png', 'png', 'photo.png'],
    ['---.jpg', 'jpg', 'photo.jpg'],
    ['', 'jpg', 'photo.jpg'],
    ['nul.png', 'png', 'nul-photo.png'],
    ['COM1.jpg', 'jpg', 'COM1-photo.jpg'],
  ])('%j as %s → %j', (given, ext, expected) => {
    expect(safeUploadName(given, ext)).toBe(expected)
  })

  it('keeps a long name to 80 characters, never ending in a dash', () => {
    const name = safeUploadName(`${'a'.repeat(79)} b c d e f.jpg`, 'jpg')
    expect(name).toBe(`${'a'.repeat(79)}.jpg`)
    expect(safeUploadName(`${'é'.repeat(200)}.png`, 'png')).toBe(`${'é'.repeat(80)}.png`)
  })

  it('leaves no control, invisible or path character in any name', () => {
    const nasty = Array.from({ length: 0x3000 }, (_, i) => String.fromCodePoint(i)).join('')
    const name = safeUploadName(`${nasty}.exe`, 'png')
    expect(name).toMatch(/^[\p{L}\p{M}\p{N}_-]+\.png$/u)
  })
})

describe('photoSizeProblem', () => {
  it('takes up to 40 megapixels, whatever the shape', () => {
    expect(photoSizeProblem(8_000, 5_000)).toBeNull()
    expect(photoSizeProblem(40_000, 1_000)).toBeNull()
    expect(photoSizeProblem(1, 1)).toBeNull()
    expect(8_000 * 5_000).toBe(MAX_PHOTO_PIXELS)
  })

  it('refuses more, saying the limit and the photo’s own size', () => {
    expect(photoSizeProblem(16_383, 16_383)).toBe(
      'Photos can be at most 40 megapixels (8,000 × 5,000); this one is 16,383 × 16,383. Please make it smaller and upload it again.',
    )
    expect(photoSizeProblem(8_001, 5_000)).toBe(photoMessages.tooBig(8_001, 5_000))
  })

  it('a size that is not one is a damaged file', () => {
    for (const [w, h] of [
      [0, 10],
      [10, 0],
      [Number.NaN, 10],
    ])
      expect(photoSizeProblem(w!, h!)).toBe(photoMessages.damaged)
  })
})

// The sharing image as a person sees it, decoded with sharp: emoji in colour, Greek, Arabic and
// Chinese drawn as letters (not the same empty box for every one), a word too long for the line
// broken inside the card, and a NUL that no longer ends the headline (ADR 042).
import fc from 'fast-check'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { ogCard } from './card.server'

type Card = Parameters<typeof ogCard>[0]
type Pixels = { data: Buffer; width: number; height: number; channels: number }

const FOREST = [0x24, 0x39, 0x2f]

async function draw(card: Partial<Card>): Promise<Pixels> {
  const res = await ogCard({ brand: 'Willow & Wren', title: '', ...card })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  const png = Buffer.from(await res.arrayBuffer())
  expect(png.subarray(1, 4).toString()).toBe('PNG')
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  expect([info.width, info.height]).toEqual([1200, 630])
  return { data, width: info.width, height: info.height, channels: info.channels }
}

type Rect = { left: number; top: number; right: number; bottom: number }

/** The pixels in `rect` that are not the background, and how many of them are vivid colour. */
function ink(p: Pixels, rect: Rect) {
  let drawn = 0
  let vivid = 0
  for (let y = rect.top; y < rect.bottom; y++)
    for (let x = rect.left; x < rect.right; x++) {
      const i = (y * p.width + x) * p.channels
      const [r, g, b] = [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!]
      if (Math.abs(r - FOREST[0]!) + Math.abs(g - FOREST[1]!) + Math.abs(b - FOREST[2]!) > 24)
        drawn++
      // Far from the card's own cream, blush, brass and sage: an emoji's yellow, red or blue.
      if (Math.max(r, g, b) - Math.min(r, g, b) > 110) vivid++
    }
  return { drawn, vivid }
}

/** Between the brand row and the bottom row, inside the side margins. */
const middle: Rect = { left: 72, top: 152, right: 1128, bottom: 476 }
const rightMargin: Rect = { left: 1132, top: 130, right: 1200, bottom: 630 }
const leftMargin: Rect = { left: 0, top: 0, right: 68, bottom: 630 }
// Above the bottom row's badge (its top is near 493).
const belowMiddle: Rect = { left: 0, top: 478, right: 1200, bottom: 490 }

const same = (a: Pixels, b: Pixels) => a.data.equals(b.data)

describe('the sharing image', () => {
  it('draws emoji, in colour', async () => {
    const plain = await draw({ title: 'Glow up' })
    const emoji = await draw({ title: 'Glow ✨ up 🌸💇‍♀️🇬🇧' })
    expect(ink(plain, middle).vivid).toBe(0)
    expect(ink(emoji, middle).vivid).toBeGreaterThan(500)
  }, 60_000)

  it.each([
    ['Greek', 'αβγδεζ', 'ωψχφυτ'],
    ['Arabic', 'سلام', 'شكرا'],
    ['Hebrew', 'שלום', 'תודה'],
    ['Chinese', '日本語', '中文字'],
    ['Devanagari', 'नमस्ते', 'धन्यवा'],
    ['Thai', 'สวัสดี', 'ขอบคุณ'],
  ])(
    'draws %s as letters: two words of one length are two pictures',
    async (_, a, b) => {
      const first = await draw({ title: a })
      const second = await draw({ title: b })
      expect(ink(first, middle).drawn).toBeGreaterThan(1000)
      expect(same(first, second)).toBe(false)
    },
    60_000,
  )

  it('leaves out what no font here draws (Korean), never an empty box', async () => {
    expect(same(await draw({ title: 'Salon 한국어' }), await draw({ title: 'Salon' }))).toBe(true)
  }, 60_000)

  it('breaks a 60-character word inside the card', async () => {
    const word = 'Supercalifragilisticexpialidociousextraordinarilyfabulouscut'
    expect(word).toHaveLength(60)
    for (const card of [{ title: word }, { title: `Our ${word} offer`, subtitle: word }]) {
      const p = await draw(card)
      expect(ink(p, middle).drawn).toBeGreaterThan(5000)
      expect(ink(p, rightMargin).drawn, 'right margin').toBe(0)
      expect(ink(p, leftMargin).drawn, 'left margin').toBe(0)
    }
  }, 60_000)

  it('a NUL or another control character does not cut the headline', async () => {
    const typed = await draw({ title: 'Glow\u0000 up for summer\u0007' })
    const plain = await draw({ title: 'Glow up for summer' })
    expect(same(typed, plain)).toBe(true)
    // And the words after the NUL are there: it is not the picture of "Glow".
    expect(same(plain, await draw({ title: 'Glow' }))).toBe(false)
  }, 60_000)

  it('a very long headline stays inside the card, above the bottom row', async () => {
    const p = await draw({
      eyebrow: 'Seasonal',
      title: 'Balayage and a blow-dry with a glossing treatment '.repeat(8),
      subtitle: 'from £45 with any stylist at any of our salons, '.repeat(5),
      badge: '20% off',
      footer: 'Ends 1 December 2026 · New clients',
    })
    expect(ink(p, rightMargin).drawn).toBe(0)
    expect(ink(p, belowMiddle).drawn).toBe(0)
  }, 60_000)

  it('draws every part of an offer card, with other scripts and emoji in each', async () => {
    const res = await ogCard({
      brand: 'Willow & Wren ✨',
      eyebrow: '🎉 Seasonal',
      title: 'Glow ✨ up — مرحبا 日本語 Καλημέρα 🇬🇧',
      subtitle: 'from £45 💇‍♀️',
      badge: '20% off 🔥',
      footer: 'Ends 1 December 2026 · ✂️',
    })
    expect(res.status).toBe(200)
    const png = Buffer.from(await res.arrayBuffer())
    expect((await sharp(png).metadata()).format).toBe('png')
  }, 60_000)

  it('whatever the words (any code point, lone surrogates, markup), a whole card inside its margins', async () => {
    const words = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        '<span>&amp;</span>',
        '\uD800 lone',
        'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
        '\u0000\u202E',
        'x'.repeat(300),
      ),
    )
    await fc.assert(
      fc.asyncProperty(words, words, words, async (title, subtitle, badge) => {
        const p = await draw({ title, subtitle, badge, footer: 'Ends 1 December 2026' })
        expect(ink(p, rightMargin).drawn).toBe(0)
        expect(ink(p, leftMargin).drawn).toBe(0)
      }),
      { numRuns: 25, seed: 42 },
    )
  }, 120_000)
})

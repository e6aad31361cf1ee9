import { describe, expect, it } from 'vitest'

import { cardText, ogCard } from './og-card'

describe('cardText', () => {
  it.each([
    ['Glow ✨ up', 'Glow up'],
    ['👩🏽‍🦰 Redheads 🇬🇧', 'Redheads'],
    ['Keycap 1️⃣', 'Keycap 1'],
    ['Willow & Wren™ ©2026 ®', 'Willow & Wren™ ©2026 ®'],
    ['Été — 20% off · £45', 'Été — 20% off · £45'],
    ['مرحبا 日本語', 'مرحبا 日本語'],
  ])('%j → %j', (input, shown) => {
    expect(cardText(input)).toBe(shown)
  })
})

describe('ogCard', () => {
  it('draws a card whose words hold emoji and other scripts, as a whole PNG', async () => {
    const res = await ogCard({
      brand: 'Willow & Wren ✨',
      eyebrow: '🎉 Seasonal',
      title: 'Glow ✨ up — مرحبا 日本語 🇬🇧',
      subtitle: 'from £45 💇‍♀️',
      badge: '20% off 🔥',
      footer: 'Ends 1 December 2026 · ✂️',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await res.arrayBuffer())
    expect(png.subarray(1, 4).toString()).toBe('PNG')
  }, 30_000)
})

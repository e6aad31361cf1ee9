// Renders one of each generated artwork kind to /tmp/artwork/*.png for eyeballing.
// Usage: npx tsx scripts/preview-artwork.ts

import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'
import type { Palette, SeedStylist } from '../src/seed/data/types'
import {
  bannerSvg,
  coverSvg,
  heroSvg,
  interiorSvg,
  logoSvg,
  portraitSvg,
  tileSvg,
} from '../src/seed/artwork'

const OUT = '/tmp/artwork'

type Portrait = SeedStylist['portrait']

const portraits: { name: string; initials: string; p: Portrait }[] = [
  {
    name: 'bob',
    initials: 'JW',
    p: {
      skin: '#f1d2bd',
      hair: '#3b2a20',
      hairStyle: 'bob',
      top: '#2f4a3a',
      background: '#dfe5d6',
    },
  },
  {
    name: 'long',
    initials: 'AM',
    p: {
      skin: '#e8b894',
      hair: '#c9a46a',
      hairStyle: 'long',
      top: '#e8c4bd',
      background: '#f3ece1',
    },
  },
  {
    name: 'curly',
    initials: 'NO',
    p: {
      skin: '#8d5a3b',
      hair: '#1f1612',
      hairStyle: 'curly',
      top: '#b8964e',
      background: '#e9d6cf',
    },
  },
  {
    name: 'pixie',
    initials: 'SK',
    p: {
      skin: '#f4dccb',
      hair: '#a8482c',
      hairStyle: 'pixie',
      top: '#9caf88',
      background: '#2f4a3a',
    },
  },
  {
    name: 'bun',
    initials: 'PL',
    p: {
      skin: '#c98f6b',
      hair: '#2a1d17',
      hairStyle: 'bun',
      top: '#f6f0e6',
      background: '#9caf88',
    },
  },
  {
    name: 'short',
    initials: 'OB',
    p: {
      skin: '#eac3a6',
      hair: '#6b4a32',
      hairStyle: 'short',
      top: '#3d5a6c',
      background: '#efe4d4',
    },
  },
  {
    name: 'wavy',
    initials: 'EH',
    p: {
      skin: '#f0c9a8',
      hair: '#7a4a2a',
      hairStyle: 'wavy',
      top: '#f6f0e6',
      background: '#e8c4bd',
    },
  },
  {
    name: 'fade',
    initials: 'MA',
    p: {
      skin: '#5e3b27',
      hair: '#141010',
      hairStyle: 'fade',
      top: '#2f4a3a',
      background: '#d9e0cf',
    },
  },
]

const palettes: Palette[] = [
  { base: '#9caf88', accent: '#e8c4bd', deep: '#2f4a3a', light: '#f6f0e6' },
  { base: '#d7b9a6', accent: '#b8964e', deep: '#3c4b3f', light: '#f4ece3' },
  { base: '#6f8a72', accent: '#c99a8f', deep: '#1f3327', light: '#eef0e6' },
]

async function png(name: string, svg: string): Promise<void> {
  const buf = await sharp(Buffer.from(svg)).png().toBuffer()
  await writeFile(`${OUT}/${name}.png`, buf)
  console.log(`${OUT}/${name}.png`)
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true })
  for (const { name, initials, p } of portraits)
    await png(`portrait-${name}`, portraitSvg(p, initials))
  for (const [i, pal] of palettes.entries()) await png(`interior-${i}`, interiorSvg(pal, i))
  const motifs = ['scissors', 'comb', 'drop', 'leaf', 'star', 'bottle'] as const
  const hues = [95, 20, 200, 130, 40, 340]
  for (const [i, motif] of motifs.entries()) {
    await png(`cover-${motif}`, coverSvg({ hue: hues[i] ?? 100, motif }, `Sample post ${motif}`))
  }
  await png(
    'banner-0',
    bannerSvg({ title: 'Autumn repair rituals', url: '/shop', alt: '', hue: 25 }),
  )
  await png(
    'banner-1',
    bannerSvg({
      title: 'Colour care essentials for glossy, long-lasting tones',
      url: '/shop',
      alt: '',
      hue: 100,
    }),
  )
  await png(
    'tile-0',
    tileSvg({ brand: 'Olaplex', title: 'Bond repair', description: '', url: '/shop', hue: 30 }),
  )
  await png(
    'tile-1',
    tileSvg({ brand: 'Davines', title: 'Natural', description: '', url: '/shop', hue: 110 }),
  )
  await png(
    'tile-2',
    tileSvg({
      brand: 'Kérastase & Co <Test>',
      title: 'Luxury',
      description: '',
      url: '/shop',
      hue: 330,
    }),
  )
  await png('logo', logoSvg('Willow & Wren'))
  await png('hero', heroSvg())
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})

// Renders the generated seed artwork to PNG files for looking at, one per image plus a
// contact sheet per kind, and prints each image's WebP size as the seed would store it and
// how long it took to rasterise.
// Usage: npx tsx scripts/preview-artwork.ts [kind ...] [--out DIR]
//   kinds: portraits swatches interiors covers shop brand (default: all)

import { mkdir } from 'node:fs/promises'

import sharp from 'sharp'

import * as art from '../src/seed/artwork'
import * as content from '../src/seed/data/content'
import { colourCategories } from '../src/seed/data/price-list'

const args = process.argv.slice(2)
let OUT = '.tmp/artwork'
const kinds: string[] = []
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--out') OUT = args[++i] ?? OUT
  else kinds.push(args[i] ?? '')
}
const wanted = (k: string): boolean => kinds.length === 0 || kinds.includes(k)

type Item = { name: string; svg: string; width: number }

async function render(kind: string, items: Item[], thumb: number, columns: number): Promise<void> {
  await mkdir(OUT, { recursive: true })
  const thumbs: Buffer[] = []
  let total = 0
  for (const it of items) {
    const t0 = performance.now()
    const webp = await art.renderWebp(it.svg, it.width)
    const ms = performance.now() - t0
    total += webp.length
    await sharp(Buffer.from(it.svg)).png().toFile(`${OUT}/${kind}-${it.name}.png`)
    thumbs.push(await sharp(Buffer.from(it.svg)).resize({ width: thumb }).png().toBuffer())
    console.log(
      `${kind.padEnd(10)} ${it.name.padEnd(28)} svg ${(it.svg.length / 1024).toFixed(0).padStart(4)} KB  webp ${(webp.length / 1024).toFixed(0).padStart(4)} KB  ${ms.toFixed(0).padStart(4)} ms`,
    )
  }
  const meta = await sharp(thumbs[0]).metadata()
  const h = meta.height ?? thumb
  const rows = Math.ceil(thumbs.length / columns)
  const gap = 6
  await sharp({
    create: {
      width: columns * (thumb + gap) + gap,
      height: rows * (h + gap) + gap,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(
      thumbs.map((input, i) => ({
        input,
        left: gap + (i % columns) * (thumb + gap),
        top: gap + Math.floor(i / columns) * (h + gap),
      })),
    )
    .png()
    .toFile(`${OUT}/sheet-${kind}.png`)
  console.log(
    `${kind}: ${items.length} images, ${(total / 1024).toFixed(0)} KB as WebP → ${OUT}/sheet-${kind}.png`,
  )
}

async function main(): Promise<void> {
  if (wanted('portraits')) {
    await render(
      'portraits',
      content.stylists.map((s) => ({
        name: s.slug,
        svg: art.stylistPortraitSvg(s.slug),
        width: 800,
      })),
      240,
      5,
    )
  }
  if (wanted('swatches')) {
    await render(
      'swatches',
      colourCategories.map((c) => ({
        name: `code-${c.code}`,
        svg: art.colourSwatchSvg(c.code),
        width: 600,
      })),
      300,
      4,
    )
  }
  if (wanted('interiors')) {
    await render(
      'interiors',
      content.salons.map((s) => ({
        name: `salon-${s.id}`,
        svg: art.salonInteriorSvg(s.id),
        width: 1600,
      })),
      520,
      2,
    )
  }
  if (wanted('covers')) {
    await render(
      'covers',
      [...content.posts, ...content.newsItems].map((p) => ({
        name: p.slug,
        svg: art.postCoverSvg(p.slug),
        width: 1600,
      })),
      480,
      3,
    )
  }
  if (wanted('shop')) {
    await render(
      'shop',
      [
        ...content.banners.map((b, i) => ({
          name: `banner-${i + 1}`,
          svg: art.bannerSvg(b),
          width: 1600,
        })),
        ...content.tiles.map((t, i) => ({
          name: `tile-${i + 1}`,
          svg: art.tileSvg(t),
          width: 800,
        })),
      ],
      400,
      3,
    )
  }
  if (wanted('brand')) {
    await render(
      'brand',
      [
        { name: 'logo', svg: art.logoSvg(content.brand.name), width: 600 },
        { name: 'hero', svg: art.heroSvg(), width: 2000 },
      ],
      600,
      2,
    )
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})

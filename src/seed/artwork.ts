// Generated artwork for the demo seed. There is no network access when seeding, so every
// image is drawn here as an SVG string and rasterised with sharp: the stylists' portraits
// (art/person.ts, art/hair.ts), colour swatches (art/swatches.ts), salon interiors
// (art/interiors.ts), blog and news covers (art/covers.ts), and below, the shop's banners
// and tiles, the logo and the home page hero. All drawing is pure and deterministic: the
// same input always gives byte-identical SVG.

import sharp from 'sharp'

import { coverPeople, coverStylist, covers, interiors, looks, swatches } from './data/art-direction'
import type { SeedBanner, SeedTile } from './data/types'
import {
  BRAND,
  SERIF,
  escapeXml,
  fitSize,
  hsl,
  leafPath,
  makeRng,
  mix,
  n,
  pick,
  shade,
  smoothPath,
  sprig,
  svgOpen,
} from './art/core'
import { portraitSvg } from './art/person'
import { plainSwatchSvg, swatchSvg } from './art/swatches'
import { interiorSvg } from './art/interiors'
import { coverSvg } from './art/covers'

export { escapeXml } from './art/core'
export { portraitSvg } from './art/person'

/** The portrait of a stylist, by slug, as art-direction.ts describes them. */
export function stylistPortraitSvg(slug: string): string {
  const look = looks[slug]
  if (!look) throw new Error(`No look in art-direction.ts for stylist ${slug}`)
  return portraitSvg(look, 'p')
}

/** The cover of a blog post or news item, by slug. */
export function postCoverSvg(slug: string): string {
  const scene = covers[slug]
  const zoe = looks[coverStylist]
  if (!scene || !zoe) throw new Error(`No cover in art-direction.ts for ${slug}`)
  return coverSvg(scene, { zoe, people: coverPeople })
}

/** The interior of a salon, by id. */
export function salonInteriorSvg(salonId: number): string {
  const i = interiors[salonId]
  if (!i) throw new Error(`No interior in art-direction.ts for salon ${salonId}`)
  return interiorSvg(i.scene)
}

/** The swatch of a colour category, by code; a plain lock for a code without art direction. */
export function colourSwatchSvg(code: number): string {
  const s = swatches[code]
  return s ? swatchSvg(s.technique) : plainSwatchSvg('#6a4a32')
}
// ---------------------------------------------------------------------------------------
// Products: shared bottle drawing for banners and tiles
// ---------------------------------------------------------------------------------------

type ProductKind = 'pump' | 'jar' | 'tube' | 'dropper' | 'spray'

/**
 * A product standing on y = 0, horizontally centred on x = 0, about `h` tall.
 * `body` is the main colour, `cap` the closure, `label` the label colour.
 */
function product(
  kind: ProductKind,
  h: number,
  body: string,
  cap: string,
  label: string,
  mark: string,
): string {
  const s = h / 400
  const g = (inner: string): string =>
    `<g transform="scale(${Math.round(s * 1000) / 1000})">${inner}</g>`
  const shine = (x: number, y0: number, y1: number): string =>
    `<path d="M ${x} ${y0} L ${x} ${y1}" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.3"/>`
  const labelMark = (y: number, w: number): string =>
    `<rect x="${-w / 2}" y="${y}" width="${w}" height="${w * 0.9}" rx="8" fill="${label}"/>` +
    `<path d="${leafPath(w * 0.34, w * 0.14)}" transform="translate(0 ${y + w * 0.3})" fill="${mark}"/>` +
    `<rect x="${-w * 0.3}" y="${y + w * 0.58}" width="${w * 0.6}" height="6" rx="3" fill="${mark}" opacity="0.7"/>` +
    `<rect x="${-w * 0.2}" y="${y + w * 0.7}" width="${w * 0.4}" height="5" rx="2.5" fill="${mark}" opacity="0.45"/>`
  switch (kind) {
    case 'pump':
      return g(
        `<rect x="-14" y="-400" width="28" height="70" rx="4" fill="${cap}"/>` +
          `<path d="M -30 -400 L 50 -400 C 64 -400 72 -394 76 -384 L 60 -384 L 54 -388 L -30 -388 Z" fill="${cap}"/>` +
          `<rect x="-34" y="-336" width="68" height="30" rx="6" fill="${BRAND.brass}"/>` +
          `<path d="M -90 -250 C -90 -290 -64 -306 -34 -306 L 34 -306 C 64 -306 90 -290 90 -250 L 90 -16 C 90 -6 82 0 72 0 L -72 0 C -82 0 -90 -6 -90 -16 Z" fill="${body}"/>` +
          labelMark(-220, 130) +
          shine(-64, -250, -30),
      )
    case 'jar':
      return g(
        `<rect x="-120" y="-190" width="240" height="60" rx="12" fill="${cap}"/>` +
          `<rect x="-120" y="-150" width="240" height="8" fill="#000" opacity="0.12"/>` +
          `<path d="M -130 -130 L 130 -130 L 130 -20 C 130 -8 122 0 110 0 L -110 0 C -122 0 -130 -8 -130 -20 Z" fill="${body}"/>` +
          `<rect x="-90" y="-112" width="180" height="92" rx="8" fill="${label}"/>` +
          `<path d="${leafPath(40, 16)}" transform="translate(-56 -66) rotate(-20)" fill="${mark}"/>` +
          `<rect x="-28" y="-84" width="90" height="8" rx="4" fill="${mark}" opacity="0.7"/>` +
          `<rect x="-28" y="-62" width="60" height="6" rx="3" fill="${mark}" opacity="0.45"/>` +
          shine(-108, -110, -24),
      )
    case 'tube':
      return g(
        `<path d="M -80 -380 L 80 -380 L 82 -370 L 60 -80 L -60 -80 L -82 -370 Z" fill="${body}"/>` +
          `<rect x="-86" y="-392" width="172" height="16" rx="3" fill="${shade(body, -0.1)}"/>` +
          `<rect x="-50" y="-82" width="100" height="82" rx="10" fill="${cap}"/>` +
          labelMark(-330, 110) +
          shine(-56, -360, -110),
      )
    case 'dropper':
      return g(
        `<path d="M -18 -400 C -18 -420 18 -420 18 -400 L 18 -330 L -18 -330 Z" fill="${cap}"/>` +
          `<rect x="-34" y="-330" width="68" height="70" rx="6" fill="${BRAND.brass}"/>` +
          `<rect x="-22" y="-264" width="44" height="20" fill="${shade(body, -0.1)}"/>` +
          `<path d="M -80 -200 C -80 -236 -58 -250 -30 -250 L 30 -250 C 58 -250 80 -236 80 -200 L 80 -14 C 80 -6 74 0 66 0 L -66 0 C -74 0 -80 -6 -80 -14 Z" fill="${body}"/>` +
          labelMark(-180, 116) +
          shine(-56, -200, -30),
      )
    case 'spray':
      return g(
        `<path d="M -40 -400 L 30 -400 L 40 -370 L -40 -370 Z" fill="${cap}"/>` +
          `<rect x="-40" y="-372" width="80" height="70" rx="10" fill="${cap}"/>` +
          `<rect x="-50" y="-304" width="100" height="18" rx="4" fill="${BRAND.brass}"/>` +
          `<path d="M -76 -286 L 76 -286 L 76 -14 C 76 -6 70 0 62 0 L -62 0 C -70 0 -76 -6 -76 -14 Z" fill="${body}"/>` +
          labelMark(-230, 120) +
          shine(-52, -270, -30),
      )
  }
}

// ---------------------------------------------------------------------------------------
// Shop banners (1600 x 600)
// ---------------------------------------------------------------------------------------

/** Shop banner: title on the left, a little still life of products on the right. */
export function bannerSvg(b: SeedBanner): string {
  const rng = makeRng(`banner|${b.title}|${b.hue}`)
  const hue = b.hue
  const bg1 = hsl(hue, 34, 90)
  const bg2 = hsl(hue + 12, 30, 78)
  const ink = hsl(hue, 32, 20)
  const bodyA = hsl(hue, 30, 42)
  const bodyB = hsl(hue + 20, 28, 72)
  const bodyC = BRAND.cream

  // No words in the picture: the site sets the title as text over the image,
  // readable at any width; the artwork keeps the left side calm for it.
  // still life
  const plinthX = 1180
  const floor = 500
  const kinds: ProductKind[] = ['pump', 'jar', 'dropper', 'tube', 'spray']
  const first = rng.int(0, kinds.length - 1)
  const k = (i: number): ProductKind => pick(kinds, first + i)
  const leaves =
    `<g transform="translate(${plinthX + 170} ${floor - 40}) rotate(-12)">${sprig(rng, 360, BRAND.sage, BRAND.forest, 0.9)}</g>` +
    `<g transform="translate(${plinthX - 200} ${floor - 20}) rotate(-22)">${sprig(rng, 300, shade(BRAND.sage, -0.15), BRAND.forest, 0.85)}</g>`

  const defs = `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
</defs>`

  return (
    svgOpen(1600, 600) +
    defs +
    `<rect width="1600" height="600" fill="url(#bg)"/>` +
    `<circle cx="${plinthX}" cy="250" r="250" fill="#ffffff" opacity="0.28"/>` +
    `<circle cx="${plinthX + 40}" cy="260" r="290" fill="none" stroke="${BRAND.brass}" stroke-width="2" opacity="0.45"/>` +
    leaves +
    // plinth
    `<rect x="${plinthX - 300}" y="${floor}" width="600" height="100" fill="${hsl(hue, 22, 84)}"/>` +
    `<rect x="${plinthX - 300}" y="${floor}" width="600" height="10" fill="#ffffff" opacity="0.5"/>` +
    `<ellipse cx="${plinthX}" cy="${floor + 4}" rx="260" ry="12" fill="#000" opacity="0.08"/>` +
    `<g transform="translate(${plinthX - 150} ${floor})">${product(k(0), 330, bodyA, BRAND.forest, BRAND.cream, ink)}</g>` +
    `<g transform="translate(${plinthX + 60} ${floor})">${product(k(1), 250, bodyB, BRAND.brass, BRAND.cream, ink)}</g>` +
    `<g transform="translate(${plinthX + 210} ${floor})">${product(k(2), 200, bodyC, ink, hsl(hue, 30, 86), ink)}</g>` +
    '</svg>'
  )
}

// ---------------------------------------------------------------------------------------
// Product brand tiles (800 x 800)
// ---------------------------------------------------------------------------------------

/** A brand tile: one product on a plinth with the brand name beneath. */
export function tileSvg(t: SeedTile): string {
  const rng = makeRng(`tile|${t.brand}|${t.hue}`)
  const hue = t.hue
  const bg = hsl(hue, 30, 90)
  const ink = hsl(hue, 30, 20)
  const kinds: ProductKind[] = ['pump', 'jar', 'dropper', 'tube', 'spray']
  const kind = rng.pick(kinds)
  const body = rng() < 0.5 ? hsl(hue, 30, 42) : hsl(hue, 26, 66)
  const capCol = rng() < 0.5 ? BRAND.forest : BRAND.brass
  const h = kind === 'jar' ? 420 : 400
  const brand = t.brand.trim() || 'Brand'
  const size = fitSize(brand, 640, 64, 28)
  const floor = 560

  return (
    svgOpen(800, 800) +
    `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="${shade(bg, 0.35)}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<path d="M 230 ${floor} L 230 260 C 230 166 306 90 400 90 C 494 90 570 166 570 260 L 570 ${floor} Z" fill="${hsl(hue, 26, 82)}"/>` +
    `<path d="M 210 ${floor} L 210 260 C 210 156 296 70 400 70 C 504 70 590 156 590 260 L 590 ${floor}" fill="none" stroke="${BRAND.brass}" stroke-width="2.5" opacity="0.7"/>` +
    `<g transform="translate(232 ${floor}) rotate(-16)">${sprig(rng, 250, BRAND.sage, BRAND.forest, 0.9)}</g>` +
    `<rect x="150" y="${floor}" width="500" height="6" rx="3" fill="${ink}" opacity="0.15"/>` +
    `<ellipse cx="400" cy="${floor + 2}" rx="150" ry="10" fill="#000" opacity="0.1"/>` +
    `<g transform="translate(400 ${floor})">${product(kind, h, body, capCol, BRAND.cream, ink)}</g>` +
    `<text x="400" y="${floor + 110}" text-anchor="middle" font-family="${SERIF}" font-size="${size}" fill="${ink}">${escapeXml(brand)}</text>` +
    `<rect x="370" y="${floor + 140}" width="60" height="3" fill="${BRAND.brass}"/>` +
    '</svg>'
  )
}

// ---------------------------------------------------------------------------------------
// Logo (600 x 200) and hero (2000 x 1100)
// ---------------------------------------------------------------------------------------

/** A small wren perched on a willow sprig, fitting roughly in 150 x 150 from the origin. */
function wrenMark(): string {
  const f = BRAND.forest
  return (
    // willow branch arching over
    `<path d="M 14 150 C 30 90 70 40 140 18" fill="none" stroke="${BRAND.sage}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="${leafPath(50, 14)}" transform="translate(34 96) rotate(-30) translate(0 -25)" fill="${BRAND.sage}"/>` +
    `<path d="${leafPath(46, 13)}" transform="translate(60 62) rotate(-70) translate(0 -23)" fill="${BRAND.sage}"/>` +
    `<path d="${leafPath(44, 13)}" transform="translate(100 34) rotate(-95) translate(0 -22)" fill="${BRAND.brass}"/>` +
    `<path d="${leafPath(42, 12)}" transform="translate(44 80) rotate(40) translate(0 -21)" fill="${shade(BRAND.sage, -0.15)}"/>` +
    // wren: round body, cocked tail, small beak
    `<g transform="translate(58 112)">` +
    `<path d="M 4 -8 L -20 -46 L -10 -50 L 16 -18 Z" fill="${f}"/>` +
    `<ellipse cx="26" cy="0" rx="30" ry="22" fill="${f}"/>` +
    `<circle cx="52" cy="-14" r="15" fill="${f}"/>` +
    `<path d="M 64 -18 L 80 -14 L 64 -10 Z" fill="${f}"/>` +
    `<circle cx="56" cy="-17" r="2.6" fill="${BRAND.cream}"/>` +
    `<path d="M 12 -4 Q 26 10 44 2" fill="none" stroke="${BRAND.brass}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M 22 20 L 20 30 M 32 20 L 32 30" stroke="${f}" stroke-width="3" stroke-linecap="round"/>` +
    `</g>`
  )
}

/** Wordmark: the wren-and-willow mark beside the name in a serif. 600 x 200, transparent. */
export function logoSvg(name: string): string {
  const text = name.trim() || 'Willow & Wren'
  const size = fitSize(text, 404, 60, 24)
  // render any '&' in brass italic
  const parts = text.split('&')
  const body = parts
    .map((p, i) =>
      i === 0
        ? escapeXml(p)
        : `<tspan font-style="italic" fill="${BRAND.brass}">&amp;</tspan>${escapeXml(p)}`,
    )
    .join('')
  return (
    svgOpen(600, 200) +
    `<g transform="translate(22 26)">${wrenMark()}</g>` +
    `<text x="178" y="${n(100 + size * 0.32)}" font-family="${SERIF}" font-size="${size}" fill="${BRAND.forest}">${body}</text>` +
    `<text x="180" y="${n(100 + size * 0.32 + 34)}" font-family="${SERIF}" font-size="15" letter-spacing="6" fill="${shade(BRAND.sage, -0.2)}">HAIR SALONS</text>` +
    '</svg>'
  )
}

/** Abstract flowing strands in the brand colours. 2000 x 1100. */
export function heroSvg(): string {
  const rng = makeRng('hero|willow-and-wren')
  const W = 2000
  const H = 1100

  // A family of curves flowing from lower-left to upper-right, like a sweep of hair.
  const curve = (offset: number, amp: number, phase: number): [number, number][] => {
    const pts: [number, number][] = []
    for (let i = 0; i <= 10; i++) {
      const t = i / 10
      const x = -100 + t * (W + 200)
      const y = 980 - t * 620 + offset + Math.sin(t * Math.PI * 1.6 + phase) * amp
      pts.push([x, y])
    }
    return pts
  }
  const band = (
    offA: number,
    offB: number,
    amp: number,
    phase: number,
    fill: string,
    opacity: number,
  ): string => {
    const a = curve(offA, amp, phase)
    const b = curve(offB, amp * 0.9, phase + 0.15).reverse()
    const d = smoothPath(a) + ' ' + smoothPath(b).replace(/^M/, 'L') + ' Z'
    return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`
  }

  let out = svgOpen(W, H)
  out += `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.cream}"/><stop offset="1" stop-color="${mix(BRAND.blush, BRAND.cream, 0.35)}"/></linearGradient>
<linearGradient id="sage" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BRAND.sage}"/><stop offset="1" stop-color="${BRAND.sageLight}"/></linearGradient>
<linearGradient id="forest" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BRAND.forestDeep}"/><stop offset="1" stop-color="${BRAND.forest}"/></linearGradient>
<linearGradient id="blush" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BRAND.blush}"/><stop offset="1" stop-color="${BRAND.blushDeep}"/></linearGradient>
</defs>`
  out += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`
  out += `<circle cx="1560" cy="300" r="230" fill="${BRAND.blush}" opacity="0.55"/>`
  out += `<circle cx="1560" cy="300" r="268" fill="none" stroke="${BRAND.brass}" stroke-width="2" opacity="0.5"/>`

  out += band(-40, 120, 90, 0.2, 'url(#blush)', 0.75)
  out += band(80, 260, 110, 0.6, 'url(#sage)', 0.9)
  out += band(220, 330, 120, 0.9, 'url(#forest)', 0.95)
  out += band(330, 520, 100, 1.2, BRAND.sage, 0.55)

  // fine strands riding on the bands
  const strandColors = [BRAND.cream, BRAND.brassLight, BRAND.brass, BRAND.forest, '#ffffff']
  for (let i = 0; i < 46; i++) {
    const off = rng.range(-60, 520)
    const amp = rng.range(80, 125)
    const phase = rng.range(0.2, 1.2)
    const col = pick(strandColors, i)
    const w = rng.range(1.2, 3.6)
    const o = rng.range(0.35, 0.8)
    out += `<path d="${smoothPath(curve(off, amp, phase))}" fill="none" stroke="${col}" stroke-width="${n(w)}" opacity="${n(o)}" stroke-linecap="round"/>`
  }

  // a scatter of small leaves drifting from the strands
  for (let i = 0; i < 9; i++) {
    const x = rng.range(1100, 1950)
    const y = rng.range(80, 520)
    const len = rng.range(40, 80)
    out += `<path d="${leafPath(len, len * 0.38)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(rng.range(-60, 60))})" fill="${i % 3 === 0 ? BRAND.brass : BRAND.sage}" opacity="0.85"/>`
  }
  return out + '</svg>'
}

// ---------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------

/** Rasterise an SVG string to WebP, optionally resized to a width. */
export async function renderWebp(svg: string, width?: number): Promise<Buffer> {
  let img = sharp(Buffer.from(svg))
  if (width) img = img.resize({ width })
  return img.webp({ quality: 82, effort: 2 }).toBuffer()
}

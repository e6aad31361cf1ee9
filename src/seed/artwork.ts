// Generated artwork for the demo seed. There is no network access when seeding, so every
// image (portraits, interiors, covers, banners, tiles, logo, hero) is drawn here as an SVG
// string and rasterised with sharp. All drawing functions are pure and deterministic: the
// same input always gives byte-identical SVG.

import sharp from 'sharp'
import type { Palette, SeedBanner, SeedPost, SeedStylist, SeedTile } from './data/types'

// ---------------------------------------------------------------------------------------
// Brand
// ---------------------------------------------------------------------------------------

const BRAND = {
  sage: '#9caf88',
  sageLight: '#c9d5bc',
  blush: '#e8c4bd',
  blushDeep: '#d49a91',
  cream: '#f6f0e6',
  forest: '#2f4a3a',
  forestDeep: '#1f3327',
  brass: '#b8964e',
  brassLight: '#d9bf82',
} as const

const SERIF = 'Georgia, serif'

// ---------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------

/** Escape text for use in XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** FNV-1a hash of a string or number, as an unsigned 32-bit seed. */
function hashSeed(input: string | number): number {
  const s = String(input)
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

type Rng = {
  (): number
  range: (min: number, max: number) => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
}

/** mulberry32: tiny, fast, good enough for layout jitter. */
function makeRng(seed: string | number): Rng {
  let a = hashSeed(seed) || 1
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng = next as Rng
  rng.range = (min, max) => min + (max - min) * next()
  rng.int = (min, max) => Math.floor(min + (max - min + 1) * next())
  rng.pick = <T>(items: readonly T[]): T => pick(items, Math.floor(next() * items.length))
  return rng
}

function pick<T>(items: readonly T[], index: number): T {
  if (items.length === 0) throw new Error('pick() from an empty list')
  const i = ((index % items.length) + items.length) % items.length
  const v = items[i]
  if (v === undefined) throw new Error('pick() index out of range')
  return v
}

/** Round for compact SVG output. */
function n(v: number): string {
  return String(Math.round(v * 10) / 10)
}

type Rgb = [number, number, number]

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v))
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const hh = (((h % 360) + 360) % 360) / 360
  const ss = clamp(s, 0, 100) / 100
  const ll = clamp(l, 0, 100) / 100
  if (ss === 0) return [ll * 255, ll * 255, ll * 255]
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss
  const p = 2 * ll - q
  const conv = (t0: number): number => {
    let t = t0
    if (t < 0) t += 1
    if (t > 1) t -= 1
    if (t < 1 / 6) return p + (q - p) * 6 * t
    if (t < 1 / 2) return q
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6
    return p
  }
  return [conv(hh + 1 / 3) * 255, conv(hh) * 255, conv(hh - 1 / 3) * 255]
}

/** Parse #rgb, #rrggbb, rgb() or hsl(); anything else falls back to a warm neutral. */
function parseColor(input: string): Rgb {
  const c = input.trim().toLowerCase()
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(c)
  if (hex && hex[1]) {
    let h = hex[1]
    if (h.length === 3) h = h.replace(/./g, (ch) => ch + ch)
    const v = parseInt(h, 16)
    return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
  }
  const nums = (c.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
  const [a = 0, b = 0, d = 0] = nums
  if (c.startsWith('rgb') && nums.length >= 3) return [a, b, d]
  if (c.startsWith('hsl') && nums.length >= 3) return hslToRgb(a, b, d)
  return [201, 180, 160]
}

function toHex([r, g, b]: Rgb): string {
  const h = (v: number): string =>
    Math.round(clamp(v, 0, 255))
      .toString(16)
      .padStart(2, '0')
  return `#${h(r)}${h(g)}${h(b)}`
}

function hsl(h: number, s: number, l: number): string {
  return toHex(hslToRgb(h, s, l))
}

/** Linear mix of two colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = parseColor(a)
  const y = parseColor(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

/** Positive amounts lighten towards white, negative darken towards black. */
function shade(c: string, amount: number): string {
  return amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#000000', -amount)
}

function luminance(c: string): number {
  const [r, g, b] = parseColor(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/**
 * Mirror a path horizontally about x = width / 2. Only absolute M/L/C/Q/Z commands are
 * supported (every number is part of an x,y pair), which is all this module uses.
 */
function mirrorPath(d: string, width: number): string {
  let isX = true
  return d.replace(/[A-Za-z]|-?\d+(?:\.\d+)?/g, (tok) => {
    if (/[A-Za-z]/.test(tok)) {
      isX = true
      return tok
    }
    const v = Number(tok)
    const out = isX ? n(width - v) : tok
    isX = !isX
    return out
  })
}

/** Rough advance width of serif text, for fitting (errs on the wide side). */
function textWidth(text: string, size: number): number {
  // Tuned to the widest common fallback (DejaVu Serif) so text fits whatever serif is found.
  let w = 0
  for (const ch of text) {
    if (ch === ' ') w += 0.32
    else if (/[MW]/.test(ch)) w += 1.0
    else if (/[A-Z&]/.test(ch)) w += 0.76
    else if (/[ilj.,'’:;!|]/.test(ch)) w += 0.34
    else if (/[mw]/.test(ch)) w += 0.92
    else w += 0.62
  }
  return w * size
}

function fitSize(text: string, maxWidth: number, maxSize: number, minSize: number): number {
  let size = maxSize
  while (size > minSize && textWidth(text, size) > maxWidth) size -= 1
  return size
}

/** Greedy word wrap into at most maxLines lines; the last line absorbs the remainder. */
function wrapText(text: string, size: number, maxWidth: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const trial = line ? `${line} ${word}` : word
    if (line && textWidth(trial, size) > maxWidth && lines.length < maxLines - 1) {
      lines.push(line)
      line = word
    } else {
      line = trial
    }
  }
  if (line) lines.push(line)
  return lines
}

function svgOpen(w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
}

/** A smooth closed/open path through points (Catmull-Rom converted to cubic Béziers). */
function smoothPath(points: readonly [number, number][], closed = false): string {
  if (points.length < 2) return ''
  const pt = (i: number): [number, number] => {
    if (closed) return pick(points, i)
    return pick(points, clamp(i, 0, points.length - 1))
  }
  const first = pt(0)
  let d = `M ${n(first[0])} ${n(first[1])}`
  const segs = closed ? points.length : points.length - 1
  for (let i = 0; i < segs; i++) {
    const p0 = pt(i - 1)
    const p1 = pt(i)
    const p2 = pt(i + 1)
    const p3 = pt(i + 2)
    const c1x = p1[0] + (p2[0] - p0[0]) / 6
    const c1y = p1[1] + (p2[1] - p0[1]) / 6
    const c2x = p2[0] - (p3[0] - p1[0]) / 6
    const c2y = p2[1] - (p3[1] - p1[1]) / 6
    d += ` C ${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`
  }
  return closed ? `${d} Z` : d
}

/** A simple pointed leaf centred on the origin, pointing up, of the given length. */
function leafPath(len: number, width: number): string {
  const h = len / 2
  const w = width / 2
  return `M 0 ${n(-h)} C ${n(w * 1.1)} ${n(-h * 0.45)} ${n(w * 0.9)} ${n(h * 0.55)} 0 ${n(h)} C ${n(-w * 0.9)} ${n(h * 0.55)} ${n(-w * 1.1)} ${n(-h * 0.45)} 0 ${n(-h)} Z`
}

/** A sprig: a curved stem with alternating leaves. Drawn from (0,0) upwards. */
function sprig(
  rng: Rng,
  length: number,
  leafColor: string,
  stemColor: string,
  opacity: number,
): string {
  const bend = rng.range(-0.35, 0.35) * length
  const stem = `M 0 0 Q ${n(bend)} ${n(-length * 0.55)} ${n(bend * 0.4)} ${n(-length)}`
  let out = `<g opacity="${n(opacity)}"><path d="${stem}" fill="none" stroke="${stemColor}" stroke-width="${n(length / 90)}" stroke-linecap="round"/>`
  const count = 7
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 1)
    // point on the quadratic stem
    const x = 2 * (1 - t) * t * bend + t * t * bend * 0.4
    const y = 2 * (1 - t) * t * (-length * 0.55) + t * t * -length
    const side = i % 2 === 0 ? 1 : -1
    const size = length * (0.2 - t * 0.07)
    const angle = side * rng.range(38, 58)
    out += `<path d="${leafPath(size, size * 0.42)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) translate(0 ${n(-size / 2)})" fill="${leafColor}"/>`
  }
  const tip = length * 0.13
  out += `<path d="${leafPath(tip, tip * 0.42)}" transform="translate(${n(bend * 0.4)} ${n(-length)}) translate(0 ${n(-tip / 2)})" fill="${leafColor}"/>`
  return `${out}</g>`
}

// ---------------------------------------------------------------------------------------
// Portraits (800 x 1000)
// ---------------------------------------------------------------------------------------

type Portrait = SeedStylist['portrait']
type HairParts = {
  back: string
  front: string
  extras: string
  showEars: boolean
  earrings: boolean
}

const PW = 800
// The head is drawn in its own coordinates and dropped by this much onto the shoulders.
const HEAD_DY = 40

// The face is an egg shape centred on x = 400; everything else is placed around it.
const FACE =
  'M 400 274 C 474 274 526 326 526 414 C 526 496 490 562 438 588 Q 400 604 362 588 C 310 562 274 496 274 414 C 274 326 326 274 400 274 Z'

function hairDetail(hair: string): { dark: string; light: string; shine: string } {
  const lum = luminance(hair)
  return {
    dark: shade(hair, lum > 0.45 ? -0.22 : -0.35),
    light: shade(hair, lum < 0.18 ? 0.22 : 0.16),
    shine: shade(hair, lum < 0.18 ? 0.35 : 0.3),
  }
}

function strokes(paths: string[], color: string, width: number, opacity: number): string {
  return paths
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`,
    )
    .join('')
}

function hairParts(style: Portrait['hairStyle'], hair: string, skin: string, rng: Rng): HairParts {
  const { dark, light, shine } = hairDetail(hair)
  const fill = (d: string, c = hair): string => `<path d="${d}" fill="${c}"/>`
  const both = (d: string, c = hair): string => fill(d, c) + fill(mirrorPath(d, PW), c)

  switch (style) {
    case 'bob': {
      const back =
        'M 400 226 C 532 226 590 320 582 444 C 578 514 584 566 598 612 Q 500 636 400 630 Q 300 636 202 612 C 216 566 222 514 218 444 C 210 320 268 226 400 226 Z'
      const cap =
        'M 264 450 C 250 318 312 234 400 234 C 488 234 550 318 536 450 C 530 410 520 384 508 374 C 470 364 432 368 400 372 C 368 368 330 364 292 374 C 280 384 270 410 264 450 Z'
      const side =
        'M 292 372 C 280 450 290 540 330 614 Q 268 622 206 610 C 222 540 226 470 236 410 C 250 386 270 376 292 372 Z'
      const front =
        fill(cap) +
        both(side) +
        strokes(
          [
            'M 330 262 Q 300 300 296 364',
            'M 372 250 Q 356 300 356 366',
            'M 430 250 Q 446 300 446 366',
            'M 472 262 Q 502 300 504 364',
          ],
          dark,
          3,
          0.35,
        ) +
        strokes(['M 318 270 Q 400 236 486 272'], shine, 10, 0.45) +
        strokes(['M 246 450 Q 252 530 276 596', 'M 554 450 Q 548 530 524 596'], light, 4, 0.4)
      return { back: fill(back), front, extras: '', showEars: false, earrings: false }
    }
    case 'long': {
      const back =
        'M 400 224 C 544 224 600 330 592 470 C 588 620 612 740 648 870 Q 560 900 470 868 L 330 868 Q 240 900 152 870 C 188 740 212 620 208 470 C 200 330 256 224 400 224 Z'
      const cap =
        'M 262 470 C 248 318 316 230 414 232 C 500 234 556 318 540 470 C 534 410 520 364 494 334 C 452 314 384 318 338 348 C 302 374 280 420 262 470 Z'
      const lockL =
        'M 300 362 C 268 430 272 520 300 600 C 326 680 318 790 300 900 Q 248 918 206 884 C 230 780 214 680 220 560 C 226 460 248 396 300 362 Z'
      const lockR =
        'M 500 340 C 536 410 534 520 506 600 C 480 680 490 790 508 900 Q 560 918 600 884 C 574 780 590 680 584 560 C 580 450 556 372 500 340 Z'
      const front =
        fill(lockL) +
        fill(lockR) +
        fill(cap) +
        strokes(
          [
            'M 292 420 C 270 520 300 600 296 700 C 292 780 270 840 262 880',
            'M 516 420 C 540 520 508 600 514 700 C 518 780 540 840 548 880',
            'M 350 300 C 320 330 300 370 290 420',
          ],
          dark,
          3,
          0.35,
        ) +
        strokes(
          [
            'M 330 280 Q 400 240 480 268',
            'M 244 560 C 240 640 252 720 246 800',
            'M 562 560 C 566 640 556 720 562 800',
          ],
          shine,
          8,
          0.4,
        )
      return { back: fill(back), front, extras: '', showEars: false, earrings: false }
    }
    case 'curly': {
      // A cloud of overlapping curls around the head, tapering onto the shoulders.
      let back = `<ellipse cx="400" cy="450" rx="218" ry="232" fill="${hair}"/>`
      const count = 30
      const marks: string[] = []
      for (let i = 0; i < count; i++) {
        const t = i / (count - 1)
        const a = Math.PI * (0.78 + t * 1.44) // ~140deg round to ~400deg
        const lower = Math.max(0, Math.sin(a)) // 0 at the crown, up to ~0.64 at the ends
        const cx = 400 + Math.cos(a) * (224 + rng.range(-8, 8))
        const cy = 450 + Math.sin(a) * (226 + rng.range(-8, 8))
        const r = rng.range(48, 60) * (1 - lower * 0.35)
        back += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${hair}"/>`
        marks.push(
          `M ${n(cx - r * 0.5)} ${n(cy + r * 0.15)} q ${n(r * 0.5)} ${n(-r * 0.7)} ${n(r)} 0`,
        )
      }
      // texture within the mass: small open arcs
      for (let i = 0; i < 70; i++) {
        const a = rng.range(0, Math.PI * 2)
        const rr = rng.range(150, 250)
        const x = 400 + Math.cos(a) * rr
        const y = 450 + Math.sin(a) * rr
        if (y > 650) continue
        const s = rng.range(9, 15)
        marks.push(`M ${n(x - s)} ${n(y)} q ${n(s)} ${n(-s * 1.3)} ${n(s * 2)} 0`)
      }
      const texture =
        strokes(
          marks.filter((_, i) => i % 3 !== 0),
          dark,
          3,
          0.55,
        ) +
        strokes(
          marks.filter((_, i) => i % 3 === 0),
          shine,
          3,
          0.4,
        )
      // fringe of curls along the hairline
      let fringe = ''
      const fringeCurls = 9
      for (let i = 0; i < fringeCurls; i++) {
        const t = i / (fringeCurls - 1)
        const a = Math.PI * (1.08 + t * 0.84)
        const cx = 400 + Math.cos(a) * 132
        const cy = 392 + Math.sin(a) * 96
        const r = rng.range(30, 38)
        fringe += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${hair}"/>`
        fringe += `<path d="M ${n(cx - r * 0.5)} ${n(cy + r * 0.2)} q ${n(r * 0.5)} ${n(-r * 0.8)} ${n(r)} 0" fill="none" stroke="${dark}" stroke-width="3" stroke-linecap="round" opacity="0.55"/>`
      }
      const topCap =
        'M 268 400 C 262 300 320 236 400 236 C 480 236 538 300 532 400 C 500 340 450 320 400 320 C 350 320 300 340 268 400 Z'
      return {
        back: back + texture,
        front: fill(topCap) + fringe,
        extras: '',
        showEars: false,
        earrings: true,
      }
    }
    case 'pixie': {
      const back =
        'M 400 234 C 522 234 566 320 552 424 C 548 462 538 492 526 506 L 274 506 C 262 492 252 462 248 424 C 234 320 278 234 400 234 Z'
      const cap =
        'M 260 452 C 244 322 310 236 410 238 C 500 240 556 312 540 420 C 530 392 520 368 500 352 C 470 344 440 350 412 366 C 376 386 330 404 292 448 L 276 456 Z'
      const wisp = 'M 272 404 C 270 434 276 462 292 488 C 286 458 288 430 298 408 Z'
      const wisps = `${wisp} M 540 410 C 532 440 524 466 508 488 C 512 458 512 428 518 396 Z`
      const front =
        fill(cap) +
        fill(wisps) +
        strokes(
          [
            'M 460 258 C 420 280 380 320 330 392',
            'M 500 280 C 470 300 440 330 404 360',
            'M 380 252 C 350 280 320 320 290 420',
          ],
          dark,
          3,
          0.4,
        ) +
        strokes(['M 356 266 Q 420 246 490 282'], shine, 9, 0.45)
      return { back: fill(back), front, extras: '', showEars: true, earrings: true }
    }
    case 'bun': {
      const bun = '<circle cx="400" cy="214" r="74" fill="' + hair + '"/>'
      const back = 'M 400 246 C 516 246 552 328 542 428 L 258 428 C 248 328 284 246 400 246 Z'
      const cap =
        'M 266 436 C 254 322 318 248 400 248 C 482 248 546 322 534 436 C 528 384 508 350 472 334 C 440 322 416 330 400 346 C 384 330 360 322 328 334 C 292 350 272 384 266 436 Z'
      const bunTexture = strokes(
        [
          'M 352 200 C 370 160 430 160 448 200',
          'M 344 232 C 370 262 430 262 456 232',
          'M 372 196 C 390 178 416 182 430 200',
        ],
        dark,
        4,
        0.45,
      )
      const band = `<path d="M 352 262 Q 400 280 448 262" fill="none" stroke="${BRAND.brass}" stroke-width="10" stroke-linecap="round"/>`
      const front =
        fill(cap) +
        strokes(
          ['M 400 346 C 380 300 330 280 290 330', 'M 400 346 C 420 300 470 280 510 330'],
          dark,
          3,
          0.4,
        ) +
        strokes(['M 310 310 Q 344 286 380 284', 'M 420 284 Q 456 286 490 310'], shine, 8, 0.45)
      return {
        back: bun + bunTexture + fill(back),
        front,
        extras: band,
        showEars: true,
        earrings: true,
      }
    }
    case 'short': {
      const back =
        'M 400 240 C 518 240 558 322 548 420 L 542 470 L 258 470 L 252 420 C 242 322 282 240 400 240 Z'
      const cap =
        'M 262 446 C 246 330 288 232 396 222 C 476 216 536 256 546 334 C 550 372 544 412 538 446 C 532 404 524 376 510 358 C 470 344 430 348 376 342 L 366 330 C 336 346 306 356 294 376 C 284 396 278 420 274 446 Z'
      const burns = 'M 262 400 L 280 402 L 282 470 L 268 470 Z'
      const front =
        fill(cap) +
        both(burns) +
        strokes(
          [
            'M 366 330 C 390 280 440 254 500 262',
            'M 380 338 C 410 300 460 286 516 300',
            'M 366 330 C 330 300 300 320 282 360',
          ],
          dark,
          3,
          0.45,
        ) +
        strokes(['M 392 270 Q 440 244 496 256'], shine, 9, 0.45)
      return { back: fill(back), front, extras: '', showEars: true, earrings: false }
    }
    case 'wavy': {
      const sidePts: [number, number][] = [
        [400, 222],
        [508, 234],
        [578, 322],
        [596, 450],
        [578, 520],
        [606, 600],
        [590, 670],
        [618, 730],
        [560, 748],
        [500, 736],
      ]
      const leftPts = sidePts
        .slice(1)
        .reverse()
        .map(([x, y]): [number, number] => [PW - x, y])
      const back = smoothPath([...sidePts, ...leftPts], true)
      const cap =
        'M 262 470 C 246 320 306 230 388 230 C 486 230 556 316 540 470 C 530 410 506 360 462 334 C 420 318 370 324 342 340 C 308 360 282 410 262 470 Z'
      const lockL =
        'M 306 350 C 262 420 306 476 272 548 C 240 612 290 660 262 730 Q 232 752 196 722 C 226 660 192 606 216 534 C 236 470 216 410 262 360 Z'
      const lockR = mirrorPath(lockL, PW)
      const waves = [
        'M 240 470 C 226 520 262 560 240 610 C 222 650 250 690 236 716',
        'M 560 470 C 574 520 538 560 560 610 C 578 650 550 690 564 716',
        'M 280 380 C 254 440 290 490 262 548 C 238 600 276 650 254 710',
        'M 520 380 C 546 440 510 490 538 548 C 562 600 524 650 546 710',
      ]
      const front =
        fill(lockL) +
        fill(lockR) +
        fill(cap) +
        strokes(waves, dark, 3, 0.4) +
        strokes(
          ['M 342 340 C 320 300 300 290 290 300', 'M 462 334 C 420 290 370 282 330 296'],
          dark,
          3,
          0.35,
        ) +
        strokes(['M 318 276 Q 390 240 470 262'], shine, 8, 0.42)
      return { back: fill(back), front, extras: '', showEars: false, earrings: false }
    }
    case 'fade': {
      // Short textured top; the sides fade (a gradient) into the skin above the ears.
      const back = 'M 400 226 C 514 226 548 316 538 420 L 262 420 C 252 316 286 226 400 226 Z'
      const cap =
        'M 274 396 C 266 300 318 224 400 222 C 482 224 534 300 526 396 C 504 366 462 354 400 356 C 338 354 296 366 274 396 Z'
      const marks: string[] = []
      for (let i = 0; i < 80; i++) {
        const x = rng.range(296, 504)
        const y = rng.range(238, 350)
        const inside = Math.pow((x - 400) / 112, 2) + Math.pow((y - 330) / 96, 2) < 1
        if (!inside || y > 350 - Math.abs(x - 400) * 0.15) continue
        const s = rng.range(5, 8)
        marks.push(`M ${n(x - s)} ${n(y)} q ${n(s)} ${n(-s * 1.2)} ${n(s * 2)} 0`)
      }
      const temple = 'M 274 372 C 268 410 270 444 278 470 L 296 470 C 292 440 292 404 304 366 Z'
      const front =
        `<path d="${temple}" fill="url(#fade)"/><path d="${mirrorPath(temple, PW)}" fill="url(#fade)"/>` +
        fill(cap) +
        strokes(marks, light, 2.5, 0.55) +
        strokes(['M 296 384 Q 400 346 504 384'], dark, 3, 0.3)
      // skin first, so the faded hair blends into the scalp rather than the background
      return {
        back: fill(back, skin) + `<path d="${back}" fill="url(#fade)"/>`,
        front,
        extras: '',
        showEars: true,
        earrings: false,
      }
    }
  }
}

/** Head-and-shoulders editorial illustration for a stylist. 800 x 1000. */
export function portraitSvg(p: Portrait, initials: string): string {
  const rng = makeRng(`${initials}|${p.hairStyle}|${p.hair}|${p.background}`)
  const bg = p.background
  const skin = p.skin
  const skinShadow = shade(skin, -0.14)
  const skinDeep = shade(skin, -0.3)
  const top = p.top
  const topShadow = shade(top, -0.16)
  const bgLum = luminance(bg)
  const feature = mix(shade(skin, -0.72), '#2b1d18', 0.5)
  const brow = mix(shade(p.hair, -0.25), feature, 0.35)
  const lip = mix(skin, '#b4545e', 0.5)
  const blushCol = mix(skin, '#e4707a', 0.7)
  const hair = hairParts(p.hairStyle, p.hair, skin, rng)

  // --- background: tint, an arch, a low sun and a couple of sprigs
  const archFill = shade(bg, bgLum > 0.7 ? -0.06 : 0.22)
  const archLine = bgLum > 0.55 ? BRAND.brass : BRAND.brassLight
  const leftSide = rng() < 0.5
  const sunX = leftSide ? 168 : 632
  const sprigX = leftSide ? 690 : 110
  const leafCol = bgLum > 0.55 ? BRAND.sage : BRAND.sageLight
  const arch =
    'M 160 1000 L 160 440 C 160 268 268 150 400 150 C 532 150 640 268 640 440 L 640 1000 Z'
  const archOutline =
    'M 136 1000 L 136 440 C 136 252 254 126 400 126 C 546 126 664 252 664 440 L 664 1000'
  let specks = ''
  for (let i = 0; i < 14; i++) {
    const x = rng.range(40, 760)
    const y = rng.range(40, 700)
    if (x > 150 && x < 650 && y > 130) continue
    specks += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(2, 5))}" fill="${archLine}" opacity="0.5"/>`
  }

  const defs = `<defs>
<linearGradient id="bgGrad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bg, 0.08)}"/><stop offset="1" stop-color="${shade(bg, -0.05)}"/></linearGradient>
<radialGradient id="blush" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${blushCol}" stop-opacity="0.5"/><stop offset="1" stop-color="${blushCol}" stop-opacity="0"/></radialGradient>
<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${BRAND.blush}" stop-opacity="0.9"/><stop offset="1" stop-color="${BRAND.blush}" stop-opacity="0.55"/></radialGradient>
<linearGradient id="fade" gradientUnits="userSpaceOnUse" x1="0" y1="360" x2="0" y2="470"><stop offset="0" stop-color="${p.hair}" stop-opacity="1"/><stop offset="1" stop-color="${p.hair}" stop-opacity="0.1"/></linearGradient>
<linearGradient id="topGrad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(top, 0.05)}"/><stop offset="1" stop-color="${shade(top, -0.08)}"/></linearGradient>
<clipPath id="faceClip"><path d="${FACE}"/></clipPath>
</defs>`

  const background =
    `<rect width="800" height="1000" fill="url(#bgGrad)"/>` +
    (bgLum > 0.45
      ? `<circle cx="${sunX}" cy="250" r="92" fill="url(#sun)" opacity="${bgLum > 0.6 ? 0.75 : 0.5}"/>`
      : `<circle cx="${sunX}" cy="250" r="92" fill="${BRAND.brass}" opacity="0.12"/><circle cx="${sunX}" cy="250" r="92" fill="none" stroke="${BRAND.brassLight}" stroke-width="2" opacity="0.6"/>`) +
    `<path d="${arch}" fill="${archFill}"/>` +
    `<path d="${archOutline}" fill="none" stroke="${archLine}" stroke-width="3" opacity="0.7"/>` +
    `<g transform="translate(${sprigX} 1000)">${sprig(rng, 420, leafCol, shade(leafCol, -0.2), 0.75)}</g>` +
    `<g transform="translate(${sprigX + (leftSide ? 40 : -40)} 1000) scale(${leftSide ? 1 : -1} 1) rotate(14)">${sprig(rng, 300, shade(leafCol, -0.12), shade(leafCol, -0.3), 0.6)}</g>` +
    specks

  // --- body
  const torso =
    'M 56 1000 C 62 866 116 784 246 752 C 298 740 332 726 350 708 L 450 708 C 468 726 502 740 554 752 C 684 784 738 866 744 1000 Z'
  const neck = 'M 346 560 L 345 716 Q 400 790 455 716 L 454 560 Z'
  const neckShadow = 'M 346 600 Q 400 700 454 600 L 454 560 L 346 560 Z'
  const body =
    `<path d="${torso}" fill="url(#topGrad)"/>` +
    `<path d="M 186 1000 C 190 920 206 872 230 842" fill="none" stroke="${topShadow}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>` +
    `<path d="M 614 1000 C 610 920 594 872 570 842" fill="none" stroke="${topShadow}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>` +
    `<path d="${neck}" fill="${skin}"/>` +
    `<path d="${neckShadow}" fill="${skinShadow}"/>` +
    `<path d="M 338 712 Q 400 800 462 712" fill="none" stroke="${topShadow}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M 384 738 Q 400 748 416 738" fill="none" stroke="${skinShadow}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>`

  // --- head
  const ears = hair.showEars
    ? `<ellipse cx="278" cy="446" rx="19" ry="32" fill="${skinShadow}"/><ellipse cx="522" cy="446" rx="19" ry="32" fill="${skinShadow}"/>` +
      `<path d="M 272 432 Q 282 446 276 462" fill="none" stroke="${skinDeep}" stroke-width="3" stroke-linecap="round" opacity="0.5"/>` +
      `<path d="M 528 432 Q 518 446 524 462" fill="none" stroke="${skinDeep}" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`
    : ''
  const earrings = hair.earrings
    ? hair.showEars
      ? `<circle cx="276" cy="488" r="8" fill="${BRAND.brass}"/><circle cx="524" cy="488" r="8" fill="${BRAND.brass}"/>` +
        `<circle cx="273" cy="485" r="2.5" fill="${BRAND.brassLight}"/><circle cx="521" cy="485" r="2.5" fill="${BRAND.brassLight}"/>`
      : ''
    : ''
  const face =
    `<path d="${FACE}" fill="${skin}"/>` +
    // a soft side shadow gives the face some form
    `<g clip-path="url(#faceClip)"><path d="M 500 300 C 540 380 530 520 440 600 L 560 600 L 560 300 Z" fill="${skinShadow}" opacity="0.35"/>` +
    '</g>'

  // cropped styles get a slightly stronger brow, no lash flick and a plainer mouth
  const cropped = p.hairStyle === 'short' || p.hairStyle === 'fade'
  const browW = cropped ? 8 : 6
  const features =
    `<ellipse cx="336" cy="500" rx="40" ry="26" fill="url(#blush)" opacity="${cropped ? 0.55 : 1}"/>` +
    `<ellipse cx="464" cy="500" rx="40" ry="26" fill="url(#blush)" opacity="${cropped ? 0.55 : 1}"/>` +
    // brows
    `<path d="M 326 408 Q 352 394 380 402" fill="none" stroke="${brow}" stroke-width="${browW}" stroke-linecap="round" opacity="0.85"/>` +
    `<path d="M 420 402 Q 448 394 474 408" fill="none" stroke="${brow}" stroke-width="${browW}" stroke-linecap="round" opacity="0.85"/>` +
    // closed, smiling eyes
    `<path d="M 332 446 Q 355 462 378 446" fill="none" stroke="${feature}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<path d="M 422 446 Q 445 462 468 446" fill="none" stroke="${feature}" stroke-width="4.5" stroke-linecap="round"/>` +
    (cropped
      ? ''
      : `<path d="M 334 448 L 326 443" fill="none" stroke="${feature}" stroke-width="3.5" stroke-linecap="round"/>` +
        `<path d="M 466 448 L 474 443" fill="none" stroke="${feature}" stroke-width="3.5" stroke-linecap="round"/>`) +
    // nose
    `<path d="M 404 452 Q 398 486 406 500 Q 412 504 418 500" fill="none" stroke="${skinDeep}" stroke-width="3.5" stroke-linecap="round" opacity="0.55"/>` +
    // gentle smile
    (cropped
      ? `<path d="M 376 536 Q 400 552 424 536" fill="none" stroke="${mix(lip, skinDeep, 0.5)}" stroke-width="4.5" stroke-linecap="round"/>`
      : `<path d="M 374 534 Q 400 554 426 534 Q 400 544 374 534 Z" fill="${lip}"/>` +
        `<path d="M 374 534 Q 400 554 426 534" fill="none" stroke="${shade(lip, -0.15)}" stroke-width="3.5" stroke-linecap="round"/>`)

  // the front hair casts a little shadow onto the forehead
  const castShadow = `<g clip-path="url(#faceClip)" opacity="0.22"><g transform="translate(0 10)">${hair.front.replace(/fill="(#[0-9a-f]{6}|url\(#fade\))"/g, `fill="${skinDeep}"`).replace(/stroke="[^"]+"/g, 'stroke="none"')}</g></g>`

  // monogram
  const mono = escapeXml(initials.slice(0, 3).toUpperCase())
  const monoColor = bgLum > 0.55 ? BRAND.forest : BRAND.cream
  const monogram =
    `<circle cx="704" cy="92" r="36" fill="none" stroke="${monoColor}" stroke-width="2" opacity="0.55"/>` +
    `<text x="704" y="101" text-anchor="middle" font-family="${SERIF}" font-size="24" letter-spacing="1" fill="${monoColor}" opacity="0.7">${mono}</text>`

  return (
    svgOpen(800, 1000) +
    defs +
    background +
    `<g transform="translate(0 ${HEAD_DY})">${hair.back}</g>` +
    body +
    `<g transform="translate(0 ${HEAD_DY})">` +
    ears +
    face +
    features +
    castShadow +
    hair.front +
    hair.extras +
    earrings +
    '</g>' +
    monogram +
    '</svg>'
  )
}

// ---------------------------------------------------------------------------------------
// Salon interiors (1600 x 1000)
// ---------------------------------------------------------------------------------------

function pottedPlant(
  x: number,
  floorY: number,
  scale: number,
  pot: string,
  rng: Rng,
  upright = false,
): string {
  const s = scale
  const potW = 110 * s
  const potH = 120 * s
  const baseY = floorY - potH + 6 * s
  let leaves = ''
  const count = upright ? 11 : 17
  for (let i = 0; i < count; i++) {
    // back leaves first (darker), front leaves last (lighter)
    const depth = i / (count - 1)
    const col = mix(BRAND.forestDeep, BRAND.sage, 0.15 + depth * 0.75)
    if (upright) {
      const a = rng.range(-24, 24)
      const len = rng.range(190, 300) * s
      leaves += `<path d="${leafPath(len, len * 0.14)}" transform="translate(${n(x + a * 1.2 * s)} ${n(baseY)}) rotate(${n(a)}) translate(0 ${n(-len / 2)})" fill="${col}"/>`
      leaves += `<path d="M 0 ${n(len / 2 - 10)} L 0 ${n(-len / 2 + 20)}" transform="translate(${n(x + a * 1.2 * s)} ${n(baseY)}) rotate(${n(a)}) translate(0 ${n(-len / 2)})" stroke="${BRAND.sageLight}" stroke-width="${n(1.5 * s)}" opacity="0.45"/>`
    } else {
      const a = rng.range(-75, 75)
      const len = rng.range(100, 190) * s * (1 - Math.abs(a) / 260)
      leaves += `<path d="${leafPath(len, len * 0.34)}" transform="translate(${n(x)} ${n(baseY)}) rotate(${n(a)}) translate(0 ${n(-len / 2)})" fill="${col}"/>`
      leaves += `<path d="M 0 ${n(len / 2)} L 0 ${n(-len / 2 + 8)}" transform="translate(${n(x)} ${n(baseY)}) rotate(${n(a)}) translate(0 ${n(-len / 2)})" stroke="${shade(col, -0.2)}" stroke-width="${n(1.5 * s)}" opacity="0.5"/>`
    }
  }
  const potPath = `M ${n(x - potW / 2)} ${n(floorY - potH)} L ${n(x + potW / 2)} ${n(floorY - potH)} L ${n(x + potW * 0.38)} ${n(floorY)} L ${n(x - potW * 0.38)} ${n(floorY)} Z`
  return (
    `<ellipse cx="${n(x)}" cy="${n(floorY)}" rx="${n(potW * 0.6)}" ry="${n(10 * s)}" fill="#000" opacity="0.12"/>` +
    leaves +
    `<path d="${potPath}" fill="${pot}"/>` +
    `<rect x="${n(x - potW / 2 - 4 * s)}" y="${n(floorY - potH - 6 * s)}" width="${n(potW + 8 * s)}" height="${n(16 * s)}" rx="${n(4 * s)}" fill="${shade(pot, -0.08)}"/>` +
    `<path d="M ${n(x - potW * 0.44)} ${n(floorY - potH * 0.55)} L ${n(x + potW * 0.44)} ${n(floorY - potH * 0.55)}" stroke="${BRAND.brass}" stroke-width="${n(4 * s)}"/>`
  )
}

/** A salon interior for a salon palette; variant nudges the layout. 1600 x 1000. */
export function interiorSvg(palette: Palette, variant: number): string {
  const rng = makeRng(`interior|${variant}|${palette.base}|${palette.accent}`)
  const v = Math.abs(Math.round(variant))
  const W = 1600
  const H = 1000
  const floorY = 700
  const wall = palette.light
  const wallLow = palette.base
  const deep = palette.deep
  const accent = palette.accent
  const mirrors = 3 + (v % 2)
  const margin = v % 2 === 0 ? 300 : 250
  const span = W - margin * 2
  const step = span / mirrors
  const mirrorW = Math.min(220, step * 0.62)
  const mirrorTop = 190 + (v % 3) * 8
  const mirrorBottom = 560
  const chairColor = v % 3 === 2 ? accent : deep

  const defs = `<defs>
<linearGradient id="wallGrad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, -0.06)}"/><stop offset="0.6" stop-color="${wall}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(wall, '#dfe8e6', 0.6)}"/><stop offset="1" stop-color="${mix(wall, '#a9bcb8', 0.6)}"/></linearGradient>
<linearGradient id="floorGrad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.35" stop-color="#000" stop-opacity="0"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6da" stop-opacity="0.75"/><stop offset="1" stop-color="#fff6da" stop-opacity="0"/></radialGradient>
<linearGradient id="chrome" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8d9194"/><stop offset="0.45" stop-color="#e9ecec"/><stop offset="1" stop-color="#7d8185"/></linearGradient>
</defs>`

  let out = svgOpen(W, H) + defs
  out += `<rect width="${W}" height="${floorY}" fill="url(#wallGrad)"/>`

  // wall treatment: vertical panelling or soft arches behind the mirrors
  if (v % 3 === 1) {
    for (let x = 40; x < W; x += 80) {
      out += `<line x1="${x}" y1="0" x2="${x}" y2="${floorY - 200}" stroke="${shade(wall, -0.07)}" stroke-width="3"/>`
    }
  }
  // wainscot
  out += `<rect x="0" y="${floorY - 200}" width="${W}" height="200" fill="${wallLow}"/>`
  out += `<rect x="0" y="${floorY - 206}" width="${W}" height="10" fill="${shade(wallLow, -0.12)}"/>`
  for (let x = 30; x < W - 60; x += 170) {
    out += `<rect x="${x}" y="${floorY - 172}" width="140" height="142" rx="4" fill="none" stroke="${shade(wallLow, -0.1)}" stroke-width="3"/>`
  }
  out += `<rect x="0" y="${floorY - 14}" width="${W}" height="14" fill="${shade(wallLow, -0.2)}"/>`

  // floor
  const floorBase = v % 3 === 1 ? mix(palette.light, '#ffffff', 0.3) : mix('#c49e78', accent, 0.25)
  out += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${floorBase}"/>`
  const vpX = W / 2
  const vpY = 260
  if (v % 3 === 1) {
    // perspective checkerboard
    const dark = mix(deep, floorBase, 0.25)
    const rows = 7
    const ys: number[] = []
    for (let r = 0; r <= rows; r++) ys.push(floorY + (H - floorY) * Math.pow(r / rows, 1.35))
    for (let r = 0; r < rows; r++) {
      const y0 = ys[r] ?? floorY
      const y1 = ys[r + 1] ?? H
      const k0 = (y0 - vpY) / (floorY - vpY)
      const k1 = (y1 - vpY) / (floorY - vpY)
      for (let c = -14; c < 14; c++) {
        if ((((r + c) % 2) + 2) % 2 === 0) continue
        const xa = c * 120
        const xb = (c + 1) * 120
        out += `<path d="M ${n(vpX + xa * k0)} ${n(y0)} L ${n(vpX + xb * k0)} ${n(y0)} L ${n(vpX + xb * k1)} ${n(y1)} L ${n(vpX + xa * k1)} ${n(y1)} Z" fill="${dark}" opacity="0.85"/>`
      }
    }
  } else {
    // boards converging on the vanishing point
    for (let i = -24; i <= 24; i++) {
      const x0 = vpX + i * 70
      const k = (H - vpY) / (floorY - vpY)
      out += `<line x1="${n(x0)}" y1="${floorY}" x2="${n(vpX + i * 70 * k)}" y2="${H}" stroke="${shade(floorBase, -0.14)}" stroke-width="2"/>`
    }
    for (let r = 1; r < 7; r++) {
      const y = floorY + (H - floorY) * Math.pow(r / 7, 1.4)
      out += `<line x1="0" y1="${n(y)}" x2="${W}" y2="${n(y)}" stroke="${shade(floorBase, -0.08)}" stroke-width="1.5" opacity="0.6"/>`
    }
  }
  out += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floorGrad)"/>`

  // a rug under the chairs
  if (v % 3 === 2) {
    out += `<path d="M 260 780 L 1340 780 L 1440 940 L 160 940 Z" fill="${mix(BRAND.blush, wall, 0.3)}" opacity="0.9"/>`
    out += `<path d="M 290 796 L 1310 796 L 1396 924 L 204 924 Z" fill="none" stroke="${BRAND.brass}" stroke-width="3" opacity="0.6"/>`
  }

  // pendant lights and their glow
  const lampXs: number[] = []
  for (let i = 0; i < mirrors; i++) lampXs.push(margin + step * (i + 0.5))
  for (const lx of lampXs) {
    out += `<ellipse cx="${n(lx)}" cy="260" rx="220" ry="200" fill="url(#glow)"/>`
  }

  // mirrors, shelves and chairs
  for (let i = 0; i < mirrors; i++) {
    const cx = margin + step * (i + 0.5)
    const x0 = cx - mirrorW / 2
    const x1 = cx + mirrorW / 2
    const r = mirrorW / 2
    const archD = `M ${n(x0)} ${mirrorBottom} L ${n(x0)} ${n(mirrorTop + r)} C ${n(x0)} ${n(mirrorTop + r * 0.45)} ${n(cx - r * 0.55)} ${mirrorTop} ${n(cx)} ${mirrorTop} C ${n(cx + r * 0.55)} ${mirrorTop} ${n(x1)} ${n(mirrorTop + r * 0.45)} ${n(x1)} ${n(mirrorTop + r)} L ${n(x1)} ${mirrorBottom} Z`
    out += `<g transform="translate(8 10)"><path d="${archD}" fill="#000" opacity="0.08"/></g>`
    out += `<path d="${archD}" fill="url(#glass)"/>`
    out += `<clipPath id="m${i}"><path d="${archD}"/></clipPath>`
    out += `<g clip-path="url(#m${i})" opacity="0.5"><path d="M ${n(x0 + 30)} ${mirrorBottom} L ${n(x0 + 150)} ${mirrorTop} L ${n(x0 + 190)} ${mirrorTop} L ${n(x0 + 70)} ${mirrorBottom} Z" fill="#ffffff" opacity="0.5"/><path d="M ${n(x0 + 100)} ${mirrorBottom} L ${n(x0 + 220)} ${mirrorTop} L ${n(x0 + 236)} ${mirrorTop} L ${n(x0 + 116)} ${mirrorBottom} Z" fill="#ffffff" opacity="0.5"/></g>`
    out += `<path d="${archD}" fill="none" stroke="${BRAND.brass}" stroke-width="12" stroke-linejoin="round"/>`
    // shelf with a few bottles
    out += `<rect x="${n(x0 - 24)}" y="${mirrorBottom + 6}" width="${n(mirrorW + 48)}" height="14" rx="3" fill="${deep}"/>`
    const bottles = rng.int(2, 3)
    for (let b = 0; b < bottles; b++) {
      const bx = x1 - 10 - b * 26
      const bh = rng.range(34, 52)
      const bc = pick([BRAND.cream, BRAND.blush, accent, BRAND.sage], b + i)
      out += `<rect x="${n(bx - 10)}" y="${n(mirrorBottom + 6 - bh)}" width="20" height="${n(bh)}" rx="4" fill="${bc}"/><rect x="${n(bx - 4)}" y="${n(mirrorBottom + 6 - bh - 10)}" width="8" height="10" fill="${BRAND.brass}"/>`
    }
    if (i % 2 === v % 2) {
      // a little trailing plant on the shelf
      const px = x0 + 18
      out += `<path d="M ${n(px - 16)} ${mirrorBottom - 28} L ${n(px + 16)} ${mirrorBottom - 28} L ${n(px + 12)} ${mirrorBottom + 6} L ${n(px - 12)} ${mirrorBottom + 6} Z" fill="${BRAND.cream}"/>`
      for (let k = 0; k < 5; k++) {
        out += `<path d="${leafPath(30, 14)}" transform="translate(${n(px)} ${mirrorBottom - 30}) rotate(${-70 + k * 35}) translate(0 -15)" fill="${k % 2 ? BRAND.sage : BRAND.forest}"/>`
      }
      out += `<path d="M ${n(px - 14)} ${mirrorBottom - 20} C ${n(px - 30)} ${mirrorBottom + 20} ${n(px - 20)} ${mirrorBottom + 60} ${n(px - 28)} ${mirrorBottom + 90}" fill="none" stroke="${BRAND.forest}" stroke-width="2.5"/>`
      for (let k = 1; k <= 4; k++) {
        out += `<path d="${leafPath(18, 10)}" transform="translate(${n(px - 24 - (k % 2) * 4)} ${mirrorBottom - 10 + k * 22}) rotate(${k % 2 ? 50 : -50})" fill="${BRAND.sage}"/>`
      }
    }

    // styling chair
    const seatY = 770
    const baseY = 880
    const cw = 170
    out += `<ellipse cx="${n(cx)}" cy="${baseY + 6}" rx="110" ry="16" fill="#000" opacity="0.14"/>`
    out += `<ellipse cx="${n(cx)}" cy="${baseY}" rx="84" ry="14" fill="url(#chrome)"/>`
    out += `<rect x="${n(cx - 11)}" y="${seatY + 30}" width="22" height="${baseY - seatY - 30}" fill="url(#chrome)"/>`
    out += `<rect x="${n(cx - 60)}" y="${seatY + 44}" width="120" height="8" rx="4" fill="url(#chrome)"/>`
    // back
    out += `<path d="M ${n(cx - cw / 2 + 10)} ${seatY} L ${n(cx - cw / 2 + 4)} ${seatY - 150} C ${n(cx - cw / 2 + 2)} ${seatY - 210} ${n(cx + cw / 2 - 2)} ${seatY - 210} ${n(cx + cw / 2 - 4)} ${seatY - 150} L ${n(cx + cw / 2 - 10)} ${seatY} Z" fill="${chairColor}"/>`
    out += `<path d="M ${n(cx - cw / 2 + 26)} ${seatY - 20} L ${n(cx - cw / 2 + 22)} ${seatY - 146} C ${n(cx - cw / 2 + 22)} ${seatY - 186} ${n(cx + cw / 2 - 22)} ${seatY - 186} ${n(cx + cw / 2 - 22)} ${seatY - 146} L ${n(cx + cw / 2 - 26)} ${seatY - 20}" fill="none" stroke="${shade(chairColor, 0.12)}" stroke-width="3"/>`
    // seat and arms
    out += `<rect x="${n(cx - cw / 2 - 6)}" y="${seatY - 8}" width="${cw + 12}" height="46" rx="18" fill="${shade(chairColor, -0.12)}"/>`
    out += `<rect x="${n(cx - cw / 2 - 18)}" y="${seatY - 70}" width="30" height="96" rx="14" fill="${shade(chairColor, 0.06)}"/>`
    out += `<rect x="${n(cx + cw / 2 - 12)}" y="${seatY - 70}" width="30" height="96" rx="14" fill="${shade(chairColor, 0.06)}"/>`
    out += `<rect x="${n(cx - cw / 2 - 18)}" y="${seatY - 72}" width="30" height="8" rx="4" fill="${BRAND.brass}"/>`
    out += `<rect x="${n(cx + cw / 2 - 12)}" y="${seatY - 72}" width="30" height="8" rx="4" fill="${BRAND.brass}"/>`
  }

  // pendants drawn over everything on the wall
  const globe = v % 2 === 1
  for (const lx of lampXs) {
    const drop = 64 + rng.range(0, 24)
    out += `<line x1="${n(lx)}" y1="0" x2="${n(lx)}" y2="${n(drop)}" stroke="${deep}" stroke-width="3"/>`
    if (globe) {
      out += `<rect x="${n(lx - 9)}" y="${n(drop - 2)}" width="18" height="14" rx="3" fill="${BRAND.brass}"/>`
      out += `<circle cx="${n(lx)}" cy="${n(drop + 42)}" r="34" fill="#fff7e2"/><circle cx="${n(lx - 10)}" cy="${n(drop + 32)}" r="10" fill="#ffffff" opacity="0.8"/>`
    } else {
      out += `<path d="M ${n(lx - 56)} ${n(drop + 50)} C ${n(lx - 56)} ${n(drop + 6)} ${n(lx - 26)} ${n(drop)} ${n(lx)} ${n(drop)} C ${n(lx + 26)} ${n(drop)} ${n(lx + 56)} ${n(drop + 6)} ${n(lx + 56)} ${n(drop + 50)} Z" fill="${BRAND.brass}"/>`
      out += `<ellipse cx="${n(lx)}" cy="${n(drop + 50)}" rx="56" ry="8" fill="#fff4d6"/>`
      out += `<path d="M ${n(lx - 40)} ${n(drop + 40)} C ${n(lx - 38)} ${n(drop + 18)} ${n(lx - 24)} ${n(drop + 10)} ${n(lx - 8)} ${n(drop + 8)}" fill="none" stroke="${BRAND.brassLight}" stroke-width="4" stroke-linecap="round"/>`
    }
  }

  // floor plants at the edges
  const leftX = margin / 2 - 10
  const rightX = W - margin / 2 + 10
  out += pottedPlant(leftX, floorY + 60, 1.25, v % 2 ? BRAND.cream : deep, rng)
  out += pottedPlant(rightX, floorY + 40, 1.05, v % 2 ? deep : BRAND.cream, rng, true)

  return out + '</svg>'
}

// ---------------------------------------------------------------------------------------
// Blog / news covers (1600 x 900)
// ---------------------------------------------------------------------------------------

type Motif = SeedPost['cover']['motif']

/** Motifs are drawn centred on the origin within roughly +-260. */
function motifSvg(motif: Motif, hue: number, rng: Rng): string {
  const deep = hsl(hue, 30, 24)
  const mid = hsl(hue, 28, 52)
  const pale = BRAND.cream
  const brass = BRAND.brass
  switch (motif) {
    case 'scissors': {
      const blade = 'M -18 10 C -38 -70 -26 -190 0 -300 C 22 -190 42 -80 22 12 Z'
      const bladeShine = 'M 2 -20 C 8 -120 6 -210 0 -280'
      const handle = (c: string): string =>
        `<path d="M 0 10 C 4 50 10 74 16 96" fill="none" stroke="${c}" stroke-width="22" stroke-linecap="round"/>` +
        `<ellipse cx="34" cy="160" rx="48" ry="64" fill="none" stroke="${c}" stroke-width="22" transform="rotate(-20 34 160)"/>`
      const half = (c: string): string =>
        `<path d="${blade}" fill="url(#steel)"/><path d="${bladeShine}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.7" stroke-linecap="round"/>` +
        handle(c)
      return (
        `<g transform="rotate(-24) scale(1.12) translate(0 40)">` +
        `<g transform="rotate(-12)">${half(brass)}</g>` +
        `<g transform="scale(-1 1) rotate(-12)">${half(deep)}</g>` +
        `<circle cx="0" cy="0" r="16" fill="${brass}"/><circle cx="0" cy="0" r="6" fill="${pale}"/></g>`
      )
    }
    case 'comb': {
      let teeth = ''
      for (let i = 0; i < 22; i++) {
        const x = -250 + i * 23
        const fine = i > 10
        teeth += `<rect x="${x}" y="-10" width="${fine ? 12 : 16}" height="${fine ? 150 : 170}" rx="6" fill="url(#combGrad)"/>`
      }
      return (
        `<g transform="rotate(-14)">` +
        teeth +
        `<path d="M -270 -70 L 270 -70 C 292 -70 300 -50 300 -30 L 300 10 L -270 10 C -290 10 -300 -10 -300 -30 C -300 -54 -290 -70 -270 -70 Z" fill="url(#combGrad)"/>` +
        `<path d="M -256 -50 L 270 -50" stroke="#ffffff" stroke-width="5" opacity="0.35" stroke-linecap="round"/>` +
        `<circle cx="270" cy="-30" r="12" fill="${pale}" opacity="0.8"/>` +
        `</g>`
      )
    }
    case 'drop': {
      const d =
        'M 0 -280 C 60 -170 190 -50 190 70 C 190 184 104 260 0 260 C -104 260 -190 184 -190 70 C -190 -50 -60 -170 0 -280 Z'
      const small = (x: number, y: number, s: number): string =>
        `<path d="${d}" transform="translate(${x} ${y}) scale(${s})" fill="${pale}" opacity="0.75"/>`
      return (
        `<path d="${d}" fill="url(#dropGrad)"/>` +
        `<path d="M -124 110 C -130 40 -100 -30 -52 -110" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.5"/>` +
        small(260, -160, 0.18) +
        small(-280, 180, 0.13) +
        small(300, 150, 0.1)
      )
    }
    case 'leaf': {
      const big = 'M 0 -300 C 170 -190 190 70 0 290 C -190 70 -170 -190 0 -300 Z'
      let veins = ''
      for (let i = 0; i < 6; i++) {
        const y = -190 + i * 70
        const w = 120 - Math.abs(i - 2) * 16
        veins += `<path d="M 0 ${y + 30} Q ${n(w * 0.5)} ${y} ${n(w)} ${y - 40}" fill="none" stroke="${pale}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`
        veins += `<path d="M 0 ${y + 30} Q ${n(-w * 0.5)} ${y} ${n(-w)} ${y - 40}" fill="none" stroke="${pale}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`
      }
      return (
        `<g transform="rotate(${n(rng.range(-30, -18))}) translate(60 0)">` +
        `<path d="${big}" fill="url(#leafGrad)"/>` +
        `<path d="M 0 -270 C 10 -80 4 120 0 360" fill="none" stroke="${pale}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>` +
        veins +
        `</g>` +
        `<g transform="translate(-190 110) rotate(-62)"><path d="${leafPath(240, 96)}" fill="${BRAND.sage}"/><path d="M 0 -110 L 0 130" stroke="${pale}" stroke-width="5" opacity="0.6"/></g>`
      )
    }
    case 'star': {
      const sparkle = (s: number): string =>
        `M 0 ${-260 * s} C ${20 * s} ${-70 * s} ${70 * s} ${-20 * s} ${260 * s} 0 C ${70 * s} ${20 * s} ${20 * s} ${70 * s} 0 ${260 * s} C ${-20 * s} ${70 * s} ${-70 * s} ${20 * s} ${-260 * s} 0 C ${-70 * s} ${-20 * s} ${-20 * s} ${-70 * s} 0 ${-260 * s} Z`
      return (
        `<path d="${sparkle(1)}" fill="url(#starGrad)"/>` +
        `<path d="${sparkle(0.32)}" transform="translate(230 -190)" fill="${pale}"/>` +
        `<path d="${sparkle(0.2)}" transform="translate(-250 170)" fill="${pale}" opacity="0.9"/>` +
        `<path d="${sparkle(0.14)}" transform="translate(-210 -210)" fill="${brass}"/>` +
        `<circle cx="280" cy="160" r="8" fill="${pale}"/><circle cx="-300" cy="-40" r="6" fill="${pale}" opacity="0.8"/>`
      )
    }
    case 'bottle': {
      return (
        `<g transform="rotate(6)">` +
        // pump
        `<rect x="-26" y="-250" width="52" height="80" rx="6" fill="${deep}"/>` +
        `<path d="M -60 -290 L 70 -290 C 96 -290 110 -282 118 -262 L 124 -248 L 100 -248 L 90 -262 L -60 -262 Z" fill="${deep}"/>` +
        `<rect x="-50" y="-182" width="100" height="40" rx="8" fill="${brass}"/>` +
        // body
        `<path d="M -150 -80 C -150 -130 -110 -150 -60 -150 L 60 -150 C 110 -150 150 -130 150 -80 L 150 230 C 150 270 130 290 90 290 L -90 290 C -130 290 -150 270 -150 230 Z" fill="url(#bottleGrad)"/>` +
        `<rect x="-112" y="-20" width="224" height="200" rx="14" fill="${pale}"/>` +
        `<path d="${leafPath(70, 30)}" transform="translate(0 50)" fill="${mid}"/>` +
        `<rect x="-70" y="110" width="140" height="10" rx="5" fill="${deep}" opacity="0.6"/>` +
        `<rect x="-50" y="136" width="100" height="8" rx="4" fill="${deep}" opacity="0.35"/>` +
        `<path d="M -120 -100 C -124 0 -124 120 -120 240" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.35"/>` +
        `</g>`
      )
    }
  }
}

/** A calm gradient cover with a large motif and a small brand mark. 1600 x 900. */
export function coverSvg(cover: SeedPost['cover'], title: string): string {
  const rng = makeRng(`cover|${title}|${cover.hue}|${cover.motif}`)
  const hue = cover.hue
  const c1 = hsl(hue, 38, 88)
  const c2 = hsl(hue + 18, 32, 70)
  const deep = hsl(hue, 30, 24)
  const side = rng() < 0.5 ? -1 : 1
  const mx = 800 + side * 250
  const my = 450

  let circles = ''
  for (let i = 0; i < 5; i++) {
    circles += `<circle cx="${n(rng.range(0, 1600))}" cy="${n(rng.range(0, 900))}" r="${n(rng.range(120, 320))}" fill="${i % 2 ? '#ffffff' : hsl(hue + 30, 35, 80)}" opacity="${n(rng.range(0.12, 0.25))}"/>`
  }
  // flowing lines, like a strand of hair across the page
  let lines = ''
  for (let i = 0; i < 5; i++) {
    const y0 = 640 + i * 26
    lines += `<path d="M -20 ${y0} C 400 ${y0 - 160 - i * 10} 900 ${y0 + 120} 1620 ${y0 - 200 + i * 12}" fill="none" stroke="${i === 2 ? BRAND.brass : '#ffffff'}" stroke-width="${i === 2 ? 3 : 2}" opacity="${i === 2 ? 0.6 : 0.35}"/>`
  }

  const defs = `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c5cacb"/><stop offset="0.5" stop-color="#f4f6f5"/><stop offset="1" stop-color="#a6abad"/></linearGradient>
<linearGradient id="combGrad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 30, 34)}"/><stop offset="1" stop-color="${hsl(hue, 32, 20)}"/></linearGradient>
<linearGradient id="dropGrad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BRAND.cream}"/><stop offset="1" stop-color="${hsl(hue, 40, 62)}"/></linearGradient>
<linearGradient id="leafGrad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(BRAND.sage, 0.1)}"/><stop offset="1" stop-color="${BRAND.forest}"/></linearGradient>
<linearGradient id="starGrad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.brassLight}"/><stop offset="1" stop-color="${BRAND.brass}"/></linearGradient>
<linearGradient id="bottleGrad" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hsl(hue, 30, 46)}"/><stop offset="1" stop-color="${hsl(hue, 32, 30)}"/></linearGradient>
</defs>`

  const motif = motifSvg(cover.motif, hue, rng)
  const mark =
    `<g transform="translate(70 820)" opacity="0.9">${leafMark(deep, BRAND.brass, 0.32)}` +
    `<text x="44" y="8" font-family="${SERIF}" font-size="28" fill="${deep}" letter-spacing="1">Willow &amp; Wren</text></g>`

  return (
    svgOpen(1600, 900) +
    defs +
    `<rect width="1600" height="900" fill="url(#bg)"/>` +
    circles +
    lines +
    `<circle cx="${mx}" cy="${my}" r="330" fill="#ffffff" opacity="0.22"/>` +
    `<circle cx="${mx}" cy="${my}" r="360" fill="none" stroke="${BRAND.brass}" stroke-width="2" opacity="0.5"/>` +
    `<g transform="translate(${mx + 18} ${my + 22})" opacity="0.16">${motif.replace(/(fill|stroke)="(?!none)[^"]+"/g, '$1="#000"')}</g>` +
    `<g transform="translate(${mx} ${my})">${motif}</g>` +
    mark +
    '</svg>'
  )
}

/** A tiny mark of two willow leaves on a stem, centred on the origin (~100px at scale 1). */
function leafMark(leaf: string, accent: string, scale: number): string {
  return (
    `<g transform="scale(${scale})">` +
    `<path d="M -10 60 C -4 20 6 -20 30 -60" fill="none" stroke="${leaf}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="${leafPath(90, 30)}" transform="translate(-22 -12) rotate(-28)" fill="${leaf}"/>` +
    `<path d="${leafPath(80, 28)}" transform="translate(34 -4) rotate(36)" fill="${accent}"/>` +
    `</g>`
  )
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

  // text block
  const maxW = 720
  let size = 72
  let lines = wrapText(b.title, size, maxW, 2)
  while (size > 40 && lines.some((l) => textWidth(l, size) > maxW)) {
    size -= 2
    lines = wrapText(b.title, size, maxW, 2)
  }
  const lineH = size * 1.15
  const textTop = 300 - ((lines.length - 1) * lineH) / 2
  const titleSvg = lines
    .map(
      (l, i) =>
        `<text x="110" y="${n(textTop + i * lineH + size * 0.35)}" font-family="${SERIF}" font-size="${size}" fill="${ink}">${escapeXml(l)}</text>`,
    )
    .join('')
  const eyebrowY = n(textTop - size * 0.9)
  const ruleY = n(textTop + (lines.length - 1) * lineH + size * 0.35 + 44)

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
    `<text x="112" y="${eyebrowY}" font-family="${SERIF}" font-size="22" letter-spacing="5" fill="${BRAND.brass}">WILLOW &amp; WREN · SHOP</text>` +
    titleSvg +
    `<rect x="112" y="${ruleY}" width="90" height="3" fill="${BRAND.brass}"/>` +
    `<text x="224" y="${n(Number(ruleY) + 8)}" font-family="${SERIF}" font-style="italic" font-size="24" fill="${ink}" opacity="0.8">Shop now</text>` +
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
  return img.webp({ quality: 82 }).toBuffer()
}

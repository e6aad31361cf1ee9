// Shared drawing helpers for the generated seed artwork: brand colours, a seeded random
// number generator, colour maths and path helpers. Everything here is pure and
// deterministic, so the same input always gives byte-identical SVG.

// ---------------------------------------------------------------------------------------
// Brand
// ---------------------------------------------------------------------------------------

export const BRAND = {
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

export const SERIF = 'Georgia, serif'

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
export function hashSeed(input: string | number): number {
  const s = String(input)
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export type Rng = {
  (): number
  range: (min: number, max: number) => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
}

/** mulberry32: tiny, fast, good enough for layout jitter. */
export function makeRng(seed: string | number): Rng {
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

export function pick<T>(items: readonly T[], index: number): T {
  if (items.length === 0) throw new Error('pick() from an empty list')
  const i = ((index % items.length) + items.length) % items.length
  const v = items[i]
  if (v === undefined) throw new Error('pick() index out of range')
  return v
}

/** Round for compact SVG output. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10)
}

export type Rgb = [number, number, number]

export function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v))
}

export function hslToRgb(h: number, s: number, l: number): Rgb {
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
export function parseColor(input: string): Rgb {
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

export function toHex([r, g, b]: Rgb): string {
  const h = (v: number): string =>
    Math.round(clamp(v, 0, 255))
      .toString(16)
      .padStart(2, '0')
  return `#${h(r)}${h(g)}${h(b)}`
}

export function hsl(h: number, s: number, l: number): string {
  return toHex(hslToRgb(h, s, l))
}

/** Linear mix of two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseColor(a)
  const y = parseColor(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

/** Positive amounts lighten towards white, negative darken towards black. */
export function shade(c: string, amount: number): string {
  return amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#000000', -amount)
}

export function luminance(c: string): number {
  const [r, g, b] = parseColor(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/**
 * Mirror a path horizontally about x = width / 2. Only absolute M/L/C/Q/Z commands are
 * supported (every number is part of an x,y pair), which is all this module uses.
 */
export function mirrorPath(d: string, width: number): string {
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
export function textWidth(text: string, size: number): number {
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

export function fitSize(text: string, maxWidth: number, maxSize: number, minSize: number): number {
  let size = maxSize
  while (size > minSize && textWidth(text, size) > maxWidth) size -= 1
  return size
}

/** Greedy word wrap into at most maxLines lines; the last line absorbs the remainder. */
export function wrapText(text: string, size: number, maxWidth: number, maxLines: number): string[] {
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

export function svgOpen(w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
}

/** A smooth closed/open path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: readonly [number, number][], closed = false): string {
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
export function leafPath(len: number, width: number): string {
  const h = len / 2
  const w = width / 2
  return `M 0 ${n(-h)} C ${n(w * 1.1)} ${n(-h * 0.45)} ${n(w * 0.9)} ${n(h * 0.55)} 0 ${n(h)} C ${n(-w * 0.9)} ${n(h * 0.55)} ${n(-w * 1.1)} ${n(-h * 0.45)} 0 ${n(-h)} Z`
}

/** A sprig: a curved stem with alternating leaves. Drawn from (0,0) upwards. */
export function sprig(
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

export type Pt = [number, number]

/** Points mirrored about the vertical line x = cx. */
export function mirrorPts(pts: readonly Pt[], cx = 400): Pt[] {
  return pts.map(([x, y]): Pt => [2 * cx - x, y])
}

/** Point-by-point blend of two curves with the same number of points. */
export function lerpPts(a: readonly Pt[], b: readonly Pt[], t: number): Pt[] {
  return a.map(([x, y], i): Pt => {
    const [bx, by] = b[i] ?? [x, y]
    return [x + (bx - x) * t, y + (by - y) * t]
  })
}

/** A closed shape between two open curves: along a, then back along b. */
export function ribbonPath(a: readonly Pt[], b: readonly Pt[]): string {
  return `${smoothPath(a)} ${smoothPath([...b].reverse()).replace(/^M/, 'L')} Z`
}

/** A stroked, unfilled path. */
export function line(d: string, colour: string, width: number, opacity = 1): string {
  const o = opacity < 1 ? ` opacity="${n(opacity)}"` : ''
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${o}/>`
}

/** A filled path. */
export function shape(d: string, fill: string, opacity = 1): string {
  const o = opacity < 1 ? ` opacity="${n(opacity)}"` : ''
  return `<path d="${d}" fill="${fill}"${o}/>`
}

// Hair, the subject of every portrait. Each style returns layers for person.ts:
//   back  - behind the head and shoulders (the mass of long hair, a bun at the crown)
//   over  - in front of the shoulders (long hair falling forwards, plaits, locs)
//   scalp - painted on the head under the face's features (close crops, fades)
//   front - over the face (hairline, fringes, locks that frame the face)
// Long hair is built from "locks": a ribbon between two curves, with strands drawn as
// blends of the two edges, so the strands follow the cut (waves, sweeps, blunt ends).

import type { SeedLook } from '../data/types'
import {
  type Pt,
  type Rng,
  BRAND,
  lerpPts,
  line,
  luminance,
  mirrorPts,
  mix,
  n,
  ribbonPath,
  shade,
  shape,
  smoothPath,
} from './core'

export type HairGeometry = { w: number; jaw: number; chin: number; chinY: number }
export type HairSpec = SeedLook['hair']
export type HairLayers = { back: string; over: string; scalp: string; front: string; ears: boolean }
type Ctx = { id: string; skin: string; rng: Rng }

export type Colours = {
  fill: string // the root-to-ends gradient
  backFill: string
  base: string
  ends: string
  dark: string
  light: string
  lightStroke: string // light strands; for balayage they fade in from mid-lengths
  shine: string
}

const lengthOf = (spec: HairSpec): number => spec.length ?? DEFAULT_LENGTH[spec.style] ?? 760

const DEFAULT_LENGTH: Partial<Record<SeedLook['hair']['style'], number>> = {
  bob: 612,
  lob: 700,
  long: 850,
  shag: 700,
  curls: 720,
  plaits: 860,
  locs: 770,
}

export function colours(spec: HairSpec, id: string): Colours {
  const base = spec.colour
  const ends = spec.ends ?? spec.colour
  const mid = mix(base, ends, 0.5)
  const lum = luminance(mid)
  return {
    fill: `url(#${id}-hair)`,
    backFill: `url(#${id}-hairBack)`,
    base,
    ends,
    dark: shade(base, lum < 0.2 ? -0.5 : lum > 0.6 ? -0.28 : -0.38),
    light: lum < 0.16 ? mix(ends, '#a09890', 0.3) : shade(ends, lum > 0.6 ? 0.3 : 0.24),
    lightStroke: `url(#${id}-light)`,
    shine: lum < 0.16 ? mix(ends, '#d0c8c0', 0.35) : shade(ends, 0.5),
  }
}

/** The hair gradients for one person (root colour melting into the ends). */
export function hairDefs(look: SeedLook, id: string): string {
  const spec = look.hair
  const base = spec.colour
  const ends = spec.ends ?? spec.colour
  const bottom = lengthOf(spec)
  const light = colours(spec, id).light
  // painted colour (balayage, ombré): highlights start at the mid-lengths, not the roots
  const painted = luminance(ends) - luminance(base) > 0.12
  const stops = (a: string, b: string): string =>
    `<stop offset="0" stop-color="${a}"/><stop offset="0.3" stop-color="${a}"/><stop offset="1" stop-color="${b}"/>`
  return (
    `<linearGradient id="${id}-hair" gradientUnits="userSpaceOnUse" x1="0" y1="250" x2="0" y2="${bottom}">${stops(base, ends)}</linearGradient>` +
    `<linearGradient id="${id}-hairBack" gradientUnits="userSpaceOnUse" x1="0" y1="250" x2="0" y2="${bottom}">${stops(shade(base, -0.25), shade(ends, -0.22))}</linearGradient>` +
    `<linearGradient id="${id}-light" gradientUnits="userSpaceOnUse" x1="0" y1="260" x2="0" y2="${bottom}"><stop offset="0" stop-color="${light}" stop-opacity="${painted ? 0 : 1}"/><stop offset="${painted ? 0.45 : 0}" stop-color="${light}" stop-opacity="${painted ? 0.2 : 1}"/><stop offset="1" stop-color="${light}"/></linearGradient>` +
    `<linearGradient id="${id}-fade" gradientUnits="userSpaceOnUse" x1="0" y1="330" x2="0" y2="490"><stop offset="0" stop-color="${base}" stop-opacity="0.95"/><stop offset="1" stop-color="${base}" stop-opacity="0.08"/></linearGradient>`
  )
}

// ---------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------

/** Several smooth pieces joined with sharp corners into one closed outline. */
function joined(pieces: Pt[][]): string {
  return (
    pieces
      .filter((p) => p.length > 1)
      .map((p, i) => (i === 0 ? smoothPath(p) : smoothPath(p).replace(/^M/, 'L')))
      .join(' ') + ' Z'
  )
}

type LockOptions = {
  strands?: number
  highlights?: number
  shineAt?: number // index of the point where a band of shine crosses the lock
  fill?: string
  from?: number // highlights start at this point index (balayage is painted from mid-lengths)
}

/** A lock of hair between edges a and b, with strands that follow both. */
export function lock(a: Pt[], b: Pt[], c: Colours, rng: Rng, o: LockOptions = {}): string {
  let out = shape(ribbonPath(a, b), o.fill ?? c.fill)
  const count = o.strands ?? 7
  let dark = ''
  for (let k = 1; k <= count; k++) {
    const t = (k - rng.range(0.25, 0.75)) / count
    dark += smoothPath(lerpPts(a, b, t)) + ' '
  }
  out += `<path d="${dark}" fill="none" stroke="${c.dark}" stroke-width="2.4" stroke-linecap="round" opacity="0.4"/>`
  let light = ''
  const from = o.from ?? 1
  for (let k = 0; k < (o.highlights ?? 3); k++) {
    const t = rng.range(0.15, 0.85)
    light += smoothPath(lerpPts(a, b, t).slice(from)) + ' '
  }
  out += `<path d="${light}" fill="none" stroke="${c.lightStroke}" stroke-width="3.4" stroke-linecap="round" opacity="0.55"/>`
  if (o.shineAt !== undefined) {
    const i = o.shineAt
    const pa = a[i]
    const pb = b[i]
    const pa2 = a[i + 1]
    if (pa && pb && pa2) {
      const mx = (pa[0] + pb[0]) / 2 + (pa2[0] - pa[0]) * 0.3
      const my = (pa[1] + pb[1]) / 2 + (pa2[1] - pa[1]) * 0.3
      out += line(
        `M ${n(pa[0])} ${n(pa[1])} Q ${n(mx)} ${n(my)} ${n(pb[0])} ${n(pb[1])}`,
        c.shine,
        14,
        0.3,
      ).replace('stroke-linecap="round"', 'stroke-linecap="butt"')
    }
  }
  return out
}

/**
 * Hair on the skull down to a hairline: `puff` lifts it above the head, `hairline` is the
 * forehead edge at the centre, `side` where it stops in front of the ears.
 */
function capPath(
  g: HairGeometry,
  o: { hairline: number; temple: number; side: number; puff: number },
): string {
  const { w } = g
  const p = o.puff
  const outerR: Pt[] = [
    [400, 246 - p],
    [400 + (w + 14 + p * 0.5) * 0.74, 272 - p * 0.7],
    [400 + w + 16 + p * 0.35, 372],
    [400 + w + 6, o.side],
  ]
  const lineR: Pt[] = [
    [400 + w - 6, o.side],
    [400 + w - 10, o.temple + 36],
    [400 + w * 0.8, o.temple],
    [400 + w * 0.4, o.hairline + 8],
    [400, o.hairline],
  ]
  return joined([outerR, lineR, mirrorPts(lineR).reverse(), mirrorPts(outerR).reverse()])
}

/** Short strokes scattered over an area, following a direction (short, textured hair). */
function texture(
  rng: Rng,
  count: number,
  area: (x: number, y: number) => boolean,
  box: [number, number, number, number],
  dir: (x: number, y: number) => [number, number],
  colour: string,
  width: number,
  opacity: number,
): string {
  let d = ''
  let tries = 0
  let made = 0
  while (made < count && tries < count * 6) {
    tries++
    const x = rng.range(box[0], box[2])
    const y = rng.range(box[1], box[3])
    if (!area(x, y)) continue
    const [dx, dy] = dir(x, y)
    d += `M ${n(x)} ${n(y)} l ${n(dx)} ${n(dy)} `
    made++
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`
}

/** A bun: a ball of hair with strands spiralling into it. */
function bun(cx: number, cy: number, r: number, c: Colours): string {
  let swirl = ''
  for (let k = 0; k < 5; k++) {
    const a0 = k * 1.3
    const rr = r * (0.85 - k * 0.12)
    swirl += `M ${n(cx + Math.cos(a0) * rr)} ${n(cy + Math.sin(a0) * rr)} A ${n(rr)} ${n(rr * 0.8)} 0 0 1 ${n(cx + Math.cos(a0 + 2.4) * rr)} ${n(cy + Math.sin(a0 + 2.4) * rr)} `
  }
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c.base}"/>` +
    `<path d="${swirl}" fill="none" stroke="${c.dark}" stroke-width="3" stroke-linecap="round" opacity="0.5"/>` +
    line(
      `M ${n(cx - r * 0.6)} ${n(cy - r * 0.5)} Q ${n(cx)} ${n(cy - r * 0.95)} ${n(cx + r * 0.55)} ${n(cy - r * 0.55)}`,
      c.shine,
      8,
      0.4,
    )
  )
}

/** A plait: alternating overlapping sections along a path of points. */
function plait(path: Pt[], width: number, c: Colours): string {
  let out = ''
  for (let i = 0; i < path.length - 1; i++) {
    const [x0, y0] = path[i] as Pt
    const [x1, y1] = path[i + 1] as Pt
    const side = i % 2 ? 1 : -1
    const ang = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI - 90
    const len = Math.hypot(x1 - x0, y1 - y0) * 1.5
    const wd = width * (1 - (i / path.length) * 0.35)
    out +=
      `<g transform="translate(${n((x0 + x1) / 2)} ${n((y0 + y1) / 2)}) rotate(${n(ang + side * 28)})">` +
      `<ellipse cx="${n(side * wd * 0.18)}" cy="0" rx="${n(wd * 0.36)}" ry="${n(len * 0.5)}" fill="${c.fill}" stroke="${c.dark}" stroke-width="2.5" stroke-opacity="0.5"/>` +
      `<path d="M ${n(side * wd * 0.18)} ${n(-len * 0.36)} L ${n(side * wd * 0.18)} ${n(len * 0.3)}" stroke="${c.light}" stroke-width="3" opacity="0.6" stroke-linecap="round"/>` +
      `</g>`
  }
  return out
}

/** A twisted band of hair (a rope twist or a crown braid seen from the front). */
function twist(path: Pt[], width: number, c: Colours): string {
  const d = smoothPath(path)
  let ridges = ''
  for (let i = 0; i < path.length - 1; i++) {
    const [x0, y0] = path[i] as Pt
    const [x1, y1] = path[i + 1] as Pt
    const len = Math.hypot(x1 - x0, y1 - y0)
    const ux = (x1 - x0) / len
    const uy = (y1 - y0) / len
    for (let k = 0; k < 2; k++) {
      const mx = x0 + (x1 - x0) * (k / 2 + 0.25)
      const my = y0 + (y1 - y0) * (k / 2 + 0.25)
      const h = width * 0.45
      // a slanted ridge across the band
      ridges += `M ${n(mx - uy * h - ux * 8)} ${n(my + ux * h - uy * 8)} Q ${n(mx + ux * 6)} ${n(my + uy * 6)} ${n(mx + uy * h + ux * 8)} ${n(my - ux * h + uy * 8)} `
    }
  }
  return (
    line(d, c.dark, width + 4) +
    line(d, c.base, width) +
    `<path d="${ridges}" fill="none" stroke="${c.dark}" stroke-width="2.6" stroke-linecap="round" opacity="0.55"/>` +
    line(d, c.shine, 4, 0.35)
  )
}

/** A loc: a long rope of hair with a rounded tip and a few ridges. */
function loc(path: Pt[], width: number, c: Colours): string {
  const d = smoothPath(path)
  return (
    line(d, c.dark, width + 5) +
    line(d, c.base, width) +
    `<path d="${d}" fill="none" stroke="${c.light}" stroke-width="${n(width * 0.7)}" stroke-dasharray="3 11" stroke-linecap="round" opacity="0.45"/>` +
    line(d, c.shine, 2.5, 0.35).replace('stroke-width', 'transform="translate(-3 0)" stroke-width')
  )
}

/** A ringlet: a springy coil of hair hanging from (x0, y0), drawn as a helix seen side on. */
export function coil(
  x0: number,
  y0: number,
  len: number,
  r: number,
  sway: number,
  c: Colours,
): string {
  const pts: Pt[] = []
  const turns = len / (r * 1.45)
  const steps = Math.max(8, Math.round(turns * 8))
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const th = t * turns * Math.PI * 2
    const rr = r * (1 - t * 0.3)
    pts.push([
      x0 + rr * Math.cos(th) + sway * Math.sin(t * 3) * 8,
      y0 + t * len + rr * 0.5 * Math.sin(th),
    ])
  }
  const d = smoothPath(pts)
  return line(d, c.dark, 15) + line(d, c.fill, 10) + line(d, c.light, 3, 0.55)
}

/** Small curls: C-shaped arcs that give coily or curly texture. */
function curlMarks(
  rng: Rng,
  count: number,
  area: (x: number, y: number) => boolean,
  box: [number, number, number, number],
  size: [number, number],
  colour: string,
  width: number,
  opacity: number,
): string {
  let d = ''
  let made = 0
  let tries = 0
  while (made < count && tries < count * 6) {
    tries++
    const x = rng.range(box[0], box[2])
    const y = rng.range(box[1], box[3])
    if (!area(x, y)) continue
    const s = rng.range(size[0], size[1])
    const flip = rng() < 0.5 ? 1 : 0
    d += `M ${n(x - s)} ${n(y)} A ${n(s)} ${n(s)} 0 1 ${flip} ${n(x + s * 0.6)} ${n(y + s * 0.8)} `
    made++
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`
}

// ---------------------------------------------------------------------------------------
// Flowing styles: bob, lob, long, shag (and balayage, which is colour on these)
// ---------------------------------------------------------------------------------------

type Flow = { length: number; wave: number; volume: number; blunt: boolean; choppy: boolean }

const FLOW: Record<'bob' | 'lob' | 'long' | 'shag', Omit<Flow, 'length'>> = {
  bob: { wave: 0, volume: 6, blunt: true, choppy: false },
  lob: { wave: 0.5, volume: 10, blunt: false, choppy: false },
  long: { wave: 0.2, volume: 8, blunt: false, choppy: false },
  shag: { wave: 0.6, volume: 26, blunt: false, choppy: true },
}

/** The right-hand lock (viewer's right) of a flowing style, for a parting at px. */
function flowLock(g: HairGeometry, px: number, f: Flow, phase: number): { a: Pt[]; b: Pt[] } {
  const w = g.w
  const across = Math.max(0, 400 - px) // > 0 when the parting is on the viewer's left
  const rx = w + 30 + f.volume * 0.5
  const amp = 18 * f.wave
  const wave = (y: number): number =>
    y < 430 ? 0 : amp * Math.sin(((y - 430) / 96) * Math.PI + phase) * Math.min(1, (y - 430) / 90)
  // outer edge: over the crown and down the side of the head
  const a: Pt[] = [
    [px, 236],
    [px + (400 + rx * 0.6 - px) * 0.85, 246],
    [400 + rx * 0.9, 300],
    [400 + rx + 2, 372],
    [400 + rx + f.volume * 0.6 + 4, 430],
  ]
  // inner edge: down from the parting to the hairline, across the forehead, past the temple
  const b: Pt[] = [
    [px, 236],
    [px + 6 + across * 0.3, 316 + across * 0.1],
    [px + 52 + across * 0.6, 326 + across * 0.5],
    [400 + w * 0.8, 352 + across * 0.3],
    [400 + w - 10, 420],
  ]
  const end = f.length
  const rows: number[] = []
  for (let y = 500; y < end - 40; y += 70) rows.push(y)
  for (const y of rows) {
    // long hair swings out over the shoulders below the jaw
    const past = Math.max(0, y - g.chinY)
    a.push([400 + rx + f.volume + 8 + past * 0.2 + wave(y), y])
    b.push([400 + w - 8 + past * 0.12 + wave(y + 12), y])
  }
  const pastEnd = Math.max(0, end - g.chinY)
  if (f.blunt) {
    // a bob's ends turn under slightly towards the jaw
    a.push([400 + rx + f.volume - 2 + pastEnd * 0.2, end])
    b.push([400 + w - 2 + pastEnd * 0.12, end - 8])
  } else {
    const tipX = 400 + rx + f.volume * 0.5 - 4 + pastEnd * 0.18 + wave(end)
    a.push([tipX + 10, end])
    b.push([tipX - 18, end - 26])
  }
  return { a, b }
}

function flowing(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const style = spec.style as keyof typeof FLOW
  const f: Flow = {
    ...FLOW[style],
    length: lengthOf(spec),
    ...(spec.wave !== undefined ? { wave: spec.wave } : {}),
  }
  const c = colours(spec, ctx.id)
  const rng = ctx.rng
  const part = spec.part ?? 'middle'
  const px = part === 'left' ? 356 : part === 'right' ? 444 : 400
  const balayage = spec.ends !== undefined && spec.ends !== spec.colour
  const opts: LockOptions = {
    strands: 9,
    highlights: balayage ? 6 : 3,
    from: 1,
  }

  const right = flowLock(g, px, f, 0)
  const leftRaw = flowLock(g, 800 - px, f, Math.PI * 0.7)
  const left = { a: mirrorPts(leftRaw.a), b: mirrorPts(leftRaw.b) }

  // The mass behind the head: both outer edges, a little wider, joined along the ends.
  const widen = (pts: Pt[], dx: number): Pt[] =>
    pts.map(([x, y]): Pt => [x + (x > 400 ? dx : x < 400 ? -dx : 0), y])
  const backR = widen(right.a.slice(1), 16)
  const backL = widen(left.a.slice(1), 16)
  const back = shape(
    joined([
      [[400, 226], ...backR],
      [
        [430, f.length - 12],
        [370, f.length - 12],
      ],
      [...backL].reverse(),
    ]),
    c.backFill,
  )

  let front = lock(right.a, right.b, c, rng, opts) + lock(left.a, left.b, c, rng, opts)
  // light catching the crown
  front +=
    line(`M ${n(px - 86)} 276 Q ${n(px - 50)} 250 ${n(px - 14)} 246`, c.shine, 16, 0.22) +
    line(`M ${n(px + 86)} 276 Q ${n(px + 50)} 250 ${n(px + 14)} 246`, c.shine, 16, 0.22)
  if (f.choppy) {
    // choppy, flicked-out ends
    for (const lk of [right, left]) {
      const ea = lk.a.at(-1) ?? [400, f.length]
      const eb = lk.b.at(-1) ?? [400, f.length]
      const side = ea[0] > 400 ? 1 : -1
      let tips = ''
      for (let k = 0; k < 3; k++) {
        const t = k / 2
        const x = ea[0] + (eb[0] - ea[0]) * t
        const y = ea[1] + (eb[1] - ea[1]) * t
        const len = 34 - k * 6
        tips += `M ${n(x - 14)} ${n(y - 12)} Q ${n(x + side * 6)} ${n(y + len * 0.5)} ${n(x + side * (22 - k * 4))} ${n(y + len)} Q ${n(x + side * 2)} ${n(y + 4)} ${n(x + 14)} ${n(y - 12)} Z `
      }
      front += shape(tips, c.fill)
    }
  }

  if (f.choppy) {
    // shag: shorter layers over the top with flicked-out ends
    for (const side of [1, -1] as const) {
      const layer = flowLock(g, side > 0 ? px : 800 - px, { ...f, length: 560 }, 1)
      const flick: Pt = [400 + g.w + 66, 566]
      const a = [...layer.a.slice(0, 5), [400 + g.w + 58, 500] as Pt, flick]
      const b = [
        ...layer.b.slice(0, 5),
        [400 + g.w + 8, 490] as Pt,
        [flick[0] - 12, flick[1] - 16] as Pt,
      ]
      const pts = side > 0 ? { a, b } : { a: mirrorPts(a), b: mirrorPts(b) }
      front += lock(pts.a, pts.b, c, rng, { strands: 5, highlights: 2, shineAt: 2 })
    }
  }

  if (spec.fringe === 'blunt') {
    const l: Pt[] = [
      [338, 250],
      [314, 318],
      [306, 404],
    ]
    const r = mirrorPts(l)
    front += lock(l, r, c, rng, { strands: 10, highlights: 3 })
    front += line(`M 308 404 Q 400 414 492 404`, c.dark, 3, 0.35)
  } else if (spec.fringe === 'curtain' || f.choppy) {
    for (const side of [1, -1] as const) {
      const a: Pt[] = [
        [402, 252],
        [452, 284],
        [506, 352],
        [530, 440],
      ]
      const b: Pt[] = [
        [402, 252],
        [410, 306],
        [446, 380],
        [514, 452],
      ]
      front +=
        side > 0
          ? lock(a, b, c, rng, { strands: 5, highlights: 2 })
          : lock(mirrorPts(a), mirrorPts(b), c, rng, { strands: 5, highlights: 2 })
    }
  }
  return { back, over: '', scalp: '', front, ears: false }
}

// ---------------------------------------------------------------------------------------
// Close to the head: pixie, crop, fade, buzz
// ---------------------------------------------------------------------------------------

function pixie(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  const rng = ctx.rng
  const w = g.w
  const cap = capPath(g, { hairline: 330, temple: 344, side: 476, puff: 26 })
  // a long, side-swept fringe from a low parting on the viewer's left
  const a: Pt[] = [
    [352, 226],
    [440, 222],
    [512, 262],
    [548, 336],
    [536, 420],
  ]
  const b: Pt[] = [
    [352, 226],
    [338, 300],
    [394, 352],
    [470, 388],
    [528, 430],
  ]
  const nape = shape(
    `M ${n(400 - w - 18)} 380 C ${n(400 - w - 26)} 470 ${n(400 - w - 6)} 520 ${n(400 - w + 10)} 540 L ${n(400 + w - 10)} 540 C ${n(400 + w + 6)} 520 ${n(400 + w + 26)} 470 ${n(400 + w + 18)} 380 Z`,
    c.backFill,
  )
  const tex = texture(
    rng,
    40,
    (x, y) =>
      y < 330 - Math.abs(x - 400) * 0.2 &&
      (x - 400) ** 2 / 160 ** 2 + (y - 330) ** 2 / 100 ** 2 < 1,
    [250, 220, 550, 340],
    (x) => [(x - 380) * 0.12 + 10, 14],
    c.dark,
    2.5,
    0.45,
  )
  return {
    back: nape,
    over: '',
    scalp: '',
    front:
      shape(cap, c.fill) +
      tex +
      lock(a, b, c, rng, { strands: 8, highlights: 4, shineAt: 1 }) +
      // wispy sideburns in front of the ears
      shape(
        `M ${n(400 - w - 4)} 430 C ${n(400 - w + 4)} 460 ${n(400 - w + 8)} 490 ${n(400 - w + 4)} 512 C ${n(400 - w - 8)} 490 ${n(400 - w - 12)} 460 ${n(400 - w - 10)} 430 Z`,
        c.base,
      ),
    ears: true,
  }
}

function crop(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  const rng = ctx.rng
  const cap = capPath(g, { hairline: 368, temple: 360, side: 474, puff: 22 })
  // a textured fringe cut short and choppy across the forehead
  let teeth = ''
  for (let i = 0; i < 11; i++) {
    const x = 312 + i * 17.6
    const y = 362 + Math.sin(i * 1.7) * 5
    teeth += `M ${n(x)} ${n(y - 12)} L ${n(x + 8 + rng.range(-3, 3))} ${n(y + 12 + rng.range(0, 8))} L ${n(x + 17)} ${n(y - 12)} Z `
  }
  const tex = texture(
    rng,
    70,
    (x, y) => (x - 400) ** 2 / 150 ** 2 + (y - 330) ** 2 / 110 ** 2 < 1 && y < 372,
    [250, 220, 550, 380],
    (x, y) => [(x - 400) * 0.05 + 4, 12 + (y - 230) * 0.03],
    c.dark,
    2.6,
    0.5,
  )
  const tex2 = texture(
    rng,
    30,
    (x, y) => (x - 400) ** 2 / 140 ** 2 + (y - 320) ** 2 / 100 ** 2 < 1,
    [260, 220, 540, 360],
    () => [5, 10],
    c.light,
    3,
    0.5,
  )
  return {
    back: '',
    over: '',
    scalp: shape(
      capPath(g, { hairline: 360, temple: 356, side: 486, puff: 8 }),
      `url(#${ctx.id}-fade)`,
    ),
    front: shape(cap, c.fill) + shape(teeth, c.fill) + tex + tex2,
    ears: true,
  }
}

function fade(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  const rng = ctx.rng
  const w = g.w
  // sides: hair fading into skin above the ears, with a crisp line-up at the hairline
  const sides = shape(
    capPath(g, { hairline: 334, temple: 344, side: 472, puff: 4 }),
    `url(#${ctx.id}-fade)`,
  )
  let top = ''
  if (spec.top === 'twists') {
    // short twists standing up on top, a little taller at the front
    let d = ''
    const cols = 13
    for (let row = 0; row < 3; row++) {
      for (let i = 0; i < cols; i++) {
        const x = 400 - (w - 6) + ((i + (row % 2) * 0.5) * (2 * (w - 6))) / cols
        const dx = (x - 400) / (w - 6)
        const baseY = 344 - Math.sqrt(Math.max(0, 1 - dx * dx)) * 96 + row * 26
        const h = 56 - row * 10 + rng.range(-8, 8)
        d += `M ${n(x)} ${n(baseY)} l ${n(dx * 10)} ${n(-h)} `
      }
    }
    top =
      `<path d="${d}" fill="none" stroke="${c.base}" stroke-width="19" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="${c.light}" stroke-width="4" stroke-dasharray="4 9" stroke-linecap="round" opacity="0.55"/>`
  } else {
    // a side-parted quiff swept up and back
    const q = joined([
      [
        [330, 352],
        [306, 300],
        [330, 236],
        [400, 208],
        [480, 214],
        [528, 262],
        [530, 330],
      ],
      [
        [520, 340],
        [470, 300],
        [400, 300],
        [350, 320],
      ],
    ])
    let strands = ''
    for (let k = 0; k < 9; k++) {
      const t = k / 8
      strands += `M ${n(336 + t * 170)} ${n(338 - t * 30)} C ${n(330 + t * 120)} ${n(260 - t * 20)} ${n(380 + t * 90)} ${n(214 + t * 6)} ${n(450 + t * 70)} ${n(220 + t * 30)} `
    }
    top =
      shape(q, c.fill) +
      `<path d="${strands}" fill="none" stroke="${c.dark}" stroke-width="2.6" stroke-linecap="round" opacity="0.45"/>` +
      line('M 344 250 Q 420 214 500 240', c.shine, 10, 0.35) +
      line('M 330 352 L 332 300', shade(c.base, -0.1), 3, 0.5)
  }
  return { back: '', over: '', scalp: sides, front: top, ears: true }
}

function buzz(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  const cap = capPath(g, { hairline: 336, temple: 346, side: 470, puff: 2 })
  const dots = texture(
    ctx.rng,
    220,
    (x, y) =>
      (x - 400) ** 2 / (g.w + 10) ** 2 + (y - 360) ** 2 / 112 ** 2 < 1 &&
      y < 340 + Math.abs(x - 400) * 0.5,
    [260, 240, 540, 470],
    () => [1.5, 3],
    shade(c.base, -0.3),
    2.2,
    0.5,
  )
  return {
    back: '',
    over: '',
    scalp: shape(cap, c.base, 0.92) + dots + line(`M 330 276 Q 400 250 470 276`, c.shine, 12, 0.3),
    front: '',
    ears: true,
  }
}

// ---------------------------------------------------------------------------------------
// Up and back: top knot, man bun, updo, plaits
// ---------------------------------------------------------------------------------------

/** Hair combed back from the hairline towards a point (a bun, a tie). */
function sweptBack(
  g: HairGeometry,
  c: Colours,
  rng: Rng,
  to: Pt,
  o: { hairline: number; puff: number; part?: number },
): string {
  const cap = capPath(g, { hairline: o.hairline, temple: o.hairline + 14, side: 470, puff: o.puff })
  let d = ''
  for (let k = 0; k <= 12; k++) {
    const t = k / 12
    const sx = 400 - g.w + t * 2 * g.w
    const sy = o.hairline + Math.abs(sx - 400) ** 2 / 900 + rng.range(-4, 4)
    d += `M ${n(sx)} ${n(Math.min(sy, 470))} Q ${n(sx + (to[0] - sx) * 0.2)} ${n(300 - o.puff)} ${n(to[0] + (sx - 400) * 0.12)} ${n(to[1] + 16)} `
  }
  return (
    shape(cap, c.fill) +
    `<path d="${d}" fill="none" stroke="${c.dark}" stroke-width="2.4" stroke-linecap="round" opacity="0.42"/>` +
    line(
      `M ${n(400 - g.w * 0.55)} ${n(296 - o.puff)} Q 400 ${n(266 - o.puff)} ${n(400 + g.w * 0.55)} ${n(296 - o.puff)}`,
      c.shine,
      12,
      0.32,
    ) +
    (o.part !== undefined
      ? line(
          `M ${o.part} ${o.hairline - 4} L ${o.part + 6} ${260 - o.puff}`,
          shade(c.base, -0.2),
          2.5,
          0.6,
        )
      : '')
  )
}

function topKnot(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  const wisp = (side: 1 | -1): string => {
    const a: Pt[] = [
      [400 + side * (g.w - 8), 372],
      [400 + side * (g.w + 4), 430],
      [400 + side * (g.w - 2), 500],
      [400 + side * (g.w - 14), 560],
    ]
    const b: Pt[] = [
      [400 + side * (g.w - 22), 376],
      [400 + side * (g.w - 10), 440],
      [400 + side * (g.w - 14), 506],
      [400 + side * (g.w - 16), 560],
    ]
    return lock(a, b, c, ctx.rng, { strands: 2, highlights: 1 })
  }
  return {
    back: bun(400, 190, 74, c) + line('M 346 244 Q 400 262 454 244', BRAND.brass, 9),
    over: '',
    scalp: '',
    front: sweptBack(g, c, ctx.rng, [400, 220], { hairline: 326, puff: 8 }) + wisp(1) + wisp(-1),
    ears: true,
  }
}

function manBun(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  return {
    back: bun(400, 214, 56, c),
    over: '',
    scalp: shape(
      capPath(g, { hairline: 340, temple: 350, side: 486, puff: 0 }),
      `url(#${ctx.id}-fade)`,
    ),
    front:
      sweptBack(g, c, ctx.rng, [400, 236], { hairline: 330, puff: 6 }) +
      line('M 366 262 Q 400 272 434 262', shade(c.base, -0.5), 7),
    ears: true,
  }
}

function updo(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  const rng = ctx.rng
  // a low chignon shows either side of the neck; soft tendrils fall in front of the ears
  const chignon =
    bun(400 + g.w + 34, 540, 50, c) +
    shape(
      `M ${n(400 + g.w - 10)} 430 Q ${n(400 + g.w + 40)} 470 ${n(400 + g.w + 30)} 520 L ${n(400 + g.w - 4)} 520 Z`,
      c.base,
    )
  // a braid crossing the crown like a hairband
  const braidPath: Pt[] = []
  for (let i = 0; i <= 10; i++) {
    const t = i / 10
    const ang = Math.PI * (1.08 + t * 0.84)
    braidPath.push([400 + Math.cos(ang) * (g.w + 14), 364 + Math.sin(ang) * 108])
  }
  const tendril = (side: 1 | -1): string => {
    const x = 400 + side * (g.w - 4)
    let d = `M ${n(x)} 420`
    for (let k = 0; k < 4; k++) {
      d += ` q ${n(side * 14)} 8 0 16 q ${n(-side * 12)} 6 0 12`
    }
    return line(d, c.base, 4.5) + line(d, c.light, 1.5, 0.6)
  }
  return {
    back: chignon,
    over: '',
    scalp: '',
    front:
      sweptBack(g, c, rng, [400, 236], { hairline: 326, puff: 22, part: 358 }) +
      twist(braidPath, 30, c) +
      tendril(1) +
      tendril(-1),
    ears: true,
  }
}

function plaits(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  const end = lengthOf(spec)
  const cap = capPath(g, { hairline: 324, temple: 340, side: 468, puff: 12 })
  let strands = ''
  for (let k = 0; k < 7; k++) {
    const t = (k + 0.5) / 7
    for (const side of [1, -1]) {
      strands += `M 400 254 Q ${n(400 + side * (30 + t * 100))} ${n(272 + t * 30)} ${n(400 + side * (g.w + 8 - (1 - t) * 20))} ${n(330 + t * 130)} `
    }
  }
  const braid = (side: 1 | -1): string => {
    const pts: Pt[] = []
    const steps = Math.max(6, Math.round((end - 470) / 42))
    for (let i = 0; i <= steps; i++) {
      const t = i / steps
      pts.push([
        400 + side * (g.w + 22 + Math.sin(t * Math.PI) * 14 + t * 10),
        470 + t * (end - 470),
      ])
    }
    const tip = pts.at(-1) ?? [400, end]
    return (
      plait(pts, 54, c) +
      `<rect x="${n(tip[0] - 12)}" y="${n(tip[1] - 6)}" width="24" height="11" rx="5" fill="${BRAND.sage}"/>` +
      shape(
        `M ${n(tip[0] - 12)} ${n(tip[1] + 4)} Q ${n(tip[0])} ${n(tip[1] + 50)} ${n(tip[0] + 14)} ${n(tip[1] + 4)} Z`,
        c.ends,
      )
    )
  }
  return {
    back: '',
    over: braid(1) + braid(-1),
    scalp: '',
    front:
      shape(cap, c.fill) +
      `<path d="${strands}" fill="none" stroke="${c.dark}" stroke-width="2.4" stroke-linecap="round" opacity="0.4"/>` +
      line('M 400 252 L 400 322', shade(c.base, -0.3), 3, 0.7) +
      line(`M 330 290 Q 360 268 392 262`, c.shine, 9, 0.35) +
      line(`M 470 290 Q 440 268 408 262`, c.shine, 9, 0.35),
    ears: true,
  }
}

// ---------------------------------------------------------------------------------------
// Texture: curls, afro, locs
// ---------------------------------------------------------------------------------------

function curls(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  const rng = ctx.rng
  const end = lengthOf(spec)
  const w = g.w
  // the outline is a ring of overlapping curls, fullest at ear level
  let mass = ''
  const ring: Pt[] = []
  const count = 26
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1)
    const ang = Math.PI * (0.92 + t * 1.16)
    const x = 400 + Math.cos(ang) * (w + 100)
    const y = 430 + Math.sin(ang) * 200
    ring.push([x, y])
  }
  for (const [x, y] of ring) {
    mass += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(42, 56))}" fill="${c.backFill}"/>`
  }
  // lower lengths on both sides down to the ends
  for (const side of [1, -1]) {
    for (let y = 470; y <= end - 30; y += 46) {
      const x = 400 + side * (w + 70 + rng.range(-10, 14) - Math.max(0, y - 600) * 0.12)
      mass += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(44, 54))}" fill="${c.backFill}"/>`
    }
  }
  const body = `<ellipse cx="400" cy="440" rx="${n(w + 96)}" ry="196" fill="${c.backFill}"/>` + mass
  const tex = curlMarks(
    rng,
    130,
    (x, y) =>
      (x - 400) ** 2 / (w + 130) ** 2 + (y - 440) ** 2 / 250 ** 2 < 1 &&
      !((x - 400) ** 2 / (w + 14) ** 2 + (y - 470) ** 2 / 160 ** 2 < 1),
    [200, 220, 600, end],
    [8, 14],
    c.dark,
    3.2,
    0.5,
  )
  const tex2 = curlMarks(
    rng,
    60,
    (x, y) =>
      y < 520 &&
      (x - 400) ** 2 / (w + 130) ** 2 + (y - 440) ** 2 / 250 ** 2 < 1 &&
      !((x - 400) ** 2 / (w + 14) ** 2 + (y - 470) ** 2 / 160 ** 2 < 1),
    [200, 220, 600, end],
    [8, 13],
    c.light,
    3.4,
    0.45,
  )
  const ringlet = (x0: number, y0: number, len: number, side: number): string =>
    coil(x0, y0, len, 17, side, c)
  let fringe = ''
  const top = 9
  for (let i = 0; i < top; i++) {
    const t = i / (top - 1)
    const ang = Math.PI * (1.06 + t * 0.88)
    const x = 400 + Math.cos(ang) * (w + 6)
    const y = 372 + Math.sin(ang) * 92
    const r = rng.range(30, 36)
    fringe += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c.fill}"/>`
    fringe += `<path d="M ${n(x - r * 0.6)} ${n(y + r * 0.1)} A ${n(r * 0.55)} ${n(r * 0.55)} 0 1 0 ${n(x + r * 0.4)} ${n(y - r * 0.3)}" fill="none" stroke="${c.dark}" stroke-width="3" opacity="0.55"/>`
    fringe += `<path d="M ${n(x - r * 0.3)} ${n(y - r * 0.5)} A ${n(r * 0.4)} ${n(r * 0.3)} 0 0 1 ${n(x + r * 0.4)} ${n(y - r * 0.4)}" fill="none" stroke="${c.light}" stroke-width="3.4" opacity="0.6"/>`
  }
  const capFill = shape(capPath(g, { hairline: 340, temple: 360, side: 470, puff: 26 }), c.fill)
  return {
    back: body + tex + tex2,
    over:
      ringlet(400 + w + 40, 480, end - 500, 1) +
      ringlet(400 - w - 40, 480, end - 500, -1) +
      ringlet(400 + w + 78, 470, end - 540, 1) +
      ringlet(400 - w - 78, 470, end - 540, -1),
    scalp: '',
    front:
      capFill + fringe + ringlet(400 + w - 4, 400, 190, 1) + ringlet(400 - w + 4, 400, 190, -1),
    ears: false,
  }
}

function afro(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  const rng = ctx.rng
  const cx = 400
  const cy = 392
  const R = 238
  let edge = ''
  for (let i = 0; i < 44; i++) {
    const a = (i / 44) * Math.PI * 2
    if (Math.sin(a) > 0.78) continue // hidden behind the shoulders anyway
    const r = rng.range(18, 28)
    edge += `<circle cx="${n(cx + Math.cos(a) * (R - 6))}" cy="${n(cy + Math.sin(a) * (R * 0.94 - 6))}" r="${n(r)}" fill="${c.base}"/>`
  }
  const inside = (x: number, y: number): boolean =>
    (x - cx) ** 2 / R ** 2 + (y - cy) ** 2 / (R * 0.94) ** 2 < 1 &&
    !((x - 400) ** 2 / (g.w + 6) ** 2 + (y - 480) ** 2 / 170 ** 2 < 1)
  const tex =
    curlMarks(rng, 170, inside, [160, 150, 640, 640], [5, 9], c.dark, 2.6, 0.55) +
    curlMarks(rng, 90, inside, [160, 150, 640, 640], [5, 9], c.light, 2.8, 0.55)
  const hairline = shape(capPath(g, { hairline: 330, temple: 346, side: 474, puff: 30 }), c.base)
  // a silk scarf tied as a wide band across the hair
  const band = `M ${n(400 - g.w - 40)} 318 C ${n(400 - g.w)} 250 ${n(400 + g.w)} 250 ${n(400 + g.w + 40)} 318 L ${n(400 + g.w + 34)} 272 C ${n(400 + g.w - 10)} 196 ${n(400 - g.w + 10)} 196 ${n(400 - g.w - 34)} 272 Z`
  return {
    back:
      `<ellipse cx="${cx}" cy="${cy}" rx="${R}" ry="${n(R * 0.94)}" fill="${c.base}"/>` +
      edge +
      tex +
      line(`M 250 280 Q 320 190 420 176`, c.shine, 16, 0.16),
    over: '',
    scalp: '',
    front:
      hairline +
      curlMarks(
        rng,
        26,
        (x, y) => y < 330 + Math.abs(x - 400) * 0.5,
        [270, 220, 530, 400],
        [5, 8],
        c.light,
        2.6,
        0.5,
      ) +
      shape(band, BRAND.sage) +
      line(
        `M ${n(400 - g.w - 20)} 290 C ${n(400 - g.w + 10)} 232 ${n(400 + g.w - 10)} 232 ${n(400 + g.w + 20)} 290`,
        BRAND.forest,
        3,
        0.5,
      ),
    ears: false,
  }
}

function locs(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  const c = colours(spec, ctx.id)
  const rng = ctx.rng
  const end = lengthOf(spec)
  const w = g.w
  let back = ''
  for (let i = 0; i < 16; i++) {
    const t = i / 15
    const x0 = 400 - w - 20 + t * (2 * w + 40)
    const side = x0 < 400 ? -1 : 1
    const spread = (Math.abs(x0 - 400) / (w + 20)) * 90
    back += loc(
      [
        [x0, 300],
        [x0 + side * (spread * 0.6 + 20), 420],
        [x0 + side * (spread + 30), 560],
        [x0 + side * (spread + 36) + rng.range(-8, 8), end - 60 + rng.range(-30, 10)],
      ],
      20,
      c,
    )
  }
  let over = ''
  for (const side of [1, -1]) {
    for (let i = 0; i < 5; i++) {
      const x0 = 400 + side * (w - 30 + i * 18)
      over += loc(
        [
          [x0, 330 + i * 10],
          [400 + side * (w + 4 + i * 16), 460],
          [400 + side * (w + 14 + i * 20), 600],
          [400 + side * (w + 24 + i * 22) + rng.range(-6, 6), end - i * 12],
        ],
        19,
        c,
      )
    }
  }
  const cap = capPath(g, { hairline: 332, temple: 350, side: 470, puff: 26 })
  let roots = ''
  for (let k = 0; k < 9; k++) {
    const x = 400 - w + 10 + (k * (2 * w - 20)) / 8
    roots += `M ${n(x)} ${n(250 + Math.abs(x - 400) * 0.35)} L ${n(x + (x - 400) * 0.2)} ${n(336 + Math.abs(x - 400) * 0.3)} `
  }
  return {
    back,
    over,
    scalp: '',
    front:
      shape(cap, c.base) +
      `<path d="${roots}" fill="none" stroke="${c.dark}" stroke-width="18" stroke-linecap="round" opacity="0.35"/>` +
      `<path d="${roots}" fill="none" stroke="${c.light}" stroke-width="6" stroke-dasharray="3 10" stroke-linecap="round" opacity="0.5"/>`,
    ears: false,
  }
}

export function drawHair(spec: HairSpec, g: HairGeometry, ctx: Ctx): HairLayers {
  switch (spec.style) {
    case 'bob':
    case 'lob':
    case 'long':
    case 'shag':
      return flowing(spec, g, ctx)
    case 'pixie':
      return pixie(spec, g, ctx)
    case 'crop':
      return crop(spec, g, ctx)
    case 'fade':
      return fade(spec, g, ctx)
    case 'buzz':
      return buzz(spec, g, ctx)
    case 'top-knot':
      return topKnot(spec, g, ctx)
    case 'man-bun':
      return manBun(spec, g, ctx)
    case 'updo':
      return updo(spec, g, ctx)
    case 'plaits':
      return plaits(spec, g, ctx)
    case 'curls':
      return curls(spec, g, ctx)
    case 'afro':
      return afro(spec, g, ctx)
    case 'locs':
      return locs(spec, g, ctx)
  }
}

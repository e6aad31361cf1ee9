// The three salons' interiors, each its own room (1600 x 1000): a Georgian high-street shop
// with arched mirrors and sash windows, a converted waterside chandlery with brick, beams
// and a wall of glass over the river, and the academy's long training floor with rows of
// mannequin heads. Rooms are drawn with a one-point perspective camera, so that furniture
// placed in metres lands in the right place at the right size.

import type { InteriorScene } from '../data/types'
import {
  type Pt,
  type Rng,
  BRAND,
  line,
  makeRng,
  mix,
  n,
  pick,
  shade,
  shape,
  smoothPath,
  svgOpen,
} from './core'

const W = 1600
const H = 1000

type Camera = { project: (x: number, y: number, z: number) => Pt; scale: (z: number) => number }

/** A camera at eye height `eye` metres looking straight down the room. */
function camera(vx: number, vy: number, f: number, eye: number): Camera {
  return {
    project: (x, y, z) => [vx + (x * f) / z, vy + ((eye - y) * f) / z],
    scale: (z) => f / z,
  }
}

const poly = (pts: Pt[]): string => `M ${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L ')} Z`

/** A rectangle on the back wall (constant z) or a side wall (constant x). */
function wallRect(cam: Camera, x0: number, x1: number, y0: number, y1: number, z: number): string {
  return poly([
    cam.project(x0, y0, z),
    cam.project(x1, y0, z),
    cam.project(x1, y1, z),
    cam.project(x0, y1, z),
  ])
}
function sideRect(cam: Camera, x: number, z0: number, z1: number, y0: number, y1: number): string {
  return poly([
    cam.project(x, y0, z0),
    cam.project(x, y0, z1),
    cam.project(x, y1, z1),
    cam.project(x, y1, z0),
  ])
}

// ---------------------------------------------------------------------------------------
// People and furniture seen side-on, drawn in metres and scaled by distance
// ---------------------------------------------------------------------------------------

type Client = {
  skin: string
  hair: string
  style: 'long' | 'bob' | 'foils' | 'curls' | 'bun'
  cape: string
}

/** A styling chair seen from the side, facing left (dir = 1) or right (dir = -1), origin on the floor. */
export function sideChair(colour: string, dir: 1 | -1): string {
  const m = (x: number): number => x * dir
  return (
    `<ellipse cx="0" cy="0" rx="0.32" ry="0.04" fill="#000" opacity="0.18"/>` +
    `<rect x="-0.3" y="-0.04" width="0.6" height="0.04" rx="0.02" fill="#9aa0a3"/>` +
    `<rect x="-0.035" y="-0.46" width="0.07" height="0.44" fill="#b9bec0"/>` +
    `<rect x="${m(-0.5) - (dir < 0 ? 0.12 : 0)}" y="-0.24" width="0.12" height="0.04" rx="0.02" fill="#9aa0a3"/>` +
    `<rect x="-0.3" y="-0.6" width="0.6" height="0.14" rx="0.06" fill="${shade(colour, -0.1)}"/>` +
    `<rect x="${dir > 0 ? 0.18 : -0.32}" y="-1.18" width="0.14" height="0.66" rx="0.07" fill="${colour}"/>` +
    `<rect x="${dir > 0 ? -0.26 : -0.2}" y="-0.8" width="0.46" height="0.07" rx="0.035" fill="${shade(colour, 0.08)}"/>` +
    `<rect x="${dir > 0 ? -0.26 : 0.14}" y="-0.8" width="0.12" height="0.22" rx="0.04" fill="${shade(colour, 0.08)}"/>`
  )
}

/** A client sitting in a chair, side-on, facing the mirror; hair is the detail that reads. */
function sideClient(c: Client, dir: 1 | -1): string {
  const m = (x: number): number => x * dir
  const hx = m(0.04)
  const hy = -1.42
  const hair = shade(c.hair, -0.05)
  let hairSvg = ''
  switch (c.style) {
    case 'long':
      hairSvg =
        `<path d="M ${n(hx + m(-0.06))} ${n(hy - 0.1)} Q ${n(hx + m(0.16))} ${n(hy - 0.14)} ${n(hx + m(0.15))} ${n(hy + 0.08)} L ${n(hx + m(0.17))} ${n(hy + 0.44)} Q ${n(hx + m(0.08))} ${n(hy + 0.48)} ${n(hx + m(0.03))} ${n(hy + 0.42)} L ${n(hx + m(0.03))} ${n(hy + 0.06)} Z" fill="${hair}"/>` +
        `<path d="M ${n(hx + m(0.1))} ${n(hy + 0.1)} L ${n(hx + m(0.12))} ${n(hy + 0.4)}" stroke="${shade(hair, 0.35)}" stroke-width="0.012" opacity="0.7"/>`
      break
    case 'bob':
      hairSvg = `<path d="M ${n(hx + m(-0.08))} ${n(hy - 0.06)} Q ${n(hx + m(0.02))} ${n(hy - 0.17)} ${n(hx + m(0.14))} ${n(hy - 0.04)} L ${n(hx + m(0.15))} ${n(hy + 0.14)} L ${n(hx + m(0.02))} ${n(hy + 0.14)} Q ${n(hx + m(0.02))} ${n(hy)} ${n(hx + m(-0.08))} ${n(hy - 0.02)} Z" fill="${hair}"/>`
      break
    case 'bun':
      hairSvg =
        `<circle cx="${n(hx + m(0.13))}" cy="${n(hy - 0.08)}" r="0.06" fill="${hair}"/>` +
        `<path d="M ${n(hx + m(-0.09))} ${n(hy - 0.04)} Q ${n(hx + m(0.02))} ${n(hy - 0.16)} ${n(hx + m(0.13))} ${n(hy - 0.02)} L ${n(hx + m(0.1))} ${n(hy + 0.06)} Q ${n(hx + m(0.02))} ${n(hy - 0.04)} ${n(hx + m(-0.09))} ${n(hy - 0.02)} Z" fill="${hair}"/>`
      break
    case 'curls': {
      let d = ''
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1.1 + i * 0.13)
        d += `<circle cx="${n(hx + m(0.04) + Math.cos(a) * 0.13 * -dir)}" cy="${n(hy + 0.02 + Math.sin(a) * 0.14)}" r="0.055" fill="${hair}"/>`
      }
      hairSvg = `<circle cx="${n(hx + m(0.06))}" cy="${n(hy)}" r="0.15" fill="${hair}"/>` + d
      break
    }
    case 'foils': {
      hairSvg = `<path d="M ${n(hx + m(-0.08))} ${n(hy - 0.06)} Q ${n(hx + m(0.02))} ${n(hy - 0.17)} ${n(hx + m(0.14))} ${n(hy - 0.04)} L ${n(hx + m(0.14))} ${n(hy + 0.18)} L ${n(hx + m(0.03))} ${n(hy + 0.16)} Z" fill="${hair}"/>`
      for (let i = 0; i < 5; i++) {
        const a = -Math.PI * (0.15 + i * 0.17)
        const fx = hx + m(0.03) + Math.cos(a) * 0.14 * dir * -1
        const fy = hy + Math.sin(a) * 0.14
        hairSvg += `<rect x="${n(fx - 0.035)}" y="${n(fy - 0.02)}" width="0.07" height="0.13" rx="0.01" fill="#dfe3e6" stroke="#a9aeb2" stroke-width="0.006" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(fx)} ${n(fy)})"/>`
      }
      break
    }
  }
  return (
    // cape over the body, shoulders to knees
    `<path d="M ${n(m(0.02))} -1.28 C ${n(m(-0.16))} -1.24 ${n(m(-0.26))} -1.0 ${n(m(-0.42))} -0.6 L ${n(m(0.22))} -0.58 C ${n(m(0.2))} -0.9 ${n(m(0.18))} -1.2 ${n(m(0.02))} -1.28 Z" fill="${c.cape}"/>` +
    `<rect x="${n(Math.min(m(-0.46), m(-0.36)))}" y="-0.6" width="0.1" height="0.4" rx="0.03" fill="#3a3430"/>` +
    // head in profile: a nose and a chin towards the mirror
    `<path d="M ${n(hx)} ${n(hy - 0.13)} C ${n(hx + m(-0.09))} ${n(hy - 0.13)} ${n(hx + m(-0.12))} ${n(hy - 0.05)} ${n(hx + m(-0.12))} ${n(hy)} L ${n(hx + m(-0.15))} ${n(hy + 0.04)} L ${n(hx + m(-0.12))} ${n(hy + 0.06)} C ${n(hx + m(-0.12))} ${n(hy + 0.12)} ${n(hx + m(-0.06))} ${n(hy + 0.15)} ${n(hx + m(0.02))} ${n(hy + 0.14)} L ${n(hx + m(0.03))} ${n(hy + 0.2)} L ${n(hx + m(0.1))} ${n(hy + 0.2)} L ${n(hx + m(0.11))} ${n(hy)} C ${n(hx + m(0.1))} ${n(hy - 0.1)} ${n(hx + m(0.06))} ${n(hy - 0.13)} ${n(hx)} ${n(hy - 0.13)} Z" fill="${c.skin}"/>` +
    hairSvg
  )
}

/** A stylist standing behind a chair, side-on, working with scissors or a brush. */
function sideStylist(skin: string, hair: string, clothes: string, dir: 1 | -1): string {
  const m = (x: number): number => x * dir
  return (
    `<rect x="${n(Math.min(m(-0.06), m(0.06)) - 0.05)}" y="-0.86" width="0.1" height="0.86" rx="0.04" fill="#2b2623"/>` +
    `<rect x="${n(Math.min(m(0.04), m(0.16)) - 0.05)}" y="-0.86" width="0.1" height="0.86" rx="0.04" fill="#3a3430"/>` +
    `<path d="M ${n(m(-0.14))} -0.84 L ${n(m(-0.12))} -1.46 Q ${n(m(0.04))} -1.56 ${n(m(0.18))} -1.44 L ${n(m(0.2))} -0.84 Z" fill="${clothes}"/>` +
    // forearm reaching towards the client's hair
    `<path d="M ${n(m(-0.02))} -1.4 L ${n(m(-0.24))} -1.28 L ${n(m(-0.4))} -1.38" fill="none" stroke="${clothes}" stroke-width="0.075" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${n(m(-0.42))}" cy="-1.39" r="0.04" fill="${skin}"/>` +
    `<path d="M ${n(m(-0.44))} -1.42 L ${n(m(-0.56))} -1.46 M ${n(m(-0.44))} -1.4 L ${n(m(-0.56))} -1.38" stroke="#c9ccce" stroke-width="0.014" stroke-linecap="round"/>` +
    `<rect x="${n(Math.min(m(0.0), m(0.08)) - 0.04)}" y="-1.6" width="0.08" height="0.1" fill="${skin}"/>` +
    `<circle cx="${n(m(0.02))}" cy="-1.7" r="0.12" fill="${skin}"/>` +
    `<path d="M ${n(m(-0.1))} -1.72 Q ${n(m(0.0))} -1.86 ${n(m(0.14))} -1.74 L ${n(m(0.14))} -1.6 Q ${n(m(0.06))} -1.7 ${n(m(-0.1))} -1.7 Z" fill="${hair}"/>` +
    `<circle cx="${n(m(0.15))}" cy="-1.8" r="0.06" fill="${hair}"/>`
  )
}

/** Someone standing with their back to us (a trainee at a station), hair as the detail. */
export function standingBack(
  skin: string,
  hair: string,
  style: 'ponytail' | 'bun' | 'curls' | 'short',
  clothes: string,
): string {
  let hairSvg = `<circle cx="0" cy="-1.58" r="0.11" fill="${hair}"/>`
  if (style === 'ponytail')
    hairSvg += `<path d="M -0.03 -1.6 Q 0.06 -1.5 0.02 -1.32 Q -0.02 -1.4 -0.05 -1.5 Z" fill="${hair}"/>`
  if (style === 'bun') hairSvg += `<circle cx="0" cy="-1.7" r="0.06" fill="${hair}"/>`
  if (style === 'curls')
    hairSvg =
      `<circle cx="0" cy="-1.58" r="0.15" fill="${hair}"/>` +
      [-0.12, 0, 0.12].map((x) => `<circle cx="${x}" cy="-1.46" r="0.06" fill="${hair}"/>`).join('')
  return (
    `<ellipse cx="0" cy="0" rx="0.22" ry="0.035" fill="#000" opacity="0.15"/>` +
    `<rect x="-0.13" y="-0.84" width="0.11" height="0.84" rx="0.04" fill="#2b2623"/>` +
    `<rect x="0.02" y="-0.84" width="0.11" height="0.84" rx="0.04" fill="#2b2623"/>` +
    `<path d="M -0.19 -0.8 L -0.2 -1.34 Q -0.2 -1.44 -0.1 -1.45 L 0.1 -1.45 Q 0.2 -1.44 0.2 -1.34 L 0.19 -0.8 Z" fill="${clothes}"/>` +
    `<path d="M -0.19 -1.36 L -0.26 -1.1 L -0.2 -1.0 M 0.19 -1.36 L 0.28 -1.18 L 0.16 -1.1" fill="none" stroke="${clothes}" stroke-width="0.07" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="-0.04" y="-1.5" width="0.08" height="0.08" fill="${skin}"/>` +
    hairSvg
  )
}

/** Place a drawing made in metres at a floor point. */
function at(cam: Camera, x: number, z: number, inner: string, y = 0): string {
  const [px, py] = cam.project(x, y, z)
  return `<g transform="translate(${n(px)} ${n(py)}) scale(${n(cam.scale(z))})">${inner}</g>`
}

function hangingPlant(x: number, y: number, s: number, rng: Rng): string {
  let leaves = ''
  for (let i = 0; i < 9; i++) {
    const len = rng.range(60, 140) * s
    const dx = rng.range(-40, 40) * s
    leaves += `<path d="M ${n(x + dx * 0.3)} ${n(y)} C ${n(x + dx)} ${n(y + len * 0.4)} ${n(x + dx * 1.3)} ${n(y + len * 0.7)} ${n(x + dx * 1.1)} ${n(y + len)}" fill="none" stroke="${i % 2 ? BRAND.sage : BRAND.forest}" stroke-width="${n(5 * s)}" stroke-linecap="round"/>`
    for (let k = 1; k <= 3; k++) {
      const t = k / 4
      leaves += `<ellipse cx="${n(x + dx * (0.3 + t))}" cy="${n(y + len * t)}" rx="${n(7 * s)}" ry="${n(4 * s)}" fill="${k % 2 ? BRAND.sage : shade(BRAND.sage, -0.2)}"/>`
    }
  }
  return (
    line(`M ${n(x)} 0 L ${n(x)} ${n(y - 30 * s)}`, '#6b5a48', 2) +
    leaves +
    `<path d="M ${n(x - 34 * s)} ${n(y - 30 * s)} L ${n(x + 34 * s)} ${n(y - 30 * s)} L ${n(x + 24 * s)} ${n(y + 8 * s)} L ${n(x - 24 * s)} ${n(y + 8 * s)} Z" fill="#c97a52"/>`
  )
}

function floorPlant(x: number, y: number, s: number, pot: string, rng: Rng): string {
  let leaves = ''
  for (let i = 0; i < 14; i++) {
    const a = rng.range(-70, 70)
    const len = rng.range(110, 190) * s
    const col = mix(BRAND.forestDeep, BRAND.sage, 0.2 + (i / 14) * 0.7)
    leaves += `<ellipse cx="0" cy="${n(-len / 2)}" rx="${n(len * 0.17)}" ry="${n(len / 2)}" fill="${col}" transform="translate(${n(x)} ${n(y - 90 * s)}) rotate(${n(a)})"/>`
  }
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(70 * s)}" ry="${n(10 * s)}" fill="#000" opacity="0.15"/>` +
    leaves +
    `<path d="M ${n(x - 56 * s)} ${n(y - 100 * s)} L ${n(x + 56 * s)} ${n(y - 100 * s)} L ${n(x + 42 * s)} ${n(y)} L ${n(x - 42 * s)} ${n(y)} Z" fill="${pot}"/>`
  )
}

// ---------------------------------------------------------------------------------------
// High Street: a Georgian draper's shop
// ---------------------------------------------------------------------------------------

function georgian(rng: Rng): string {
  const cam = camera(800, 430, 600, 1.55)
  const P = cam.project
  const green = '#33523f'
  const panel = '#f1ebdf'
  const zb = 9.5
  const X = 3.9
  const top = 3.8
  let out = ''
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe9ec"/><stop offset="1" stop-color="#f3efe6"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3ebe8"/><stop offset="1" stop-color="#aebfba"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.8"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>`

  // ceiling, walls, floor
  out += shape(poly([P(-X, top, 1), P(X, top, 1), P(X, top, zb), P(-X, top, zb)]), '#f6f1e8')
  out += shape(sideRect(cam, -X, 1, zb, 0, top), shade(green, -0.08))
  out += shape(sideRect(cam, X, 1, zb, 0, top), shade(green, -0.08))
  out += shape(wallRect(cam, -X, X, 0, top, zb), green)
  // cornice and dado rail
  out += shape(wallRect(cam, -X, X, top - 0.22, top, zb), panel)
  out += shape(sideRect(cam, -X, 1, zb, top - 0.22, top), shade(panel, -0.06))
  out += shape(sideRect(cam, X, 1, zb, top - 0.22, top), shade(panel, -0.06))
  out += shape(wallRect(cam, -X, X, 0, 0.95, zb), shade(green, -0.12))
  out += shape(sideRect(cam, -X, 1, zb, 0, 0.95), shade(green, -0.2))
  out += shape(sideRect(cam, X, 1, zb, 0, 0.95), shade(green, -0.2))
  out += shape(wallRect(cam, -X, X, 0.92, 0.98, zb), panel)
  out += shape(sideRect(cam, -X, 1, zb, 0.92, 0.98), panel)
  out += shape(sideRect(cam, X, 1, zb, 0.92, 0.98), panel)

  // herringbone parquet, as chevron rows converging on the back wall
  const [fx0, fy0] = P(-X, 0, zb)
  const [fx1] = P(X, 0, zb)
  out += shape(poly([P(-X, 0, 1), P(X, 0, 1), [fx1, fy0], [fx0, fy0]]), '#b98a5e')
  let boards = ''
  for (let z = 1.2; z < zb; z += 0.32) {
    for (let x = -X; x < X; x += 0.4) {
      const a = P(x, 0, z)
      const b = P(x + 0.2, 0, z + 0.16)
      const c2 = P(x + 0.4, 0, z)
      boards += `M ${n(a[0])} ${n(a[1])} L ${n(b[0])} ${n(b[1])} L ${n(c2[0])} ${n(c2[1])} `
    }
  }
  out += `<path d="${boards}" fill="none" stroke="#8f6440" stroke-width="1.6" opacity="0.55"/>`
  out += shape(poly([P(-X, 0, 1), P(X, 0, 1), [fx1, fy0], [fx0, fy0]]), 'url(#floorShade)')

  // a long runner down the middle of the floor
  out += shape(
    poly([P(-1.1, 0, 1.6), P(1.1, 0, 1.6), P(1.1, 0, zb - 1.2), P(-1.1, 0, zb - 1.2)]),
    '#d9a8a0',
  )
  out += `<path d="${poly([P(-0.95, 0, 1.8), P(0.95, 0, 1.8), P(0.95, 0, zb - 1.35), P(-0.95, 0, zb - 1.35)])}" fill="none" stroke="${BRAND.brass}" stroke-width="3" opacity="0.8"/>`

  // two tall sash windows onto the street on the back wall
  for (const x0 of [-3.5, 1.9]) {
    const x1 = x0 + 1.6
    out += shape(wallRect(cam, x0 - 0.12, x1 + 0.12, 0.5, 3.3, zb), panel)
    out += shape(wallRect(cam, x0, x1, 0.62, 3.18, zb), 'url(#sky)')
    // the shops across the street
    for (let k = 0; k < 3; k++) {
      const bx = x0 + k * 0.54
      out += shape(
        wallRect(cam, bx, bx + 0.52, 0.62, 2.2 + (k % 2) * 0.3, zb),
        k % 2 ? '#d8c7ad' : '#c9b69a',
      )
      out += shape(wallRect(cam, bx + 0.12, bx + 0.28, 1.5, 1.9, zb), '#8e9ea3')
      out += shape(wallRect(cam, bx + 0.34, bx + 0.5, 1.5, 1.9, zb), '#8e9ea3')
    }
    let bars = ''
    for (let k = 1; k < 3; k++) {
      const [ax, ay] = P(x0 + (k * 1.6) / 3, 0.62, zb)
      const [, by] = P(x0, 3.18, zb)
      bars += `M ${n(ax)} ${n(ay)} L ${n(ax)} ${n(by)} `
    }
    for (let k = 1; k < 4; k++) {
      const y = 0.62 + (k * 2.56) / 4
      const [ax, ay] = P(x0, y, zb)
      const [bx] = P(x1, y, zb)
      bars += `M ${n(ax)} ${n(ay)} L ${n(bx)} ${n(ay)} `
    }
    out += `<path d="${bars}" stroke="${panel}" stroke-width="5" fill="none"/>`
    const [sx, sy] = P(x0 - 0.2, 0.5, zb)
    const [ex] = P(x1 + 0.2, 0.5, zb)
    out += `<rect x="${n(sx)}" y="${n(sy - 3)}" width="${n(ex - sx)}" height="10" fill="${panel}"/>`
  }

  // the original shop counter, now reception, with flowers and a bell
  const counter = wallRect(cam, -1.3, 1.3, 0, 1.05, zb - 0.7)
  out += shape(counter, '#7a5232')
  out += shape(wallRect(cam, -1.4, 1.4, 1.02, 1.1, zb - 0.75), '#5e3d24')
  for (let k = 0; k < 4; k++) {
    const x0 = -1.15 + k * 0.6
    out += `<path d="${wallRect(cam, x0, x0 + 0.5, 0.15, 0.9, zb - 0.71)}" fill="none" stroke="#5e3d24" stroke-width="4"/>`
  }
  const [vx, vy] = P(-0.7, 1.1, zb - 0.8)
  out += `<rect x="${n(vx - 10)}" y="${n(vy - 36)}" width="20" height="36" rx="6" fill="#e8e2d6"/>`
  for (let k = 0; k < 7; k++) {
    const a = -Math.PI / 2 + (k - 3) * 0.32
    out += `<circle cx="${n(vx + Math.cos(a) * 30)}" cy="${n(vy - 52 + Math.sin(a) * 26)}" r="11" fill="${k % 2 ? BRAND.blush : '#f6efe4'}"/>`
  }
  const [bx, by] = P(0.8, 1.1, zb - 0.8)
  out += `<path d="M ${n(bx - 12)} ${n(by)} Q ${n(bx - 12)} ${n(by - 20)} ${n(bx)} ${n(by - 20)} Q ${n(bx + 12)} ${n(by - 20)} ${n(bx + 12)} ${n(by)} Z" fill="${BRAND.brass}"/>`
  // a round gilt mirror above the counter
  const [mx, my] = P(0, 2.3, zb)
  out += `<circle cx="${n(mx)}" cy="${n(my)}" r="70" fill="url(#glass)" stroke="${BRAND.brass}" stroke-width="9"/>`

  // arched mirrors, shelves and chairs down both side walls
  const stations = [3.3, 5.2, 7.1]
  const cape = '#efe8dc'
  const clients: (Client | null)[] = [
    { skin: '#e9c2a2', hair: '#c99a5a', style: 'long', cape },
    { skin: '#8a5638', hair: '#2a1d17', style: 'foils', cape },
    { skin: '#f3d2bd', hair: '#6a1d57', style: 'bob', cape },
    { skin: '#f3d2bd', hair: '#4a2e1f', style: 'bun', cape },
    null,
    { skin: '#c08a62', hair: '#3b2217', style: 'curls', cape },
  ]
  const draw: { z: number; svg: string }[] = []
  stations.forEach((z, i) => {
    for (const side of [-1, 1] as const) {
      const x = side * X
      const z0 = z - 0.45
      const z1 = z + 0.45
      const arch: Pt[] = [P(x, 0.95, z0), P(x, 2.35, z0)]
      for (let k = 1; k < 8; k++) {
        const t = k / 8
        const zz = z0 + (z1 - z0) * t
        arch.push(P(x, 2.35 + Math.sin(t * Math.PI) * 0.45, zz))
      }
      arch.push(P(x, 2.35, z1), P(x, 0.95, z1))
      const d =
        smoothPath(arch.slice(1, -1)).replace(
          /^M/,
          `M ${n(arch[0]?.[0] ?? 0)} ${n(arch[0]?.[1] ?? 0)} L`,
        ) + ` L ${n(arch.at(-1)?.[0] ?? 0)} ${n(arch.at(-1)?.[1] ?? 0)} Z`
      out +=
        shape(d, 'url(#glass)') +
        `<path d="${d}" fill="none" stroke="${BRAND.brass}" stroke-width="${n(cam.scale(z) * 0.06)}"/>`
      out += shape(sideRect(cam, x, z0 - 0.1, z1 + 0.1, 0.9, 0.96), '#5e3d24')
      // a chair in front of each mirror, facing it
      const client = clients[i * 2 + (side > 0 ? 1 : 0)] ?? null
      const chairX = x - side * 0.8
      const dir: 1 | -1 = side < 0 ? 1 : -1
      draw.push({
        z,
        svg: at(
          cam,
          chairX,
          z,
          sideChair(BRAND.blushDeep, dir) + (client ? sideClient(client, dir) : ''),
        ),
      })
      if (client && i < 2 && side < 0 === (i === 0))
        draw.push({
          z: z + 0.01,
          svg: at(
            cam,
            chairX - side * 0.62,
            z + 0.2,
            sideStylist(i ? '#8a5638' : '#f1cfb4', i ? '#1e1612' : '#3a2a20', '#2b2623', dir),
          ),
        })
    }
  })
  draw
    .sort((a, b) => b.z - a.z)
    .forEach((d) => {
      out += d.svg
    })

  // pendant globes and their glow
  for (const z of [3.0, 5.6]) {
    for (const x of [-1.4, 1.4]) {
      const [lx, ly] = P(x, 2.9, z)
      const [, cy] = P(x, top, z)
      const s = cam.scale(z)
      out += `<ellipse cx="${n(lx)}" cy="${n(ly + 60)}" rx="${n(s * 1.2)}" ry="${n(s * 1.0)}" fill="url(#glow)"/>`
      out += line(`M ${n(lx)} ${n(cy)} L ${n(lx)} ${n(ly)}`, BRAND.brass, 2)
      out += `<circle cx="${n(lx)}" cy="${n(ly + s * 0.14)}" r="${n(s * 0.14)}" fill="#fff6e0" stroke="${BRAND.brass}" stroke-width="2"/>`
    }
  }
  out += floorPlant(1500, 1000, 1.1, '#e8e2d6', rng)
  return (
    svgOpen(W, H) +
    `<defs>${defs}<linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    out +
    '</svg>'
  )
}

// ---------------------------------------------------------------------------------------
// Riverside: a converted chandlery with brick, beams and a wall of glass
// ---------------------------------------------------------------------------------------

function warehouse(rng: Rng): string {
  const cam = camera(880, 500, 560, 1.55)
  const P = cam.project
  const X = 4.4
  const top = 4.2
  const zb = 8
  const brick = '#b5674a'
  const mortar = '#d9b8a4'
  let out = ''
  const defs =
    `<pattern id="bricks" width="48" height="24" patternUnits="userSpaceOnUse"><rect width="48" height="24" fill="${brick}"/><path d="M 0 0 H 48 M 0 12 H 48 M 24 0 V 12 M 0 12 V 24 M 48 12 V 24" stroke="${mortar}" stroke-width="2" opacity="0.75"/><rect x="2" y="2" width="20" height="8" fill="#a35a3e" opacity="0.5"/><rect x="27" y="14" width="18" height="8" fill="#c47a5a" opacity="0.5"/></pattern>` +
    `<linearGradient id="river" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe0e2"/><stop offset="0.55" stop-color="#e9efe9"/><stop offset="0.56" stop-color="#7fa4a6"/><stop offset="1" stop-color="#4f7b80"/></linearGradient>` +
    `<linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="mirrorGlass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6ece8"/><stop offset="1" stop-color="#b4c4bf"/></linearGradient>`

  // walls: brick on the left, the window wall at the back, white-washed brick on the right
  out += shape(poly([P(-X, top, 1), P(X, top, 1), P(X, top, zb), P(-X, top, zb)]), '#efe6da')
  out += shape(sideRect(cam, -X, 1, zb, 0, top), 'url(#bricks)')
  out += shape(sideRect(cam, -X, 1, zb, 0, top), '#000', 0.08)
  out += shape(sideRect(cam, X, 1, zb, 0, top), '#ebe3d8')
  out += shape(wallRect(cam, -X, X, 0, top, zb), 'url(#bricks)')

  // a wall of steel-framed glass over the river
  const wx0 = -3.0
  const wx1 = 3.0
  const wy0 = 0.5
  const wy1 = 3.6
  out += `<clipPath id="win"><path d="${wallRect(cam, wx0, wx1, wy0, wy1, zb)}"/></clipPath>`
  out += shape(wallRect(cam, wx0, wx1, wy0, wy1, zb), 'url(#river)')
  out += '<g clip-path="url(#win)">'
  const [lx0, ly0] = P(wx0, wy1, zb)
  const [lx1, ly1] = P(wx1, wy0, zb)
  const horizon = ly0 + (ly1 - ly0) * 0.55
  // far bank: trees and a boathouse; near water: moored boats
  for (let i = 0; i < 11; i++) {
    const tx = lx0 + (i + 0.5) * ((lx1 - lx0) / 11) + rng.range(-10, 10)
    const r = rng.range(22, 40)
    out += `<circle cx="${n(tx)}" cy="${n(horizon - r * 0.5)}" r="${n(r)}" fill="${i % 2 ? '#8da58a' : '#7a9478'}"/>`
  }
  out += `<rect x="${n(lx0 + 200)}" y="${n(horizon - 40)}" width="76" height="40" fill="#c9b69a"/><path d="M ${n(lx0 + 192)} ${n(horizon - 40)} L ${n(lx0 + 238)} ${n(horizon - 70)} L ${n(lx0 + 284)} ${n(horizon - 40)} Z" fill="#7a5a48"/>`
  out += `<rect x="${n(lx0)}" y="${n(horizon)}" width="${n(lx1 - lx0)}" height="4" fill="#ffffff" opacity="0.5"/>`
  for (const [bx, col, mast] of [
    [lx0 + 110, '#f4efe6', true],
    [lx0 + 330, '#2f4a3a', false],
    [lx0 + 520, '#b5533a', true],
  ] as const) {
    const by = horizon + 40
    out += `<path d="M ${n(bx - 80)} ${n(by)} L ${n(bx + 80)} ${n(by)} L ${n(bx + 60)} ${n(by + 24)} L ${n(bx - 64)} ${n(by + 24)} Z" fill="${col}"/>`
    out += `<rect x="${n(bx - 30)}" y="${n(by - 22)}" width="60" height="22" rx="4" fill="${shade(col, -0.12)}"/>`
    if (mast)
      out += line(`M ${n(bx + 10)} ${n(by - 22)} L ${n(bx + 10)} ${n(by - 120)}`, '#6b5a48', 3)
    out += `<path d="M ${n(bx - 70)} ${n(by + 32)} h 140" stroke="#ffffff" stroke-width="2" opacity="0.4"/>`
  }
  out += '</g>'
  // the steel frame
  let frame = ''
  for (let k = 0; k <= 6; k++) {
    const x = wx0 + (k * (wx1 - wx0)) / 6
    const [ax, ay] = P(x, wy0, zb)
    const [, by] = P(x, wy1, zb)
    frame += `M ${n(ax)} ${n(ay)} L ${n(ax)} ${n(by)} `
  }
  for (let k = 0; k <= 4; k++) {
    const y = wy0 + (k * (wy1 - wy0)) / 4
    const [ax, ay] = P(wx0, y, zb)
    const [bx] = P(wx1, y, zb)
    frame += `M ${n(ax)} ${n(ay)} L ${n(bx)} ${n(ay)} `
  }
  out += `<path d="${frame}" stroke="#2b2a28" stroke-width="6" fill="none"/>`

  // ceiling beams
  for (const z of [1.6, 2.8, 4.0, 5.2, 6.4]) {
    const a = P(-X, top, z)
    const b = P(X, top, z)
    const s = cam.scale(z)
    out += `<rect x="${n(a[0])}" y="${n(a[1])}" width="${n(b[0] - a[0])}" height="${n(s * 0.26)}" fill="#6b4a30"/>`
    out += `<rect x="${n(a[0])}" y="${n(a[1] + s * 0.22)}" width="${n(b[0] - a[0])}" height="${n(s * 0.04)}" fill="#000" opacity="0.15"/>`
  }

  // wide oak boards
  out += shape(poly([P(-X, 0, 1), P(X, 0, 1), P(X, 0, zb), P(-X, 0, zb)]), '#a57a52')
  let boards = ''
  for (let x = -X; x <= X; x += 0.32) {
    const a = P(x, 0, 1)
    const b = P(x, 0, zb)
    boards += `M ${n(a[0])} ${n(a[1])} L ${n(b[0])} ${n(b[1])} `
  }
  out += `<path d="${boards}" stroke="#7d5a3a" stroke-width="1.6" opacity="0.6" fill="none"/>`
  out += shape(poly([P(-X, 0, 1), P(X, 0, 1), P(X, 0, zb), P(-X, 0, zb)]), 'url(#floorShade)')

  const draw: { z: number; svg: string }[] = []
  // reclaimed timber mirrors and chairs along the brick wall
  const clients: Client[] = [
    { skin: '#e3bb94', hair: '#9a6a3c', style: 'long', cape: '#2f4a3a' },
    { skin: '#5a3622', hair: '#1e1612', style: 'curls', cape: '#2f4a3a' },
    { skin: '#f3d2bd', hair: '#c9c3bb', style: 'bob', cape: '#2f4a3a' },
  ]
  ;[2.7, 4.3, 5.9].forEach((z, i) => {
    const x = -X
    out += shape(sideRect(cam, x, z - 0.42, z + 0.42, 0.85, 2.55), '#6b4a30')
    out += shape(sideRect(cam, x, z - 0.34, z + 0.34, 0.93, 2.47), 'url(#mirrorGlass)')
    const c = clients[i]
    draw.push({
      z,
      svg: at(cam, x + 0.8, z, sideChair('#3a3430', 1) + (c ? sideClient(c, 1) : '')),
    })
  })
  draw.push({
    z: 2.95,
    svg: at(cam, -X + 1.45, 2.95, sideStylist('#c08a62', '#2a1a14', '#3a3430', 1)),
  })
  draw.push({
    z: 4.55,
    svg: at(cam, -X + 1.45, 4.55, sideStylist('#f3d2bd', '#b5532f', '#3a3430', 1)),
  })
  // a rug and a low table with magazines in the middle of the room
  out += shape(poly([P(-1.6, 0, 3.2), P(1.4, 0, 3.2), P(1.4, 0, 6.2), P(-1.6, 0, 6.2)]), '#d9c3a0')
  out += `<path d="${poly([P(-1.45, 0, 3.4), P(1.25, 0, 3.4), P(1.25, 0, 6.0), P(-1.45, 0, 6.0)])}" fill="none" stroke="#2f4a3a" stroke-width="3" opacity="0.6"/>`

  // basins along the right: a client lying back, hair in the bowl
  ;[3.0, 4.6].forEach((z, i) => {
    const x = X - 0.8
    const basin =
      `<rect x="-0.55" y="-0.5" width="1.0" height="0.5" rx="0.08" fill="#2b2a28"/>` +
      `<path d="M 0.3 -0.62 Q 0.62 -0.62 0.62 -0.9 L 0.62 -0.98 L 0.22 -0.98 Z" fill="#2b2a28"/>` +
      `<ellipse cx="0.42" cy="-0.96" rx="0.24" ry="0.06" fill="#4a4846"/>` +
      `<path d="M -0.6 -0.62 L 0.28 -0.84 L 0.3 -0.7 L -0.55 -0.5 Z" fill="#3a3430"/>` +
      // client reclined, cape over the body
      `<path d="M -0.7 -0.64 L 0.2 -0.88 L 0.24 -0.76 L -0.66 -0.54 Z" fill="#9fb8a6"/>` +
      `<circle cx="0.32" cy="-0.95" r="0.1" fill="${i ? '#8a5638' : '#f1cfb4'}"/>` +
      `<path d="M 0.36 -0.9 Q 0.6 -0.94 0.6 -0.82 Q 0.5 -0.86 0.4 -0.84 Z" fill="${i ? '#2a1a14' : '#d9b26f'}"/>` +
      `<path d="M 0.66 -1.1 Q 0.72 -1.3 0.62 -1.4" fill="none" stroke="#c9ccce" stroke-width="0.03" stroke-linecap="round"/>`
    draw.push({ z, svg: at(cam, x, z, basin) })
  })

  draw
    .sort((a, b) => b.z - a.z)
    .forEach((d) => {
      out += d.svg
    })

  // a ship's bell by the door and a coil of rope
  const [bellX, bellY] = P(X, 2.3, 5.8)
  out += `<path d="M ${n(bellX - 16)} ${n(bellY + 30)} Q ${n(bellX - 16)} ${n(bellY)} ${n(bellX)} ${n(bellY)} Q ${n(bellX + 16)} ${n(bellY)} ${n(bellX + 16)} ${n(bellY + 30)} Z" fill="${BRAND.brass}"/>`
  // Edison bulbs on long flexes
  for (const [x, z] of [
    [-1.6, 2.4],
    [0.2, 3.4],
    [1.8, 2.6],
    [-0.6, 5.0],
  ] as const) {
    const [px, py] = P(x, 2.7, z)
    const [, cy] = P(x, top - 0.3, z)
    out += line(`M ${n(px)} ${n(cy)} L ${n(px)} ${n(py)}`, '#2b2a28', 1.6)
    out += `<circle cx="${n(px)}" cy="${n(py + 9)}" r="26" fill="#fff2c8" opacity="0.35"/><ellipse cx="${n(px)}" cy="${n(py + 9)}" rx="7" ry="10" fill="#ffe9a8"/>`
  }
  out += hangingPlant(1240, 170, 1.1, rng) + hangingPlant(520, 120, 1.2, rng)
  const [rx, ry] = P(0.9, 0, 2.3)
  out += `<ellipse cx="${n(rx)}" cy="${n(ry - 10)}" rx="90" ry="26" fill="#c9a77a"/><ellipse cx="${n(rx)}" cy="${n(ry - 14)}" rx="60" ry="16" fill="none" stroke="#a88658" stroke-width="6"/><ellipse cx="${n(rx)}" cy="${n(ry - 16)}" rx="30" ry="8" fill="none" stroke="#a88658" stroke-width="6"/>`
  return svgOpen(W, H) + `<defs>${defs}</defs>` + out + '</svg>'
}

// ---------------------------------------------------------------------------------------
// Academy: the long print-works training floor
// ---------------------------------------------------------------------------------------

/** A mannequin head on a clamp, facing the viewer, with long hair being worked on. */
function mannequin(hair: string, ends: string, style: number): string {
  const skin = '#ecd3bd'
  const dark = shade(hair, -0.3)
  const back =
    style % 3 === 0
      ? `<path d="M -0.14 -0.08 Q -0.17 0.2 -0.15 0.36 L 0.15 0.36 Q 0.17 0.2 0.14 -0.08 Z" fill="url(#mq${style})"/>`
      : style % 3 === 1
        ? `<path d="M -0.14 -0.08 Q -0.16 0.08 -0.13 0.12 L 0.13 0.12 Q 0.16 0.08 0.14 -0.08 Z" fill="url(#mq${style})"/>`
        : `<circle cx="0" cy="-0.02" r="0.17" fill="url(#mq${style})"/>`
  return (
    `<defs><linearGradient id="mq${style}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hair}"/><stop offset="1" stop-color="${ends}"/></linearGradient></defs>` +
    `<rect x="-0.02" y="0.1" width="0.04" height="0.34" fill="#6b6e70"/>` +
    `<rect x="-0.06" y="0.4" width="0.12" height="0.05" fill="#4a4d50"/>` +
    back +
    `<ellipse cx="0" cy="0.06" rx="0.09" ry="0.12" fill="${skin}"/>` +
    `<path d="M -0.11 0.02 Q -0.12 -0.15 0 -0.15 Q 0.12 -0.15 0.11 0.02 Q 0.06 -0.06 0 -0.09 Q -0.06 -0.06 -0.11 0.02 Z" fill="${hair}"/>` +
    `<path d="M 0 -0.15 L 0 -0.09" stroke="${dark}" stroke-width="0.006"/>` +
    (style % 2 === 0
      ? `<rect x="0.05" y="-0.15" width="0.05" height="0.02" rx="0.01" fill="${BRAND.blushDeep}" transform="rotate(30 0.07 -0.14)"/>`
      : '')
  )
}

function academy(): string {
  const cam = camera(800, 470, 620, 1.6)
  const P = cam.project
  const X = 5.6
  const top = 5.2
  const zb = 18
  let out = ''
  const defs =
    `<linearGradient id="concrete" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9c8c2"/><stop offset="1" stop-color="#a9a8a2"/></linearGradient>` +
    `<linearGradient id="skyl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8eff0"/><stop offset="1" stop-color="#cfdcdd"/></linearGradient>`

  // ceiling with skylights, walls, floor
  out += shape(poly([P(-X, top, 1), P(X, top, 1), P(X, top, zb), P(-X, top, zb)]), '#f2f0ea')
  for (let z = 2; z < zb - 1; z += 2.4) {
    out += shape(
      poly([P(-1.4, top, z), P(1.4, top, z), P(1.4, top, z + 1.3), P(-1.4, top, z + 1.3)]),
      'url(#skyl)',
    )
  }
  out += shape(sideRect(cam, -X, 1, zb, 0, top), '#e9e6de')
  out += shape(sideRect(cam, X, 1, zb, 0, top), '#e4e1d8')
  out += shape(wallRect(cam, -X, X, 0, top, zb), '#dcd8ce')
  // tall factory windows down both side walls
  for (let z = 2.2; z < zb - 1; z += 2.4) {
    for (const x of [-X, X]) {
      out += shape(sideRect(cam, x, z, z + 1.4, 1.7, 4.4), 'url(#skyl)')
      let bars = ''
      for (let k = 1; k < 3; k++) {
        const zz = z + (k * 1.4) / 3
        const a = P(x, 1.7, zz)
        const b = P(x, 4.4, zz)
        bars += `M ${n(a[0])} ${n(a[1])} L ${n(b[0])} ${n(b[1])} `
      }
      for (let k = 1; k < 4; k++) {
        const y = 1.7 + (k * 2.7) / 4
        const a = P(x, y, z)
        const b = P(x, y, z + 1.4)
        bars += `M ${n(a[0])} ${n(a[1])} L ${n(b[0])} ${n(b[1])} `
      }
      out += `<path d="${bars}" stroke="#3a3d40" stroke-width="2.5" fill="none"/>`
      out += `<path d="${sideRect(cam, x, z, z + 1.4, 1.7, 4.4)}" stroke="#3a3d40" stroke-width="4" fill="none"/>`
    }
  }
  // the old type cases on the back wall, and the educators' screen
  const cases = wallRect(cam, -4.6, -1.2, 0.4, 2.6, zb)
  out += shape(cases, '#8a6444')
  let drawers = ''
  for (let r = 0; r < 8; r++) {
    for (let c2 = 0; c2 < 6; c2++) {
      const x = -4.5 + c2 * 0.55
      const y = 0.5 + r * 0.26
      drawers += wallRect(cam, x, x + 0.5, y, y + 0.2, zb) + ' '
    }
  }
  out += shape(drawers, '#a7805c')
  out += shape(wallRect(cam, 0.6, 4.2, 1.2, 3.2, zb), '#2b2d2f')
  out += shape(wallRect(cam, 0.75, 4.05, 1.32, 3.08, zb), '#f4efe6')
  // the screen shows a sectioning diagram: a head with its hair parted into sections
  const [sx, sy] = P(2.4, 2.2, zb)
  const ss = cam.scale(zb)
  out += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(ss * 0.55)}" fill="none" stroke="${BRAND.forest}" stroke-width="3"/>`
  out += line(
    `M ${n(sx)} ${n(sy - ss * 0.55)} L ${n(sx)} ${n(sy + ss * 0.55)} M ${n(sx - ss * 0.55)} ${n(sy)} L ${n(sx + ss * 0.55)} ${n(sy)}`,
    BRAND.blushDeep,
    3,
  )
  // polished concrete
  out += shape(poly([P(-X, 0, 1), P(X, 0, 1), P(X, 0, zb), P(-X, 0, zb)]), 'url(#concrete)')
  out += shape(poly([P(-1.2, 0, 1), P(1.2, 0, 1), P(1.2, 0, zb), P(-1.2, 0, zb)]), '#ffffff', 0.12)

  // two long rows of training stations facing the aisle, with columns between them
  const draw: { z: number; svg: string }[] = []
  const colours: [string, string][] = [
    ['#3b2217', '#a06a3a'],
    ['#c9a46a', '#ecd7a8'],
    ['#1e1612', '#3a2a20'],
    ['#8e3b2a', '#c0643a'],
    ['#5a3a26', '#d9b07a'],
    ['#6a1d57', '#c2418f'],
  ]
  let k = 0
  for (let z = 2.4; z < zb - 1.5; z += 1.25) {
    for (const side of [-1, 1] as const) {
      const xb = side * 3.0
      // bench
      const bench = poly([
        P(xb - 0.5, 0.9, z - 0.5),
        P(xb + 0.5, 0.9, z - 0.5),
        P(xb + 0.5, 0.9, z + 0.5),
        P(xb - 0.5, 0.9, z + 0.5),
      ])
      const front =
        side < 0
          ? sideRect(cam, xb + 0.5, z - 0.5, z + 0.5, 0, 0.9)
          : sideRect(cam, xb - 0.5, z - 0.5, z + 0.5, 0, 0.9)
      const [hx, hy] = P(xb - side * 0.1, 1.35, z)
      const col = colours[k % colours.length] ?? ['#3b2217', '#a06a3a']
      const svg =
        shape(front, '#6e7073') +
        shape(bench, '#f4f1ea') +
        `<g transform="translate(${n(hx)} ${n(hy)}) scale(${n(cam.scale(z))})">${mannequin(col[0], col[1], k)}</g>`
      draw.push({ z, svg })
      // trainees at some of the stations, working on the heads
      if (k % 3 === 0 && z < 11) {
        const styles = ['ponytail', 'curls', 'bun', 'short'] as const
        const who = Math.floor(k / 3)
        draw.push({
          z: z - 0.3,
          svg: at(
            cam,
            xb - side * 0.75,
            z - 0.3,
            standingBack(
              pick(['#f1cfb4', '#8a5638', '#c08a62', '#f3d2bd'], who),
              pick(['#3a2a20', '#1e1612', '#b5532f', '#c9a46a'], who),
              pick(styles, who),
              pick([BRAND.forest, '#2b2623', '#8fa38a', '#2b2623'], who),
            ),
          ),
        })
      }
      k++
    }
  }
  for (let z = 3; z < zb; z += 3) {
    for (const x of [-1.7, 1.7]) {
      const a = P(x - 0.12, 0, z)
      const b = P(x + 0.12, top, z)
      const svg = `<rect x="${n(a[0])}" y="${n(b[1])}" width="${n(b[0] - a[0])}" height="${n(a[1] - b[1])}" fill="#2f3235"/><rect x="${n(a[0])}" y="${n(b[1])}" width="${n((b[0] - a[0]) * 0.3)}" height="${n(a[1] - b[1])}" fill="#ffffff" opacity="0.12"/>`
      draw.push({ z: z - 0.01, svg })
    }
  }
  draw
    .sort((a, b) => b.z - a.z)
    .forEach((d) => {
      out += d.svg
    })
  // rows of enamel shades down the room
  for (let z = 2.6; z < zb; z += 2.4) {
    for (const x of [-3.0, 3.0]) {
      const [lx, ly] = P(x, 3.3, z)
      const [, cy] = P(x, top, z)
      const s = cam.scale(z)
      out += line(`M ${n(lx)} ${n(cy)} L ${n(lx)} ${n(ly)}`, '#2f3235', 1.5)
      out += `<path d="M ${n(lx - s * 0.22)} ${n(ly + s * 0.16)} Q ${n(lx)} ${n(ly - s * 0.08)} ${n(lx + s * 0.22)} ${n(ly + s * 0.16)} Z" fill="${BRAND.forest}"/>`
      out += `<ellipse cx="${n(lx)}" cy="${n(ly + s * 0.16)}" rx="${n(s * 0.22)}" ry="${n(s * 0.03)}" fill="#fff4d6"/>`
    }
  }
  return svgOpen(W, H) + `<defs>${defs}</defs>` + out + '</svg>'
}

export function interiorSvg(scene: InteriorScene): string {
  const rng = makeRng(`interior|${scene}`)
  switch (scene) {
    case 'georgian-high-street':
      return georgian(rng)
    case 'waterside-warehouse':
      return warehouse(rng)
    case 'academy-floor':
      return academy()
  }
}

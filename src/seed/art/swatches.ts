// Colour swatches: a lock of hair hanging from a clip, showing what each colour technique
// does to the hair (roots, all-over colour, foils, balayage, bleach, vivids, correction),
// with the tools of the technique beside it. 600 x 600.

import type { ColourTechnique } from '../data/types'
import {
  type Pt,
  type Rng,
  lerpPts,
  line,
  makeRng,
  mix,
  n,
  ribbonPath,
  shade,
  shape,
  smoothPath,
  svgOpen,
} from './core'

const W = 600

type Stop = [number, string] // offset 0..1 down the lock, colour

function gradient(id: string, stops: Stop[], y1 = 90, y2 = 560): string {
  return (
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    `</linearGradient>`
  )
}

/** The two edges of a hanging lock, `cx` at the clip, `sway` bending it sideways. */
export function lockEdges(
  cx: number,
  top: number,
  bottom: number,
  width: number,
  sway: number,
): [Pt[], Pt[]] {
  const rows = 9
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = 0; i <= rows; i++) {
    const t = i / rows
    const y = top + (bottom - top) * t
    // gathered at the clip, full by a quarter of the way down, thinning a little at the ends
    const spread = 0.45 + 0.55 * Math.sin(Math.min(1, t / 0.28) * Math.PI * 0.5)
    const taper = t > 0.7 ? 1 - ((t - 0.7) / 0.3) * 0.3 : 1
    const half = (width / 2) * spread * taper
    const x = cx + Math.sin(t * Math.PI * 1.4) * sway
    left.push([x - half, y])
    right.push([x + half, y])
  }
  return [left, right]
}

/** Strands across a lock: `count` blends of its edges in one colour. */
function strands(
  a: Pt[],
  b: Pt[],
  count: number,
  colour: string,
  width: number,
  opacity: number,
  rng: Rng,
  from = 0,
  to = 1,
): string {
  let d = ''
  for (let k = 0; k < count; k++) {
    const t = from + (to - from) * ((k + rng.range(0.2, 0.8)) / count)
    d += smoothPath(lerpPts(a, b, t)) + ' '
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" opacity="${n(opacity)}"/>`
}

/** A lock of hair with texture: fill, dark strands, light strands and a band of shine. */
export function hairLock(
  a: Pt[],
  b: Pt[],
  fill: string,
  dark: string,
  light: string,
  rng: Rng,
): string {
  const i = 2
  const pa = a[i] ?? [0, 0]
  const pb = b[i] ?? [0, 0]
  const ea = a.at(-1) ?? [0, 0]
  const eb = b.at(-1) ?? [0, 0]
  // soft, uneven ends: many thin tips of different lengths
  let tips = ''
  const count = 11
  for (let k = 0; k < count; k++) {
    const x0 = ea[0] + ((eb[0] - ea[0]) * k) / count
    const x1 = ea[0] + ((eb[0] - ea[0]) * (k + 1)) / count
    const y0 = ea[1] + ((eb[1] - ea[1]) * k) / count
    const len = rng.range(8, 26)
    const mx = (x0 + x1) / 2 + rng.range(-3, 3)
    tips += `M ${n(x0)} ${n(y0 - 6)} C ${n(x0)} ${n(y0 + len * 0.5)} ${n(mx - 1)} ${n(y0 + len * 0.8)} ${n(mx)} ${n(y0 + len)} C ${n(mx + 1)} ${n(y0 + len * 0.8)} ${n(x1)} ${n(y0 + len * 0.5)} ${n(x1)} ${n(y0 - 6)} Z `
  }
  return (
    shape(tips, fill) +
    shape(ribbonPath(a, b), fill) +
    strands(a, b, 16, dark, 2.2, 0.35, rng) +
    strands(a, b, 9, light, 2.8, 0.5, rng) +
    `<path d="M ${n(pa[0] + 6)} ${n(pa[1])} Q ${n((pa[0] + pb[0]) / 2)} ${n(pa[1] + 18)} ${n(pb[0] - 6)} ${n(pb[1])}" fill="none" stroke="#ffffff" stroke-width="14" opacity="0.14"/>`
  )
}

function clip(cx: number, y: number, w: number): string {
  return (
    `<rect x="${n(cx - w / 2 - 6)}" y="${n(y - 22)}" width="${n(w + 12)}" height="40" rx="9" fill="#b8964e"/>` +
    `<rect x="${n(cx - w / 2 - 6)}" y="${n(y - 22)}" width="${n(w + 12)}" height="12" rx="6" fill="#d9bf82"/>` +
    `<circle cx="${n(cx)}" cy="${n(y - 44)}" r="16" fill="none" stroke="#8a6d33" stroke-width="6"/>`
  )
}

/** A tinting brush, bristles at the origin pointing down-left, dipped in `paste`. */
export function tintBrush(x: number, y: number, angle: number, paste: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="-9" y="-250" width="18" height="190" rx="9" fill="#2b2623"/>` +
    `<rect x="-13" y="-70" width="26" height="26" rx="4" fill="#c9ccce"/>` +
    `<path d="M -16 -46 L 16 -46 L 18 8 Q 0 18 -18 8 Z" fill="#4a4440"/>` +
    `<path d="M -18 -10 L 18 -10 L 18 8 Q 0 18 -18 8 Z" fill="${paste}"/>` +
    `</g>`
  )
}

export function bowl(cx: number, cy: number, paste: string): string {
  return (
    `<ellipse cx="${cx}" cy="${cy + 62}" rx="96" ry="12" fill="#000" opacity="0.08"/>` +
    `<path d="M ${cx - 96} ${cy} L ${cx + 96} ${cy} C ${cx + 90} ${cy + 50} ${cx + 50} ${cy + 64} ${cx} ${cy + 64} C ${cx - 50} ${cy + 64} ${cx - 90} ${cy + 50} ${cx - 96} ${cy} Z" fill="#2b2623"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="96" ry="20" fill="#3d3733"/>` +
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="82" ry="14" fill="${paste}"/>` +
    `<path d="M ${cx - 50} ${cy} q 20 -8 40 0 q 20 8 40 0" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`
  )
}

export function foil(x: number, y: number, w: number, h: number, angle: number): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<rect x="${n(-w / 2)}" y="0" width="${n(w)}" height="${n(h)}" rx="4" fill="url(#foil)"/>` +
    line(`M ${n(-w / 2 + 4)} ${n(h * 0.5)} L ${n(w / 2 - 4)} ${n(h * 0.5)}`, '#8f9498', 2, 0.6) +
    line(`M ${n(-w / 2 + 8)} ${n(h * 0.18)} L ${n(w / 2 - 20)} ${n(h * 0.22)}`, '#ffffff', 3, 0.7) +
    `</g>`
  )
}

const BG: Record<ColourTechnique, string> = {
  roots: '#efe6da',
  'full-head': '#f1e2d8',
  foils: '#e4e8e6',
  balayage: '#f3e8da',
  bleach: '#d6dee6',
  vivids: '#ece4ef',
  corrective: '#e6ebe2',
}

function backdrop(technique: ColourTechnique): string {
  const bg = BG[technique]
  return (
    `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.7"><stop offset="0" stop-color="${shade(bg, 0.5)}"/><stop offset="1" stop-color="${bg}"/></radialGradient>` +
    `<linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f5f6"/><stop offset="0.45" stop-color="#c3c7ca"/><stop offset="0.7" stop-color="#eef0f1"/><stop offset="1" stop-color="#a9aeb2"/></linearGradient>`
  )
}

export function swatchSvg(technique: ColourTechnique): string {
  const rng = makeRng(`swatch|${technique}`)
  let defs = backdrop(technique)
  let art = ''
  const [a, b] = lockEdges(300, 96, 530, 170, 22)

  switch (technique) {
    case 'roots': {
      // grey regrowth at the roots on the left; fresh colour brushed over it on the right
      const brown = '#5b3a26'
      defs += gradient('lock', [
        [0, '#6a4a36'],
        [1, '#4a2e1f'],
      ])
      art += hairLock(a, b, 'url(#lock)', shade(brown, -0.4), shade(brown, 0.3), rng)
      const [ra, rb] = [a.slice(0, 5), b.slice(0, 5)]
      const root = lerpPts(ra, rb, 0.5)
      art += `<clipPath id="roots"><path d="M 0 80 L 600 80 L 600 236 C 420 250 320 214 0 240 Z"/></clipPath>`
      art +=
        `<g clip-path="url(#roots)">` +
        shape(ribbonPath(ra, root), '#a59a90') +
        strands(ra, root, 14, '#f1eeea', 2.6, 0.9, rng) +
        strands(ra, root, 5, '#5b3a26', 2.4, 0.6, rng) +
        shape(ribbonPath(root, rb), '#3e2518') +
        strands(root, rb, 8, '#7a4a30', 2.6, 0.6, rng) +
        `</g>`
      art += tintBrush(356, 200, 38, '#3e2518')
      art += bowl(470, 470, '#3e2518')
      break
    }
    case 'full-head': {
      defs += gradient('lock', [
        [0, '#7a2e1a'],
        [0.5, '#9c3f22'],
        [1, '#b5532c'],
      ])
      art += hairLock(a, b, 'url(#lock)', '#5a1e10', '#d9794a', rng)
      art += line('M 230 250 Q 300 272 372 250', '#ffffff', 26, 0.22).replace(
        'stroke-linecap="round"',
        'stroke-linecap="butt"',
      )
      art += bowl(140, 470, '#8c3620')
      art += tintBrush(470, 430, -24, '#8c3620')
      break
    }
    case 'foils': {
      defs += gradient('lock', [
        [0, '#5b3d2a'],
        [1, '#6e4a32'],
      ])
      art += hairLock(a, b, 'url(#lock)', '#3a2418', '#8a6446', rng)
      // fine woven sections lifted to a bright blonde
      for (const [from, to] of [
        [0.12, 0.2],
        [0.38, 0.46],
        [0.66, 0.74],
        [0.86, 0.93],
      ] as const) {
        const sa = lerpPts(a, b, from)
        const sb = lerpPts(a, b, to)
        art += shape(ribbonPath(sa, sb), '#e6cc92') + strands(sa, sb, 3, '#f6e7c0', 2, 0.8, rng)
      }
      art += foil(410, 200, 96, 150, -14)
      art += foil(436, 330, 96, 150, -22)
      break
    }
    case 'balayage': {
      defs += gradient('lock', [
        [0, '#3e2618'],
        [0.3, '#4e301e'],
        [0.7, '#b8844e'],
        [1, '#e6c48c'],
      ])
      art += hairLock(a, b, 'url(#lock)', '#2e1a10', '#f0d29c', rng)
      // hand-painted sweeps: brighter towards the ends
      for (const [t, w] of [
        [0.22, 0.07],
        [0.5, 0.08],
        [0.78, 0.06],
      ] as const) {
        // a V of colour: a fine point at mid-length, opening out to the ends
        const sa: Pt[] = []
        const sb: Pt[] = []
        for (let i = 3; i < a.length; i++) {
          const f = (i - 3) / (a.length - 4)
          const pa = lerpPts([a[i] as Pt], [b[i] as Pt], t - w * f)[0] as Pt
          const pb = lerpPts([a[i] as Pt], [b[i] as Pt], t + w * f)[0] as Pt
          sa.push(pa)
          sb.push(pb)
        }
        art += shape(ribbonPath(sa, sb), '#f3dcae', 0.8)
      }
      art += tintBrush(430, 330, 32, '#efe2c4')
      break
    }
    case 'bleach': {
      defs += gradient('lock', [
        [0, '#e6e0d2'],
        [1, '#f5f2ea'],
      ])
      art += hairLock(a, b, 'url(#lock)', '#b9b2a2', '#ffffff', rng)
      art += bowl(460, 470, '#c9d4e6')
      art += tintBrush(150, 420, -40, '#c9d4e6')
      break
    }
    case 'vivids': {
      const shades: [string, string][] = [
        ['#b0307a', '#e05aa6'],
        ['#6a3fa0', '#9a6ad0'],
        ['#1f8a8a', '#46c0b8'],
      ]
      shades.forEach(([root, ends], i) => {
        defs += gradient(`v${i}`, [
          [0, root],
          [1, ends],
        ])
        const angle = (i - 1) * 16
        const [va, vb] = lockEdges(300, 96, 510, 100, 12)
        art += `<g transform="rotate(${angle} 300 80)">${hairLock(va, vb, `url(#v${i})`, shade(root, -0.35), shade(ends, 0.35), rng)}</g>`
      })
      break
    }
    case 'corrective': {
      // before: patchy bands of brassy and dark colour; after: one even, glossy tone
      const [la, lb] = lockEdges(190, 96, 520, 120, 12)
      const [ra, rb] = lockEdges(410, 96, 520, 120, 12)
      defs += gradient('before', [
        [0, '#4a3024'],
        [0.22, '#4a3024'],
        [0.26, '#c2742e'],
        [0.48, '#d08a3c'],
        [0.52, '#3a2a22'],
        [0.7, '#5a3a2a'],
        [0.74, '#d9a860'],
        [1, '#c99a54'],
      ])
      defs += gradient('after', [
        [0, '#6a4a32'],
        [1, '#8a6444'],
      ])
      art += hairLock(la, lb, 'url(#before)', '#2a1a12', '#e8b878', rng)
      art += hairLock(ra, rb, 'url(#after)', '#3e2a1c', '#b08a62', rng)
      art += clip(410, 96, 60)
      art += `<path d="M 276 320 L 316 320 L 316 304 L 342 330 L 316 356 L 316 340 L 276 340 Z" fill="#2f4a3a"/>`
      art = clip(190, 96, 60) + art
      break
    }
  }

  const clips =
    technique === 'vivids'
      ? clip(300, 96, 96)
      : technique === 'corrective'
        ? ''
        : clip(300, 96, 110)
  return (
    svgOpen(W, W) +
    `<defs>${defs}</defs>` +
    `<rect width="${W}" height="${W}" fill="url(#bg)"/>` +
    `<ellipse cx="300" cy="586" rx="240" ry="14" fill="#000" opacity="0.05"/>` +
    art +
    clips +
    '</svg>'
  )
}

/**
 * A neutral swatch for a category without art direction (staff can upload their own); `width`:
 * how full the lock is (the hair bands' thickness pictures draw 80, 170 and 280).
 */
export function plainSwatchSvg(colour: string, width = 190): string {
  const rng = makeRng(width === 190 ? `swatch|${colour}` : `swatch|${colour}|${width}`)
  const [a, b] = lockEdges(300, 96, 560, width, 16)
  return (
    svgOpen(W, W) +
    `<defs>${backdrop('full-head')}</defs>` +
    `<rect width="${W}" height="${W}" fill="url(#bg)"/>` +
    hairLock(a, b, colour, shade(colour, -0.35), mix(colour, '#ffffff', 0.3), rng) +
    clip(300, 96, Math.min((width * 110) / 190, 150)) +
    '</svg>'
  )
}

// A person, head and shoulders, facing the viewer: the stylists' portraits and the people on
// blog covers. Drawn in an 800 x 1000 frame with the head centred on x = 400; callers
// translate and scale the group. Hair is the subject: it is drawn in layers (behind the head,
// over the shoulders, over the face) by hair.ts.

import type { SeedLook } from '../data/types'
import {
  type Pt,
  type Rng,
  makeRng,
  mirrorPts,
  mix,
  n,
  luminance,
  line,
  ribbonPath,
  shade,
  shape,
  smoothPath,
  BRAND,
} from './core'
import { drawHair, hairDefs, type HairGeometry } from './hair'

const FACES: Record<SeedLook['face'], { w: number; jaw: number; chin: number; chinY: number }> = {
  oval: { w: 122, jaw: 96, chin: 34, chinY: 612 },
  round: { w: 130, jaw: 114, chin: 52, chinY: 598 },
  square: { w: 126, jaw: 120, chin: 62, chinY: 606 },
  heart: { w: 128, jaw: 86, chin: 26, chinY: 610 },
  long: { w: 114, jaw: 94, chin: 40, chinY: 632 },
}

export type FaceGeometry = HairGeometry & {
  eyeY: number
  eyeX: number
  browY: number
  noseY: number
  mouthY: number
}

export function faceGeometry(look: SeedLook): FaceGeometry {
  const f = FACES[look.face]
  const eyeY = 466 + (f.chinY - 610) * 0.3
  const mouthY = f.chinY - 50
  return {
    ...f,
    eyeY,
    eyeX: 50 + (f.w - 122) * 0.3,
    browY: eyeY - 38,
    noseY: (eyeY + mouthY) / 2 + 6,
    mouthY,
  }
}

/** Skull and face as one outline. */
function headPath(g: FaceGeometry): string {
  const right: Pt[] = [
    [400 + (g.w + 8) * 0.7, 272],
    [400 + g.w + 10, 360],
    [400 + g.w, 458],
    [400 + g.jaw, 552],
    [400 + g.chin, g.chinY - 16],
  ]
  const pts: Pt[] = [[400, 256], ...right, [400, g.chinY], ...mirrorPts(right).reverse()]
  return smoothPath(pts, true)
}

type Palette = {
  skin: string
  shadow: string
  deep: string
  line: string
  lip: string
  blush: string
}

function skinPalette(look: SeedLook): Palette {
  const skin = look.skin
  const lum = luminance(skin)
  const deep = shade(skin, lum > 0.5 ? -0.32 : -0.4)
  return {
    skin,
    shadow: shade(skin, -0.12),
    deep,
    line: mix(shade(skin, -0.75), '#2a1a14', 0.5),
    lip: look.lips ?? mix(shade(skin, -0.12), lum > 0.5 ? '#c0606a' : '#7a3438', 0.45),
    blush: mix(skin, lum > 0.5 ? '#e8707c' : '#b04a52', 0.55),
  }
}

function eye(
  g: FaceGeometry,
  side: 1 | -1,
  look: SeedLook,
  c: Palette,
  id: string,
  happy: boolean,
): string {
  const cx = 400 + side * g.eyeX
  const cy = g.eyeY
  const sh = look.eyes.shape
  const ew = 25
  const eh = (sh === 'round' ? 14 : sh === 'hooded' ? 10 : 12) * (happy ? 0.8 : 1)
  const tilt = sh === 'upturned' ? 5 : sh === 'almond' ? 2 : 0
  const inX = cx - side * ew
  const outX = cx + side * ew
  const top = `M ${n(inX)} ${n(cy + 1)} C ${n(inX + side * ew * 0.4)} ${n(cy - eh * 1.3)} ${n(outX - side * ew * 0.4)} ${n(cy - eh * 1.25 - tilt)} ${n(outX)} ${n(cy - tilt)}`
  const d = `${top} C ${n(outX - side * ew * 0.35)} ${n(cy + eh * (happy ? 0.5 : 0.9))} ${n(inX + side * ew * 0.4)} ${n(cy + eh * (happy ? 0.6 : 1))} ${n(inX)} ${n(cy + 1)} Z`
  const clip = `${id}-eye${side > 0 ? 'r' : 'l'}`
  const iris = look.eyes.colour
  const ix = cx + side * 1.5
  const iy = cy + 1
  let out =
    `<clipPath id="${clip}"><path d="${d}"/></clipPath>` +
    shape(d, '#fbf6f1') +
    `<g clip-path="url(#${clip})">` +
    `<circle cx="${n(ix)}" cy="${n(iy)}" r="12" fill="${iris}"/>` +
    `<circle cx="${n(ix)}" cy="${n(iy)}" r="12" fill="none" stroke="${shade(iris, -0.45)}" stroke-width="2"/>` +
    `<circle cx="${n(ix)}" cy="${n(iy)}" r="5.5" fill="#1b1311"/>` +
    `<circle cx="${n(ix + 3.5)}" cy="${n(iy - 4)}" r="3" fill="#ffffff"/>` +
    // the upper lid's shadow on the eyeball
    `<path d="${top} L ${n(outX)} ${n(cy - tilt - 20)} L ${n(inX)} ${n(cy - 20)} Z" transform="translate(0 4)" fill="#000" opacity="0.12"/>` +
    `</g>`
  // lids, lashes and crease
  out += line(top, c.line, 3.8)
  out += line(
    `M ${n(outX - side * 2)} ${n(cy - tilt - 1)} L ${n(outX + side * 7)} ${n(cy - tilt - 6)}`,
    c.line,
    3,
  )
  if (sh === 'hooded') {
    out += line(
      `M ${n(inX + side * 2)} ${n(cy - eh - 3)} Q ${n(cx)} ${n(cy - eh * 1.7)} ${n(outX + side * 2)} ${n(cy - tilt - eh * 0.6)}`,
      c.deep,
      2.5,
      0.45,
    )
  } else {
    out += line(
      `M ${n(inX + side * 5)} ${n(cy - eh - 7)} Q ${n(cx)} ${n(cy - eh * 2.1 - 6)} ${n(outX - side * 2)} ${n(cy - eh - 5 - tilt)}`,
      c.deep,
      2.5,
      0.4,
    )
  }
  out += line(
    `M ${n(inX + side * 6)} ${n(cy + eh * 0.9)} Q ${n(cx)} ${n(cy + eh * 1.25)} ${n(outX - side * 3)} ${n(cy + eh * 0.5 - tilt)}`,
    c.deep,
    2,
    0.35,
  )
  if (happy) {
    // smile lines under the eye
    out += line(
      `M ${n(cx - side * 10)} ${n(cy + eh + 9)} Q ${n(cx + side * 6)} ${n(cy + eh + 13)} ${n(outX + side * 2)} ${n(cy + eh + 4)}`,
      c.deep,
      2,
      0.3,
    )
  }
  return out
}

function brow(g: FaceGeometry, side: 1 | -1, look: SeedLook, colour: string): string {
  const cx = 400 + side * g.eyeX
  const by = g.browY
  const style = look.brows
  const th = style === 'bold' ? 11 : style === 'soft' ? 6.5 : 8
  const arch = style === 'arched' ? 12 : style === 'straight' ? 3 : 7
  const inX = cx - side * 24
  const outX = cx + side * 31
  const peakX = cx + side * 10
  const top: Pt[] = [
    [inX, by + 2 - th * 0.5],
    [peakX, by - arch - th * 0.5],
    [outX, by + 3],
  ]
  const bottom: Pt[] = [
    [inX, by + 2 + th * 0.5],
    [peakX, by - arch + th * 0.45],
    [outX, by + 4],
  ]
  return shape(ribbonPath(top, bottom), colour, 0.9)
}

function nose(g: FaceGeometry, look: SeedLook, c: Palette): string {
  const y = g.noseY
  const by = g.eyeY + 14
  const col = c.deep
  switch (look.nose) {
    case 'button':
      return (
        line(`M 388 ${n(y - 4)} Q 400 ${n(y + 8)} 412 ${n(y - 4)}`, col, 3, 0.6) +
        line(`M 408 ${n(by + 8)} Q 411 ${n(y - 30)} 414 ${n(y - 12)}`, col, 2.5, 0.3)
      )
    case 'straight':
      return (
        line(
          `M 407 ${n(by)} Q 410 ${n(y - 28)} 413 ${n(y - 6)} Q 402 ${n(y + 8)} 389 ${n(y - 2)}`,
          col,
          3,
          0.55,
        ) + line(`M 384 ${n(y - 8)} Q 381 ${n(y + 2)} 390 ${n(y + 2)}`, col, 2.5, 0.4)
      )
    case 'broad':
      return (
        line(
          `M 383 ${n(y - 12)} Q 370 ${n(y + 4)} 388 ${n(y + 6)} Q 400 ${n(y + 12)} 412 ${n(y + 6)} Q 430 ${n(y + 4)} 417 ${n(y - 12)}`,
          col,
          3.2,
          0.6,
        ) + line(`M 408 ${n(by + 10)} Q 410 ${n(y - 32)} 414 ${n(y - 16)}`, col, 2.5, 0.25)
      )
    case 'long':
      return (
        line(
          `M 405 ${n(by - 8)} Q 412 ${n(y - 20)} 414 ${n(y + 2)} Q 404 ${n(y + 14)} 390 ${n(y + 4)}`,
          col,
          3,
          0.55,
        ) + line(`M 384 ${n(y - 4)} Q 380 ${n(y + 6)} 390 ${n(y + 6)}`, col, 2.5, 0.4)
      )
  }
}

function mouth(g: FaceGeometry, look: SeedLook, c: Palette, id: string): string {
  const y = g.mouthY
  const kind = look.mouth
  const mw = kind === 'laugh' ? 36 : kind === 'grin' ? 33 : kind === 'soft' ? 26 : 30
  const lift = kind === 'soft' ? 2 : 6
  const L: Pt = [400 - mw, y - lift]
  const R: Pt = [400 + mw, y - lift]
  const upper = `M ${n(L[0])} ${n(L[1])} C ${n(400 - mw * 0.6)} ${n(y - 11)} 392 ${n(y - 13)} 400 ${n(y - 8)} C 408 ${n(y - 13)} ${n(400 + mw * 0.6)} ${n(y - 11)} ${n(R[0])} ${n(R[1])}`
  const lipLo = c.lip
  const lipHi = shade(c.lip, -0.12)
  if (kind === 'grin' || kind === 'laugh') {
    const open = kind === 'laugh' ? 30 : 20
    const seamTop = `Q 400 ${n(y + 4)} ${n(L[0])} ${n(L[1])}`
    const inner = `M ${n(L[0])} ${n(L[1])} Q 400 ${n(y + 4)} ${n(R[0])} ${n(R[1])} Q 400 ${n(y + open + 4)} ${n(L[0])} ${n(L[1])} Z`
    const clip = `${id}-mouth`
    return (
      `<clipPath id="${clip}"><path d="${inner}"/></clipPath>` +
      shape(inner, '#5b2326') +
      `<g clip-path="url(#${clip})"><rect x="${n(L[0])}" y="${n(y - 10)}" width="${n(mw * 2)}" height="${n(open * 0.42 + 10)}" fill="#fbf7f2"/>` +
      `<ellipse cx="400" cy="${n(y + open)}" rx="${n(mw * 0.55)}" ry="10" fill="#c0565e"/></g>` +
      shape(`${upper} ${seamTop} Z`, lipHi) +
      shape(
        `M ${n(L[0])} ${n(L[1])} Q 400 ${n(y + open + 4)} ${n(R[0])} ${n(R[1])} Q 400 ${n(y + open + 16)} ${n(L[0])} ${n(L[1])} Z`,
        lipLo,
      ) +
      line(
        `M ${n(L[0] - 4)} ${n(L[1] - 3)} Q ${n(L[0] - 2)} ${n(L[1] + 3)} ${n(L[0] + 3)} ${n(L[1] + 2)}`,
        c.deep,
        2.2,
        0.5,
      ) +
      line(
        `M ${n(R[0] + 4)} ${n(R[1] - 3)} Q ${n(R[0] + 2)} ${n(R[1] + 3)} ${n(R[0] - 3)} ${n(R[1] + 2)}`,
        c.deep,
        2.2,
        0.5,
      )
    )
  }
  const seam = `Q 400 ${n(y + (kind === 'soft' ? 3 : 6))} ${n(L[0])} ${n(L[1])}`
  const lower = `M ${n(L[0])} ${n(L[1])} Q 400 ${n(y + 6)} ${n(R[0])} ${n(R[1])} C ${n(400 + mw * 0.6)} ${n(y + 17)} ${n(400 - mw * 0.6)} ${n(y + 17)} ${n(L[0])} ${n(L[1])} Z`
  return (
    shape(lower, lipLo) +
    shape(`${upper} ${seam} Z`, lipHi) +
    line(
      `M ${n(L[0])} ${n(L[1])} Q 400 ${n(y + 6)} ${n(R[0])} ${n(R[1])}`,
      shade(c.lip, -0.45),
      2.4,
      0.8,
    ) +
    `<ellipse cx="${n(400 + mw * 0.2)}" cy="${n(y + 9)}" rx="${n(mw * 0.3)}" ry="3" fill="#ffffff" opacity="0.22"/>`
  )
}

function beardPath(g: FaceGeometry, kind: NonNullable<SeedLook['beard']>): string {
  const drop = kind === 'full' ? 34 : kind === 'short' ? 12 : 4
  const outer: Pt[] = [
    [400 + g.w - 1, 452],
    [400 + g.w - 4, 500],
    [400 + g.jaw + 4, 556],
    [400 + g.chin + 14, g.chinY - 6 + drop * 0.6],
  ]
  const mouthW = 40
  const inner: Pt[] = [
    [400 + g.w - 16, 470],
    [400 + g.jaw - 22, 530],
    [400 + mouthW + 4, g.mouthY + 4],
    [400 + mouthW * 0.6, g.mouthY + 22],
  ]
  const o = [...outer, [400, g.chinY + drop] as Pt, ...mirrorPts(outer).reverse()]
  const i = [...inner, [400, g.mouthY + 26] as Pt, ...mirrorPts(inner).reverse()]
  return `${smoothPath(o)} ${smoothPath([...i].reverse()).replace(/^M/, 'L')} Z`
}

function beard(g: FaceGeometry, look: SeedLook, colour: string, rng: Rng, id: string): string {
  const kind = look.beard
  if (!kind) return ''
  const d = beardPath(g, kind)
  const y = g.mouthY
  const tache = `M 364 ${n(y - 4)} Q 380 ${n(y - 20)} 400 ${n(y - 14)} Q 420 ${n(y - 20)} 436 ${n(y - 4)} Q 420 ${n(y - 10)} 400 ${n(y - 8)} Q 380 ${n(y - 10)} 364 ${n(y - 4)} Z`
  if (kind === 'stubble') {
    return shape(d, colour, 0.3) + shape(tache, colour, 0.35)
  }
  let marks = ''
  for (let i = 0; i < 46; i++) {
    const side = i % 2 ? 1 : -1
    const t = rng.range(0, 1)
    const x = 400 + side * (20 + t * (g.jaw - 10))
    const yy = 560 + rng.range(-30, 40) + (1 - t) * (g.chinY - 560) * 0.8
    marks += `M ${n(x)} ${n(yy)} l ${n(side * rng.range(-2, 3))} ${n(rng.range(8, 14))} `
  }
  return (
    `<clipPath id="${id}-beard"><path d="${d}"/></clipPath>` +
    shape(d, colour, kind === 'full' ? 1 : 0.88) +
    `<path d="${marks}" clip-path="url(#${id}-beard)" fill="none" stroke="${shade(colour, -0.35)}" stroke-width="2.5" stroke-linecap="round" opacity="0.45"/>` +
    shape(tache, colour)
  )
}

function glasses(g: FaceGeometry, kind: NonNullable<SeedLook['glasses']>): string {
  const frame = '#3b2a22'
  const y = g.eyeY + 2
  const lens = (cx: number): string =>
    kind === 'round'
      ? `<circle cx="${n(cx)}" cy="${n(y)}" r="33"/>`
      : `<rect x="${n(cx - 38)}" y="${n(y - 27)}" width="76" height="54" rx="13"/>`
  const l = 400 - g.eyeX
  const r = 400 + g.eyeX
  const edge = kind === 'round' ? 33 : 38
  return (
    `<g fill="#ffffff" fill-opacity="0.14" stroke="${frame}" stroke-width="5.5">${lens(l)}${lens(r)}</g>` +
    line(`M ${n(l + edge)} ${n(y - 4)} Q 400 ${n(y - 14)} ${n(r - edge)} ${n(y - 4)}`, frame, 5) +
    line(`M ${n(l - edge)} ${n(y - 6)} L ${n(400 - g.w - 2)} ${n(y - 10)}`, frame, 5) +
    line(`M ${n(r + edge)} ${n(y - 6)} L ${n(400 + g.w + 2)} ${n(y - 10)}`, frame, 5) +
    line(
      `M ${n(l - 18)} ${n(y - 18)} Q ${n(l - 8)} ${n(y - 26)} ${n(l + 4)} ${n(y - 26)}`,
      '#ffffff',
      4,
      0.5,
    ) +
    line(
      `M ${n(r - 18)} ${n(y - 18)} Q ${n(r - 8)} ${n(y - 26)} ${n(r + 4)} ${n(y - 26)}`,
      '#ffffff',
      4,
      0.5,
    )
  )
}

function earrings(g: FaceGeometry, kind: SeedLook['earrings']): string {
  if (!kind) return ''
  const y = 506
  const one = (x: number): string => {
    if (kind === 'hoops')
      return `<circle cx="${n(x)}" cy="${y + 12}" r="13" fill="none" stroke="${BRAND.brass}" stroke-width="4.5"/>`
    if (kind === 'studs')
      return `<circle cx="${n(x)}" cy="${y}" r="5.5" fill="${BRAND.brassLight}" stroke="${BRAND.brass}" stroke-width="2"/>`
    return (
      line(`M ${n(x)} ${y} L ${n(x)} ${y + 22}`, BRAND.brass, 2.5) +
      `<path d="M ${n(x)} ${y + 20} C ${n(x + 10)} ${y + 32} ${n(x + 8)} ${y + 44} ${n(x)} ${y + 46} C ${n(x - 8)} ${y + 44} ${n(x - 10)} ${y + 32} ${n(x)} ${y + 20} Z" fill="${BRAND.sageLight}" stroke="${BRAND.brass}" stroke-width="2"/>`
    )
  }
  return one(400 - g.w - 2) + one(400 + g.w + 2)
}

function body(look: SeedLook, c: Palette, g: FaceGeometry): string {
  const top = look.top
  const dark = shade(top, -0.16)
  const nw = Math.max(44, g.jaw * 0.5)
  const neckline = look.neckline ?? 'crew'
  // neck and chest are one piece of skin; the top is drawn over it with an opening
  const skin = `M ${n(400 - nw)} 560 L ${n(400 - nw - 4)} 716 L 300 760 L 300 920 L 500 920 L 500 760 L ${n(400 + nw + 4)} 716 L ${n(400 + nw)} 560 Z`
  const neckShadow = `M ${n(400 - nw - 2)} 600 Q 400 ${n(g.chinY + 62)} ${n(400 + nw + 2)} 600 L ${n(400 + nw)} 560 L ${n(400 - nw)} 560 Z`
  const opening: Record<NonNullable<SeedLook['neckline']>, string> = {
    crew: 'C 380 800 420 800 446 722',
    turtle: 'L 446 722',
    v: 'L 400 858 L 446 722',
    collar: 'L 400 826 L 446 722',
    scoop: 'C 330 770 340 866 400 866 C 460 866 470 770 446 722',
  }
  const torso = `M 36 1120 L 40 1000 C 48 872 108 792 248 760 C 306 748 340 738 354 722 ${opening[neckline]} C 460 738 494 748 552 760 C 692 792 752 872 760 1000 L 764 1120 Z`
  let out =
    shape(skin, c.skin) +
    shape(neckShadow, c.shadow) +
    shape(torso, top) +
    line('M 180 1000 C 184 924 200 878 226 846', dark, 5, 0.5) +
    line('M 620 1000 C 616 924 600 878 574 846', dark, 5, 0.5)
  switch (neckline) {
    case 'crew':
      out += line('M 352 724 C 378 802 422 802 448 724', dark, 9)
      break
    case 'v':
      out += line('M 352 722 L 400 862 L 448 722', dark, 8)
      break
    case 'scoop':
      out += line('M 338 812 C 350 858 378 868 400 868 C 422 868 450 858 462 812', dark, 7, 0.8)
      break
    case 'collar': {
      const collar = shade(top, 0.35)
      out +=
        shape('M 340 716 L 400 826 L 364 850 L 318 760 Z', collar) +
        shape('M 460 716 L 400 826 L 436 850 L 482 760 Z', collar) +
        line('M 400 826 L 400 1000', dark, 3, 0.6) +
        `<circle cx="400" cy="880" r="5" fill="${dark}"/><circle cx="400" cy="950" r="5" fill="${dark}"/>`
      break
    }
    case 'turtle':
      out +=
        shape(
          `M ${n(400 - nw - 8)} 650 Q 400 668 ${n(400 + nw + 8)} 650 L ${n(400 + nw + 16)} 744 Q 400 770 ${n(400 - nw - 16)} 744 Z`,
          shade(top, 0.06),
        ) +
        line(`M ${n(400 - nw - 8)} 650 Q 400 668 ${n(400 + nw + 8)} 650`, dark, 4, 0.6) +
        [-30, -10, 10, 30]
          .map((dx) => line(`M ${400 + dx} 668 L ${400 + dx * 1.15} 752`, dark, 2.5, 0.35))
          .join('')
      break
  }
  return out
}

function freckles(g: FaceGeometry, c: Palette, rng: Rng): string {
  let out = ''
  for (let i = 0; i < 30; i++) {
    const side = i % 2 ? 1 : -1
    const x = 400 + side * rng.range(14, 78)
    const y = g.eyeY + rng.range(26, 62) - Math.abs(x - 400) * 0.1
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(1.6, 3))}" fill="${c.deep}" opacity="0.45"/>`
  }
  return out
}

export type PersonOptions = {
  /** Prefix for ids inside the SVG, unique per person on a canvas. */
  id: string
  /** Draw eyes smiling (laughing people). */
  happy?: boolean
}

/** Gradient and clip definitions a person needs, for the SVG's <defs>. */
export function personDefs(look: SeedLook, o: PersonOptions): string {
  const c = skinPalette(look)
  const g = faceGeometry(look)
  return (
    `<radialGradient id="${o.id}-blush" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${c.blush}" stop-opacity="0.45"/><stop offset="1" stop-color="${c.blush}" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="${o.id}-face"><path d="${headPath(g)}"/></clipPath>`
  )
}

/** The person as SVG elements (no <svg> wrapper), in the 800 x 1000 frame. */
export function personSvg(look: SeedLook, o: PersonOptions): string {
  const rng = makeRng(`person|${o.id}|${look.skin}|${look.hair.style}|${look.hair.colour}`)
  const c = skinPalette(look)
  const g = faceGeometry(look)
  const hair = drawHair(look.hair, g, { id: o.id, skin: c.skin, rng })
  const browColour = mix(
    shade(look.hair.colour, -0.3),
    c.line,
    luminance(look.hair.colour) > 0.5 ? 0.6 : 0.25,
  )
  const head = headPath(g)

  const ear = (side: 1 | -1): string => {
    const x = 400 + side * (g.w + 2)
    return (
      `<ellipse cx="${n(x)}" cy="478" rx="18" ry="31" fill="${c.shadow}"/>` +
      line(
        `M ${n(x + side * 5)} 462 Q ${n(x + side * 10)} 480 ${n(x + side * 2)} 498`,
        c.deep,
        3,
        0.5,
      )
    )
  }

  const faceShade =
    `<g clip-path="url(#${o.id}-face)">` +
    // a soft shadow down one side and under the hairline give the face some form
    shape(
      `M 470 300 C 540 380 540 520 450 ${n(g.chinY + 10)} L 600 ${n(g.chinY + 10)} L 600 300 Z`,
      c.shadow,
      0.5,
    ) +
    `<ellipse cx="400" cy="${n(g.noseY - 8)}" rx="13" ry="30" fill="#ffffff" opacity="0.1"/>` +
    `</g>`

  const features =
    `<ellipse cx="${n(400 - g.eyeX - 8)}" cy="${n(g.eyeY + 46)}" rx="40" ry="24" fill="url(#${o.id}-blush)"/>` +
    `<ellipse cx="${n(400 + g.eyeX + 8)}" cy="${n(g.eyeY + 46)}" rx="40" ry="24" fill="url(#${o.id}-blush)"/>` +
    (look.freckles ? freckles(g, c, rng) : '') +
    brow(g, -1, look, browColour) +
    brow(g, 1, look, browColour) +
    eye(g, -1, look, c, o.id, Boolean(o.happy)) +
    eye(g, 1, look, c, o.id, Boolean(o.happy)) +
    nose(g, look, c) +
    mouth(g, look, c, o.id) +
    beard(g, look, shade(look.hair.colour, -0.05), rng, o.id)

  // the hair over the face casts a soft shadow onto the forehead
  const cast = hair.front
    ? `<g clip-path="url(#${o.id}-face)" opacity="0.18"><g transform="translate(0 12)">${hair.front
        .replace(/(fill|stroke)="(?!none)[^"]+"/g, `$1="${c.deep}"`)
        .replace(/ opacity="[^"]+"/g, '')}</g></g>`
    : ''

  return (
    hair.back +
    body(look, c, g) +
    hair.over +
    (hair.ears ? ear(-1) + ear(1) : '') +
    shape(head, c.skin) +
    faceShade +
    hair.scalp +
    features +
    cast +
    hair.front +
    (look.glasses ? glasses(g, look.glasses) : '') +
    (hair.ears ? earrings(g, look.earrings) : '')
  )
}

/** Roughly where the top of the hair is, in the person's frame. */
function hairTop(look: SeedLook): number {
  switch (look.hair.style) {
    case 'afro':
      return 156
    case 'top-knot':
      return 118
    case 'man-bun':
      return 160
    case 'fade':
      return look.hair.top === 'twists' ? 190 : 206
    case 'curls':
      return 216
    default:
      return 226
  }
}

/** A stylist's portrait: the person on a soft studio backdrop. 800 x 1000. */
export function portraitSvg(look: SeedLook, id = 'p'): string {
  const zoom = 1.2
  const bg = look.background
  const lum = luminance(bg)
  const defs =
    `<defs>` +
    `<radialGradient id="${id}-studio" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${shade(bg, 0.28)}"/><stop offset="0.6" stop-color="${bg}"/><stop offset="1" stop-color="${shade(bg, -0.14)}"/></radialGradient>` +
    personDefs(look, { id }) +
    hairDefs(look, id) +
    `</defs>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">` +
    defs +
    `<rect width="800" height="1000" fill="url(#${id}-studio)"/>` +
    `<circle cx="400" cy="430" r="330" fill="none" stroke="${lum > 0.5 ? BRAND.brass : BRAND.brassLight}" stroke-width="2.5" opacity="0.45"/>` +
    // framed close: the hair is the subject, so its top sits near the top edge and the
    // shoulders leave the frame
    `<g transform="translate(${n(400 - 400 * zoom)} ${n(44 - zoom * hairTop(look))}) scale(${zoom})">${personSvg(look, { id })}</g>` +
    `</svg>`
  )
}

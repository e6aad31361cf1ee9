// Editorial covers for blog posts and news (1600 x 900): each one shows hair, the way a
// salon's own photography would: a balayage from behind, a fade being cut, a skin test,
// swatches on the colour bench, people fresh out of the chair. Scenes are chosen per post in
// art-direction.ts; people are drawn with person.ts, swatches and tools with swatches.ts.

import type { CoverScene, SeedLook } from '../data/types'
import {
  type Pt,
  type Rng,
  BRAND,
  line,
  makeRng,
  mix,
  n,
  shade,
  shape,
  smoothPath,
  svgOpen,
} from './core'
import { type Colours, colours, hairDefs, lock } from './hair'
import { standingBack } from './interiors'
import { personDefs, personSvg } from './person'
import { bowl, foil, hairLock, lockEdges, tintBrush } from './swatches'

const W = 1600
const H = 900

type Part = { defs: string; svg: string }

function join(parts: Part[]): Part {
  return { defs: parts.map((p) => p.defs).join(''), svg: parts.map((p) => p.svg).join('') }
}

/** A person from person.ts placed on the cover: `x`, `y` is where the frame's origin goes. */
function figure(look: SeedLook, id: string, x: number, y: number, s: number, happy = false): Part {
  return {
    defs: personDefs(look, { id }) + hairDefs(look, id),
    svg: `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${personSvg(look, { id, happy })}</g>`,
  }
}

function backdrop(top: string, bottom: string): Part {
  return {
    defs: `<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f5f6"/><stop offset="0.45" stop-color="#c3c7ca"/><stop offset="0.7" stop-color="#eef0f1"/><stop offset="1" stop-color="#a9aeb2"/></linearGradient>`,
    svg: `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
  }
}

// ---------------------------------------------------------------------------------------
// Hair seen from behind: long hair in locks from the crown, over the shoulders
// ---------------------------------------------------------------------------------------

function backOfHead(
  c: Colours,
  rng: Rng,
  o: { length: number; wave: number; top: string },
): string {
  const count = 9
  const half = (y: number): number => (y < 460 ? 158 : 158 + (y - 460) * 0.16)
  const edges: Pt[][] = []
  for (let k = 0; k <= count; k++) {
    const u = k / count - 0.5 // -0.5 .. 0.5 across the head
    const pts: Pt[] = [
      [400 + u * 70, 236 + 30 * u * u],
      [400 + u * 250, 278 + 20 * Math.abs(u)],
      [400 + u * 306, 360],
      [400 + u * 2 * half(460), 460],
    ]
    for (let y = 530; y <= o.length; y += 64) {
      const wave = Math.sin((y - 470) / 58 + k * 0.18) * 38 * o.wave * Math.min(1, (y - 470) / 120)
      pts.push([400 + u * 2 * half(y) + wave, y])
    }
    edges.push(pts)
  }
  // shoulders and the back of the neck first
  let out =
    `<path d="M 20 1000 C 40 860 120 790 260 770 L 540 770 C 680 790 760 860 780 1000 Z" fill="${o.top}"/>` +
    `<path d="M 340 560 L 330 790 L 470 790 L 460 560 Z" fill="#d9a88a"/>`
  for (let k = 0; k < count; k++) {
    const a = edges[k] ?? []
    const b = edges[k + 1] ?? []
    const la = a.at(-1) ?? [400, o.length]
    const lb = b.at(-1) ?? [400, o.length]
    const mid: Pt = [(la[0] + lb[0]) / 2, Math.max(la[1], lb[1]) + 24 + rng.range(0, 18)]
    // the ends of each lock gather into a soft, rounded point
    const endA = [...a.slice(0, -1), [la[0] + (mid[0] - la[0]) * 0.5, mid[1] - 6] as Pt]
    const endB = [...b.slice(0, -1), [lb[0] + (mid[0] - lb[0]) * 0.5, mid[1] - 6] as Pt]
    out += lock(endA, endB, c, rng, { strands: 6, highlights: 4 })
  }
  // soft light on the crown
  out += line('M 300 320 Q 400 280 500 320', c.shine, 34, 0.12)
  return out
}

// ---------------------------------------------------------------------------------------
// A head in profile, facing right, for close work (a skin test, a fade)
// ---------------------------------------------------------------------------------------

const PROFILE: Pt[] = [
  [330, 760],
  [326, 600],
  [300, 470],
  [310, 340],
  [370, 264],
  [460, 244],
  [536, 280],
  [568, 346],
  [573, 400],
  [566, 426],
  [580, 456],
  [612, 506],
  [604, 518],
  [588, 522],
  [593, 546],
  [584, 557],
  [591, 572],
  [577, 592],
  [585, 616],
  [560, 642],
  [516, 650],
  [506, 700],
  [510, 760],
]

function profile(skin: string, features: string): string {
  const deep = shade(skin, -0.3)
  const lineCol = mix(shade(skin, -0.7), '#2a1a14', 0.5)
  return (
    shape(smoothPath(PROFILE, true), skin) +
    // jaw and cheek shading
    `<path d="M 452 520 Q 500 600 560 640" fill="none" stroke="${deep}" stroke-width="4" opacity="0.25"/>` +
    `<ellipse cx="520" cy="500" rx="36" ry="22" fill="#e4707a" opacity="0.18"/>` +
    // ear
    `<ellipse cx="440" cy="462" rx="27" ry="44" fill="${shade(skin, -0.08)}"/>` +
    `<path d="M 448 432 Q 462 460 446 494" fill="none" stroke="${deep}" stroke-width="4" opacity="0.5"/>` +
    // eye, brow, nostril, lips
    `<path d="M 534 430 Q 550 420 566 430 Q 552 440 536 432 Z" fill="#fbf6f1"/>` +
    `<circle cx="556" cy="430" r="6" fill="#3d2618"/>` +
    line('M 532 428 Q 550 416 568 428', lineCol, 3.5) +
    line('M 566 429 L 574 424', lineCol, 3) +
    line('M 522 402 Q 548 392 570 398', shade(lineCol, 0.1), 7, 0.85) +
    line('M 590 508 Q 598 514 592 518', deep, 3, 0.6) +
    `<path d="M 588 530 Q 594 540 590 548 L 578 552 Z" fill="${mix(skin, '#b4545e', 0.45)}"/>` +
    `<path d="M 580 556 Q 592 562 588 572 L 576 566 Z" fill="${mix(skin, '#b4545e', 0.4)}"/>` +
    features
  )
}

// ---------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------

function balayageCloseUp(rng: Rng): Part {
  const spec = { style: 'long' as const, colour: '#3e2618', ends: '#e2bd84', length: 900 }
  const c = colours(spec, 'b')
  const look = { hair: spec } as SeedLook
  return join([
    backdrop('#f3e6da', '#e6cbb8'),
    {
      defs: hairDefs(look, 'b'),
      svg:
        `<circle cx="1000" cy="330" r="330" fill="#ffffff" opacity="0.3"/>` +
        // the lightener bowl and brush resting on the trolley beside her
        `<rect x="60" y="690" width="420" height="22" rx="6" fill="#2b2623"/>` +
        bowl(250, 640, '#efe2c4') +
        tintBrush(340, 620, 30, '#efe2c4') +
        foil(140, 520, 80, 120, -12) +
        `<g transform="translate(440 -190) scale(1.22)">${backOfHead(c, rng, { length: 900, wave: 1, top: '#f4ede0' })}</g>`,
    },
  ])
}

function extensionsMatch(rng: Rng): Part {
  const spec = { style: 'long' as const, colour: '#8a6440', ends: '#c49a62', length: 900 }
  const c = colours(spec, 'e')
  const look = { hair: spec } as SeedLook
  let wefts = ''
  ;['#6e4c30', '#9c7448', '#c9a06a'].forEach((shade_, i) => {
    const [a, b] = lockEdges(0, 0, 420, 70, 6)
    wefts +=
      `<g transform="translate(${1060 + i * 70} ${260 + i * 26}) rotate(${-8 + i * 6})">` +
      hairLock(a, b, shade_, shade(shade_, -0.35), shade(shade_, 0.3), rng) +
      `<rect x="-44" y="-14" width="88" height="22" rx="4" fill="#f4efe6" stroke="#c9bfae" stroke-width="2"/>` +
      `</g>`
  })
  return join([
    backdrop('#efe6e0', '#dccfc6'),
    {
      defs: hairDefs(look, 'e'),
      svg:
        `<g transform="translate(300 -120) scale(1.12)">${backOfHead(c, rng, { length: 900, wave: 0.3, top: '#2f4a3a' })}</g>` +
        wefts +
        // the stylist's fingers holding the wefts against the lengths
        `<path d="M 1000 262 q 30 -40 70 -30 q 40 10 30 40 q -20 20 -60 14 Z" fill="#e9c2a2"/>` +
        `<path d="M 1012 246 q 26 -14 50 -6" fill="none" stroke="#c9997a" stroke-width="3"/>`,
    },
  ])
}

function skinTest(): Part {
  const hair = '#5a3a26'
  const c = colours({ style: 'long', colour: hair }, 's')
  const cap = `M 542 300 C 520 250 430 226 360 262 C 300 300 290 400 306 470 C 316 520 326 560 330 590 C 360 560 390 530 410 470 C 420 440 440 410 470 404 C 500 400 520 380 530 346 Z`
  const features =
    `<path d="${cap}" fill="${hair}"/>` +
    `<path d="M 540 300 C 480 290 400 300 340 330 M 536 330 C 470 330 400 350 330 390 M 520 360 C 460 370 400 390 330 440" fill="none" stroke="${c.light}" stroke-width="3" opacity="0.5"/>` +
    // the ponytail, tied at the back
    `<path d="M 330 380 C 250 420 240 560 270 720 C 300 640 320 520 350 420 Z" fill="${hair}"/>` +
    `<rect x="322" y="372" width="30" height="20" rx="6" fill="${BRAND.sage}" transform="rotate(-30 337 382)"/>` +
    // the dab of colour behind the ear, and the cotton bud making it
    `<circle cx="402" cy="500" r="11" fill="#3e2518" opacity="0.85"/>`
  const bud =
    `<g transform="translate(398 506) rotate(40)">` +
    `<rect x="-4" y="0" width="8" height="300" rx="4" fill="#f4efe6"/>` +
    `<ellipse cx="0" cy="-4" rx="10" ry="16" fill="#ffffff"/><ellipse cx="0" cy="-10" rx="8" ry="8" fill="#5a3522"/>` +
    `</g>` +
    // fingers holding the bud
    `<path d="M 186 730 q 10 -40 50 -36 q 30 10 20 40 q -30 30 -70 -4 Z" fill="#c08a62"/>`
  // an hourglass: 48 hours before colour
  const glass =
    `<g transform="translate(1260 300)">` +
    `<rect x="-70" y="-10" width="140" height="16" rx="6" fill="${BRAND.brass}"/><rect x="-70" y="290" width="140" height="16" rx="6" fill="${BRAND.brass}"/>` +
    `<path d="M -56 6 L 56 6 C 56 100 10 130 10 148 C 10 166 56 196 56 290 L -56 290 C -56 196 -10 166 -10 148 C -10 130 -56 100 -56 6 Z" fill="#ffffff" opacity="0.55" stroke="#c9bfae" stroke-width="3"/>` +
    `<path d="M -40 60 L 40 60 C 30 110 6 130 0 146 C -6 130 -30 110 -40 60 Z" fill="#e6cba0"/><path d="M -48 288 L 48 288 C 40 250 20 236 0 232 C -20 236 -40 250 -48 288 Z" fill="#e6cba0"/>` +
    `</g>`
  return join([
    backdrop('#e6efe8', '#cfdcd3'),
    {
      defs: '',
      svg:
        `<circle cx="520" cy="460" r="330" fill="#ffffff" opacity="0.35"/>` +
        `<g transform="translate(120 -20) scale(1.05)"><path d="M 200 1000 C 230 860 300 800 380 780 L 560 790 C 640 820 700 900 720 1000 Z" fill="#f4ede0"/>${profile('#f1cfb4', features)}${bud}</g>` +
        glass,
    },
  ])
}

function mensFade(): Part {
  const hair = '#1e1612'
  const skin = '#8a5638'
  const top = `M 560 330 C 560 280 520 220 440 206 C 380 196 320 226 300 290 C 296 310 300 330 308 340 C 360 320 460 310 560 330 Z`
  let texture = ''
  for (let i = 0; i < 26; i++) {
    const x = 320 + i * 9.5
    const y = 240 + Math.abs(i - 13) * 3
    texture += `M ${x} ${y + 70} q 4 -30 12 -50 `
  }
  const features =
    // the fade: dark at the top of the sides, melting into skin above the ear
    `<path d="M 300 300 C 296 380 300 440 320 520 L 420 520 C 400 470 398 420 410 380 C 440 360 500 350 556 346 L 560 330 C 460 310 360 320 300 300 Z" fill="url(#fadeGrad)"/>` +
    `<path d="${top}" fill="${hair}"/>` +
    `<path d="${texture}" fill="none" stroke="#5a4a40" stroke-width="4" stroke-linecap="round" opacity="0.6"/>` +
    // the line-up at the temple
    line('M 556 346 L 540 388', hair, 4) +
    // beard along the jaw
    `<path d="M 470 470 C 480 540 520 600 584 612 L 590 640 C 540 660 480 640 452 590 C 440 560 440 520 446 480 Z" fill="${hair}" opacity="0.92"/>` +
    `<path d="M 580 524 Q 596 530 594 540 L 560 540 Z" fill="${hair}"/>`
  const clippers =
    `<g transform="translate(368 392) rotate(37)">` +
    `<rect x="-46" y="0" width="92" height="250" rx="38" fill="#2b2a28"/>` +
    `<rect x="-46" y="0" width="92" height="40" rx="10" fill="#c9ccce"/>` +
    `<path d="M -40 -4 L 40 -4" stroke="#8f9498" stroke-width="8" stroke-dasharray="4 4"/>` +
    `<rect x="-20" y="120" width="40" height="14" rx="7" fill="${BRAND.brass}"/>` +
    `<path d="M -54 160 q -20 40 0 80 h 108 q 20 -40 0 -80 Z" fill="#c08a62"/>` +
    `</g>`
  return join([
    backdrop('#e9e3da', '#cfc5b8'),
    {
      defs: `<linearGradient id="fadeGrad" gradientUnits="userSpaceOnUse" x1="0" y1="320" x2="0" y2="500"><stop offset="0" stop-color="${hair}" stop-opacity="0.95"/><stop offset="1" stop-color="${hair}" stop-opacity="0"/></linearGradient>`,
      svg:
        `<rect x="980" y="120" width="420" height="620" rx="210" fill="#ffffff" opacity="0.3" stroke="${BRAND.brass}" stroke-width="6"/>` +
        `<g transform="translate(380 -40) scale(1.05)"><path d="M 200 1000 C 230 860 300 800 380 780 L 560 790 C 640 820 700 900 720 1000 Z" fill="#2f4a3a"/>${profile(skin, features)}${clippers}</g>`,
    },
  ])
}

function winterHair(look: SeedLook): Part {
  const p = figure(look, 'w', 620, -10, 0.95)
  let snow = ''
  const rng = makeRng('snow')
  for (let i = 0; i < 60; i++) {
    snow += `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, H))}" r="${n(rng.range(2, 6))}" fill="#ffffff" opacity="${n(rng.range(0.4, 0.9))}"/>`
  }
  // a knitted hat and a scarf, drawn in the person's frame
  let ribs = ''
  for (let i = 0; i < 11; i++) ribs += `M ${296 + i * 21} 330 L ${300 + i * 20} 300 `
  const hat =
    `<path d="M 264 340 C 260 220 330 150 400 150 C 470 150 540 220 536 340 Z" fill="#b5533a"/>` +
    `<path d="M 300 230 Q 400 200 500 230 M 290 270 Q 400 240 510 270" fill="none" stroke="#8f3c28" stroke-width="6" stroke-dasharray="10 8"/>` +
    `<rect x="252" y="300" width="296" height="56" rx="24" fill="#c9674a"/>` +
    `<path d="${ribs}" stroke="#a84a32" stroke-width="5"/>` +
    `<circle cx="400" cy="140" r="40" fill="#f4ede0"/>`
  const scarf =
    `<path d="M 300 700 C 320 760 480 760 500 700 L 520 760 C 480 820 320 820 280 760 Z" fill="#f4ede0"/>` +
    `<path d="M 460 760 L 500 960 L 430 960 L 420 780 Z" fill="#eae1d2"/>`
  return join([
    backdrop('#dfe8ee', '#b9cad6'),
    p,
    {
      defs: '',
      svg:
        `<g transform="translate(620 -10) scale(0.95)">${scarf}${hat}</g>` +
        snow +
        `<path d="M 0 780 C 300 740 500 800 800 770 C 1100 740 1300 790 1600 760 L 1600 900 L 0 900 Z" fill="#ffffff" opacity="0.6"/>`,
    },
  ])
}

function newStylist(look: SeedLook): Part {
  const green = '#33523f'
  const mirror = `M 180 900 L 180 330 C 180 190 280 110 400 110 C 520 110 620 190 620 330 L 620 900 Z`
  return join([
    { defs: '', svg: `<rect width="${W}" height="${H}" fill="${green}"/>` },
    backdrop(green, shade(green, -0.2)),
    {
      defs: `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3ebe8"/><stop offset="1" stop-color="#aebfba"/></linearGradient>`,
      svg:
        `<path d="M 0 640 H 1600" stroke="#f1ebdf" stroke-width="10"/>` +
        `<path d="${mirror}" fill="url(#glass)"/><path d="${mirror}" fill="none" stroke="${BRAND.brass}" stroke-width="16"/>` +
        `<path d="M 240 900 L 420 160 L 470 160 L 300 900 Z" fill="#ffffff" opacity="0.25"/>` +
        `<rect x="140" y="690" width="520" height="22" rx="4" fill="#5e3d24"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${470 + i * 46}" y="${616 - i * 10}" width="34" height="${74 + i * 10}" rx="8" fill="${[BRAND.blush, '#f4ede0', BRAND.sage][i]}"/>`,
          )
          .join('') +
        `<circle cx="1440" cy="180" r="120" fill="#fff3d6" opacity="0.12"/>`,
    },
    figure(look, 'z', 760, 0, 0.92),
  ])
}

function friends(a: SeedLook, b: SeedLook): Part {
  let confetti = ''
  const rng = makeRng('friends')
  for (let i = 0; i < 40; i++) {
    const col = [BRAND.brass, BRAND.sage, '#ffffff', BRAND.blushDeep][i % 4] ?? '#fff'
    confetti += `<rect x="${n(rng.range(0, W))}" y="${n(rng.range(0, 500))}" width="10" height="18" rx="3" fill="${col}" opacity="0.7" transform="rotate(${n(rng.range(0, 180))} ${n(rng.range(0, W))} 0)"/>`
  }
  return join([
    backdrop('#f6e3de', '#e8c4bd'),
    {
      defs: '',
      svg: `<circle cx="800" cy="420" r="380" fill="#ffffff" opacity="0.3"/>` + confetti,
    },
    figure(a, 'fa', 330, 0, 0.95, true),
    figure(b, 'fb', 760, 20, 0.95, true),
  ])
}

function salonRow(people: SeedLook[]): Part {
  const green = '#33523f'
  const parts: Part[] = [
    backdrop(green, shade(green, -0.15)),
    {
      defs: `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3ebe8"/><stop offset="1" stop-color="#aebfba"/></linearGradient>`,
      svg: `<rect x="0" y="640" width="${W}" height="260" fill="#b98a5e"/><rect x="0" y="630" width="${W}" height="14" fill="#f1ebdf"/>`,
    },
  ]
  people.forEach((look, i) => {
    const cx = 290 + i * 510
    const arch = `M ${cx - 170} 620 L ${cx - 170} 250 C ${cx - 170} 150 ${cx - 90} 80 ${cx} 80 C ${cx + 90} 80 ${cx + 170} 150 ${cx + 170} 250 L ${cx + 170} 620 Z`
    const id = `r${i}`
    const reflected = figure(look, id, cx - 400 * 0.62, 90, 0.62)
    parts.push({
      defs: reflected.defs + `<clipPath id="${id}-m"><path d="${arch}"/></clipPath>`,
      svg:
        `<path d="${arch}" fill="url(#glass)"/>` +
        `<g clip-path="url(#${id}-m)">${reflected.svg}` +
        // foils in the reflection of the first client
        (i === 0
          ? [-70, -30, 10, 50]
              .map((dx, k) => foil(cx + dx, 190 + Math.abs(dx + 10) * 0.4, 30, 90, -10 + k * 8))
              .join('')
          : '') +
        `</g>` +
        `<path d="${arch}" fill="none" stroke="${BRAND.brass}" stroke-width="12"/>` +
        `<rect x="${cx - 200}" y="612" width="400" height="18" rx="4" fill="#5e3d24"/>`,
    })
    // the back of the chair, the cape and the back of the client's head
    const hair = look.hair.colour
    parts.push({
      defs: '',
      svg:
        `<path d="M ${cx - 130} 900 L ${cx - 120} 690 Q ${cx} 650 ${cx + 120} 690 L ${cx + 130} 900 Z" fill="${BRAND.blushDeep}"/>` +
        `<path d="M ${cx - 110} 900 C ${cx - 100} 760 ${cx - 60} 700 ${cx} 690 C ${cx + 60} 700 ${cx + 100} 760 ${cx + 110} 900 Z" fill="#efe8dc"/>` +
        `<ellipse cx="${cx}" cy="600" rx="84" ry="96" fill="${hair}"/>` +
        (look.hair.style === 'long'
          ? `<path d="M ${cx - 84} 600 L ${cx - 70} 740 L ${cx + 70} 740 L ${cx + 84} 600 Z" fill="${hair}"/>`
          : ''),
    })
  })
  // a stylist at work between the first two chairs
  parts.push({
    defs: '',
    svg: `<g transform="translate(560 930) scale(420)">${standingBack('#f1cfb4', '#3a2a20', 'bun', '#2b2623')}</g>`,
  })
  return join(parts)
}

function reception(look: SeedLook): Part {
  const green = '#33523f'
  const print = figure(look, 'rp', 1166, 150, 0.3)
  let listLines = ''
  for (let i = 0; i < 9; i++) {
    const y = 206 + i * 30
    listLines += `<rect x="470" y="${y}" width="${150 + ((i * 37) % 70)}" height="8" rx="4" fill="#2f4a3a" opacity="0.55"/><rect x="${740}" y="${y}" width="46" height="8" rx="4" fill="${BRAND.brass}"/>`
  }
  let flowers = ''
  for (let k = 0; k < 9; k++) {
    const a = -Math.PI / 2 + (k - 4) * 0.3
    flowers += `<circle cx="${n(300 + Math.cos(a) * 70)}" cy="${n(470 + Math.sin(a) * 60)}" r="24" fill="${k % 2 ? BRAND.blush : '#f6efe4'}"/>`
  }
  return join([
    backdrop(green, shade(green, -0.1)),
    {
      defs: '',
      svg:
        `<rect x="0" y="560" width="${W}" height="340" fill="${shade(green, -0.18)}"/>` +
        // the framed price list
        `<rect x="430" y="150" width="400" height="340" fill="#f6f1e8" stroke="${BRAND.brass}" stroke-width="12"/>` +
        `<rect x="540" y="172" width="180" height="14" rx="7" fill="#2f4a3a" opacity="0.8"/>` +
        listLines +
        // the frame for a print of a recent cut
        `<rect x="1150" y="140" width="272" height="330" fill="#f6f1e8" stroke="${BRAND.brass}" stroke-width="12"/>`,
    },
    {
      defs:
        print.defs +
        `<clipPath id="printClip"><rect x="1162" y="152" width="248" height="306"/></clipPath>`,
      svg: `<rect x="1162" y="152" width="248" height="306" fill="#e8d6c8"/><g clip-path="url(#printClip)">${print.svg}</g>`,
    },
    {
      defs: '',
      svg:
        // the old draper's counter
        `<rect x="120" y="560" width="1360" height="340" fill="#7a5232"/>` +
        `<rect x="90" y="540" width="1420" height="34" fill="#5e3d24"/>` +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<rect x="${170 + i * 330}" y="610" width="280" height="240" fill="none" stroke="#5e3d24" stroke-width="8"/>`,
          )
          .join('') +
        `<rect x="282" y="476" width="36" height="66" rx="10" fill="#e8e2d6"/>` +
        flowers +
        `<path d="M 1010 540 Q 1010 500 1040 500 Q 1070 500 1070 540 Z" fill="${BRAND.brass}"/><circle cx="1040" cy="494" r="7" fill="${BRAND.brass}"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${1180 + i * 50}" y="${470 - i * 12}" width="38" height="${72 + i * 12}" rx="8" fill="${[BRAND.sage, '#f4ede0', BRAND.blush][i]}"/>`,
          )
          .join(''),
    },
  ])
}

function academyHeads(people: SeedLook[]): Part {
  const parts: Part[] = [
    backdrop('#e9e6de', '#d6d2c8'),
    {
      defs: '',
      svg:
        // the training board behind: a head divided into sections
        `<rect x="1110" y="70" width="400" height="300" rx="8" fill="#f7f5f0" stroke="#2f3235" stroke-width="8"/>` +
        `<circle cx="1310" cy="220" r="100" fill="none" stroke="${BRAND.forest}" stroke-width="5"/>` +
        line(
          'M 1310 120 L 1310 320 M 1210 220 L 1410 220 M 1240 150 L 1380 290',
          BRAND.blushDeep,
          4,
        ) +
        `<rect x="0" y="690" width="${W}" height="210" fill="#f4f1ea"/><rect x="0" y="690" width="${W}" height="12" fill="#6e7073"/>`,
    },
  ]
  people.forEach((look, i) => {
    const x = 40 + i * 390
    const id = `m${i}`
    const head = figure({ ...look, top: '#ecd3bd' }, id, x, 20, 0.62)
    parts.push({
      defs:
        head.defs +
        `<clipPath id="${id}-c"><rect x="${x}" y="0" width="${800 * 0.62}" height="${20 + 660 * 0.62}"/></clipPath>`,
      svg:
        `<rect x="${x + 400 * 0.62 - 8}" y="${20 + 640 * 0.62}" width="16" height="${690 - 20 - 640 * 0.62}" fill="#6b6e70"/>` +
        `<g clip-path="url(#${id}-c)">${head.svg}</g>` +
        // sectioning clips in the hair
        (i % 2 === 0
          ? [0, 1, 2]
              .map(
                (k) =>
                  `<rect x="${n(x + 400 * 0.62 - 60 + k * 50)}" y="${n(20 + 250 * 0.62 - (k === 1 ? 10 : 0))}" width="36" height="12" rx="5" fill="${BRAND.blushDeep}" transform="rotate(${-20 + k * 20} ${n(x + 400 * 0.62 - 42 + k * 50)} ${n(20 + 256 * 0.62)})"/>`,
              )
              .join('')
          : ''),
    })
  })
  // a comb and a tail comb on the bench
  parts.push({
    defs: '',
    svg:
      `<rect x="640" y="760" width="260" height="24" rx="6" fill="#2b2623"/>` +
      `<path d="${Array.from({ length: 20 }, (_, k) => `M ${652 + k * 12} 784 l 0 26`).join(' ')}" stroke="#2b2623" stroke-width="6"/>`,
  })
  return join(parts)
}

function swatchRing(rng: Rng): Part {
  const shades = [
    '#2b1d16',
    '#4a2e1f',
    '#6a4a32',
    '#8a5a36',
    '#a0673a',
    '#b5532f',
    '#c99a5a',
    '#e2c48a',
    '#efe6d2',
    '#c2418f',
    '#6a3fa0',
  ]
  let fan = ''
  shades.forEach((col, i) => {
    const angle = -70 + i * 14
    const [a, b] = lockEdges(0, 30, 420, 70, 4)
    fan += `<g transform="translate(760 250) rotate(${angle})">${hairLock(a, b, col, shade(col, -0.35), shade(col, 0.3), rng)}</g>`
  })
  return join([
    backdrop('#efe6da', '#e2d3bf'),
    {
      defs: '',
      svg:
        `<rect x="0" y="560" width="${W}" height="340" fill="#b98a5e"/>` +
        `<path d="${Array.from({ length: 9 }, (_, k) => `M 0 ${600 + k * 36} H 1600`).join(' ')}" stroke="#a3764c" stroke-width="3"/>` +
        fan +
        `<circle cx="760" cy="250" r="40" fill="none" stroke="${BRAND.brass}" stroke-width="14"/>` +
        bowl(1230, 600, '#8c3620') +
        bowl(1380, 700, '#c9d4e6') +
        tintBrush(1280, 560, -50, '#8c3620') +
        tintBrush(300, 760, 64, '#3e2518') +
        tintBrush(380, 800, 76, '#e2c48a'),
    },
  ])
}

function bondBuilder(rng: Rng): Part {
  const bottle = (x: number, y: number, body: string, h: number): string =>
    `<rect x="${x - 14}" y="${y - h - 90}" width="28" height="50" rx="6" fill="#2b2623"/>` +
    `<rect x="${x - 60}" y="${y - h - 50}" width="120" height="${h + 50}" rx="26" fill="${body}"/>` +
    `<rect x="${x - 44}" y="${y - h + 10}" width="88" height="${h * 0.5}" rx="8" fill="#f6f1e8"/>` +
    `<rect x="${x - 28}" y="${y - h + 30}" width="56" height="8" rx="4" fill="#2f4a3a" opacity="0.6"/>` +
    `<rect x="${x - 44}" y="${y - h - 30}" width="12" height="${h}" rx="6" fill="#ffffff" opacity="0.3"/>`
  const [a, b] = lockEdges(0, 0, 700, 150, 30)
  return join([
    backdrop('#ece6ef', '#d7cddb'),
    {
      defs: `<linearGradient id="blonde" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9a46a"/><stop offset="1" stop-color="#efdcae"/></linearGradient>`,
      svg:
        // the trolley
        `<rect x="160" y="600" width="1100" height="26" rx="6" fill="#2b2623"/>` +
        `<rect x="200" y="626" width="18" height="274" fill="#2b2623"/><rect x="1200" y="626" width="18" height="274" fill="#2b2623"/>` +
        bottle(420, 600, '#6e4a7a', 250) +
        bottle(580, 600, '#9a7aa6', 190) +
        bowl(840, 540, '#ede4f2') +
        tintBrush(900, 520, 28, '#ede4f2') +
        // a long lock of blonde hair draped across, glossy after the treatment
        `<g transform="translate(1110 120) rotate(18)">${hairLock(a, b, 'url(#blonde)', '#a88656', '#fff6dc', rng)}</g>` +
        // bonds, joined back up: a small chain motif beside the lock
        `<g transform="translate(1380 220)" fill="none" stroke="${BRAND.brass}" stroke-width="8">${[0, 1, 2, 3].map((k) => `<ellipse cx="0" cy="${k * 46}" rx="18" ry="30" transform="rotate(${k % 2 ? 90 : 0} 0 ${k * 46})"/>`).join('')}</g>`,
    },
  ])
}

/** Extra people for the covers (stylists' own looks come from art-direction.ts). */
export type CoverCast = { zoe: SeedLook; people: SeedLook[] }

export function coverSvg(scene: CoverScene, cast: CoverCast): string {
  const rng = makeRng(`cover|${scene}`)
  const p = cast.people
  const at = (i: number): SeedLook => p[i % p.length] ?? cast.zoe
  let part: Part
  switch (scene) {
    case 'balayage-close-up':
      part = balayageCloseUp(rng)
      break
    case 'extensions-match':
      part = extensionsMatch(rng)
      break
    case 'skin-test':
      part = skinTest()
      break
    case 'mens-fade':
      part = mensFade()
      break
    case 'winter-hair':
      part = winterHair(at(0))
      break
    case 'new-stylist':
      part = newStylist(cast.zoe)
      break
    case 'friends':
      part = friends(at(1), at(2))
      break
    case 'salon-row':
      part = salonRow([at(3), at(4), at(5)])
      break
    case 'reception':
      part = reception(at(4))
      break
    case 'academy-heads':
      part = academyHeads([at(6), at(7), at(8), at(9)])
      break
    case 'swatch-ring':
      part = swatchRing(rng)
      break
    case 'bond-builder':
      part = bondBuilder(rng)
      break
  }
  return svgOpen(W, H) + `<defs>${part.defs}</defs>` + part.svg + '</svg>'
}

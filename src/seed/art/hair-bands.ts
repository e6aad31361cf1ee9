// The hair bands' pictures (ADR 051): one woman drawn with hair of each length, in the
// stylists' portrait style but framed wider so the ends show, and a lock of hair for each
// thickness, in the colour swatches' style. Pure and deterministic, like the rest of the art.
import type { SeedLook } from '../data/types'
import { personSvg } from './person'
import { plainSwatchSvg } from './swatches'
import { hairDefs } from './hair'
import { personDefs } from './person'
import { n, shade } from './core'

export type SeedLength = 'short' | 'medium' | 'long' | 'extra-long'
export type SeedThickness = 'fine' | 'medium' | 'thick'

const base: SeedLook = {
  face: 'oval',
  skin: '#e8b99a',
  eyes: { shape: 'almond', colour: '#5b4636' },
  brows: 'soft',
  nose: 'straight',
  mouth: 'soft',
  hair: { style: 'long', colour: '#5a3d2b', ends: '#8a6346', part: 'middle' },
  top: '#c9b8a6',
  neckline: 'scoop',
  background: '#eadfd3',
}

/** Where her ends fall (600 is the chin, 900 mid-back in the portrait's drawing). */
const hairFor: Record<SeedLength, SeedLook['hair']> = {
  short: { ...base.hair, style: 'bob', length: 585 },
  medium: { ...base.hair, style: 'lob', length: 670 },
  long: { ...base.hair, style: 'long', length: 830 },
  'extra-long': { ...base.hair, style: 'long', length: 1010 },
}

/** Her hair at one length, head to chest (the frame ends where the drawing does), 800 × 810. */
export function hairLengthSvg(length: SeedLength): string {
  const look: SeedLook = { ...base, hair: hairFor[length] }
  const id = `len-${length}`
  const zoom = 0.74
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="810" viewBox="0 0 800 810">` +
    `<defs><radialGradient id="${id}-bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${shade(base.background, 0.2)}"/><stop offset="1" stop-color="${shade(base.background, -0.1)}"/></radialGradient>` +
    personDefs(look, { id }) +
    hairDefs(look, id) +
    `</defs>` +
    `<rect width="800" height="810" fill="url(#${id}-bg)"/>` +
    `<g transform="translate(${n(400 - 400 * zoom)} 70) scale(${zoom})">${personSvg(look, { id })}</g>` +
    `</svg>`
  )
}

const lockWidth: Record<SeedThickness, number> = { fine: 80, medium: 170, thick: 280 }

/** A lock of hair as full as the thickness, 600 × 600. */
export const hairThicknessSvg = (t: SeedThickness): string =>
  plainSwatchSvg(base.hair.colour, lockWidth[t])

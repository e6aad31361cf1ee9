/** What a service is, derived from the public API's cat1 / cat2 numbering. */
export type ServiceKind =
  | 'colour'
  | 'colourAddOn'
  | 'plex'
  | 'finish'
  | 'finishAddOn'
  | 'treatment'
  | 'mensCut'
  | 'mensColour'

export function serviceKind(cat1: number, cat2: number): ServiceKind | null {
  switch (cat1) {
    case 1:
      return cat2 === 0 ? 'finish' : null
    case 2:
      return 'colour'
    case 3:
      return 'colourAddOn'
    case 4:
      return 'finishAddOn'
    case 5:
      return cat2 === 1 ? 'plex' : cat2 === 2 ? 'treatment' : null
    case 6:
      return cat2 === 0 ? 'mensCut' : cat2 === 1 ? 'mensColour' : null
    default:
      return null
  }
}

/**
 * Whether a quote's services put dye on her skin, so the salon's skin test (48 hours before)
 * applies (docs/rules.md): any priced colour, colour add-on or men's colour. The "None"
 * choices are priced at zero and do not count.
 */
export const needsSkinTest = (lines: { kind: ServiceKind | null; pricePence: number }[]) =>
  lines.some(
    (l) =>
      l.pricePence > 0 &&
      (l.kind === 'colour' || l.kind === 'colourAddOn' || l.kind === 'mensColour'),
  )

/** How the level and product price apply to each kind (docs/rules.md, "Prices and rounding"). */
export const pricingRule: Record<ServiceKind, 'levelled+product' | 'levelled' | 'flat'> = {
  colour: 'levelled+product',
  colourAddOn: 'levelled+product',
  mensColour: 'levelled+product',
  finish: 'levelled',
  finishAddOn: 'levelled',
  mensCut: 'levelled',
  treatment: 'flat',
  plex: 'flat',
}

/** What staff call each kind, in the order of the price list. */
export const serviceKindLabels: Record<ServiceKind, string> = {
  finish: 'Cut or finish',
  colour: 'Colour',
  colourAddOn: 'Colour add-on (toner, gloss …)',
  finishAddOn: 'Finishing touch (curls, plaits …)',
  plex: 'Bond builder (plex)',
  treatment: 'Treatment',
  mensCut: "Men's cut",
  mensColour: "Men's colour",
}

/** The public API's cat1 / cat2 of a kind (cat2 of colour and colour add-ons is chosen separately). */
export const kindCodes: Record<ServiceKind, { cat1: number; cat2: number | null }> = {
  finish: { cat1: 1, cat2: 0 },
  colour: { cat1: 2, cat2: null },
  colourAddOn: { cat1: 3, cat2: null },
  finishAddOn: { cat1: 4, cat2: 0 },
  plex: { cat1: 5, cat2: 1 },
  treatment: { cat1: 5, cat2: 2 },
  mensCut: { cat1: 6, cat2: 0 },
  mensColour: { cat1: 6, cat2: 1 },
}

export const serviceKinds = Object.keys(serviceKindLabels) as ServiceKind[]

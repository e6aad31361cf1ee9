/** What a service is, derived from the spec's cat1 / cat2 numbering. */
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

/** How the level and product price apply to each kind (spec section 9, decisions item 3). */
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

// The calculator's three kinds of appointment in one table (docs/rules.md, "The calculator's
// steps"): the steps each asks, which service slots must be chosen and which are answered
// "None" until she changes them, whether the salon and the colour category are asked, what the
// price list files under it, what the level step prices first, and which offer baskets a quote
// of it can meet. The steps, the address, the save check, availability, the screens, the offers,
// the price list and the claims all read this table; no rule lists a type's slots elsewhere
// (ADR 038).
import type { CalculatorType, CatalogueStylist, OfferBasket } from './model'
import { calculatorTypes } from './model'
import type { ServiceKind } from './service-kinds'

/** Service slots the visitor fills, in the order the quote lists them. */
export const serviceSlots = [
  'colour',
  'colourAddOn',
  'plex',
  'finish',
  'finishAddOn',
  'treatment',
  'mensCut',
  'mensColour',
] as const satisfies readonly ServiceKind[]
export type ServiceSlot = (typeof serviceSlots)[number]

/** `hair`: her length and thickness, asked where a chosen service prices them (ADR 051). */
export type Step = 'salon' | 'level' | 'colourCategory' | ServiceSlot | 'hair' | 'totals'

type ServiceTypeRules = {
  /** Its service slots, in quote order. */
  slots: readonly ServiceSlot[]
  /**
   * The slots answered "None" until she says otherwise: preselected, so the total appears once
   * the others are chosen. "None" is still an answer.
   */
  optional: readonly ServiceSlot[]
  /** Every type asks the salon first (stylist lists are grouped by it), kept for the visit. */
  asksSalon: boolean
  /** The colour category is asked before the colour; the colour and its add-ons depend on it. */
  asksColourCategory: boolean
  /** The slots the price list files under this type (and that tell a quote's type). */
  listed: readonly ServiceSlot[]
  /** What the level step prices before any service is chosen: the first priced of each. */
  reference: readonly ServiceSlot[]
  /** The offer baskets a quote of this type can meet; an offer on another never covers it. */
  offerBaskets: readonly OfferBasket['kind'][]
}

export const serviceTypes = {
  Colour: {
    slots: ['colour', 'colourAddOn', 'plex', 'finish', 'finishAddOn'],
    optional: ['colourAddOn', 'plex', 'finishAddOn'],
    asksSalon: true,
    asksColourCategory: true,
    listed: ['colour', 'colourAddOn', 'plex'],
    reference: ['colour', 'finish'],
    offerBaskets: ['anything', 'type', 'colourCategories', 'services', 'colourAndCut'],
  },
  CuttingStyling: {
    slots: ['finish', 'finishAddOn', 'treatment'],
    optional: ['finishAddOn', 'treatment'],
    asksSalon: true,
    asksColourCategory: false,
    listed: ['finish', 'finishAddOn', 'treatment'],
    reference: ['finish'],
    offerBaskets: ['anything', 'type', 'services'],
  },
  Men: {
    // Most men's appointments are a cut alone: his total shows after the cut, colour "None"
    // until he changes it.
    slots: ['mensCut', 'mensColour'],
    optional: ['mensColour'],
    asksSalon: true,
    asksColourCategory: false,
    listed: ['mensCut', 'mensColour'],
    reference: ['mensCut'],
    // A men's colour with one of the cuts meets "a colour and cut".
    offerBaskets: ['anything', 'type', 'services', 'colourAndCut'],
  },
} as const satisfies Record<CalculatorType, ServiceTypeRules>

/** Every slot that is optional in some type, in quote order. */
export const optionalSlots = serviceSlots.filter((slot) =>
  calculatorTypes.some((t) => (serviceTypes[t].optional as readonly string[]).includes(slot)),
) as OptionalSlot[]
export type OptionalSlot = (typeof serviceTypes)[CalculatorType]['optional'][number]
export const isOptionalSlot = (step: Step): step is OptionalSlot =>
  (optionalSlots as readonly string[]).includes(step)

export const isServiceSlot = (step: Step): step is ServiceSlot =>
  (serviceSlots as readonly string[]).includes(step)

/** The steps of each type, in order: salon, level, colour category, its slots, her hair, the total. */
export const stepsFor = Object.fromEntries(
  calculatorTypes.map((type) => {
    const t: ServiceTypeRules = serviceTypes[type]
    const steps: Step[] = [
      ...(t.asksSalon ? (['salon'] as const) : []),
      'level',
      ...(t.asksColourCategory ? (['colourCategory'] as const) : []),
      ...t.slots,
      'hair',
      'totals',
    ]
    return [type, steps]
  }),
) as Record<CalculatorType, Step[]>

/** Whether a slot belongs to a type (a service of another slot does not go in its quote). */
export const hasSlot = (type: CalculatorType, slot: ServiceSlot) =>
  (serviceTypes[type].slots as readonly ServiceSlot[]).includes(slot)

/**
 * The type a quote given without one (the old front end sent none) must be, from its services:
 * the first type that files one of them in the price list, a cut or finish alone being a
 * CuttingStyling quote. Services of two types are refused by the save check anyway.
 */
export function typeOfServices(kinds: readonly (ServiceKind | null)[]): CalculatorType {
  const lists = (t: CalculatorType) =>
    kinds.some((k) => k != null && (serviceTypes[t].listed as readonly string[]).includes(k))
  if (lists('Men')) return 'Men'
  if (lists('Colour')) return 'Colour'
  return 'CuttingStyling'
}

/** Whether a quote of this type can meet an offer's basket at all. */
export const basketPossible = (type: CalculatorType, basket: OfferBasket['kind']) =>
  (serviceTypes[type].offerBaskets as readonly string[]).includes(basket)

/**
 * A quote's salon, for every type alike: her stylist's when she chose one, else the salon she
 * chose. Offers, the saved quote and the claims all ask this.
 */
export const quoteSalonId = (
  stylist: Pick<CatalogueStylist, 'salonId'> | null | undefined,
  chosenSalonId: number | null,
): number | null => stylist?.salonId ?? chosenSalonId

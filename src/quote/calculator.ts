// The calculator's rules as pure functions: which steps show, what is complete, what a
// New Starter may do, moving between levels, who can be offered, and what fits a budget.
import type {
  CalculatorType,
  CatalogueCategory,
  CatalogueLevel,
  CatalogueService,
  CatalogueStylist,
} from './model'
import { noHairAnswers, type HairAnswers, type HairMeasure } from './hair'
import type { Pence } from './money'
import { appointmentMinutes } from './duration'
import { quoteLines, totalPence, type QuoteLine } from './pricing'
import type { ServiceKind } from './service-kinds'
import {
  optionalSlots,
  serviceSlots,
  stepsFor,
  type OptionalSlot,
  type ServiceSlot,
  type Step,
} from './service-types'

// Shuffling lives in its own module so that the site's review box can import it without the
// rest of the quote domain (it had pulled ~16 KB of quote code into every page; ADR 018).
export { seededRandom, shuffle } from './shuffle'

export { calculatorTypes, type CalculatorType } from './model'

/** A service as the calculator needs it (structurally what the content layer provides). */
export type { CatalogueCategory, CatalogueLevel, CatalogueService, CatalogueStylist }

export type Selection = {
  type: CalculatorType | null
  salonId: number | null
  levelId: number | null
  stylistId: number | null
  colourCategory: number | null
  skipColourAddOn: boolean
  /** Her hair, as she answered (ADR 051). */
  hair: HairAnswers
  /** The measures her chosen services price (from the catalogue's data, like skipColourAddOn). */
  hairAsked: readonly HairMeasure[]
} & Record<ServiceSlot, number | null>

export const emptySelection = (): Selection => ({
  type: null,
  salonId: null,
  levelId: null,
  stylistId: null,
  colourCategory: null,
  skipColourAddOn: false,
  hair: noHairAnswers(),
  hairAsked: [],
  colour: null,
  colourAddOn: null,
  plex: null,
  finish: null,
  finishAddOn: null,
  treatment: null,
  mensCut: null,
  mensColour: null,
})

/** A "None" answer costs nothing at all. */
export const isNone = (svc: CatalogueService) => svc.pricePence === 0 && svc.productPence === 0

/** The "None" answer of an optional step (for the colour add-on, of the category's group). */
function noneFor(
  slot: OptionalSlot,
  services: CatalogueService[],
  category: CatalogueCategory | null | undefined,
): CatalogueService | null {
  const ofKind = services.filter((s) => s.kind === slot)
  const offered = slot === 'colourAddOn' ? addOnsFor(category ?? undefined, ofKind) : ofKind
  return offered.find(isNone) ?? null
}

/**
 * Fills the unanswered optional steps of the selection's type with their "None", except the
 * step the client has reopened (`open`) to choose something else. The colour add-on needs the
 * category first (its "None" is the category's), and none when the category skips it.
 */
export function withNoneAnswers(
  s: Selection,
  services: CatalogueService[],
  category: CatalogueCategory | null,
  open: ServiceSlot | null = null,
): Selection {
  if (!s.type) return s
  const out = { ...s }
  const steps = new Set(applicableSteps(s))
  for (const slot of optionalSlots) {
    if (out[slot] != null || slot === open || !steps.has(slot)) continue
    if (slot === 'colourAddOn' && (!category || category.skipAddOn)) continue
    out[slot] = noneFor(slot, services, category)?.id ?? null
  }
  return out
}

/** Options for the step rules: in budget mode the level is not chosen up front. */
export type StepOptions = { skipLevel?: boolean }

/** Whether a step has a (still valid) answer: what the step indicator ticks. */
export function stepDone(s: Selection, step: Step, opts: StepOptions = {}): boolean {
  switch (step) {
    case 'salon':
      return s.salonId != null
    case 'level':
      return s.levelId != null
    case 'colourCategory':
      return s.colourCategory != null
    case 'colourAddOn':
      return s.skipColourAddOn || s.colourAddOn != null
    case 'hair':
      return s.hairAsked.every((m) => s.hair[m] != null)
    case 'totals':
      return applicableSteps(s, opts).every((x) => x === 'totals' || stepDone(s, x, opts))
    default:
      return s[step] != null
  }
}

/** Every applicable step with an answer, the total included once all the others have one. */
export const answeredSteps = (s: Selection, opts: StepOptions = {}): Step[] =>
  applicableSteps(s, opts).filter((step) => stepDone(s, step, opts))

/**
 * Steps that apply to this selection (the colour add-on drops out when skipped; her hair is
 * asked only where a chosen service prices it).
 */
export function applicableSteps(s: Selection, opts: StepOptions = {}): Step[] {
  if (!s.type) return []
  return stepsFor[s.type].filter(
    (step) =>
      !(step === 'colourAddOn' && s.skipColourAddOn) &&
      !(step === 'level' && opts.skipLevel) &&
      !(step === 'hair' && s.hairAsked.length === 0),
  )
}

/**
 * Steps appear progressively: each one once every step before it is done. Totals show as a
 * running total as soon as the first service is chosen.
 */
export function visibleSteps(s: Selection, opts: StepOptions = {}): Step[] {
  const visible: Step[] = []
  for (const step of applicableSteps(s, opts)) {
    if (step === 'totals') break
    visible.push(step)
    if (!stepDone(s, step)) break
  }
  if (serviceSlots.some((slot) => s[slot] != null)) visible.push('totals')
  return visible
}

/** The first step still to do; null when everything required is chosen (or no type is chosen yet). */
export function currentStep(s: Selection, opts: StepOptions = {}): Step | null {
  return applicableSteps(s, opts).find((step) => step !== 'totals' && !stepDone(s, step)) ?? null
}

/** Colour add-ons offered for a category: its add-on group, plus the zero-priced "None" (group 0). */
export function addOnsFor<T extends CatalogueService>(
  category: CatalogueCategory | undefined,
  addOns: T[],
): T[] {
  if (!category || category.addOnGroup == null) return addOns
  return addOns.filter((a) => a.cat2 === category.addOnGroup || a.cat2 === 0)
}

export const servicesOfKind = (services: CatalogueService[], kind: ServiceKind) =>
  services.filter((s) => s.kind === kind)

/** Service ids of the selection, in quote order, for its type. */
export function chosenServiceIds(s: Selection): number[] {
  if (!s.type) return []
  const steps = new Set(applicableSteps(s))
  return serviceSlots
    .filter((slot) => steps.has(slot))
    .map((slot) => s[slot])
    .filter((id): id is number => id != null)
}

/** The selection's services, in quote order, from these (a catalogue's, priced for her hair). */
export const chosenServices = (s: Selection, services: readonly CatalogueService[]) =>
  chosenServiceIds(s).flatMap((id) => {
    const svc = services.find((x) => x.id === id)
    return svc ? [svc] : []
  })

/**
 * Prices the selection at a level: the one place the calculator gets its lines and total, and
 * about how long the appointment takes (null: a service has no time set; duration.ts).
 */
export function priceSelection(
  s: Selection,
  services: CatalogueService[],
  level: CatalogueLevel,
): { lines: QuoteLine[]; total: Pence; minutes: number | null } {
  const chosen = chosenServices(s, services)
  const lines = quoteLines(chosen, level.adapter)
  return { lines, total: totalPence(lines), minutes: appointmentMinutes(chosen) }
}

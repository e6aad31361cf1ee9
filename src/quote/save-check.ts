// What the server accepts as a quote (ADR 012): the services must fit the calculator type and
// its steps — one service per slot, only the slots of its type, a colour add-on only from the
// chosen colour category's group, every step answered (a £0 "None" answer may be left out) —
// and the pairing of level or stylist, services and client must pass `availability`.
import { availability } from './availability'
import { addOnsFor, applicableSteps, emptySelection } from './calculator'
import type { CalculatorType } from './model'
import {
  isServiceSlot,
  serviceSlots,
  serviceTypes,
  typeOfServices,
  type ServiceSlot,
} from './service-types'
import {
  categoryOf,
  findLevel,
  findService,
  findStylist,
  type CatalogueLevel,
  type CatalogueService,
  type CatalogueStylist,
  type QuoteCatalogue,
} from './catalogue'
import { bandFor, forHair, hairMeasures, hairNamed, noHairAnswers, type HairAnswers } from './hair'
import type { Pence } from './money'
import { quoteLines, totalPence, type QuoteLine } from './pricing'

export const SAVE_MESSAGES = {
  pricesChanged: 'The prices in your quote have changed. Please review your choices and try again.',
  stylistGone: 'That stylist is no longer available.',
  noLevel: 'Please choose a stylist or a level.',
  mismatch:
    'The services in your quote do not go together (one of each step, for one kind of appointment). Please build your quote again.',
  incomplete: 'Your quote is missing a step. Please go back and complete it.',
  newStarter:
    'New Starters are not qualified to carry out one of the chosen services. Please choose a different level or stylist.',
  nobody: 'Nobody at this level can take you at the moment. Please choose a different level.',
  hairUnknown:
    'The hair length or thickness in your quote is not one we price. Please choose it again.',
  offerNotApplicable:
    'That offer does not apply to your quote. Please review your quote and try again.',
  returningOnly: (firstName: string) =>
    `${firstName} is not taking new clients at the moment. Please choose another stylist.`,
} as const

export type SaveRequest = {
  type?: CalculatorType | null
  levelId?: number | null
  stylistId?: number | null
  regular: boolean
  serviceIds: number[]
  /**
   * Her hair, as the calculator asked it (ADR 051). A measure not given is priced at its first
   * band, the price list's own price: older clients send none.
   */
  hair?: Partial<HairAnswers> | null
}

export type SaveCheck =
  | {
      ok: true
      type: CalculatorType
      level: CatalogueLevel
      stylist: CatalogueStylist | null
      services: CatalogueService[]
      lines: QuoteLine[]
      total: Pence
      /** Her answers for the measures her services price, named (none: nothing priced by hair). */
      hair: ReturnType<typeof hairNamed>
    }
  | { ok: false; message: string }

const refuse = (message: string): SaveCheck => ({ ok: false, message })

export function checkSave(cat: QuoteCatalogue, req: SaveRequest): SaveCheck {
  let stylist: CatalogueStylist | null = null
  if (req.stylistId != null) {
    stylist = findStylist(cat, req.stylistId) ?? null
    if (!stylist || stylist.hasLeft) return refuse(SAVE_MESSAGES.stylistGone)
  }
  const level = findLevel(cat, stylist?.levelId ?? req.levelId)
  if (!level) return refuse(SAVE_MESSAGES.noLevel)

  const answers: HairAnswers = { ...noHairAnswers(), ...req.hair }
  if (hairMeasures.some((m) => answers[m] != null && !bandFor(cat, m, answers[m])))
    return refuse(SAVE_MESSAGES.hairUnknown)

  const found = req.serviceIds.map((id) => findService(cat, id))
  if (found.some((s) => s == null)) return refuse(SAVE_MESSAGES.pricesChanged)
  const services = found as CatalogueService[]
  const type = req.type ?? typeOfServices(services.map((s) => s.kind))

  // One service per slot, and only the slots of this type.
  const bySlot = new Map<ServiceSlot, CatalogueService>()
  const slotsOfType = new Set<string>(serviceTypes[type].slots)
  for (const s of services) {
    if (!slotsOfType.has(s.kind) || bySlot.has(s.kind)) return refuse(SAVE_MESSAGES.mismatch)
    bySlot.set(s.kind, s)
  }
  const colour = bySlot.get('colour')
  const category = colour ? (categoryOf(cat, colour) ?? null) : null
  const addOn = bySlot.get('colourAddOn')
  if (addOn) {
    const offered =
      category && !category.skipAddOn
        ? addOnsFor(
            category,
            cat.services.filter((s) => s.kind === 'colourAddOn'),
          )
        : []
    if (!offered.some((s) => s.id === addOn.id)) return refuse(SAVE_MESSAGES.mismatch)
  }
  // Every step answered; a step with a £0 option ("None") may be left out.
  const steps = applicableSteps({
    ...emptySelection(),
    type,
    skipColourAddOn: category?.skipAddOn ?? false,
  })
  for (const slot of steps.filter(isServiceSlot)) {
    if (bySlot.has(slot)) continue
    if (slot === 'colour') return refuse(SAVE_MESSAGES.incomplete)
    const options =
      slot === 'colourAddOn'
        ? addOnsFor(
            category ?? undefined,
            cat.services.filter((s) => s.kind === 'colourAddOn'),
          )
        : cat.services.filter((s) => s.kind === slot)
    if (!options.some((s) => s.pricePence === 0)) return refuse(SAVE_MESSAGES.incomplete)
  }

  const v = availability(cat, {
    stylist: stylist ?? 'anyone',
    levelId: level.id,
    regular: req.regular,
    services,
    category,
    type,
  })
  if (!v.ok) {
    switch (v.code) {
      case 'returningOnly':
        return refuse(SAVE_MESSAGES.returningOnly(stylist?.firstName ?? 'This stylist'))
      case 'stylistLeft':
        return refuse(SAVE_MESSAGES.stylistGone)
      case 'nobodyAtLevel':
        return refuse(SAVE_MESSAGES.nobody)
      default:
        return refuse(SAVE_MESSAGES.newStarter)
    }
  }

  const ordered = serviceSlots
    .map((slot) => bySlot.get(slot))
    .filter((s): s is CatalogueService => s != null)
  // Priced for her hair: the same catalogue the calculator priced (hair.ts, `forHair`).
  const priced = forHair(cat, answers)
  const forHer = ordered.map((s) => findService(priced, s.id) ?? s)
  const lines = quoteLines(forHer, level.adapter)
  return {
    ok: true,
    type,
    level,
    stylist,
    services: forHer,
    lines,
    total: totalPence(lines),
    hair: hairNamed(cat, ordered, answers),
  }
}

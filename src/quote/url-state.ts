// The calculator's state lives in the address bar: every choice is a link, so a half-built
// quote survives reload, back and forward (ADR 002, ADR 012), can be shared, and the
// calculator works without JavaScript. This module reads and writes that query string, and
// reconciles what it read with the catalogue and the availability rules.
import { isAvailable } from './availability'
import {
  addOnsFor,
  chosenServices,
  emptySelection,
  withNoneAnswers,
  type Selection,
} from './calculator'
import {
  hairMeasureRules,
  hairMeasures,
  pricedMeasures,
  validHairAnswers,
  type HairChoice,
  type HairMeasure,
} from './hair'
import { calculatorTypes, type CalculatorType } from './model'
import {
  hasSlot,
  isOptionalSlot,
  serviceSlots,
  serviceTypes,
  type ServiceSlot,
} from './service-types'
import {
  findCategory,
  findLevel,
  findSalon,
  findStylist,
  type CatalogueCategory,
  type CatalogueLeftStylist,
  type CatalogueService,
  type CatalogueStylist,
  type QuoteCatalogue,
} from './catalogue'

export const modes = ['stylist', 'level', 'budget'] as const
export type Mode = (typeof modes)[number]

export type CalcState = {
  selection: Selection
  mode: Mode | null
  regular: boolean | null
  budget: number | null // pence (the client may type pounds and pence: "12.50")
  happy: boolean
  view: number | null // stylist shown in the modal
  /** An optional step the client reopened: not answered "None" until she chooses. */
  open: ServiceSlot | null
}

export type Params = Record<string, string | string[] | undefined>

/** Query parameter for each service slot. */
const slotParam: Record<ServiceSlot, string> = {
  colour: 'colour',
  colourAddOn: 'addon',
  plex: 'plex',
  finish: 'finish',
  finishAddOn: 'fadd',
  treatment: 'treat',
  mensCut: 'cut',
  mensColour: 'mcol',
}

/** Query parameter for each measure of her hair: a band's id, or `unsure` (ADR 051). */
const hairParam: Record<HairMeasure, string> = { length: 'len', thickness: 'thick' }

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

const id = (v: string | string[] | undefined): number | null => {
  const s = first(v)
  if (!s || !/^\d{1,9}$/.test(s)) return null
  const n = Number(s)
  return n > 0 ? n : null
}

const hairChoice = (v: string | string[] | undefined): HairChoice | null =>
  first(v) === 'unsure' ? 'unsure' : id(v)

const code = (v: string | string[] | undefined): number | null => {
  const s = first(v)
  return s && /^\d{1,3}$/.test(s) ? Number(s) : null
}

export function parseState(params: Params): CalcState {
  const type = first(params.type)
  const mode = first(params.mode)
  const regular = first(params.regular)
  const budget = first(params.budget)
  const selection: Selection = {
    ...emptySelection(),
    type: (calculatorTypes as readonly string[]).includes(type ?? '')
      ? (type as CalculatorType)
      : null,
    salonId: id(params.salon),
    levelId: id(params.level),
    stylistId: id(params.stylist),
    colourCategory: code(params.cat),
  }
  for (const [slot, param] of Object.entries(slotParam) as [ServiceSlot, string][]) {
    selection[slot] = id(params[param])
  }
  selection.hair = { ...selection.hair }
  for (const m of hairMeasures) selection.hair[m] = hairChoice(params[hairParam[m]])
  const budgetPence =
    budget && /^\d{1,5}(\.\d{1,2})?$/.test(budget.trim())
      ? Math.round(Number(budget.trim()) * 100)
      : null
  const open = first(params.open)
  return {
    selection,
    mode: (modes as readonly string[]).includes(mode ?? '') ? (mode as Mode) : null,
    regular: regular === 'yes' ? true : regular === 'no' ? false : null,
    budget: budgetPence && budgetPence > 0 ? budgetPence : null,
    happy: first(params.happy) === '1',
    view: id(params.view),
    open: (serviceSlots as readonly string[]).includes(open ?? '') ? (open as ServiceSlot) : null,
  }
}

export type StatePatch = Partial<Omit<CalcState, 'selection'>> & { selection?: Partial<Selection> }

export function toSearchParams(state: CalcState, patch: StatePatch = {}): URLSearchParams {
  const s = { ...state.selection, ...patch.selection }
  const next = { ...state, ...patch }
  const q = new URLSearchParams()
  const set = (k: string, v: string | number | null | undefined | false) => {
    if (v !== null && v !== undefined && v !== false && v !== '') q.set(k, String(v))
  }
  set('type', s.type)
  set('mode', next.mode)
  set('salon', s.salonId)
  set('level', s.levelId)
  set('stylist', s.stylistId)
  set('cat', s.colourCategory)
  for (const [slot, param] of Object.entries(slotParam) as [ServiceSlot, string][])
    set(param, s[slot])
  for (const m of hairMeasures) set(hairParam[m], s.hair[m])
  set('regular', next.regular === null ? null : next.regular ? 'yes' : 'no')
  set('budget', next.budget == null ? null : budgetParam(next.budget))
  set('happy', next.happy && '1')
  set('view', next.view)
  set('open', next.open)
  return q
}

/** A budget in the address as she typed it: "40" or "40.50". */
const budgetParam = (pence: number) =>
  pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2)

export function hrefFor(path: string, state: CalcState, patch: StatePatch = {}): string {
  const q = toSearchParams(state, patch).toString()
  return q ? `${path}?${q}` : path
}

/** Query parameters of a URL search string, as the server's `searchParams` gives them. */
export function paramsOf(search: string | URLSearchParams): Params {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search
  const out: Params = {}
  for (const [k, v] of q) if (!(k in out)) out[k] = v
  return out
}

export type Resolved = CalcState & {
  stylist: CatalogueStylist | null
  category: CatalogueCategory | null
  /** A stylist named by the address who has left (a shared link): she is told, not dropped silently. */
  left: CatalogueLeftStylist | null
}

/**
 * Reconciles a state read from the address bar with the catalogue: unknown or mismatched ids
 * are dropped, choosing a stylist sets her level, the skip-add-on flag comes from the chosen
 * category's data, the salon is kept for the visit (every type asks for it once), a choice
 * the level may not do (a New Starter with a restricted service) is dropped, so no screen —
 * even one reached by an edited link — pairs them, and the optional steps not reopened are
 * answered "None".
 */
export function resolveState(state: CalcState, cat: QuoteCatalogue): Resolved {
  const s: Selection = { ...state.selection }
  const stylist = findStylist(cat, s.stylistId) ?? null
  const left =
    s.stylistId != null && (!stylist || stylist.hasLeft)
      ? (cat.leftStylists?.find((x) => x.id === s.stylistId) ?? null)
      : null
  if (!stylist || stylist.hasLeft) s.stylistId = null
  const chosen = s.stylistId != null ? stylist : null
  // By stylist, her level came with her: without her the stylist step is asked again.
  if (state.mode === 'stylist' && state.selection.stylistId != null && !chosen) s.levelId = null
  // Choosing a stylist also sets the level to hers (docs/rules.md, "Levels").
  if (chosen) s.levelId = chosen.levelId
  if (!findLevel(cat, s.levelId)) s.levelId = null
  if (!findSalon(cat, s.salonId)) s.salonId = null

  let category = findCategory(cat, s.colourCategory) ?? null
  if (category && !isAvailable(cat, { levelId: s.levelId, category })) category = null
  if (!category) s.colourCategory = null
  s.skipColourAddOn = category?.skipAddOn ?? false
  // The optional steps not reopened are answered "None" (then checked like any answer).
  const open = state.open && isOptionalSlot(state.open) && s[state.open] == null ? state.open : null
  Object.assign(s, withNoneAnswers(s, cat.services, category, open))

  for (const slot of serviceSlots) {
    const svc = cat.services.find((x) => x.id === s[slot])
    if (
      !svc ||
      !fits(slot, svc, category, cat.services) ||
      !isAvailable(cat, { levelId: s.levelId, services: [svc] })
    )
      s[slot] = null
  }
  // Only the slots of her type (and the category only where it is asked) are kept.
  const type = s.type ? serviceTypes[s.type] : null
  if (!type?.asksColourCategory) s.colourCategory = null
  for (const slot of serviceSlots) if (!s.type || !hasSlot(s.type, slot)) s[slot] = null

  // Her hair: answers naming no band of their measure dropped; asked where a chosen service
  // prices it, thickness starting at its not-sure band (ADR 051). Answers not asked for are
  // kept, so changing her colour does not ask again.
  s.hair = validHairAnswers(cat, s.hair)
  s.hairAsked = pricedMeasures(cat, chosenServices({ ...s, hairAsked: [] }, cat.services))
  for (const m of s.hairAsked)
    if (s.hair[m] == null && hairMeasureRules[m].startsUnsure) s.hair = { ...s.hair, [m]: 'unsure' }

  return {
    ...state,
    open,
    selection: s,
    stylist: chosen,
    category,
    left,
  }
}

function fits(
  slot: ServiceSlot,
  svc: CatalogueService,
  category: CatalogueCategory | null,
  all: CatalogueService[],
): boolean {
  if (svc.kind !== slot) return false
  if (slot === 'colour') return category != null && svc.cat2 === category.code
  if (slot === 'colourAddOn') {
    return (
      category != null &&
      !category.skipAddOn &&
      addOnsFor(
        category,
        all.filter((a) => a.kind === 'colourAddOn'),
      ).some((a) => a.id === svc.id)
    )
  }
  return true
}

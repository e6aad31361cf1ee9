// The calculator's state lives in the address bar: every choice is a link, so a half-built
// quote survives reload, back and forward (decisions item 11), can be shared, and the
// calculator works without JavaScript. This module reads and writes that query string.
import {
  calculatorTypes,
  emptySelection,
  type CalculatorType,
  type Selection,
  type ServiceSlot,
} from '@/quote'

export const modes = ['stylist', 'level', 'budget'] as const
export type Mode = (typeof modes)[number]

export type CalcState = {
  selection: Selection
  mode: Mode | null
  regular: boolean | null
  budget: number | null // whole pounds
  happy: boolean
  view: number | null // stylist shown in the modal
}

type Params = Record<string, string | string[] | undefined>

/** Query parameter for each service slot. */
export const slotParam: Record<ServiceSlot, string> = {
  colour: 'colour',
  colourAddOn: 'addon',
  plex: 'plex',
  finish: 'finish',
  finishAddOn: 'fadd',
  treatment: 'treat',
  mensCut: 'cut',
  mensColour: 'mcol',
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

const id = (v: string | string[] | undefined): number | null => {
  const s = first(v)
  if (!s || !/^\d{1,9}$/.test(s)) return null
  const n = Number(s)
  return n > 0 ? n : null
}

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
  const budgetPounds =
    budget && /^\d{1,5}(\.\d{1,2})?$/.test(budget.trim()) ? Math.floor(Number(budget)) : null
  return {
    selection,
    mode: (modes as readonly string[]).includes(mode ?? '') ? (mode as Mode) : null,
    regular: regular === 'yes' ? true : regular === 'no' ? false : null,
    budget: budgetPounds && budgetPounds > 0 ? budgetPounds : null,
    happy: first(params.happy) === '1',
    view: id(params.view),
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
  set('regular', next.regular === null ? null : next.regular ? 'yes' : 'no')
  set('budget', next.budget)
  set('happy', next.happy && '1')
  set('view', next.view)
  return q
}

export function hrefFor(path: string, state: CalcState, patch: StatePatch = {}): string {
  const q = toSearchParams(state, patch).toString()
  return q ? `${path}?${q}` : path
}

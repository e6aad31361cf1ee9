// The plan's fields as the quote module reads them: one reading for the admin's preview, the
// save's checks and the job that applies it (ADR 053).
import { poundsToPence } from '@/quote/money'
import {
  changeParts,
  roundSteps,
  type ChangePart,
  type PriceChangeRule,
  type PriceChangeScope,
  type RoundStep,
} from '@/quote/price-change'

export type PlanFields = {
  groups?: unknown
  colourCategories?: unknown
  services?: unknown
  by?: unknown
  percent?: unknown
  amount?: unknown
  on?: unknown
  roundTo?: unknown
}

const ids = (v: unknown): number[] =>
  Array.isArray(v)
    ? v
        .map((x) => Number(typeof x === 'object' && x !== null ? (x as { id?: unknown }).id : x))
        .filter((n) => Number.isInteger(n))
    : []

/** A relationship to colour categories holds ids; the scope names categories by their code. */
export function scopeOf(
  plan: PlanFields,
  categoryCode: (id: number) => number | undefined = (id) => id,
): PriceChangeScope {
  return {
    groups: ids(plan.groups),
    colourCategories: ids(plan.colourCategories)
      .map(categoryCode)
      .filter((c): c is number => c != null),
    services: ids(plan.services),
  }
}

export function ruleOf(plan: PlanFields): PriceChangeRule | null {
  const on: ChangePart = changeParts.find((p) => p === plan.on) ?? 'both'
  const roundTo: RoundStep = roundSteps.find((s) => String(s) === String(plan.roundTo)) ?? 1
  if (plan.by === 'amount') {
    const amount = Number(plan.amount)
    return Number.isFinite(amount) && plan.amount !== null && plan.amount !== ''
      ? { by: 'amount', amountPence: poundsToPence(amount), on, roundTo }
      : null
  }
  const percent = Number(plan.percent)
  return Number.isFinite(percent) && plan.percent !== null && plan.percent !== ''
    ? { by: 'percent', percent, on, roundTo }
    : null
}

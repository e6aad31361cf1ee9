// Prices as the calculator shows them, always computed by the quote module.
import {
  linePence,
  priceSelection,
  pricesByLevel,
  serviceAvailable,
  type Pence,
  type Selection,
} from '@/quote'

import type { CalcService, Catalogue } from './catalogue.server'

export type ShownQuote =
  | { kind: 'exact'; lines: { serviceId: number; name: string; pence: Pence }[]; total: Pence }
  | { kind: 'range'; min: Pence; max: Pence; names: string[] }

/** Price of one option at the chosen level, or "from" the cheapest level that may do it. */
export function optionPrice(
  svc: CalcService,
  levelId: number | null,
  cat: Catalogue,
): { pence: Pence; from: boolean } {
  const level = cat.levels.find((l) => l.id === levelId)
  if (level) return { pence: linePence(svc, level.adapter), from: false }
  const prices = cat.levels
    .filter((l) => serviceAvailable(svc, l.id))
    .map((l) => linePence(svc, l.adapter))
  return { pence: prices.length ? Math.min(...prices) : 0, from: true }
}

export function shownQuote(s: Selection, cat: Catalogue): ShownQuote {
  const level = cat.levels.find((l) => l.id === s.levelId)
  if (level) return { kind: 'exact', ...priceSelection(s, cat.services, level) }
  const byLevel = pricesByLevel(s, cat.services, cat.levels, Number.MAX_SAFE_INTEGER)
  const totals = byLevel.map((l) => l.total)
  const any = byLevel[0] ? priceSelection(s, cat.services, byLevel[0].level) : { lines: [] }
  return {
    kind: 'range',
    min: totals.length ? Math.min(...totals) : 0,
    max: totals.length ? Math.max(...totals) : 0,
    names: any.lines.map((l) => l.name),
  }
}

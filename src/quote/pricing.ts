import type { Pence } from './money'
import { pricingRule, type ServiceKind } from './service-kinds'

export type PricedService = {
  id: number
  name: string
  kind: ServiceKind
  pricePence: Pence
  productPence: Pence
}

export type QuoteLine = { serviceId: number; name: string; pence: Pence }

/**
 * One quote line, rounded once to whole pounds (half up), in pence.
 * Integer arithmetic throughout: the adapter is taken in hundredths of a percent, so
 * price × (100 + adapter) / 100 + product is computed exactly before the single rounding.
 */
export function linePence(service: PricedService, adapterPercent: number): Pence {
  const rule = pricingRule[service.kind]
  const adapterBp = rule === 'flat' ? 0 : Math.round(adapterPercent * 100)
  const product = rule === 'levelled+product' ? service.productPence : 0
  // Units of 1/10000 pence: one whole pound is 100 * 10000.
  const scaled = service.pricePence * (10000 + adapterBp) + product * 10000
  if (scaled <= 0) return 0
  const pounds = Math.floor((scaled + 500_000) / 1_000_000)
  return pounds * 100
}

/** Lines for the chosen services: only lines above £0 count ("None" options are not listed). */
export function quoteLines(services: PricedService[], adapterPercent: number): QuoteLine[] {
  return services
    .map((s) => ({ serviceId: s.id, name: s.name, pence: linePence(s, adapterPercent) }))
    .filter((l) => l.pence > 0)
}

/** The total is the sum of the rounded lines, so a quote always adds up wherever it is shown. */
export const totalPence = (lines: QuoteLine[]): Pence => lines.reduce((sum, l) => sum + l.pence, 0)

/**
 * The total less a percentage, rounded to whole pounds (half up). The percentage is taken in
 * hundredths, so 12.5% is exact.
 */
export function percentOffPence(total: Pence, percentOff: number): Pence {
  const keepBp = 10000 - Math.round(Math.min(Math.max(percentOff, 0), 100) * 100)
  return Math.floor((total * keepBp + 500_000) / 1_000_000) * 100
}

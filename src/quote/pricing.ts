import type { Pence } from './money'
import { pricingRule, type ServiceKind } from './service-kinds'

export type PricedService = {
  id: number
  name: string
  kind: ServiceKind
  pricePence: Pence
  productPence: Pence
  /**
   * What her hair adds to this line (hair.ts, `forHair`): the percentages and amounts of her
   * length and thickness bands, summed. Absent: nothing (the price list's price).
   */
  hair?: HairSupplement
}

/** A line's supplement for her hair: a percentage of the line and an amount on top (ADR 051). */
export type HairSupplement = {
  percent: number
  pence: Pence
  minutes?: number
  /** Her bands that add to the line, in words for the line: "long, thick hair". */
  words?: string
}

/**
 * `supplementPence`: what her hair adds to the line (hairSupplementPence), when it adds any, and
 * `hairNote` the bands it is for ("long hair").
 */
export type QuoteLine = {
  serviceId: number
  name: string
  pence: Pence
  supplementPence?: Pence
  hairNote?: string
}

/**
 * One quote line, rounded once to whole pounds (half up), in pence: the only pricing function.
 * (price × (100 + adapter) / 100 + product) × (100 + her hair's percentage) / 100 + her hair's
 * amount (docs/rules.md, "Prices and rounding"; ADR 051). Integer arithmetic throughout: the
 * adapter and the hair percentage are taken in hundredths of a percent, so the line is exact
 * before its single rounding. A line with nothing to price (a "None") is £0 whatever her hair.
 */
export function linePence(service: PricedService, adapterPercent: number): Pence {
  const rule = pricingRule[service.kind]
  const adapterBp = rule === 'flat' ? 0 : Math.round(adapterPercent * 100)
  const product = rule === 'levelled+product' ? service.productPence : 0
  // Units of 1/10000 pence: one whole pound is 100 * 10000.
  const scaled = service.pricePence * (10000 + adapterBp) + product * 10000
  if (scaled <= 0) return 0
  const hair = service.hair
  // The price list's own line (no supplement): the claims call this in their inner loops.
  if (!hair) return Math.floor((scaled + 500_000) / 1_000_000) * 100
  const hairBp = Math.max(0, Math.round(hair.percent * 100))
  const hairPence = Math.max(0, Math.round(hair.pence))
  // Units of 1/10^8 pence: one whole pound is 10^10 (at most ~10^15 for £5,000 lines: exact).
  const withHair = scaled * (10000 + hairBp) + hairPence * 100_000_000
  const pounds = Math.floor((withHair + 5_000_000_000) / 10_000_000_000)
  return pounds * 100
}

/** What her hair adds to a line: the line as she is quoted it less the price list's line. */
export const hairSupplementPence = (service: PricedService, adapterPercent: number): Pence =>
  service.hair
    ? linePence(service, adapterPercent) -
      linePence({ ...service, hair: undefined }, adapterPercent)
    : 0

/** Lines for the chosen services: only lines above £0 count ("None" options are not listed). */
export function quoteLines(services: PricedService[], adapterPercent: number): QuoteLine[] {
  return services
    .map((s): QuoteLine => {
      const line: QuoteLine = { serviceId: s.id, name: s.name, pence: linePence(s, adapterPercent) }
      const supplement = hairSupplementPence(s, adapterPercent)
      if (supplement <= 0) return line
      return {
        ...line,
        supplementPence: supplement,
        ...(s.hair?.words ? { hairNote: s.hair.words } : {}),
      }
    })
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

// What a client pays for one service at every level, for the staff's price list: the same line
// pricing and availability rules as a quote, so the admin never shows a figure the calculator
// would not give.
import { availability, type Verdict } from './availability'
import type { CatalogueLevel, CatalogueService, QuoteCatalogue } from './catalogue'
import {
  bandsOf,
  firstBand,
  hairMeasures,
  noHairAnswers,
  supplementFor,
  type HairMeasure,
} from './hair'
import { bySeniority } from './levels'
import type { Pence } from './money'
import type { CatalogueHairBand } from './model'
import { linePence, type HairSupplement } from './pricing'
import { pricingRule } from './service-kinds'

export type LevelPrice = {
  level: CatalogueLevel
  /** The rounded line at this level (0 for a "None" option). */
  pence: Pence
  /** Whether a level may be quoted the service at all (New Starter rules). */
  verdict: Verdict
}

/** Every level, most junior first, with this service's price and whether it is offered. */
export function priceAtEveryLevel(cat: QuoteCatalogue, service: CatalogueService): LevelPrice[] {
  return bySeniority(cat.levels).map((level) => ({
    level,
    pence: linePence(service, level.adapter),
    verdict: availability(cat, { levelId: level.id, services: [service] }),
  }))
}

/** How the level changes this service's price, in words for staff. */
export const pricingRuleText = (service: Pick<CatalogueService, 'kind'>): string =>
  ({
    'levelled+product':
      'Price × (100 + level adjustment) ÷ 100, plus the product cost, rounded to whole pounds.',
    levelled: 'Price × (100 + level adjustment) ÷ 100, rounded to whole pounds.',
    flat: 'The same price at every level.',
  })[pricingRule[service.kind]]

/** A band whose extra changes this service's price: a column of the staff's price table. */
export type BandColumn = { measure: HairMeasure; band: CatalogueHairBand }

export type LevelPriceByBand = LevelPrice & {
  /** The line for hair of each column's band (the other measure at its first band). */
  byBand: Pence[]
}

/**
 * The staff's price table with her hair in it: beside the price list's own price (the first
 * bands: "Short, Fine"), what a client pays at each level for each band that adds to this
 * service, worked out as a quote prices it (`supplementFor`, then `linePence`).
 */
export function priceByHairBand(
  cat: QuoteCatalogue,
  service: CatalogueService,
): { first: string | null; columns: BandColumn[]; rows: LevelPriceByBand[] } {
  const columns: BandColumn[] = []
  const hairFor: HairSupplement[] = []
  for (const measure of hairMeasures)
    for (const band of bandsOf(cat, measure).slice(1)) {
      const answers = noHairAnswers()
      answers[measure] = band.id
      const sup = supplementFor(cat, service, answers)
      if (sup.percent === 0 && sup.pence === 0) continue
      columns.push({ measure, band })
      hairFor.push(sup)
    }
  const firsts = hairMeasures.flatMap((m) => firstBand(cat, m)?.name ?? [])
  return {
    first: columns.length && firsts.length ? firsts.join(', ') : null,
    columns,
    rows: priceAtEveryLevel(cat, service).map((row) => ({
      ...row,
      byBand: hairFor.map((hair) => linePence({ ...service, hair }, row.level.adapter)),
    })),
  }
}

// What a client pays for one service at every level, for the staff's price list: the same line
// pricing and availability rules as a quote, so the admin never shows a figure the calculator
// would not give.
import { availability, type Verdict } from './availability'
import type { CatalogueLevel, CatalogueService, QuoteCatalogue } from './catalogue'
import { bySeniority } from './levels'
import type { Pence } from './money'
import { linePence } from './pricing'
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

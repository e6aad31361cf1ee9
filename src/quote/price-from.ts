// "From £" for a kind of appointment or a kind of service, for the words of content pages
// ("men's cuts from {from:mensCut}"): the same lowest prices the /prices menu shows, so a page
// never promises a price the quote does not give.
import { calculatorTypes, type CalculatorType } from './model'
import { serviceSlots, type ServiceSlot } from './service-types'
import type { QuoteCatalogue } from './catalogue'
import { cheapestQuote } from './claims'
import type { Pence } from './money'
import { fromPence } from './prices'

/** A kind of appointment (the whole quote) or a kind of service (one line). */
export type PriceFromKey = CalculatorType | ServiceSlot

export const priceFromKeys: readonly PriceFromKey[] = [...calculatorTypes, ...serviceSlots]

export const isPriceFromKey = (key: string): key is PriceFromKey =>
  (priceFromKeys as readonly string[]).includes(key)

/**
 * The lowest price a new client can be quoted (claims.ts): for a kind of appointment, what she
 * pays for its cheapest complete quote, with the offer it carries; for a kind of service, its
 * lowest line in a complete quote (as the price list's "from"). Null when nothing can be quoted.
 */
export function priceFromPence(cat: QuoteCatalogue, key: PriceFromKey): Pence | null {
  if ((calculatorTypes as readonly string[]).includes(key))
    return cheapestQuote(cat, { types: [key as CalculatorType] })?.pence ?? null
  let best: Pence | null = null
  for (const service of cat.services) {
    if (service.kind !== key || service.pricePence <= 0) continue
    const from = fromPence(cat, service)
    if (from != null && (best == null || from < best)) best = from
  }
  return best
}

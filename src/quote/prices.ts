// Prices shown outside a quote — the price list's "from £", the price at each level, the level
// step's reference price and the team profile's average cut & colour — all from the same
// catalogue, the same line pricing and the same availability rules as the quote itself.
import { availability, isAvailable, stylistsFor } from './availability'
import type { CalculatorType, ServiceSlot } from './calculator'
import type { CatalogueLevel, CatalogueSalon, CatalogueService, QuoteCatalogue } from './catalogue'
import type { Pence } from './money'
import { linePence } from './pricing'

// Levels where someone takes new clients, per catalogue: the price list asks for every service.
const openLevelsOf = new WeakMap<QuoteCatalogue, CatalogueLevel[]>()

/**
 * The levels at which a new client can actually be quoted these services, most junior first:
 * `availability` for a new client with anyone at the level. (Whether anyone there takes new
 * clients does not depend on the services, so it is worked out once per catalogue.)
 */
export function levelsForNewClient(
  cat: QuoteCatalogue,
  services: CatalogueService[],
): CatalogueLevel[] {
  let open = openLevelsOf.get(cat)
  if (!open) {
    open = cat.levels.filter((l) =>
      isAvailable(cat, { levelId: l.id, stylist: 'anyone', regular: false }),
    )
    openLevelsOf.set(cat, open)
  }
  return open.filter((l) => isAvailable(cat, { levelId: l.id, services }))
}

/** Sum of the rounded lines of these services at a level. */
export const basketPence = (services: CatalogueService[], level: CatalogueLevel): Pence =>
  services.reduce((sum, s) => sum + linePence(s, level.adapter), 0)

/** "From £": the lowest price a new client can actually be quoted for a service; null if none. */
export function fromPence(cat: QuoteCatalogue, service: CatalogueService): Pence | null {
  const prices = levelsForNewClient(cat, [service]).map((l) => linePence(service, l.adapter))
  return prices.length ? Math.min(...prices) : null
}

/**
 * Whose price "from £" is: the most junior level quoting it and the salons where someone at
 * that level takes a new client for it. Null when the price is the same at every level (a flat
 * price belongs to nobody in particular) or nobody can be quoted it.
 */
export function fromWho(
  cat: QuoteCatalogue,
  service: CatalogueService,
): { level: CatalogueLevel; salons: CatalogueSalon[] } | null {
  const priced = levelsForNewClient(cat, [service]).map((level) => ({
    level,
    pence: linePence(service, level.adapter),
  }))
  const lowest = priced.reduce<(typeof priced)[number] | null>(
    (best, p) => (best == null || p.pence < best.pence ? p : best),
    null,
  )
  if (!lowest || priced.every((p) => p.pence === lowest.pence)) return null
  const salonIds = new Set(
    stylistsFor(cat, { levelId: lowest.level.id, services: [service], regular: false }).map(
      (s) => s.salonId,
    ),
  )
  return { level: lowest.level, salons: cat.salons.filter((s) => salonIds.has(s.id)) }
}

/** A service's price at each level a new client can be quoted it at. */
export function pricesAtLevels(
  cat: QuoteCatalogue,
  services: CatalogueService[],
): { level: CatalogueLevel; pence: Pence }[] {
  return levelsForNewClient(cat, services).map((level) => ({
    level,
    pence: basketPence(services, level),
  }))
}

/** The first priced service of a kind, in price-list order (staff order the list). */
const firstPriced = (cat: QuoteCatalogue, kind: ServiceSlot) =>
  cat.services.find((s) => s.kind === kind && s.pricePence > 0)

/**
 * What the level step prices before any service is chosen: the first colour with the first
 * cut or finish, the first cut or finish, or the first men's cut of the price list.
 */
export function referenceServices(cat: QuoteCatalogue, type: CalculatorType): CatalogueService[] {
  const kinds: ServiceSlot[] =
    type === 'Colour' ? ['colour', 'finish'] : type === 'Men' ? ['mensCut'] : ['finish']
  return kinds.map((k) => firstPriced(cat, k)).filter((s): s is CatalogueService => s != null)
}

/**
 * The team profile's "average cut & colour" at a level: the mean price, at that level, of every
 * colour service with every cut or finish that level may do, in whole pounds.
 */
export function averageCutAndColourPence(cat: QuoteCatalogue, levelId: number): Pence | null {
  const level = cat.levels.find((l) => l.id === levelId)
  if (!level) return null
  const mean = (kind: ServiceSlot) => {
    const prices = cat.services
      .filter(
        (s) =>
          s.kind === kind && s.pricePence > 0 && availability(cat, { levelId, services: [s] }).ok,
      )
      .map((s) => linePence(s, level.adapter))
    return prices.length ? prices.reduce((a, b) => a + b, 0) / prices.length : null
  }
  const colour = mean('colour')
  const finish = mean('finish')
  if (colour == null || finish == null) return null
  return Math.round((colour + finish) / 100) * 100
}

// Prices shown outside a quote — the price list's "from £", the price at each level, the level
// step's reference price and the team profile's average cut & colour — all from the same
// catalogue, the same line pricing and the same availability rules as the quote itself.
import { availability, isAvailable } from './availability'
import type { CalculatorType } from './model'
import { pricingRule } from './service-kinds'
import { serviceTypes, type ServiceSlot } from './service-types'
import type {
  CatalogueCategory,
  CatalogueLevel,
  CatalogueSalon,
  CatalogueService,
  QuoteCatalogue,
} from './catalogue'
import { lineClaim, type ClaimContext } from './claims'
import type { Pence } from './money'
import { fromHairWords } from './hair'
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

/**
 * "From £" for a service: its lowest line in a complete quote the calculator would give a new
 * client (in her context: her salon once chosen), so a men's colour counts only at a level that
 * may also cut men's hair (claims.ts). Null when no quote can hold it.
 */
export function fromPence(
  cat: QuoteCatalogue,
  service: CatalogueService,
  ctx: ClaimContext = {},
): Pence | null {
  return lineClaim(cat, service.id, ctx)?.pence ?? null
}

/** A service's line at each level, in her context, where a complete quote can hold it. */
function linesAtLevels(
  cat: QuoteCatalogue,
  service: CatalogueService,
  ctx: ClaimContext = {},
): { level: CatalogueLevel; pence: Pence }[] {
  return cat.levels.flatMap((level) => {
    const claim = lineClaim(cat, service.id, { ...ctx, levelId: level.id })
    return claim ? [{ level, pence: claim.pence }] : []
  })
}

/**
 * Whose price "from £" is: the most junior level quoting it and the salons where a new client
 * can be quoted it at that price. Null when the price is the same at every level (a flat price
 * belongs to nobody in particular) or nobody can be quoted it.
 */
export function fromWho(
  cat: QuoteCatalogue,
  service: CatalogueService,
  ctx: ClaimContext = {},
): { level: CatalogueLevel; salons: CatalogueSalon[] } | null {
  const claim = lineClaim(cat, service.id, ctx)
  const level = claim && cat.levels.find((l) => l.id === claim.levelId)
  if (!claim || !level) return null
  if (linesAtLevels(cat, service, ctx).every((p) => p.pence === claim.pence)) return null
  const salons = cat.salons.filter(
    (s) =>
      (ctx.salonId == null || s.id === ctx.salonId) &&
      lineClaim(cat, service.id, { ...ctx, salonId: s.id, levelId: level.id })?.pence ===
        claim.pence,
  )
  return { level, salons }
}

/** The first priced service of a kind, in price-list order (staff order the list). */
const firstPriced = (cat: QuoteCatalogue, kind: ServiceSlot) =>
  cat.services.find((s) => s.kind === kind && s.pricePence > 0)

/**
 * What the level step prices before any service is chosen: the first colour with the first
 * cut or finish, the first cut or finish, or the first men's cut of the price list.
 */
export function referenceServices(cat: QuoteCatalogue, type: CalculatorType): CatalogueService[] {
  return serviceTypes[type].reference
    .map((k) => firstPriced(cat, k))
    .filter((s): s is CatalogueService => s != null)
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

/** The price list's order: cuts and finishes first, then colour, then men's. */
const priceListOrder: readonly CalculatorType[] = ['CuttingStyling', 'Colour', 'Men']

export type PriceMenuGroup = {
  key: string
  kind: ServiceSlot
  category: CatalogueCategory | null
  type: CalculatorType
  /** `by`: whose "from" price it is (fromWho), so the list can say it is a trainee's. */
  items: {
    service: CatalogueService
    from: Pence | null
    by: { level: CatalogueLevel; salons: CatalogueSalon[] } | null
    /** Whose hair "from" is for, where her hair changes the price ("short hair"; ADR 051). */
    hair: string | null
  }[]
  /** Each line at each level, where a complete quote can hold it (levelled groups only). */
  levels: { level: CatalogueLevel; prices: (Pence | null)[] }[] | null
}

/**
 * The price list: each group with "from" prices and, where prices vary by level, each level's —
 * every one a line of a complete quote a new client could be given, at her salon once chosen.
 */
export function priceMenu(cat: QuoteCatalogue, salonId: number | null = null): PriceMenuGroup[] {
  const ctx = { salonId }
  const groups: PriceMenuGroup[] = []
  const add = (
    key: string,
    kind: ServiceSlot,
    type: CalculatorType,
    services: CatalogueService[],
    category: CatalogueCategory | null = null,
  ) => {
    const priced = services.filter((s) => s.pricePence > 0)
    if (!priced.length) return
    const levelled = pricingRule[kind] !== 'flat'
    const levels = levelled
      ? cat.levels.map((level) => ({
          level,
          prices: priced.map(
            (s) => lineClaim(cat, s.id, { ...ctx, levelId: level.id })?.pence ?? null,
          ),
        }))
      : null
    groups.push({
      key,
      kind,
      category,
      type,
      items: priced.map((service) => ({
        service,
        from: fromPence(cat, service, ctx),
        by: fromWho(cat, service, ctx),
        hair: fromHairWords(cat, [service]),
      })),
      levels: levels?.filter((l) => l.prices.some((p) => p != null)) ?? null,
    })
  }
  const ofKind = (k: ServiceSlot) => cat.services.filter((s) => s.kind === k)
  for (const type of priceListOrder) {
    for (const kind of serviceTypes[type].listed) {
      if (kind !== 'colour') {
        add(kind, kind, type, ofKind(kind))
        continue
      }
      // Colours are listed by category, a group each.
      const colours = ofKind(kind)
      for (const c of cat.categories)
        add(
          `colour-${c.code}`,
          kind,
          type,
          colours.filter((s) => s.cat2 === c.code),
          c,
        )
    }
  }
  return groups
}

// Stylist lists grouped by salon: the client's salon first (the group's default salon
// when she has not chosen one), then the others in the catalogue's order; within a salon the
// most senior first, then the order the list came in. Every list of stylists uses it.
import type { CatalogueSalon, CatalogueStylist, QuoteCatalogue } from './catalogue'

export type StylistsAtSalon<T> = {
  salon: CatalogueSalon
  /** The salon the client chose (false for the default salon put first when she chose none). */
  chosen: boolean
  items: T[]
}

export function stylistsBySalon<T>(
  cat: QuoteCatalogue,
  items: readonly T[],
  salonId: number | null,
  stylistOf: (item: T) => CatalogueStylist,
): StylistsAtSalon<T>[] {
  const first = salonId ?? cat.defaultSalonId
  const rankOf = (s: CatalogueStylist) => cat.levels.find((l) => l.id === s.levelId)?.rank ?? 0
  const salons = [
    ...cat.salons.filter((s) => s.id === first),
    ...cat.salons.filter((s) => s.id !== first),
  ]
  return salons
    .map((salon) => ({
      salon,
      chosen: salon.id === salonId,
      // Array.prototype.sort is stable: equal levels keep the list's order.
      items: items
        .filter((x) => stylistOf(x).salonId === salon.id)
        .sort((a, b) => rankOf(stylistOf(b)) - rankOf(stylistOf(a))),
    }))
    .filter((g) => g.items.length > 0)
}

/** The same for plain stylists. */
export const groupStylists = (
  cat: QuoteCatalogue,
  stylists: readonly CatalogueStylist[],
  salonId: number | null,
) => stylistsBySalon(cat, stylists, salonId, (s) => s)

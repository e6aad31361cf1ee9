// The total with one stylist: review, then whether she has been before; a new client of a
// stylist who takes returning clients only is shown who else can take her, never a dead end.
import { availability, stylistsFor } from '../availability'
import { bookingLinkFor } from '../booking-link'
import { priceSelection, type CalculatorType } from '../calculator'
import {
  findSalon,
  type CatalogueLevel,
  type CatalogueService,
  type CatalogueStylist,
  type QuoteCatalogue,
} from '../catalogue'
import { levelsNearest } from '../levels'
import { stylistsBySalon } from '../stylist-groups'
import { PATHS } from './routes'
import { cardOf, stylistOffers, type QuoteInHand } from './shared'
import type { ByStylistScreen } from './types'

export function byStylistScreen(
  q: QuoteInHand,
  stylist: CatalogueStylist,
  level: CatalogueLevel,
): ByStylistScreen {
  const { cat, state, services, type, building, link } = q
  const { lines, total, minutes } = priceSelection(state.selection, cat.services, level)
  const chosenSalon = findSalon(cat, state.selection.salonId) ?? null
  const stylistSalon = findSalon(cat, stylist.salonId) ?? null
  const base = {
    kind: 'byStylist' as const,
    state,
    stylist,
    stylistSalon,
    otherSalon: chosenSalon && chosenSalon.id !== stylist.salonId ? chosenSalon : null,
    lines,
    total,
    minutes,
    offer: q.offerAt(level, total, stylist),
    offers: stylistOffers(cat, stylist, state.regular, building),
    booking: bookingLinkFor({ stylist, salon: stylistSalon, group: cat.bookingUrl }),
    change: link(PATHS.calculator, { happy: false }),
  }
  const verdict = availability(cat, { stylist, regular: state.regular, services, type })
  const finish = (regular: boolean) => link(PATHS.finish, { regular, happy: true })
  if (!verdict.ok && verdict.code === 'returningOnly') {
    if (state.regular === null)
      return {
        ...base,
        phase: 'askReturning',
        yes: finish(true),
        no: link(PATHS.byStylist, { regular: false }),
      }
    // A new client: never a dead end — the same level's stylists who take new clients.
    const others = stylistsFor(cat, { levelId: stylist.levelId, regular: false, services })
    const bySalon = stylistsBySalon(cat, others, stylist.salonId, (x) => x)
    const nearest = nearestLevelWithSomeone(cat, stylist.levelId, services, type)
    return {
      ...base,
      // She cannot have this quote with her: no offer on it.
      offer: null,
      phase: 'newClient',
      alternatives: bySalon
        .flatMap((g) => g.items)
        .map((x) => ({
          ...cardOf(cat, x, false, building),
          href: link(PATHS.byStylist, { selection: { stylistId: x.id }, happy: false }),
        })),
      byLevel: nearest
        ? link(PATHS.byLevel, {
            mode: 'level',
            selection: { stylistId: null, levelId: nearest },
            happy: false,
          })
        : null,
      returning: finish(true),
    }
  }
  if (!state.happy)
    return { ...base, phase: 'review', happy: link(PATHS.byStylist, { happy: true }) }
  return { ...base, phase: 'question', yes: finish(true), no: finish(false) }
}

/** The level closest to `levelId` where someone can take a new client for these services. */
function nearestLevelWithSomeone(
  cat: QuoteCatalogue,
  levelId: number,
  services: CatalogueService[],
  type: CalculatorType,
): number | null {
  const ok = (id: number) =>
    availability(cat, { levelId: id, stylist: 'anyone', regular: false, services, type }).ok
  return levelsNearest(levelId, cat.levels).find(ok) ?? null
}

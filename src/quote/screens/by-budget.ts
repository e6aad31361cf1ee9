// The quote by budget: its range across levels, then who fits her budget, by what she pays with
// the offer each quote carries (docs/rules.md, "The calculator's steps").
import { findSalon, type CatalogueLevel, type CatalogueStylist } from '../catalogue'
import type { Pence } from '../money'
import { stylistsBySalon } from '../stylist-groups'
import { toSearchParams } from '../url-state'
import { PATHS } from './routes'
import { cardOf, openLevels, priceRange, type QuoteInHand, type OpenLevel } from './shared'
import type { BudgetCard, ByBudgetScreen } from './types'

export function byBudgetScreen(q: QuoteInHand): ByBudgetScreen {
  const { cat, state, link } = q
  // Each level where someone can take her: what the quote costs there and who.
  const atLevels = openLevels(q)
  const cheapest = atLevels
    .map((p) => ({ ...p, pays: q.offerAt(p.level, p.total, null)?.afterPence ?? p.total }))
    .reduce<(OpenLevel & { pays: Pence }) | null>(
      (min, p) => (!min || p.pays < min.pays ? p : min),
      null,
    )
  const budget = state.budget
  return {
    kind: 'byBudget',
    state,
    salon: findSalon(cat, state.selection.salonId) ?? null,
    ...priceRange(q, atLevels),
    budget,
    hidden: [...toSearchParams(state, { budget: null }).entries()],
    // Worked out from the address alone: the same address always lists the same stylists.
    fitting: budget == null ? [] : fitting(q, atLevels, budget),
    closest: cheapest && {
      level: cheapest.level,
      total: cheapest.total,
      pays: cheapest.pays,
      over: overBudget(cheapest.pays, budget),
    },
    // Back to her choices, not straight back here: the budget is asked again under them.
    change: link(PATHS.calculator, { budget: null }),
  }
}

/** How far a price is over her budget: 0 when it fits, or when she has given none. */
export const overBudget = (pays: Pence, budget: Pence | null): Pence =>
  budget == null ? 0 : Math.max(0, pays - budget)

/**
 * Levels with someone she can afford, her salon's first and the most senior first; what she
 * pays is with the offer the quote carries (her stylist's own offer may be better still).
 */
function fitting(q: QuoteInHand, atLevels: OpenLevel[], budget: Pence): ByBudgetScreen['fitting'] {
  const { cat, state, link } = q
  const salonId = state.selection.salonId
  const paysWith = (level: CatalogueLevel, total: Pence, stylist: CatalogueStylist | null) => {
    const offer = q.offerAt(level, total, stylist)
    return { offer, pays: offer?.afterPence ?? total }
  }
  return atLevels
    .flatMap((p) => {
      const atLevel = paysWith(p.level, p.total, null)
      const cards = p.stylists
        .map((x): BudgetCard => {
          const withHer = paysWith(p.level, p.total, x)
          return {
            ...cardOf(cat, x, state.regular, q.building),
            pays: withHer.pays,
            before: withHer.offer ? p.total : null,
            otherwise: withHer.offer?.untilAsked?.otherwisePence ?? null,
            href: link(PATHS.byStylist, { selection: { stylistId: x.id, levelId: x.levelId } }),
          }
        })
        .filter((c) => c.pays <= budget)
        .sort((a, b) => a.pays - b.pays)
      const groups = stylistsBySalon(cat, cards, salonId, (c) => c.stylist)
      const row = (part: typeof groups, atHerSalon: boolean) => ({
        level: p.level,
        total: p.total,
        pays: atLevel.pays,
        over: overBudget(atLevel.pays, budget),
        offer: atLevel.offer,
        atHerSalon,
        stylists: part.flatMap((g) => g.items),
        groups: part,
      })
      // With her salon chosen, a level's stylists there and elsewhere are two rows, so every
      // one of hers comes before anyone at another salon (docs/rules.md).
      if (salonId == null) return [row(groups, true)]
      return [
        row(
          groups.filter((g) => g.salon.id === salonId),
          true,
        ),
        row(
          groups.filter((g) => g.salon.id !== salonId),
          false,
        ),
      ]
    })
    .filter((p) => p.stylists.length > 0)
    .sort((a, b) => Number(b.atHerSalon) - Number(a.atHerSalon) || b.level.rank - a.level.rank)
}

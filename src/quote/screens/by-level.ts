// The total at a level: the quote, a level up or down, and the stylists there (hers first when
// she chose a salon), each card opening her details on the same screen.
import { levelAvailability, stylistsFor } from '../availability'
import { priceSelection, seededRandom, shuffle } from '../calculator'
import { findLevel, findSalon, type CatalogueLevel, type CatalogueStylist } from '../catalogue'
import { levelDown, levelUp } from '../levels'
import { stylistsBySalon } from '../stylist-groups'
import { PATHS } from './routes'
import { cardOf, type QuoteInHand } from './shared'
import type { ByLevelScreen, LevelCard, LevelMove } from './types'

/** Stylists who can take this client with these services at a level: the chosen salon's first. */
function splitBySalon(list: CatalogueStylist[], salonId: number | null) {
  return {
    here: salonId == null ? list : list.filter((s) => s.salonId === salonId),
    elsewhere: salonId == null ? [] : list.filter((s) => s.salonId !== salonId),
  }
}

/** A level up or down, priced; closed when the level list would grey it out. */
function move(q: QuoteInHand, id: number | null): LevelMove | null {
  const { cat, state, services, type } = q
  const to = findLevel(cat, id)
  if (!to) return null
  // The level list's own rule, so a button never reaches a level the list greys out.
  const { verdict: v } = levelAvailability(cat, {
    levelId: to.id,
    regular: state.regular,
    services,
    type,
    salonId: state.selection.salonId,
  })
  return {
    level: to,
    pence: priceSelection(state.selection, cat.services, to).total,
    href: v.ok
      ? q.link(PATHS.byLevel, { selection: { levelId: to.id, stylistId: null }, view: null })
      : null,
    reason: v.ok ? null : v.message,
  }
}

export function byLevelScreen(q: QuoteInHand, level: CatalogueLevel, seed: number): ByLevelScreen {
  const { cat, state, services, link } = q
  const { lines, total, minutes } = priceSelection(state.selection, cat.services, level)
  const salon = findSalon(cat, state.selection.salonId) ?? null
  const random = seededRandom(seed * 31 + level.id)
  const offered = stylistsFor(cat, { levelId: level.id, regular: state.regular, services })
  const { here, elsewhere } = splitBySalon(offered, salon?.id ?? null)
  const viewed = offered.find((x) => x.id === state.view) ?? null
  const card = (stylist: CatalogueStylist) => cardOf(cat, stylist, state.regular, q.building)
  const levelCard = (stylist: CatalogueStylist): LevelCard => ({
    ...card(stylist),
    href: link(PATHS.byLevel, { view: stylist.id }),
  })
  const withHer = viewed && q.offerAt(level, total, viewed)
  const elsewhereCards = shuffle(elsewhere, random).map(levelCard)
  return {
    kind: 'byLevel',
    state,
    level,
    lines,
    total,
    minutes,
    offer: q.offerAt(level, total, null),
    salon,
    down: move(q, levelDown(level.id, cat.levels)),
    up: move(q, levelUp(level.id, cat.levels)),
    here: shuffle(here, random).map(levelCard),
    elsewhere: elsewhereCards,
    elsewhereGroups: stylistsBySalon(cat, elsewhereCards, salon?.id ?? null, (c) => c.stylist),
    dialog: viewed
      ? {
          ...card(viewed),
          offer: withHer?.offer.stylistIds.includes(viewed.id) ? withHer : null,
          choose: link(PATHS.byStylist, { selection: { stylistId: viewed.id }, view: null }),
          close: link(PATHS.byLevel, { view: null }),
        }
      : null,
    change: link(PATHS.calculator, { view: null }),
  }
}

// What several screens need: the quote in hand, the offer it carries, stylists as cards, and the
// range of its price across levels.
import { availability, stylistsFor, type Verdict } from '../availability'
import { chosenServices, priceSelection, type CalculatorType } from '../calculator'
import {
  findLevel,
  findSalon,
  type CatalogueLevel,
  type CatalogueService,
  type CatalogueStylist,
  type QuoteCatalogue,
} from '../catalogue'
import { cheapestQuote } from '../claims'
import type { Pence } from '../money'
import { bestOffer, offersForStylist, offerTerms } from '../offers'
import { linePence } from '../pricing'
import { quoteSalonId } from '../service-types'
import { hrefFor, type Mode, type Resolved, type StatePatch } from '../url-state'
import type { Screen, ShownOffer, StylistCardData, StylistOffer } from './types'

export const redirect = (to: string): Screen => ({ kind: 'redirect', to })

/** The quote being built, as far as it goes: what an offer badge must be able to apply to. */
export type Building = {
  type: CalculatorType | null
  services: CatalogueService[]
  complete: boolean
}

/** What an offer is weighed against besides the level, the stylist and the total. */
type OfferBasis = {
  regular: boolean | null
  type: CalculatorType
  services: CatalogueService[]
  salonId: number | null
}

/** The offer a quote carries at a level, with a stylist (null: anyone there), in words. */
export type OfferAt = (
  level: CatalogueLevel,
  total: Pence,
  stylist: CatalogueStylist | null,
) => ShownOffer | null

/**
 * The offer a complete quote carries, in words. A client not yet asked whether she has been
 * before counts as new (as availability counts her), unless her stylist takes returning
 * clients only; the wording says when an offer is for new clients.
 */
const shownOffer =
  (cat: QuoteCatalogue, basis: OfferBasis): OfferAt =>
  (level, total, stylist) => {
    const quote = (regular: boolean) =>
      bestOffer(cat, cat.offers ?? [], {
        regular,
        type: basis.type,
        level,
        stylistId: stylist?.id ?? null,
        salonId: quoteSalonId(stylist, basis.salonId),
        services: basis.services,
        totalPence: total,
      })
    const applied = quote(basis.regular ?? (stylist ? !stylist.acceptingNewClients : false))
    if (!applied) return null
    // Not asked yet, and the offer is for new clients only: its price is hers only if she is
    // new, so what a returning client pays stands beside it (ADR 046).
    const untilAsked =
      basis.regular === null && applied.offer.audience === 'new'
        ? { otherwisePence: quote(true)?.afterPence ?? total }
        : null
    return { ...applied, terms: offerTerms(cat, applied.offer), untilAsked }
  }

/** A quote of a known type, as every screen past the start reads it from the address. */
export type QuoteInHand = {
  cat: QuoteCatalogue
  state: Resolved
  type: CalculatorType
  mode: Mode
  /** Every step answered (by budget, all but the level). */
  complete: boolean
  services: CatalogueService[]
  level: CatalogueLevel | null
  building: Building
  link: (path: string, patch?: StatePatch) => string
  offerAt: OfferAt
}

export function quoteInHand(
  cat: QuoteCatalogue,
  state: Resolved,
  type: CalculatorType,
  mode: Mode,
  complete: boolean,
): QuoteInHand {
  const services = chosenServices(state.selection, cat.services)
  const salonId = state.selection.salonId
  return {
    cat,
    state,
    type,
    mode,
    complete,
    services,
    level: findLevel(cat, state.selection.levelId) ?? null,
    building: { type, services, complete },
    link: (path, patch = {}) => hrefFor(path, state, patch),
    offerAt: shownOffer(cat, { regular: state.regular, type, services, salonId }),
  }
}

/**
 * Whether this client may choose her: she takes her, or takes returning clients only and the
 * client has not said she is new (docs/rules.md, "Availability").
 */
export const mayChoose = (v: Verdict, regular: boolean | null) =>
  v.ok || (v.code === 'returningOnly' && regular !== false)

/**
 * A stylist's own live offers that could apply to the quote being built with her, in words:
 * for a finished quote, the offer it carries with her; before that, offers a quote of this type
 * with her could carry (a colour-and-cut offer is no badge on a cut-only list).
 */
export function stylistOffers(
  cat: QuoteCatalogue,
  stylist: CatalogueStylist,
  regular: boolean | null,
  building: Building = { type: null, services: [], complete: false },
): StylistOffer[] {
  const level = findLevel(cat, stylist.levelId)
  const { type, services, complete } = building
  const carried =
    complete && type && level
      ? shownOffer(cat, { regular, type, services, salonId: stylist.salonId })(
          level,
          services.reduce((sum, x) => sum + linePence(x, level.adapter), 0),
          stylist,
        )
      : null
  return offersForStylist(cat, stylist.id, regular)
    .filter((offer) =>
      complete
        ? carried?.offer.id === offer.id
        : cheapestQuote(
            cat,
            { stylistId: stylist.id, regular: regular === true, types: type ? [type] : undefined },
            { carries: offer },
          ) != null,
    )
    .map((offer): StylistOffer => ({ offer, terms: offerTerms(cat, offer) }))
}

/** A stylist as a card shows her. */
export const cardOf = (
  cat: QuoteCatalogue,
  stylist: CatalogueStylist,
  regular: boolean | null,
  building?: Building,
): StylistCardData => ({
  stylist,
  salon: findSalon(cat, stylist.salonId) ?? null,
  offers: stylistOffers(cat, stylist, regular, building),
})

/** A level where someone can take her for this quote: its total and who can. */
export type OpenLevel = { level: CatalogueLevel; total: Pence; stylists: CatalogueStylist[] }

export function openLevels(q: QuoteInHand): OpenLevel[] {
  const { cat, state, services, type } = q
  return cat.levels.flatMap((level) => {
    const v = availability(cat, {
      levelId: level.id,
      stylist: 'anyone',
      regular: state.regular,
      services,
      type,
    })
    if (!v.ok) return []
    const total = priceSelection(state.selection, cat.services, level).total
    const stylists = stylistsFor(cat, { levelId: level.id, regular: state.regular, services })
    return [{ level, total, stylists }]
  })
}

/**
 * The quote's price from its cheapest level to its dearest, and its lines' names. With her salon
 * chosen, the levels someone there can do set the range (docs/rules.md); else every open level.
 */
export function priceRange(
  q: QuoteInHand,
  levels: OpenLevel[] = openLevels(q),
): { min: Pence; max: Pence; names: string[] } {
  const { cat, state } = q
  const salonId = state.selection.salonId
  const here = levels.filter(
    (p) => salonId == null || p.stylists.some((x) => x.salonId === salonId),
  )
  const totals = (here.length ? here : levels).map((p) => p.total)
  const first = levels[0]
  const names = first
    ? priceSelection(state.selection, cat.services, first.level).lines.map((l) => l.name)
    : []
  return {
    min: totals.length ? Math.min(...totals) : 0,
    max: totals.length ? Math.max(...totals) : 0,
    names,
  }
}

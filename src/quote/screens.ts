// The calculator's screens as data: for an address (path and query), what the visitor sees —
// the choices offered, each with the address it leads to, its price and, when it cannot be
// chosen, why. The server renders these for the first page and for visitors without
// JavaScript; in the browser the same function answers every tap without asking the server.
// Availability comes from `availability`, prices from the pricing module: nothing here
// decides either on its own.
import { availability, categoryVerdict, levelAvailability, stylistsFor } from './availability'
import { bookingLinkFor, type BookingLink } from './booking-link'
import {
  addOnsFor,
  answeredSteps,
  applicableSteps,
  chosenServiceIds,
  currentStep,
  priceSelection,
  seededRandom,
  shuffle,
  visibleSteps,
  calculatorTypes,
  isNone,
  isOptionalSlot,
  stepDone,
  type CalculatorType,
  type ServiceSlot,
  type Step,
} from './calculator'
import {
  findLevel,
  findSalon,
  findService,
  findStylist,
  type CatalogueCategory,
  type CatalogueLevel,
  type CatalogueSalon,
  type CatalogueService,
  type CatalogueStylist,
  type QuoteCatalogue,
} from './catalogue'
import { levelDown, levelsNearest, levelUp } from './levels'
import { formatGBP, type Pence } from './money'
import { stylistsBySalon, type SalonGroup } from './stylist-groups'
import { cheapestQuote, lineClaim, type ClaimContext, type QuoteWitness } from './claims'
import {
  benefitText,
  bestOffer,
  offersForStylist,
  offerTerms,
  type AppliedOffer,
  type OfferRule,
} from './offers'
import { linePence, type QuoteLine } from './pricing'
import { basketPence, fromPence, fromWho, referenceServices } from './prices'
import {
  hrefFor,
  parseState,
  resolveState,
  toSearchParams,
  type Mode,
  type Params,
  type Resolved,
  type StatePatch,
} from './url-state'

export const PATHS = {
  prices: '/prices',
  selector: '/prices/selector',
  calculator: '/prices/calculator',
  byLevel: '/prices/total-by-level',
  byStylist: '/prices/total-by-stylist',
  byPrice: '/prices/total-by-price',
  finish: '/prices/finish',
} as const

/** Paths the calculator answers in the browser; anything else under /prices/ is a stylist's page. */
const reserved = new Set([
  'selector',
  'calculator',
  'total-by-level',
  'total-by-stylist',
  'total-by-price',
  'finish',
])

export const isCalculatorPath = (pathname: string) => {
  const p = pathname.replace(/\/+$/, '') || '/'
  if (p === PATHS.prices) return true
  const m = /^\/prices\/([^/]+)$/.exec(p)
  return m != null && (reserved.has(m[1]!) || /^[a-z0-9-]+$/.test(m[1]!))
}

export type Choice = {
  href: string | null // null: cannot be chosen
  reason: string | null // why not (or a note, such as "returning clients only")
}

export type ServiceChoice = Choice & {
  service: CatalogueService
  pence: Pence | null
  from: boolean
}

export type ShownQuote =
  | { kind: 'exact'; lines: QuoteLine[]; total: Pence }
  | { kind: 'range'; min: Pence; max: Pence; names: string[] }

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
  }[]
  /** Each line at each level, where a complete quote can hold it (levelled groups only). */
  levels: { level: CatalogueLevel; prices: (Pence | null)[] }[] | null
}

/**
 * A kind of appointment as a choice: what a new client pays "from" (claims.ts), and, when that
 * price carries an offer, the price before it and the saving in words.
 */
export type TypeChoice = {
  type: CalculatorType
  /** How to choose (the modes screen), for a client who wants each way explained. */
  href: string
  /** Each way to choose, straight to the calculator's first step: one tap from /prices. */
  modes: { mode: Mode; href: string }[]
  from: Pence | null
  before: Pence | null
  saving: string | null
}

export type Screen =
  | { kind: 'redirect'; to: string }
  | {
      kind: 'menu'
      /** The quote starts here: each type with its ways to choose, no screen that asks again. */
      types: TypeChoice[]
      groups: PriceMenuGroup[]
    }
  | { kind: 'types'; types: TypeChoice[] }
  | {
      kind: 'modes'
      type: CalculatorType
      modes: { mode: Mode; href: string }[]
      /** Back to the three types, keeping the salon chosen on this visit. */
      types: string
    }
  | {
      kind: 'stylistStart'
      stylist: CatalogueStylist
      salon: CatalogueSalon | null
      /** Her own live offers (for a client not yet asked: as to a new one). */
      offers: StylistOffer[]
      types: ({ type: CalculatorType } & Choice)[]
    }
  | CalculatorScreen
  | ByLevelScreen
  | ByStylistScreen
  | ByBudgetScreen
  | FinishScreen

export type StepChoices =
  | {
      step: 'salon'
      salons: ({ salon: CatalogueSalon } & Choice)[]
      /**
       * By budget: her budget may be given with her salon (one form, a button per salon), so the
       * quote ends on what fits it. `hidden` is the rest of the quote as the form's query.
       */
      budget: { hidden: [string, string][]; value: Pence | null } | null
    }
  | {
      step: 'level'
      mode: 'level'
      levels: ({
        level: CatalogueLevel
        here: number
        elsewhere: number
        pence: Pence | null
      } & Choice)[]
      priceBasis: string[] // the services the level prices are for
      basisIsReference: boolean
      /**
       * Asked first when a level at her salon is open to returning clients only and she has not
       * said whether she has been before: her answer opens or closes it.
       */
      askReturning: { salon: string; yes: string; no: string } | null
    }
  | {
      step: 'level'
      mode: 'stylist'
      /** By salon: hers (or the default) first, most senior first within each. */
      groups: SalonGroup<StylistChoice>[]
      priceBasis: string[]
      basisIsReference: boolean
    }
  | { step: 'colourCategory'; categories: ({ category: CatalogueCategory } & Choice)[] }
  | {
      step: ServiceSlot
      services: ServiceChoice[]
      category: CatalogueCategory | null
      back: string | null
    }

export type StylistChoice = Choice & {
  stylist: CatalogueStylist
  returningOnly: boolean
  salon: CatalogueSalon | null
  pence: Pence | null // the chosen services, or the reference ones, at her level
  offers: StylistOffer[]
}

/** The one offer a quote carries (`bestOffer`), with its terms in words (`offerTerms`). */
export type ShownOffer = AppliedOffer & { terms: string }

/** A live offer that names a stylist, with its terms in words: shown on her card and dialog. */
export type StylistOffer = { offer: OfferRule; terms: string }

/** A stylist on a card: where she works and her own live offers. */
export type StylistCardData = {
  stylist: CatalogueStylist
  salon: CatalogueSalon | null
  offers: StylistOffer[]
}

export type CalculatorScreen = {
  kind: 'calculator'
  state: Resolved
  type: CalculatorType
  mode: Mode
  steps: Step[]
  visible: Step[]
  current: Step | null
  done: { step: Step; value: string; change: string }[]
  /** Steps whose answer is still valid: ticked in the step indicator (the total once all are). */
  answered: Step[]
  /** A stylist named by the link who has left, and who to see instead. */
  left: LeftNotice | null
  options: StepChoices | null
  quote: ShownQuote
  /** When the quote is complete at a level: the offer it carries (none with a range). */
  offer: ShownOffer | null
  complete: boolean
  /**
   * What comes after a complete quote. By budget, `hidden` is the quote's choices as the budget
   * form's query: her budget is asked right under her services' range.
   */
  next:
    | { href: string; to: 'byPrice'; hidden: [string, string][] }
    | { href: string; to: 'byLevel' | 'byStylist' }
    | null
}

export type LeftNotice = {
  name: string
  firstName: string
  alternatives: (StylistCardData & { href: string })[]
}

export type LevelMove = { level: CatalogueLevel; pence: Pence } & Choice

export type LevelCard = StylistCardData & { href: string }

export type ByLevelScreen = {
  kind: 'byLevel'
  state: Resolved
  level: CatalogueLevel
  lines: QuoteLine[]
  total: Pence
  /** The offer the quote carries at this level with any stylist (her own offers are on her card). */
  offer: ShownOffer | null
  salon: CatalogueSalon | null
  down: LevelMove | null
  up: LevelMove | null
  /** Each card opens her details on this screen (`href`). */
  here: LevelCard[]
  elsewhere: LevelCard[]
  /** `elsewhere` by salon, each with its name. */
  elsewhereGroups: SalonGroup<LevelCard>[]
  dialog:
    | (StylistCardData & {
        /** The offer the quote would carry with her, when it is one of her own. */
        offer: ShownOffer | null
        choose: string
        close: string
      })
    | null
  change: string
}

export type ByStylistScreen = {
  kind: 'byStylist'
  state: Resolved
  stylist: CatalogueStylist
  stylistSalon: CatalogueSalon | null
  /** Only when the client chose a salon and the stylist works at another one. */
  otherSalon: CatalogueSalon | null
  lines: QuoteLine[]
  total: Pence
  /** The offer the quote carries with her; none when she cannot take this client. */
  offer: ShownOffer | null
  /** Her own live offers. */
  offers: StylistOffer[]
  /** "Book with {first name}", else her salon's or the group's link (bookingLinkFor). */
  booking: BookingLink | null
  change: string
} & (
  | { phase: 'review'; happy: string }
  | { phase: 'question'; yes: string; no: string }
  | { phase: 'askReturning'; yes: string; no: string }
  | {
      phase: 'newClient'
      alternatives: (StylistCardData & { href: string })[]
      byLevel: string | null
      returning: string
    }
)

export type ByBudgetScreen = {
  kind: 'byBudget'
  state: Resolved
  /** Her salon: the range is its prices, and its stylists come first. */
  salon: CatalogueSalon | null
  min: Pence
  max: Pence
  names: string[]
  /** In pence, as she typed it (pounds and pence). */
  budget: Pence | null
  hidden: [string, string][]
  /** Levels with someone she can afford: compared with what she pays, her offer applied. */
  fitting: {
    level: CatalogueLevel
    /** The quote at this level, and what she pays with the offer it carries (any stylist). */
    total: Pence
    pays: Pence
    offer: ShownOffer | null
    /**
     * Whether these are her salon's stylists (or she chose none); with a salon chosen, a level
     * is one row for hers and one, after all of hers, for the other salons'.
     */
    atHerSalon: boolean
    /** Who fits, cheapest for her first; each with what she pays with her, and before. */
    stylists: BudgetCard[]
    /** `stylists` by salon: hers first. */
    groups: SalonGroup<BudgetCard>[]
  }[]
  closest: { level: CatalogueLevel; total: Pence } | null
  change: string
}

export type BudgetCard = StylistCardData & { href: string; pays: Pence; before: Pence | null }

export type FinishScreen = {
  kind: 'finish'
  state: Resolved
  stylist: CatalogueStylist | null
  lines: QuoteLine[]
  total: Pence
  sent: { id: number; pence: Pence }[]
  /** The one offer the quote carries (the server recomputes it on saving), or none. */
  offer: ShownOffer | null
  query: string
}

const redirect = (to: string): Screen => ({ kind: 'redirect', to })

/**
 * The offer a complete quote carries, in words. A client not yet asked whether she has been
 * before counts as new (as availability counts her), unless her stylist takes returning
 * clients only; the wording says when an offer is for new clients.
 */
function shownOffer(
  cat: QuoteCatalogue,
  q: {
    regular: boolean | null
    type: CalculatorType
    level: CatalogueLevel
    stylist: CatalogueStylist | null
    salonId: number | null
    services: CatalogueService[]
    total: Pence
  },
): ShownOffer | null {
  const applied = bestOffer(cat, cat.offers ?? [], {
    regular: q.regular ?? (q.stylist ? !q.stylist.acceptingNewClients : false),
    type: q.type,
    level: q.level,
    stylistId: q.stylist?.id ?? null,
    salonId: q.stylist?.salonId ?? q.salonId,
    services: q.services,
    totalPence: q.total,
  })
  return applied && { ...applied, terms: offerTerms(cat, applied.offer) }
}

/** The quote being built, as far as it goes: what an offer badge must be able to apply to. */
type Building = { type: CalculatorType | null; services: CatalogueService[]; complete: boolean }

/**
 * A stylist's own live offers that could apply to the quote being built with her, in words:
 * for a finished quote, the offer it carries with her; before that, offers a quote of this type
 * with her could carry (a colour-and-cut offer is no badge on a cut-only list).
 */
function stylistOffers(
  cat: QuoteCatalogue,
  stylist: CatalogueStylist,
  regular: boolean | null,
  building: Building = { type: null, services: [], complete: false },
): StylistOffer[] {
  const level = findLevel(cat, stylist.levelId)
  const carried =
    building.complete && building.type && level
      ? shownOffer(cat, {
          regular,
          type: building.type,
          level,
          stylist,
          salonId: stylist.salonId,
          services: building.services,
          total: building.services.reduce((sum, x) => sum + linePence(x, level.adapter), 0),
        })
      : null
  return offersForStylist(cat, stylist.id, regular)
    .filter((offer) =>
      building.complete
        ? carried?.offer.id === offer.id
        : cheapestQuote(
            cat,
            {
              stylistId: stylist.id,
              regular: regular === true,
              types: building.type ? [building.type] : undefined,
            },
            { carries: offer },
          ) != null,
    )
    .map((offer): StylistOffer => ({ offer, terms: offerTerms(cat, offer) }))
}

/** A stylist as a card shows her. */
const cardOf = (
  cat: QuoteCatalogue,
  stylist: CatalogueStylist,
  regular: boolean | null,
  building?: Building,
) => ({
  stylist,
  salon: findSalon(cat, stylist.salonId) ?? null,
  offers: stylistOffers(cat, stylist, regular, building),
})

const chosenServices = (cat: QuoteCatalogue, state: Resolved) =>
  chosenServiceIds(state.selection)
    .map((id) => findService(cat, id))
    .filter((s): s is CatalogueService => s != null)

/** Stylists who can take this client with these services at a level: the chosen salon's first. */
function splitBySalon(list: CatalogueStylist[], salonId: number | null) {
  return {
    here: salonId == null ? list : list.filter((s) => s.salonId === salonId),
    elsewhere: salonId == null ? [] : list.filter((s) => s.salonId !== salonId),
  }
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
    const levelled = kind !== 'plex' && kind !== 'treatment'
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
      })),
      levels: levels?.filter((l) => l.prices.some((p) => p != null)) ?? null,
    })
  }
  const ofKind = (k: ServiceSlot) => cat.services.filter((s) => s.kind === k)
  add('finish', 'finish', 'CuttingStyling', ofKind('finish'))
  add('finishAddOn', 'finishAddOn', 'CuttingStyling', ofKind('finishAddOn'))
  add('treatment', 'treatment', 'CuttingStyling', ofKind('treatment'))
  for (const c of cat.categories)
    add(
      `colour-${c.code}`,
      'colour',
      'Colour',
      ofKind('colour').filter((s) => s.cat2 === c.code),
      c,
    )
  add('colourAddOn', 'colourAddOn', 'Colour', ofKind('colourAddOn'))
  add('plex', 'plex', 'Colour', ofKind('plex'))
  add('mensCut', 'mensCut', 'Men', ofKind('mensCut'))
  add('mensColour', 'mensColour', 'Men', ofKind('mensColour'))
  return groups
}

const modeOrder: Mode[] = ['stylist', 'level', 'budget']

/**
 * The three types; a salon already chosen on this visit goes with each (asked once). Each type
 * carries its ways to choose, so /prices asks the type and the way in one tap (docs/rules.md,
 * "The calculator's steps").
 */
function typeChoices(cat: QuoteCatalogue, salonId: number | null = null): TypeChoice[] {
  const fresh = parseState({})
  return calculatorTypes.map((type) => {
    const claim = cheapestQuote(cat, { types: [type], salonId })
    return {
      type,
      href: `${PATHS.selector}?type=${type}${salonId != null ? `&salon=${salonId}` : ''}`,
      modes: modeOrder.map((mode) => ({
        mode,
        href: hrefFor(PATHS.calculator, fresh, { mode, selection: { type, salonId } }),
      })),
      from: claim?.pence ?? null,
      before: claim?.offer ? claim.totalPence : null,
      saving: claim?.offer ? benefitText(cat, claim.offer.offer.benefit) : null,
    }
  })
}

/** The calculator's finish screen for a claim's witness: the quote that reaches the claim. */
export function witnessHref(w: QuoteWitness): string {
  return hrefFor(PATHS.finish, parseState({}), {
    regular: w.regular,
    happy: true,
    mode: w.stylistId ? 'stylist' : 'level',
    selection: {
      type: w.type,
      levelId: w.levelId,
      stylistId: w.stylistId,
      salonId: w.salonId,
      colourCategory: w.colourCategory,
      ...w.services,
    },
  })
}

export type ScreenOptions = { seed?: number }

/** The screen for an address. `pathname` is under /prices; `params` its query. */
export function screenFor(
  cat: QuoteCatalogue,
  pathname: string,
  params: Params,
  opts: ScreenOptions = {},
): Screen {
  const path = pathname.replace(/\/+$/, '') || '/'
  const state = resolveState(parseState(params), cat)
  const s = state.selection
  const link = (p: string, patch: StatePatch = {}) => hrefFor(p, state, patch)

  if (path === PATHS.prices)
    return {
      kind: 'menu',
      types: typeChoices(cat, s.salonId),
      groups: priceMenu(cat, s.salonId),
    }

  if (path === PATHS.selector) {
    if (!s.type) return { kind: 'types', types: typeChoices(cat, s.salonId) }
    return {
      kind: 'modes',
      type: s.type,
      types: s.salonId != null ? `${PATHS.selector}?salon=${s.salonId}` : PATHS.selector,
      modes: modeOrder.map((mode) => ({
        mode,
        href: link(PATHS.calculator, {
          mode,
          happy: false,
          view: null,
          budget: null,
          selection:
            mode === 'budget' || mode !== state.mode ? { levelId: null, stylistId: null } : {},
        }),
      })),
    }
  }

  const slug = /^\/prices\/([^/]+)$/.exec(path)?.[1]
  if (slug && !reserved.has(slug)) {
    const stylist = cat.stylists.find((x) => x.slug === slug && !x.hasLeft)
    // Her page says she has left and who to see instead.
    if (!stylist && cat.leftStylists?.some((x) => x.slug === slug)) return redirect(`/${slug}`)
    if (!stylist) return redirect(PATHS.prices)
    return {
      kind: 'stylistStart',
      stylist,
      salon: findSalon(cat, stylist.salonId) ?? null,
      offers: stylistOffers(cat, stylist, state.regular),
      types: calculatorTypes.map((type) => {
        // Whether she takes this client is asked later; here only what she may do.
        const v = availability(cat, { stylist, type, regular: true })
        const q = new URLSearchParams({
          type,
          mode: 'stylist',
          stylist: String(stylist.id),
          level: String(stylist.levelId),
          salon: String(stylist.salonId),
        })
        return {
          type,
          href: v.ok ? `${PATHS.calculator}?${q}` : null,
          reason: v.ok ? null : v.message,
        }
      }),
    }
  }

  // Every other calculator page needs a type (docs/rules.md, "The calculator's steps").
  if (!s.type) return redirect(PATHS.prices)
  const type = s.type
  const mode: Mode = state.mode ?? (state.stylist ? 'stylist' : 'level')
  const complete = stepDone(s, 'totals', { skipLevel: mode === 'budget' })
  const services = chosenServices(cat, state)
  const building: Building = { type, services, complete }
  const level = findLevel(cat, s.levelId) ?? null
  // Back to the steps; a link naming a stylist who has left keeps her, so the steps say so.
  const toSteps = () =>
    redirect(link(PATHS.calculator, state.left ? { selection: { stylistId: state.left.id } } : {}))

  if (path === PATHS.calculator) {
    // By budget with her budget already given (with her salon): the quote ends on what fits it.
    if (mode === 'budget' && complete && state.budget != null && state.open == null)
      return { kind: 'redirect', to: hrefFor(PATHS.byPrice, state) }
    return calculatorScreen(cat, state, type, mode, complete)
  }

  if (path === PATHS.byLevel) {
    if (!complete || !level) return toSteps()
    const { lines, total } = priceSelection(s, cat.services, level)
    const salon = findSalon(cat, s.salonId) ?? null
    const move = (id: number | null): LevelMove | null => {
      const to = findLevel(cat, id)
      if (!to) return null
      // The level list's own rule, so a button never reaches a level the list greys out.
      const { verdict: v } = levelAvailability(cat, {
        levelId: to.id,
        regular: state.regular,
        services,
        type,
        salonId: s.salonId,
      })
      return {
        level: to,
        pence: priceSelection(s, cat.services, to).total,
        href: v.ok
          ? link(PATHS.byLevel, { selection: { levelId: to.id, stylistId: null }, view: null })
          : null,
        reason: v.ok ? null : v.message,
      }
    }
    const random = seededRandom((opts.seed ?? 0) * 31 + level.id)
    const offered = stylistsFor(cat, { levelId: level.id, regular: state.regular, services })
    const { here, elsewhere } = splitBySalon(offered, salon?.id ?? null)
    const viewed = offered.find((x) => x.id === state.view) ?? null
    const card = (stylist: CatalogueStylist) => cardOf(cat, stylist, state.regular, building)
    const levelCard = (stylist: CatalogueStylist): LevelCard => ({
      ...card(stylist),
      href: link(PATHS.byLevel, { view: stylist.id }),
    })
    const quoteWith = (stylist: CatalogueStylist | null) =>
      shownOffer(cat, {
        regular: state.regular,
        type,
        level,
        stylist,
        salonId: s.salonId,
        services,
        total,
      })
    const withHer = viewed && quoteWith(viewed)
    const elsewhereCards = shuffle(elsewhere, random).map(levelCard)
    return {
      kind: 'byLevel',
      state,
      level,
      lines,
      total,
      offer: quoteWith(null),
      salon,
      down: move(levelDown(level.id, cat.levels)),
      up: move(levelUp(level.id, cat.levels)),
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

  if (path === PATHS.byStylist) {
    const stylist = state.stylist
    if (!complete || !stylist || !level) return toSteps()
    const { lines, total } = priceSelection(s, cat.services, level)
    const chosenSalon = findSalon(cat, s.salonId) ?? null
    const stylistSalon = findSalon(cat, stylist.salonId) ?? null
    const base = {
      kind: 'byStylist' as const,
      state,
      stylist,
      stylistSalon,
      otherSalon: chosenSalon && chosenSalon.id !== stylist.salonId ? chosenSalon : null,
      lines,
      total,
      offer: shownOffer(cat, {
        regular: state.regular,
        type,
        level,
        stylist,
        salonId: s.salonId,
        services,
        total,
      }),
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

  if (path === PATHS.byPrice) {
    if (!complete) return toSteps()
    const salonId = s.salonId
    // Each level at each salon where someone can take her: what the quote costs there, and what
    // she pays with the offer it carries (her stylist's own offer may be better still).
    const atLevels = cat.levels.flatMap((l) => {
      const v = availability(cat, {
        levelId: l.id,
        stylist: 'anyone',
        regular: state.regular,
        services,
        type,
      })
      if (!v.ok) return []
      const total = priceSelection(s, cat.services, l).total
      const stylists = stylistsFor(cat, { levelId: l.id, regular: state.regular, services })
      return [{ level: l, total, stylists }]
    })
    const paysWith = (level: CatalogueLevel, total: Pence, stylist: CatalogueStylist | null) => {
      const offer = shownOffer(cat, {
        regular: state.regular,
        type,
        level,
        stylist,
        salonId: stylist?.salonId ?? salonId,
        services,
        total,
      })
      return { offer, pays: offer?.afterPence ?? total }
    }
    // Her salon's prices set the range; other salons' are labelled and come after hers.
    const here = atLevels.filter(
      (p) => salonId == null || p.stylists.some((x) => x.salonId === salonId),
    )
    const ranged = (here.length ? here : atLevels).map((p) => p.total)
    const budgetPence = state.budget ?? 0
    const fitting =
      state.budget == null
        ? []
        : atLevels
            .map((p) => {
              const level = paysWith(p.level, p.total, null)
              const cards = p.stylists
                .map((x) => {
                  const withHer = paysWith(p.level, p.total, x)
                  return {
                    ...cardOf(cat, x, state.regular, building),
                    pays: withHer.pays,
                    before: withHer.offer ? p.total : null,
                    href: link(PATHS.byStylist, {
                      selection: { stylistId: x.id, levelId: x.levelId },
                    }),
                  }
                })
                .filter((c) => c.pays <= budgetPence)
                .sort((a, b) => a.pays - b.pays)
              const groups = stylistsBySalon(cat, cards, salonId, (c) => c.stylist)
              const row = (part: typeof groups, atHerSalon: boolean) => ({
                level: p.level,
                total: p.total,
                pays: level.pays,
                offer: level.offer,
                atHerSalon,
                stylists: part.flatMap((g) => g.items),
                groups: part,
              })
              // With her salon chosen, a level's stylists there and elsewhere are two rows, so
              // every one of hers comes before anyone at another salon (docs/rules.md).
              return salonId == null
                ? [row(groups, true)]
                : [
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
            .flat()
            .filter((p) => p.stylists.length > 0)
            // Her salon's levels first, the most senior that fits first.
            .sort(
              (a, b) => Number(b.atHerSalon) - Number(a.atHerSalon) || b.level.rank - a.level.rank,
            )
    const cheapest = atLevels.reduce<(typeof atLevels)[number] | null>(
      (min, p) => (!min || p.total < min.total ? p : min),
      null,
    )
    const any = atLevels[0] ? priceSelection(s, cat.services, atLevels[0].level).lines : []
    return {
      kind: 'byBudget',
      state,
      salon: findSalon(cat, salonId) ?? null,
      min: ranged.length ? Math.min(...ranged) : 0,
      max: ranged.length ? Math.max(...ranged) : 0,
      names: any.map((l) => l.name),
      budget: state.budget,
      hidden: [...toSearchParams(state, { budget: null }).entries()],
      fitting,
      closest: cheapest && { level: cheapest.level, total: cheapest.total },
      // Back to her choices, not straight back here: the budget is asked again under them.
      change: link(PATHS.calculator, { budget: null }),
    }
  }

  if (path === PATHS.finish) {
    if (!complete || !level) return toSteps()
    const stylist = state.stylist
    if (state.regular === null)
      return redirect(stylist ? link(PATHS.byStylist, { happy: true }) : link(PATHS.byLevel))
    const v = availability(cat, {
      stylist: stylist ?? 'anyone',
      levelId: level.id,
      regular: state.regular,
      services,
      type,
    })
    if (!v.ok) return redirect(stylist ? link(PATHS.byStylist) : link(PATHS.byLevel))
    const { lines, total } = priceSelection(s, cat.services, level)
    return {
      kind: 'finish',
      state,
      stylist,
      lines,
      total,
      // Every chosen service travels with the form, "None" options at £0 included.
      sent: services.map((svc) => ({ id: svc.id, pence: linePence(svc, level.adapter) })),
      offer: shownOffer(cat, {
        regular: state.regular,
        type,
        level,
        stylist,
        salonId: s.salonId,
        services,
        total,
      }),
      query: toSearchParams(state).toString(),
    }
  }

  return redirect(PATHS.prices)
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

function calculatorScreen(
  cat: QuoteCatalogue,
  state: Resolved,
  type: CalculatorType,
  mode: Mode,
  complete: boolean,
): CalculatorScreen {
  const s = state.selection
  const stepOpts = { skipLevel: mode === 'budget' }
  const steps = applicableSteps(s, stepOpts)
  const visible = visibleSteps(s, stepOpts)
  const current = currentStep(s, stepOpts)
  const link = (patch: StatePatch) => hrefFor(PATHS.calculator, state, patch)
  const level = findLevel(cat, s.levelId) ?? null
  const services = chosenServices(cat, state)

  const quote = shownQuote(cat, state, level, services, type)
  const done = visible
    .filter((step) => step !== current && step !== 'totals')
    .map((step) => ({ step, value: doneValue(cat, state, step), change: link(clearPatch(step)) }))
  const answered = answeredSteps(s, stepOpts)

  return {
    kind: 'calculator',
    state,
    type,
    mode,
    steps,
    visible,
    current,
    done,
    answered,
    left: leftNotice(cat, state, type, services),
    options: current ? stepOptions(cat, state, type, mode, current, services, link) : null,
    quote,
    offer:
      complete && level && quote.kind === 'exact'
        ? shownOffer(cat, {
            regular: state.regular,
            type,
            level,
            stylist: state.stylist,
            salonId: s.salonId,
            services,
            total: quote.total,
          })
        : null,
    complete,
    next: complete
      ? mode === 'budget'
        ? {
            href: hrefFor(PATHS.byPrice, state),
            to: 'byPrice',
            hidden: [...toSearchParams(state, { budget: null }).entries()],
          }
        : mode === 'level' && !state.stylist
          ? { href: hrefFor(PATHS.byLevel, state), to: 'byLevel' }
          : { href: hrefFor(PATHS.byStylist, state), to: 'byStylist' }
      : null,
  }
}

/** A link naming a stylist who has left: her name, and the current stylists chosen for her clients. */
function leftNotice(
  cat: QuoteCatalogue,
  state: Resolved,
  type: CalculatorType,
  services: CatalogueService[],
): LeftNotice | null {
  const left = state.left
  if (!left) return null
  const alternatives = left.alternativeIds
    .map((id) => findStylist(cat, id))
    .filter((x): x is CatalogueStylist => x != null && !x.hasLeft)
    .filter((x) => {
      const v = availability(cat, { stylist: x, regular: state.regular, services, type })
      return v.ok || (v.code === 'returningOnly' && state.regular !== false)
    })
  return {
    name: left.name,
    firstName: left.firstName,
    alternatives: alternatives.map((x) => ({
      ...cardOf(cat, x, state.regular, { type, services, complete: false }),
      href: hrefFor(PATHS.calculator, state, {
        mode: 'stylist',
        selection: { stylistId: x.id, levelId: x.levelId },
      }),
    })),
  }
}

function clearPatch(step: Step): StatePatch {
  // An optional step reopens without its "None", so she can choose something else.
  if (isOptionalSlot(step)) return { selection: { [step]: null }, open: step }
  switch (step) {
    case 'salon':
      return { selection: { salonId: null } }
    case 'level':
      return { selection: { levelId: null, stylistId: null } }
    case 'colourCategory':
      return { selection: { colourCategory: null, colour: null, colourAddOn: null } }
    case 'totals':
      return {}
    default:
      return { selection: { [step]: null } }
  }
}

function doneValue(cat: QuoteCatalogue, state: Resolved, step: Step): string {
  const s = state.selection
  switch (step) {
    case 'salon':
      return findSalon(cat, s.salonId)?.name ?? ''
    case 'level':
      return state.stylist
        ? `${state.stylist.name} · ${state.stylist.levelName}`
        : (findLevel(cat, s.levelId)?.name ?? '')
    case 'colourCategory':
      return state.category?.name ?? ''
    case 'totals':
      return ''
    default: {
      const svc = findService(cat, s[step])
      if (!svc) return ''
      const price = optionPrice(cat, svc, s.levelId, claimContextOf(state))
      return price.pence != null && price.pence > 0
        ? `${svc.name} · ${price.from ? 'from ' : ''}${formatGBP(price.pence)}`
        : svc.name
    }
  }
}

/**
 * Price of one option at the chosen level, or "from" its lowest line in a complete quote of this
 * type she could be given (her salon, new or returning), when no level is chosen yet (budget).
 */
export function optionPrice(
  cat: QuoteCatalogue,
  svc: CatalogueService,
  levelId: number | null,
  ctx: ClaimContext = {},
): { pence: Pence | null; from: boolean } {
  const level = findLevel(cat, levelId)
  if (level) return { pence: linePence(svc, level.adapter), from: false }
  return { pence: fromPence(cat, svc, ctx), from: true }
}

/** Her context for a claim: the type she is quoting for, her salon, new or returning. */
const claimContextOf = (state: Resolved): ClaimContext => ({
  types: state.selection.type ? [state.selection.type] : undefined,
  salonId: state.selection.salonId,
  regular: state.regular === true,
})

function stepOptions(
  cat: QuoteCatalogue,
  state: Resolved,
  type: CalculatorType,
  mode: Mode,
  step: Step,
  services: CatalogueService[],
  link: (patch: StatePatch) => string,
): StepChoices | null {
  const s = state.selection
  const serviceChoice = (slot: ServiceSlot, svc: CatalogueService): ServiceChoice => {
    const v = availability(cat, { levelId: s.levelId, services: [svc] })
    const price = optionPrice(cat, svc, s.levelId, claimContextOf(state))
    return {
      service: svc,
      pence: price.pence,
      from: price.from,
      href: v.ok ? link({ selection: { [slot]: svc.id }, open: null }) : null,
      reason: v.ok ? null : v.message,
    }
  }
  const ofKind = (kind: ServiceSlot) => cat.services.filter((x) => x.kind === kind)

  switch (step) {
    case 'salon':
      return {
        step,
        salons: cat.salons.map((salon) => ({
          salon,
          href: link({ selection: { salonId: salon.id } }),
          reason: null,
        })),
        budget:
          mode === 'budget'
            ? {
                hidden: [
                  ...toSearchParams(state, {
                    budget: null,
                    selection: { salonId: null },
                  }).entries(),
                ],
                value: state.budget,
              }
            : null,
      }
    case 'level':
      return mode === 'stylist'
        ? stylistOptions(cat, state, type, services, link)
        : levelOptions(cat, state, type, services, link)
    case 'colourCategory':
      return {
        step,
        categories: cat.categories.map((category) => {
          const v = categoryVerdict(cat, category.code, { levelId: s.levelId })
          return {
            category,
            href: v.ok
              ? link({
                  selection: { colourCategory: category.code, colour: null, colourAddOn: null },
                })
              : null,
            reason: v.ok ? null : v.message,
          }
        }),
      }
    case 'colour':
      return {
        step,
        category: state.category,
        services: ofKind('colour')
          .filter((x) => x.cat2 === state.category?.code)
          .map((x) => serviceChoice('colour', x)),
        back: link({ selection: { colourCategory: null, colour: null, colourAddOn: null } }),
      }
    case 'colourAddOn':
      return {
        step,
        category: state.category,
        services: addOnsFor(state.category ?? undefined, ofKind('colourAddOn')).map((x) =>
          serviceChoice('colourAddOn', x),
        ),
        back: null,
      }
    case 'plex':
    case 'finish':
    case 'finishAddOn':
    case 'treatment':
    case 'mensCut':
    case 'mensColour':
      return {
        step,
        category: null,
        services: ofKind(step).map((x) => serviceChoice(step, x)),
        back: null,
      }
    default:
      return null
  }
}

function levelOptions(
  cat: QuoteCatalogue,
  state: Resolved,
  type: CalculatorType,
  services: CatalogueService[],
  link: (patch: StatePatch) => string,
): StepChoices {
  const s = state.selection
  const { basis, isReference } = priceBasisOf(cat, type, services)
  const openFor = (levelId: number, regular: boolean | null) =>
    levelAvailability(cat, { levelId, regular, services, type, salonId: s.salonId }).verdict.ok
  // A level whose stylists here take returning clients only is closed to a client who has not
  // said she has been before: ask her first, rather than call it empty.
  const returningOnlyLevel =
    state.regular === null && cat.levels.some((l) => !openFor(l.id, null) && openFor(l.id, true))
  const salon = findSalon(cat, s.salonId)
  return {
    step: 'level',
    mode: 'level',
    priceBasis: basis.filter((x) => x.pricePence > 0).map((x) => x.name),
    basisIsReference: isReference,
    askReturning: returningOnlyLevel
      ? {
          salon: salon?.name ?? 'us',
          yes: link({ regular: true }),
          no: link({ regular: false }),
        }
      : null,
    levels: [...cat.levels].reverse().map((level) => {
      const {
        verdict: v,
        here,
        elsewhere,
      } = levelAvailability(cat, {
        levelId: level.id,
        regular: state.regular,
        services,
        type,
        salonId: s.salonId,
      })
      const basisOk = availability(cat, { levelId: level.id, services: basis }).ok
      return {
        level,
        here,
        elsewhere,
        pence: basisOk ? basketPence(basis, level) : null,
        href: v.ok ? link({ selection: { levelId: level.id, stylistId: null } }) : null,
        reason: v.ok
          ? null
          : returningOnlyLevel && openFor(level.id, true)
            ? `Returning clients only here${elsewhere > 0 ? ` — ${elsewhere} at our other salons` : ''}: tell us above whether you have been before`
            : v.message,
      }
    }),
  }
}

/** What the level and stylist prices are for: her priced choices so far, else an example. */
function priceBasisOf(cat: QuoteCatalogue, type: CalculatorType, services: CatalogueService[]) {
  // The preselected "None" answers are not a basis: they cost nothing at every level.
  const priced = services.filter((x) => !isNone(x))
  return priced.length
    ? { basis: priced, isReference: false }
    : { basis: referenceServices(cat, type), isReference: true }
}

function stylistOptions(
  cat: QuoteCatalogue,
  state: Resolved,
  type: CalculatorType,
  services: CatalogueService[],
  link: (patch: StatePatch) => string,
): StepChoices {
  const s = state.selection
  const { basis, isReference } = priceBasisOf(cat, type, services)
  const choices: StylistChoice[] = cat.stylists
    .filter((x) => !x.hasLeft)
    .map((stylist) => {
      const v = availability(cat, { stylist, regular: state.regular, services, type })
      // Returning clients only: offered, labelled, until the client says she is new.
      const returningOnly = !stylist.acceptingNewClients
      const allowed = v.ok || (v.code === 'returningOnly' && state.regular !== false)
      const level = findLevel(cat, stylist.levelId)
      const basisOk = availability(cat, { levelId: stylist.levelId, services: basis }).ok
      return {
        stylist,
        returningOnly,
        pence: level && basisOk ? basketPence(basis, level) : null,
        salon: findSalon(cat, stylist.salonId) ?? null,
        offers: allowed
          ? stylistOffers(cat, stylist, state.regular, { type, services, complete: false })
          : [],
        href: allowed
          ? link({ selection: { stylistId: stylist.id, levelId: stylist.levelId } })
          : null,
        reason: allowed
          ? returningOnly
            ? 'Returning clients only'
            : null
          : v.ok
            ? null
            : v.message,
      }
    })
  return {
    step: 'level',
    mode: 'stylist',
    groups: stylistsBySalon(cat, choices, s.salonId, (c) => c.stylist),
    priceBasis: basis.filter((x) => x.pricePence > 0).map((x) => x.name),
    basisIsReference: isReference,
  }
}

function shownQuote(
  cat: QuoteCatalogue,
  state: Resolved,
  level: CatalogueLevel | null,
  services: CatalogueService[],
  type: CalculatorType,
): ShownQuote {
  const s = state.selection
  if (level) return { kind: 'exact', ...priceSelection(s, cat.services, level) }
  const levels = cat.levels.filter(
    (l) =>
      availability(cat, {
        levelId: l.id,
        stylist: 'anyone',
        regular: state.regular,
        services,
        type,
      }).ok,
  )
  // With her salon chosen, its levels set the range, as on the budget screen (docs/rules.md).
  const here =
    s.salonId == null
      ? levels
      : levels.filter((l) =>
          stylistsFor(cat, { levelId: l.id, regular: state.regular, services }).some(
            (x) => x.salonId === s.salonId,
          ),
        )
  const ranged = here.length ? here : levels
  const totals = ranged.map((l) => priceSelection(s, cat.services, l).total)
  const names = levels[0] ? priceSelection(s, cat.services, levels[0]).lines.map((l) => l.name) : []
  return {
    kind: 'range',
    min: totals.length ? Math.min(...totals) : 0,
    max: totals.length ? Math.max(...totals) : 0,
    names,
  }
}

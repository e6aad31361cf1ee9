// What each screen holds: plain data the server renders and the browser re-renders on each tap
// (ADR 012).
import type { BookingLink } from '../booking-link'
import type { CalculatorType, CatalogueHairBand, HairMeasure } from '../model'
import type { ServiceSlot, Step } from '../service-types'
import type {
  CatalogueCategory,
  CatalogueLevel,
  CatalogueSalon,
  CatalogueService,
  CatalogueStylist,
} from '../catalogue'
import type { Pence } from '../money'
import type { AppliedOffer, OfferRule } from '../offers'
import type { PriceMenuGroup } from '../prices'
import type { QuoteLine } from '../pricing'
import type { StylistsAtSalon } from '../stylist-groups'
import type { Mode, Resolved } from '../url-state'

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
  | { kind: 'exact'; lines: QuoteLine[]; total: Pence; minutes: number | null }
  | { kind: 'range'; min: Pence; max: Pence; names: string[] }

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
      groups: StylistsAtSalon<StylistChoice>[]
      priceBasis: string[]
      basisIsReference: boolean
    }
  | { step: 'colourCategory'; categories: ({ category: CatalogueCategory } & Choice)[] }
  | { step: 'hair'; questions: HairQuestion[] }
  | {
      step: ServiceSlot
      services: ServiceChoice[]
      category: CatalogueCategory | null
      back: string | null
    }

/**
 * One question about her hair (ADR 051): each band, and "Not sure" (`band` null) priced as
 * `priced`. `extraPence`: what that answer adds to her quote at her level (null: no level yet).
 */
export type HairQuestion = {
  measure: HairMeasure
  choices: ({
    band: CatalogueHairBand | null
    priced: CatalogueHairBand
    chosen: boolean
    extraPence: Pence | null
  } & Choice)[]
}

export type StylistChoice = Choice & {
  stylist: CatalogueStylist
  returningOnly: boolean
  salon: CatalogueSalon | null
  pence: Pence | null // the chosen services, or the reference ones, at her level
  offers: StylistOffer[]
}

/** The one offer a quote carries (`bestOffer`), with its terms in words (`offerTerms`). */
export type ShownOffer = AppliedOffer & {
  terms: string
  /**
   * An offer for new clients, shown before she has said whether she has been before: its price
   * is labelled as the new-client price, with what she pays otherwise beside it (ADR 046).
   */
  untilAsked: { otherwisePence: Pence } | null
}

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
  /** About how long her appointment takes, in minutes (null: not known; duration.ts). */
  minutes: number | null
  /** The offer the quote carries at this level with any stylist (her own offers are on her card). */
  offer: ShownOffer | null
  salon: CatalogueSalon | null
  down: LevelMove | null
  up: LevelMove | null
  /** Each card opens her details on this screen (`href`). */
  here: LevelCard[]
  elsewhere: LevelCard[]
  /** `elsewhere` by salon, each with its name. */
  elsewhereGroups: StylistsAtSalon<LevelCard>[]
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
  /** About how long her appointment takes, in minutes (null: not known; duration.ts). */
  minutes: number | null
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
    /** How far `pays` is over her budget (0: it fits); her stylists below each fit it. */
    over: Pence
    offer: ShownOffer | null
    /**
     * Whether these are her salon's stylists (or she chose none); with a salon chosen, a level
     * is one row for hers and one, after all of hers, for the other salons'.
     */
    atHerSalon: boolean
    /** Who fits, cheapest for her first; each with what she pays with her, and before. */
    stylists: BudgetCard[]
    /** `stylists` by salon: hers first. */
    groups: StylistsAtSalon<BudgetCard>[]
  }[]
  /** Nothing fits: the cheapest level, what she pays there and how far over her budget. */
  closest: { level: CatalogueLevel; total: Pence; pays: Pence; over: Pence } | null
  change: string
}

export type BudgetCard = StylistCardData & {
  href: string
  pays: Pence
  before: Pence | null
  /** `pays` is a new-client price she has not said she can get: what she pays otherwise. */
  otherwise: Pence | null
}

export type FinishScreen = {
  kind: 'finish'
  state: Resolved
  stylist: CatalogueStylist | null
  lines: QuoteLine[]
  total: Pence
  /** About how long her appointment takes, in minutes (null: not known; duration.ts). */
  minutes: number | null
  sent: { id: number; pence: Pence }[]
  /** The one offer the quote carries (the server recomputes it on saving), or none. */
  offer: ShownOffer | null
  /** The new-client offer her "Been before? Yes" took off the quote: said in one line. */
  offerGone: ShownOffer | null
  query: string
}

export type ScreenOptions = { seed?: number }

// The quote's data shapes: the catalogue, offers as rules, and the three kinds of appointment,
// with the literal lists some of them are read from. Only type imports, of modules that never
// import this one, so the rules' modules can share these shapes without importing each other
// in a circle (ADR 037).
import type { Pence } from './money'
import type { PricedService } from './pricing'

export const calculatorTypes = ['Colour', 'CuttingStyling', 'Men'] as const
export type CalculatorType = (typeof calculatorTypes)[number]

export type CatalogueService = PricedService & {
  cat2: number
  newStarterRestricted: boolean
  description: string | null
  /** Her hair's supplements set on the service itself, by band (hair.ts; ADR 051). */
  supplements?: BandSupplement[]
  /** About how long it takes for the first band of each measure, in minutes (absent: not said). */
  minutes?: number | null
}

export const hairMeasures = ['length', 'thickness'] as const
/** What of her hair a price can depend on. */
export type HairMeasure = (typeof hairMeasures)[number]

/**
 * A band of her hair (Short, Medium, Long, Extra long; Fine, Medium, Thick), as the manager
 * defines them. `rank` orders a measure's bands, first the shortest or finest: the first is the
 * price list's own price and carries no supplement (ADR 051).
 */
export type CatalogueHairBand = {
  id: number
  measure: HairMeasure
  name: string
  /** One line in plain words: "Shoulders to bra strap". */
  description: string | null
  rank: number
  /** What "Not sure" is priced as (one band of each measure; the first when none is marked). */
  unsure: boolean
  image?: CatalogueImage | null
}

/**
 * What one band adds to a service's line: a percentage of the line, an amount in pence on top,
 * and the extra minutes it takes. Missing bands add nothing.
 */
export type BandSupplement = { bandId: number; percent: number; pence: Pence; minutes: number }

/** `variants`: copies made at upload, narrowest first (data only: the UI draws them). */
export type CatalogueImage = {
  url: string
  alt: string
  width: number
  height: number
  variants?: { url: string; width: number }[]
}

export type CatalogueCategory = {
  /** The document's id (offers name categories by it); `code` is what services point to. */
  id: number
  code: number
  name: string
  /** One line in plain words under the category's choice and in the price list (optional). */
  description?: string | null
  guidance: string
  skipAddOn: boolean
  addOnGroup: number | null
  newStarterRestricted: boolean
  /** A swatch of the colour, shown on the category's choice and in the price list (data only). */
  image?: CatalogueImage | null
  /** Supplements by band for its colour services, where a service sets none of its own. */
  supplements?: BandSupplement[]
}

/**
 * A stylist level. A catalogue's `levels` are most junior first (bySeniority in levels.ts): the
 * lists, tables and ranges read them in that order.
 */
export type CatalogueLevel = {
  id: number
  name: string
  adapter: number
  experience: string | null
  /** Seniority: a lower rank is more junior. Unique among levels. */
  rank: number
  /** The New Starter rules bind it: no service or colour category marked for them. */
  newStarterRules: boolean
}

export type CatalogueSalon = {
  id: number
  name: string
  shortName: string
  isAcademy: boolean
  /** The salon's own booking page (bookingLinkFor); absent: none. */
  bookingUrl?: string | null
}

export type CatalogueStylist = {
  id: number
  slug: string
  name: string
  firstName: string
  salonId: number
  levelId: number
  levelName: string
  acceptingNewClients: boolean
  hasLeft: boolean
  photo: CatalogueImage | null
  paragraphs: string[]
  /** Her own booking page (bookingLinkFor); absent: none. */
  bookingUrl?: string | null
}

/** A stylist who has left: only what a shared link to her needs (her name, who to suggest). */
export type CatalogueLeftStylist = {
  id: number
  slug: string
  name: string
  firstName: string
  /** Current stylists suggested instead, as staff chose them. */
  alternativeIds: number[]
}

export type QuoteCatalogue = {
  salons: CatalogueSalon[]
  levels: CatalogueLevel[]
  categories: CatalogueCategory[]
  services: CatalogueService[]
  stylists: CatalogueStylist[]
  /** Stylists who have left, so that a link naming one can say so (never offered). */
  leftStylists?: CatalogueLeftStylist[]
  defaultSalonId: number
  /** The group's booking link (Site settings), the last fallback of bookingLinkFor. */
  bookingUrl?: string | null
  /** The offers live when the catalogue was read (offerStatus), ending soonest first. */
  offers?: OfferRule[]
  /** Her hair's bands, each measure's first the shortest or finest (absent: none defined). */
  hairBands?: CatalogueHairBand[]
}

export const offerAudiences = ['new', 'returning', 'everyone'] as const
/** Who qualifies: new clients (the usual terms), returning clients, or everyone. */
export type OfferAudience = (typeof offerAudiences)[number]

export const offerBasketKinds = [
  'anything',
  'type',
  'colourCategories',
  'services',
  'colourAndCut',
] as const
/** On what: any quote, a kind of appointment, colour categories, chosen services, colour and cut. */
export type OfferBasket =
  | { kind: 'anything' }
  | { kind: 'type'; types: CalculatorType[] }
  | { kind: 'colourCategories'; categoryIds: number[] }
  /** Any one of these services in the quote. */
  | { kind: 'services'; serviceIds: number[] }
  /** A priced colour (or men's colour) with one of these cuts. */
  | { kind: 'colourAndCut'; cutIds: number[] }

export const offerBenefitKinds = ['percent', 'amount', 'free'] as const
/** The saving: a percentage off the total, an amount off, or one service free. */
export type OfferBenefit =
  | { kind: 'percent'; percent: number }
  | { kind: 'amount'; pence: Pence }
  | { kind: 'free'; serviceId: number }

export type OfferRule = {
  id: number
  slug: string
  title: string
  code: string | null
  audience: OfferAudience
  /** With whom; an empty list means any. */
  stylistIds: number[]
  salonIds: number[]
  levelIds: number[]
  on: OfferBasket
  benefit: OfferBenefit
  /** Days a quote's offer stays good after the quote (never past the offer's end). */
  validDays: number
  active: boolean
  /** UK days ("2026-12-01") or timestamps, as the admin saves them. */
  startDate: string | null
  endDate: string | null
}

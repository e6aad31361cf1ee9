// The catalogue the calculator works from: salons, levels, colour categories, services and
// stylists as plain data. The server reads it from the CMS (src/content/quote-catalogue.server.ts)
// and the page sends it to the browser, so both run the same rules on the same data.
import type { OfferRule } from './offers'
import type { PricedService } from './pricing'

export type CatalogueService = PricedService & {
  cat2: number
  newStarterRestricted: boolean
  description: string | null
}

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
}

export const findService = (cat: QuoteCatalogue, id: number | null | undefined) =>
  id == null ? undefined : cat.services.find((s) => s.id === id)
export const findLevel = (cat: QuoteCatalogue, id: number | null | undefined) =>
  id == null ? undefined : cat.levels.find((l) => l.id === id)
export const findSalon = (cat: QuoteCatalogue, id: number | null | undefined) =>
  id == null ? undefined : cat.salons.find((s) => s.id === id)
export const findStylist = (cat: QuoteCatalogue, id: number | null | undefined) =>
  id == null ? undefined : cat.stylists.find((s) => s.id === id)
export const findCategory = (cat: QuoteCatalogue, code: number | null | undefined) =>
  code == null ? undefined : cat.categories.find((c) => c.code === code)

/** The colour category a colour service belongs to (its cat2). */
export const categoryOf = (cat: QuoteCatalogue, service: CatalogueService) =>
  service.kind === 'colour' ? findCategory(cat, service.cat2) : undefined

/** Stylists who still work here, in the catalogue's order. */
export const currentStylists = (cat: QuoteCatalogue) => cat.stylists.filter((s) => !s.hasLeft)

// The catalogue the calculator works from: salons, levels, colour categories, services and
// stylists as plain data. The server reads it from the CMS (src/content/quote-catalogue.server.ts)
// and the page sends it to the browser, so both run the same rules on the same data.
import type { CatalogueService, QuoteCatalogue } from './model'

// The shapes live in model.ts, which imports none of the quote's rules (no import circles:
// ADR 037); they are re-exported here, where callers have always found them.
export type {
  CatalogueCategory,
  CatalogueImage,
  CatalogueLeftStylist,
  CatalogueLevel,
  CatalogueSalon,
  CatalogueService,
  CatalogueStylist,
  QuoteCatalogue,
} from './model'

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

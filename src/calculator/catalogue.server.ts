// Everything the calculator needs from the CMS, in the quote module's own shapes.
import { cache } from 'react'

import {
  listColourCategories,
  listLevels,
  listSalons,
  listServices,
  listStylists,
  getSiteSettings,
} from '@/content/queries.server'
import type { CatalogueCategory, CatalogueLevel, CatalogueService, CatalogueStylist } from '@/quote'

export type CalcSalon = {
  id: number
  name: string
  shortName: string
  isAcademy: boolean
  phone: string
}
export type CalcLevel = CatalogueLevel & { experience: string | null }
export type CalcCategory = CatalogueCategory & { guidance: string }
export type CalcService = CatalogueService & { description: string | null }
export type CalcStylist = CatalogueStylist & {
  slug: string
  name: string
  levelName: string
  photo: { url: string; alt: string; width: number; height: number } | null
  paragraphs: string[]
}

export type Catalogue = {
  salons: CalcSalon[]
  levels: CalcLevel[]
  categories: CalcCategory[]
  services: CalcService[]
  stylists: CalcStylist[]
  defaultSalonId: number
  bookingUrl: string | null
}

export const loadCatalogue = cache(async (): Promise<Catalogue> => {
  const [salons, levels, categories, services, stylists, settings] = await Promise.all([
    listSalons(),
    listLevels(),
    listColourCategories(),
    listServices(),
    listStylists(),
    getSiteSettings(),
  ])
  return {
    salons: salons.map((s) => ({
      id: s.id,
      name: s.name,
      shortName: s.shortName,
      isAcademy: s.isAcademy,
      phone: s.phone,
    })),
    levels: levels.map((l) => ({
      id: l.id,
      name: l.name,
      adapter: l.adapter,
      experience: l.experience,
    })),
    categories: categories.map((c) => ({
      code: c.code,
      name: c.name,
      guidance: c.guidance,
      skipAddOn: c.skipAddOn,
      addOnGroup: c.addOnGroup,
      newStarterRestricted: c.newStarterRestricted,
    })),
    services: services
      .filter((s) => s.kind != null)
      .map((s) => ({
        id: s.id,
        name: s.name,
        kind: s.kind!,
        pricePence: s.pricePence,
        productPence: s.productPence,
        cat2: s.cat2,
        newStarterRestricted: s.newStarterRestricted,
        description: s.description,
      })),
    stylists: stylists.map((s) => ({
      id: s.id,
      firstName: s.firstName,
      salonId: s.salonId,
      levelId: s.levelId,
      acceptingNewClients: s.acceptingNewClients,
      hasLeft: s.hasLeft,
      slug: s.slug,
      name: s.name,
      levelName: s.levelName,
      photo: s.photo,
      paragraphs: s.paragraphs,
    })),
    defaultSalonId: settings.defaultSalonId,
    bookingUrl: settings.links.booking,
  }
})

// The demo content (src/seed/data) as a quote catalogue, numbered as the seed numbers it, for
// the quote module's tests: the rules are tested on the data the site ships with.
import { externalLinks, salons, stylists } from '@/seed/data/content'
import {
  bandKeys,
  categorySupplements,
  colourCategories,
  hairBands,
  levels,
  serviceMinutes,
  services,
  serviceSupplements,
  type SeedSupplement,
} from '@/seed/data/price-list'

import type { QuoteCatalogue } from '../catalogue'
import { poundsToPence } from '../money'
import { serviceKind } from '../service-kinds'

export function demoCatalogue(): QuoteCatalogue {
  // Bands are numbered as the seed creates them, in price-list.ts order.
  const bandIds = new Map(hairBands.flatMap((b, i) => bandKeys(b).map((k) => [k, i + 1] as const)))
  const rows = (list: SeedSupplement[] | undefined) =>
    (list ?? []).map((r) => ({
      bandId: bandIds.get(r.band)!,
      percent: r.percent ?? 0,
      pence: poundsToPence(r.amount ?? 0),
      minutes: r.minutes ?? 0,
    }))
  return {
    hairBands: hairBands.map((b, i) => ({
      id: i + 1,
      measure: b.measure,
      name: b.name,
      description: b.description,
      rank: b.rank,
      unsure: b.unsure === true,
    })),
    salons: salons.map((s) => ({
      id: s.id,
      name: s.name,
      shortName: s.shortName,
      isAcademy: s.isAcademy,
    })),
    levels: levels.map((l, i) => ({
      id: i + 1,
      name: l.name,
      adapter: l.adapter,
      experience: l.experience,
      rank: l.rank,
      newStarterRules: l.newStarterRules,
    })),
    categories: colourCategories.map((c, i) => ({
      id: i + 1,
      code: c.code,
      name: c.name,
      description: c.description,
      guidance: c.guidance,
      skipAddOn: c.skipAddOn,
      addOnGroup: c.addOnGroup ?? null,
      newStarterRestricted: c.newStarterRestricted,
      supplements: rows(categorySupplements[c.code]),
    })),
    services: services.map((s, i) => ({
      id: i + 1,
      name: s.service,
      kind: serviceKind(s.cat1, s.cat2)!,
      pricePence: poundsToPence(s.price),
      productPence: poundsToPence(s.productPrice ?? 0),
      cat2: s.cat2,
      newStarterRestricted: Boolean(s.newStarterRestricted),
      description: s.description ?? null,
      supplements: rows(serviceSupplements[s.service]),
      minutes: serviceMinutes[s.service] ?? null,
    })),
    stylists: stylists
      .filter((s) => !s.hasLeft)
      .map((s) => ({
        id: stylists.indexOf(s) + 1,
        slug: s.slug,
        name: `${s.firstName} ${s.lastName}`,
        firstName: s.firstName,
        salonId: s.salonId,
        levelId: s.levelId,
        levelName: levels[s.levelId - 1]?.name ?? '',
        acceptingNewClients: s.acceptingNewClients,
        hasLeft: false,
        photo: null,
        paragraphs: s.paragraphs.filter((p): p is string => Boolean(p)),
        bookingUrl: s.bookingUrl ?? null,
      })),
    leftStylists: stylists
      .filter((s) => s.hasLeft)
      .map((s) => ({
        id: stylists.indexOf(s) + 1,
        slug: s.slug,
        name: `${s.firstName} ${s.lastName}`,
        firstName: s.firstName,
        alternativeIds: (s.alternativeSlugs ?? [])
          .map((slug) => stylists.findIndex((x) => x.slug === slug) + 1)
          .filter((id) => id > 0),
      })),
    defaultSalonId: 2,
    bookingUrl: externalLinks.booking,
  }
}

/** A service of the demo catalogue by name (and kind, for the several "None"s). */
export const serviceNamed = (
  cat: QuoteCatalogue,
  name: string,
  kind?: QuoteCatalogue['services'][number]['kind'],
) => {
  const s = cat.services.find((x) => x.name === name && (kind == null || x.kind === kind))
  if (!s) throw new Error(`no service ${name}`)
  return s
}

export const stylistNamed = (cat: QuoteCatalogue, firstName: string) => {
  const s = cat.stylists.find((x) => x.firstName === firstName)
  if (!s) throw new Error(`no stylist ${firstName}`)
  return s
}

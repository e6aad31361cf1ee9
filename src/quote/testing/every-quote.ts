// Brute force for the offer tests: every quote the server accepts on a small catalogue.
import { availability } from '../availability'
import { calculatorTypes } from '../model'
import { quoteSalonId, serviceTypes } from '../service-types'
import {
  categoryOf,
  type CatalogueService,
  type CatalogueStylist,
  type QuoteCatalogue,
} from '../catalogue'
import type { OfferQuote } from '../offers'
import { checkSave } from '../save-check'

/** Every quote the server accepts, with what the offer rules see of it. */
export function everyQuote(cat: QuoteCatalogue): OfferQuote[] {
  const LEVELS = cat.levels.map((l) => l.id)
  const SALONS = cat.salons.map((s) => s.id)
  const out: OfferQuote[] = []
  const pairings: { stylist: CatalogueStylist | null; levelId: number; salonId: number }[] = [
    ...cat.stylists.map((s) => ({ stylist: s, levelId: s.levelId, salonId: s.salonId })),
    // Every quote is at a salon: her stylist's, or the one she chose (quoteSalonId).
    ...LEVELS.flatMap((levelId) => SALONS.map((salonId) => ({ stylist: null, levelId, salonId }))),
  ]
  for (const type of calculatorTypes) {
    const { slots, asksColourCategory } = serviceTypes[type]
    // Every combination of one service per step, as the calculator asks (a step skipped by the
    // colour category, the add-on, is left out; checkSave refuses any other gap it cannot fill).
    let combos: CatalogueService[][] = [[]]
    for (const slot of slots) {
      const options = cat.services.filter((s) => s.kind === slot)
      combos = combos.flatMap((c) => [
        ...options.map((o) => [...c, o]),
        ...(slot === 'colourAddOn' ? [c] : []),
      ])
    }
    for (const p of pairings) {
      for (const regular of [false, true]) {
        if (
          !p.stylist &&
          !availability(cat, { stylist: 'anyone', levelId: p.levelId, regular, salonId: p.salonId })
            .ok
        )
          continue
        for (const services of combos) {
          // The add-on step is left out only where the colour's category skips it (checkSave also
          // takes a quote without it when a £0 add-on exists, which older clients relied on).
          const colour = services.find((s) => s.kind === 'colour')
          const skips = colour ? categoryOf(cat, colour)?.skipAddOn : true
          if (asksColourCategory && !skips && !services.some((s) => s.kind === 'colourAddOn'))
            continue
          const check = checkSave(cat, {
            type,
            levelId: p.levelId,
            stylistId: p.stylist?.id ?? null,
            regular,
            serviceIds: services.map((s) => s.id),
          })
          if (!check.ok) continue
          out.push({
            regular,
            type,
            level: check.level,
            stylistId: p.stylist?.id ?? null,
            salonId: quoteSalonId(p.stylist, p.salonId),
            services: check.services,
            totalPence: check.total,
          })
        }
      }
    }
  }
  return out
}

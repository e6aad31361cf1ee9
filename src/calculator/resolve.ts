// Reconciles a state read from the address bar with the catalogue: unknown or mismatched ids
// are dropped, choosing a stylist sets her level and salon-independent level, and the
// skip-add-on flag comes from the chosen category's data.
import { addOnsFor, serviceSlots, type Selection, type ServiceSlot } from '@/quote'

import type { CalcCategory, CalcService, CalcStylist, Catalogue } from './catalogue.server'
import type { CalcState } from './state'

export type Resolved = CalcState & {
  stylist: CalcStylist | null
  category: CalcCategory | null
}

export function resolveState(state: CalcState, cat: Catalogue): Resolved {
  const s: Selection = { ...state.selection }
  const stylist = cat.stylists.find((x) => x.id === s.stylistId) ?? null
  if (!stylist) s.stylistId = null
  // Choosing a stylist also sets the level to hers (spec section 4).
  if (stylist) s.levelId = stylist.levelId
  if (s.levelId != null && !cat.levels.some((l) => l.id === s.levelId)) s.levelId = null
  if (s.salonId != null && !cat.salons.some((x) => x.id === s.salonId)) s.salonId = null
  // Only the Colour flow asks for a salon; the others use the default salon.
  if (s.type && s.type !== 'Colour' && s.salonId == null)
    s.salonId = stylist?.salonId ?? cat.defaultSalonId

  const category = cat.categories.find((c) => c.code === s.colourCategory) ?? null
  if (!category) s.colourCategory = null
  s.skipColourAddOn = category?.skipAddOn ?? false

  for (const slot of serviceSlots) {
    const svc = cat.services.find((x) => x.id === s[slot])
    if (!svc || !fits(slot, svc, category, cat.services)) s[slot] = null
  }
  if (s.type !== 'Colour') {
    s.colourCategory = null
    s.colour = s.colourAddOn = s.plex = null
  }
  if (s.type !== 'Colour' && s.type !== 'CuttingStyling') s.finish = s.finishAddOn = null
  if (s.type !== 'CuttingStyling') s.treatment = null
  if (s.type !== 'Men') s.mensCut = s.mensColour = null

  return { ...state, selection: s, stylist, category }
}

function fits(
  slot: ServiceSlot,
  svc: CalcService,
  category: CalcCategory | null,
  all: CalcService[],
): boolean {
  if (svc.kind !== slot) return false
  if (slot === 'colour') return category != null && svc.cat2 === category.code
  if (slot === 'colourAddOn') {
    return (
      category != null &&
      !category.skipAddOn &&
      addOnsFor(
        category,
        all.filter((a) => a.kind === 'colourAddOn'),
      ).some((a) => a.id === svc.id)
    )
  }
  return true
}

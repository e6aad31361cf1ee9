// Where a quote starts: the price list with each kind of appointment and its ways to choose, the
// ways explained, and a stylist's own start page (docs/rules.md, "The calculator's steps").
import { availability } from '../availability'
import { calculatorTypes, type CalculatorType } from '../calculator'
import { findSalon, type CatalogueStylist, type QuoteCatalogue } from '../catalogue'
import { cheapestQuote } from '../claims'
import { benefitText } from '../offers'
import { priceMenu } from '../prices'
import { hrefFor, parseState, type Mode, type Resolved } from '../url-state'
import { PATHS } from './routes'
import { redirect, stylistOffers } from './shared'
import type { Screen, TypeChoice } from './types'

const modeOrder: Mode[] = ['stylist', 'level', 'budget']

/**
 * The three types; a salon already chosen on this visit goes with each (asked once). Each type
 * carries its ways to choose, so /prices asks the type and the way in one tap.
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

export const menuScreen = (cat: QuoteCatalogue, state: Resolved): Screen => ({
  kind: 'menu',
  types: typeChoices(cat, state.selection.salonId),
  groups: priceMenu(cat, state.selection.salonId),
})

/** /prices/selector: the three types, or, with one chosen, its ways to choose explained. */
export function selectorScreen(cat: QuoteCatalogue, state: Resolved): Screen {
  const s = state.selection
  if (!s.type) return { kind: 'types', types: typeChoices(cat, s.salonId) }
  return {
    kind: 'modes',
    type: s.type,
    types: s.salonId != null ? `${PATHS.selector}?salon=${s.salonId}` : PATHS.selector,
    modes: modeOrder.map((mode) => ({
      mode,
      href: hrefFor(PATHS.calculator, state, {
        mode,
        happy: false,
        view: null,
        budget: null,
        // A level or stylist chosen another way does not carry over (by budget, none is asked).
        selection:
          mode === 'budget' || mode !== state.mode ? { levelId: null, stylistId: null } : {},
      }),
    })),
  }
}

/** /prices/{slug}: a stylist's page, the types she may do, each straight to her quote. */
export function stylistStartScreen(cat: QuoteCatalogue, state: Resolved, slug: string): Screen {
  const stylist = cat.stylists.find((x) => x.slug === slug && !x.hasLeft)
  // Her page says she has left and who to see instead.
  if (!stylist && cat.leftStylists?.some((x) => x.slug === slug)) return redirect(`/${slug}`)
  if (!stylist) return redirect(PATHS.prices)
  return {
    kind: 'stylistStart',
    stylist,
    salon: findSalon(cat, stylist.salonId) ?? null,
    offers: stylistOffers(cat, stylist, state.regular),
    types: calculatorTypes.map((type) => typeWith(cat, stylist, type)),
  }
}

function typeWith(cat: QuoteCatalogue, stylist: CatalogueStylist, type: CalculatorType) {
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
}

// The last screen before saving: the quote she is sending, with the offer it carries.
import { availability } from '../availability'
import { priceSelection } from '../calculator'
import { findService, type CatalogueLevel, type QuoteCatalogue } from '../catalogue'
import { firstBand, noHairAnswers, pricedMeasures } from '../hair'
import type { QuoteWitness } from '../claims'
import { linePence } from '../pricing'
import { hrefFor, parseState, toSearchParams } from '../url-state'
import { PATHS } from './routes'
import { quoteInHand, redirect, type QuoteInHand } from './shared'
import type { Screen } from './types'

export function finishScreen(q: QuoteInHand, level: CatalogueLevel): Screen {
  const { cat, state, services, type, link } = q
  const stylist = state.stylist
  // Whether she has been before is asked on the total's screen first.
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
  const { lines, total, minutes } = priceSelection(state.selection, cat.services, level)
  const offer = q.offerAt(level, total, stylist)
  // What a new client would have had: when she has said she has been before, the screen says
  // which offer that took away (ADR 046).
  const asNew = quoteInHand(cat, { ...state, regular: false }, type, q.mode, q.complete).offerAt(
    level,
    total,
    stylist,
  )
  return {
    kind: 'finish',
    state,
    stylist,
    lines,
    total,
    minutes,
    // Every chosen service travels with the form, "None" options at £0 included.
    sent: services.map((svc) => ({ id: svc.id, pence: linePence(svc, level.adapter) })),
    offer,
    offerGone:
      state.regular && asNew?.offer.audience === 'new' && asNew.offer.id !== offer?.offer.id
        ? asNew
        : null,
    query: toSearchParams(state).toString(),
  }
}

/**
 * The calculator's finish screen for a claim's witness: the quote that reaches the claim. A
 * claim is the price list's price, the first band of each measure (ADR 051): the link answers
 * her hair so, where its services price it.
 */
export function witnessHref(cat: QuoteCatalogue, w: QuoteWitness): string {
  const services = Object.values(w.services).flatMap((id) => {
    const svc = findService(cat, id)
    return svc ? [svc] : []
  })
  const hair = noHairAnswers()
  for (const m of pricedMeasures(cat, services)) hair[m] = firstBand(cat, m)?.id ?? null
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
      hair,
    },
  })
}

// The calculator's screens as data: for an address (path and query), what the visitor sees —
// the choices offered, each with the address it leads to, its price and, when it cannot be
// chosen, why. The server renders these for the first page and for visitors without
// JavaScript; in the browser the same function answers every tap without asking the server
// (ADR 012). Availability comes from `availability`, prices from the pricing module: nothing
// here decides either on its own.
import { stepDone } from '../calculator'
import type { QuoteCatalogue } from '../catalogue'
import { forHair } from '../hair'
import { parseState, resolveState, type Mode, type Params } from '../url-state'
import { byBudgetScreen } from './by-budget'
import { byLevelScreen } from './by-level'
import { byStylistScreen } from './by-stylist'
import { finishScreen } from './finish'
import { PATHS, stylistSlug } from './routes'
import { quoteInHand, redirect } from './shared'
import { menuScreen, selectorScreen, stylistStartScreen } from './start'
import { calculatorScreen } from './steps'
import type { Screen, ScreenOptions } from './types'

export * from './types'
export { PATHS, isCalculatorPath } from './routes'
export { optionPrice } from './step-options'
export { witnessHref } from './finish'

/** The screen for an address. `pathname` is under /prices; `params` its query. */
export function screenFor(
  base: QuoteCatalogue,
  pathname: string,
  params: Params,
  opts: ScreenOptions = {},
): Screen {
  const path = pathname.replace(/\/+$/, '') || '/'
  const state = resolveState(parseState(params), base)
  const s = state.selection
  // Every price from here on is for her hair (ADR 051): unanswered, the price list's own.
  const cat = forHair(base, s.hair)

  if (path === PATHS.prices) return menuScreen(cat, state)
  if (path === PATHS.selector) return selectorScreen(cat, state)
  const slug = stylistSlug(path)
  if (slug) return stylistStartScreen(cat, state, slug)

  // Every other calculator page needs a type (docs/rules.md, "The calculator's steps").
  if (!s.type) return redirect(PATHS.prices)
  const mode: Mode = state.mode ?? (state.stylist ? 'stylist' : 'level')
  const complete = stepDone(s, 'totals', { skipLevel: mode === 'budget' })
  const q = quoteInHand(cat, state, s.type, mode, complete)
  const { level } = q
  // Back to the steps; a link naming a stylist who has left keeps her, so the steps say so.
  const toSteps = () =>
    redirect(
      q.link(PATHS.calculator, state.left ? { selection: { stylistId: state.left.id } } : {}),
    )

  switch (path) {
    case PATHS.calculator:
      // By budget with her budget already given (with her salon): the quote ends on what fits it.
      if (mode === 'budget' && complete && state.budget != null && state.open == null)
        return redirect(q.link(PATHS.byPrice))
      return calculatorScreen(q)
    case PATHS.byLevel:
      return complete && level ? byLevelScreen(q, level, opts.seed ?? 0) : toSteps()
    case PATHS.byStylist:
      return complete && level && state.stylist
        ? byStylistScreen(q, state.stylist, level)
        : toSteps()
    case PATHS.byPrice:
      return complete ? byBudgetScreen(q) : toSteps()
    case PATHS.finish:
      return complete && level ? finishScreen(q, level) : toSteps()
    default:
      return redirect(PATHS.prices)
  }
}

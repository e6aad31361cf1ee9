// The calculator's steps: what is answered, the step in front of her, and the quote so far.
import { availability } from '../availability'
import { hairMeasureRules, hairInWords, hairMeasures, hairNamed, type HairAnswers } from '../hair'
import {
  answeredSteps,
  applicableSteps,
  chosenServices,
  currentStep,
  priceSelection,
  visibleSteps,
} from '../calculator'
import { isOptionalSlot, type Step } from '../service-types'
import {
  findLevel,
  findSalon,
  findService,
  findStylist,
  type CatalogueStylist,
  type QuoteCatalogue,
} from '../catalogue'
import { formatGBP } from '../money'
import { hrefFor, toSearchParams, type Resolved, type StatePatch } from '../url-state'
import { PATHS } from './routes'
import { cardOf, mayChoose, priceRange, type QuoteInHand } from './shared'
import { claimContextOf, optionPrice, stepOptions } from './step-options'
import type { CalculatorScreen, LeftNotice, ShownQuote } from './types'

export function calculatorScreen(q: QuoteInHand): CalculatorScreen {
  const { cat, state, type, mode, complete, level } = q
  const s = state.selection
  const stepOpts = { skipLevel: mode === 'budget' }
  const current = currentStep(s, stepOpts)
  const visible = visibleSteps(s, stepOpts)
  const stepLink = (patch: StatePatch) => hrefFor(PATHS.calculator, state, patch)
  const quote = shownQuote(q)
  return {
    kind: 'calculator',
    state,
    type,
    mode,
    steps: applicableSteps(s, stepOpts),
    visible,
    current,
    done: visible
      .filter((step) => step !== current && step !== 'totals')
      .map((step) => ({
        step,
        value: doneValue(cat, state, step),
        change: stepLink(clearPatch(step, s)),
      })),
    answered: answeredSteps(s, stepOpts),
    left: leftNotice(q),
    options: current ? stepOptions(q, current, stepLink) : null,
    quote,
    offer:
      complete && level && quote.kind === 'exact'
        ? q.offerAt(level, quote.total, state.stylist)
        : null,
    complete,
    next: complete ? nextScreen(q) : null,
  }
}

/** Where a complete quote goes: by budget, what fits; by level, its stylists; else hers. */
function nextScreen(q: QuoteInHand): CalculatorScreen['next'] {
  const { state } = q
  if (q.mode === 'budget')
    return {
      href: hrefFor(PATHS.byPrice, state),
      to: 'byPrice',
      hidden: [...toSearchParams(state, { budget: null }).entries()],
    }
  if (q.mode === 'level' && !state.stylist)
    return { href: hrefFor(PATHS.byLevel, state), to: 'byLevel' }
  return { href: hrefFor(PATHS.byStylist, state), to: 'byStylist' }
}

/** The quote so far: exact at a chosen level, else its range across levels. */
function shownQuote(q: QuoteInHand): ShownQuote {
  const { cat, state, level } = q
  if (level) return { kind: 'exact', ...priceSelection(state.selection, cat.services, level) }
  return { kind: 'range', ...priceRange(q) }
}

/** A link naming a stylist who has left: her name, and the current stylists chosen for her clients. */
function leftNotice(q: QuoteInHand): LeftNotice | null {
  const { cat, state, type, services } = q
  const left = state.left
  if (!left) return null
  const alternatives = left.alternativeIds
    .map((id) => findStylist(cat, id))
    .filter((x): x is CatalogueStylist => x != null && !x.hasLeft)
    .filter((x) =>
      mayChoose(
        availability(cat, { stylist: x, regular: state.regular, services, type }),
        state.regular,
      ),
    )
  return {
    name: left.name,
    firstName: left.firstName,
    alternatives: alternatives.map((x) => ({
      ...cardOf(cat, x, state.regular, { type, services, complete: false }),
      href: hrefFor(PATHS.calculator, state, {
        mode: 'stylist',
        selection: { stylistId: x.id, levelId: x.levelId },
      }),
    })),
  }
}

function clearPatch(step: Step, s: Resolved['selection']): StatePatch {
  // An optional step reopens without its "None", so she can choose something else.
  if (isOptionalSlot(step)) return { selection: { [step]: null }, open: step }
  switch (step) {
    case 'salon':
      return { selection: { salonId: null } }
    case 'level':
      return { selection: { levelId: null, stylistId: null } }
    case 'colourCategory':
      return { selection: { colourCategory: null, colour: null, colourAddOn: null } }
    case 'hair':
      // Her length is asked again; a thickness she changed stays as she left it.
      return {
        selection: {
          hair: Object.fromEntries(
            hairMeasures.map((m) => [m, hairMeasureRules[m].startsUnsure ? s.hair[m] : null]),
          ) as HairAnswers,
        },
      }
    case 'totals':
      return {}
    default:
      return { selection: { [step]: null } }
  }
}

function doneValue(cat: QuoteCatalogue, state: Resolved, step: Step): string {
  const s = state.selection
  switch (step) {
    case 'salon':
      return findSalon(cat, s.salonId)?.name ?? ''
    case 'level':
      return state.stylist
        ? `${state.stylist.name} · ${state.stylist.levelName}`
        : (findLevel(cat, s.levelId)?.name ?? '')
    case 'colourCategory':
      return state.category?.name ?? ''
    case 'hair':
      return hairInWords(
        hairNamed(cat, chosenServices(s, cat.services), s.hair).map((h) => ({
          ...h,
          band: h.band.name,
        })),
      )
    case 'totals':
      return ''
    default: {
      const svc = findService(cat, s[step])
      if (!svc) return ''
      const price = optionPrice(cat, svc, s.levelId, claimContextOf(state))
      return price.pence != null && price.pence > 0
        ? `${svc.name} · ${price.from ? 'from ' : ''}${formatGBP(price.pence)}`
        : svc.name
    }
  }
}

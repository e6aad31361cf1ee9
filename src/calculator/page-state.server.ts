import { redirect } from 'next/navigation'

import { allSelected, applicableSteps, currentStep, visibleSteps, type Step } from '@/quote'

import { loadCatalogue, type Catalogue } from './catalogue.server'
import { resolveState, type Resolved } from './resolve'
import { parseState } from './state'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

export type CalcPage = {
  state: Resolved
  cat: Catalogue
  steps: Step[]
  visible: Step[]
  current: Step | null
  complete: boolean
}

/** Reads the calculator state for a page; the guarded pages send visitors without a type to /prices. */
export async function loadCalcPage(
  searchParams: SearchParams,
  opts: { guard: boolean } = { guard: true },
): Promise<CalcPage> {
  const [params, cat] = await Promise.all([searchParams, loadCatalogue()])
  const state = resolveState(parseState(params), cat)
  if (opts.guard && !state.selection.type) redirect('/prices')
  const stepOpts = { skipLevel: state.mode === 'budget' }
  return {
    state,
    cat,
    steps: applicableSteps(state.selection, stepOpts),
    visible: visibleSteps(state.selection, stepOpts),
    current: currentStep(state.selection, stepOpts),
    complete:
      allSelected(state.selection) && (state.mode === 'budget' || state.selection.levelId != null),
  }
}

import type { Metadata } from 'next'

import { CalculatorSteps } from '@/calculator/components/calculator-steps'
import styles from '@/calculator/components/calculator.module.css'
import { QuoteSummary } from '@/calculator/components/quote-summary'
import { StepIndicator } from '@/calculator/components/step-indicator'
import { typeLabels } from '@/calculator/labels'
import { loadCalcPage, type SearchParams } from '@/calculator/page-state.server'
import { shownQuote } from '@/calculator/pricing-view'
import { hrefFor } from '@/calculator/state'
import type { Step } from '@/quote'

export const metadata: Metadata = {
  title: 'Build your quote',
  alternates: { canonical: '/prices' },
  robots: { index: false },
}

export default async function CalculatorPage({ searchParams }: { searchParams: SearchParams }) {
  const page = await loadCalcPage(searchParams)
  const { state, cat, steps, visible, current, complete } = page
  const type = state.selection.type!
  const done = new Set<Step>(
    steps.filter((s) => visible.includes(s) && s !== current && s !== 'totals'),
  )
  if (complete) done.add('totals')
  const next =
    state.mode === 'budget'
      ? { href: hrefFor('/prices/total-by-price', state), label: 'See what fits my budget' }
      : state.mode === 'level' && !state.stylist
        ? { href: hrefFor('/prices/total-by-level', state), label: 'Show Stylists' }
        : { href: hrefFor('/prices/total-by-stylist', state), label: 'Next' }
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>{typeLabels[type].title}</p>
      <h1 className={styles.title}>Build your quote</h1>
      <StepIndicator steps={steps} current={current} done={done} />
      <div className={styles.layout}>
        <CalculatorSteps state={state} cat={cat} visible={visible} current={current} />
        <QuoteSummary quote={shownQuote(state.selection, cat)} complete={complete} next={next} />
      </div>
    </div>
  )
}

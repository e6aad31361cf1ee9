import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import styles from '@/calculator/components/calculator.module.css'
import { FinishForm } from '@/calculator/components/finish-form'
import { SelectionLines } from '@/calculator/components/selection-lines'
import { loadCalcPage, type SearchParams } from '@/calculator/page-state.server'
import { hrefFor, toSearchParams } from '@/calculator/state'
import { chosenServiceIds, linePence, priceSelection } from '@/quote'

export const metadata: Metadata = { title: 'Save your quote', robots: { index: false } }

export default async function FinishPage({ searchParams }: { searchParams: SearchParams }) {
  const { state, cat, complete } = await loadCalcPage(searchParams)
  const level = cat.levels.find((l) => l.id === state.selection.levelId)
  if (!complete || !level) redirect(hrefFor('/prices/calculator', state))
  if (state.regular === null) {
    redirect(
      state.stylist
        ? hrefFor('/prices/total-by-stylist', state, { happy: true })
        : hrefFor('/prices/total-by-level', state),
    )
  }
  const { lines, total } = priceSelection(state.selection, cat.services, level)
  // Every chosen service travels with the form, "None" options at £0 included.
  const sent = chosenServiceIds(state.selection).map((id) => {
    const svc = cat.services.find((x) => x.id === id)!
    return { id, pence: linePence(svc, level.adapter) }
  })
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Nearly done</p>
      <h1 className={styles.title}>Where shall we send your quote?</h1>
      <p className={styles.lede}>
        We&apos;ll send your estimated quote{state.stylist ? ` with ${state.stylist.name}` : ''} by
        e-mail and text message{state.regular ? '' : ', with a special offer for your first visit'}.
      </p>
      <div className={styles.layout}>
        <FinishForm state={toSearchParams(state).toString()} lines={sent} total={total} />
        <SelectionLines lines={lines} total={total} />
      </div>
    </div>
  )
}

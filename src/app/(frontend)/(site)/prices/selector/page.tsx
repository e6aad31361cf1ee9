import type { Metadata } from 'next'
import Link from '@/components/link'

import styles from '@/calculator/components/calculator.module.css'
import { typeLabels } from '@/calculator/labels'
import { loadCalcPage, type SearchParams } from '@/calculator/page-state.server'
import { hrefFor } from '@/calculator/state'

export const metadata: Metadata = {
  title: 'How would you like to choose?',
  alternates: { canonical: '/prices/selector' },
  robots: { index: false },
}

const choices = [
  {
    mode: 'stylist',
    title: 'By stylist',
    text: 'You already know who you would like, or want to pick from our team.',
  },
  {
    mode: 'level',
    title: 'By level',
    text: 'Choose how experienced a stylist you would like, then meet who is available.',
  },
  {
    mode: 'budget',
    title: 'By budget',
    text: 'Tell us what you would like to spend and see which levels and stylists fit.',
  },
] as const

export default async function SelectorPage({ searchParams }: { searchParams: SearchParams }) {
  const { state } = await loadCalcPage(searchParams, { guard: false })
  const type = state.selection.type
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>{type ? typeLabels[type].title : 'Online quote'}</p>
      <h1 className={styles.title}>How would you like to choose?</h1>
      {!type ? (
        <p className={styles.note}>
          First, <Link href="/prices">choose the kind of appointment</Link> you would like a quote
          for.
        </p>
      ) : (
        <ul className={styles.typeGrid}>
          {choices.map((c) => (
            <li key={c.mode}>
              <Link
                className={styles.typeCard}
                href={hrefFor('/prices/calculator', state, {
                  mode: c.mode,
                  selection: c.mode === 'budget' ? { levelId: null, stylistId: null } : {},
                })}
              >
                <h2>{c.title}</h2>
                <span>{c.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

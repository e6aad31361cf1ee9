import type { Metadata } from 'next'
import Image from 'next/image'
import Link from '@/components/link'
import { redirect } from 'next/navigation'

import styles from '@/calculator/components/calculator.module.css'
import { SelectionLines } from '@/calculator/components/selection-lines'
import { loadCalcPage, type SearchParams } from '@/calculator/page-state.server'
import { hrefFor } from '@/calculator/state'
import { offerable, priceSelection } from '@/quote'

export const metadata: Metadata = { title: 'Your Selection', robots: { index: false } }

export default async function TotalByStylistPage({ searchParams }: { searchParams: SearchParams }) {
  const { state, cat, complete } = await loadCalcPage(searchParams)
  const stylist = state.stylist
  if (!complete || !stylist) redirect(hrefFor('/prices/calculator', state))
  const level = cat.levels.find((l) => l.id === stylist.levelId)!
  const { lines, total } = priceSelection(state.selection, cat.services, level)
  const chosenSalon = cat.salons.find((x) => x.id === state.selection.salonId)
  const stylistSalon = cat.salons.find((x) => x.id === stylist.salonId)
  const salonName = stylistSalon?.name ?? 'us'
  const canBeHappy = offerable(stylist, state.regular)
  const answer = (regular: boolean) => hrefFor('/prices/finish', state, { regular, happy: true })
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Your quote</p>
      <h1 className={styles.title}>Your Selection</h1>
      <div className={styles.layout}>
        <div>
          <SelectionLines lines={lines} total={total} />
          {chosenSalon && stylistSalon && chosenSalon.id !== stylistSalon.id && (
            <p className={styles.note}>
              Please note: {stylist.firstName} works at {stylistSalon.name}, not at{' '}
              {chosenSalon.name}.
            </p>
          )}
          {!canBeHappy && (
            <div className={styles.note}>
              <p>
                {stylist.firstName} isn&apos;t taking new clients at the moment. If you&apos;ve been
                to {salonName} in the last 18 months, you can still save this quote.
              </p>
              <div className={styles.buttonRow}>
                <Link
                  className={styles.button}
                  href={hrefFor('/prices/total-by-stylist', state, { regular: true, happy: true })}
                >
                  I&apos;m a returning client
                </Link>
                <Link
                  className={`${styles.button} ${styles.buttonGhost}`}
                  href={hrefFor('/prices/total-by-level', state, {
                    mode: 'level',
                    selection: { stylistId: null, levelId: stylist.levelId },
                  })}
                >
                  Choose a different stylist
                </Link>
              </div>
            </div>
          )}
          {canBeHappy && !state.happy && (
            <div className={styles.buttonRow}>
              <Link
                className={`${styles.button} ${styles.buttonDark}`}
                href={hrefFor('/prices/total-by-stylist', state, { happy: true })}
              >
                I&apos;m Happy
              </Link>
              <Link
                className={`${styles.button} ${styles.buttonGhost}`}
                href={hrefFor('/prices/calculator', state, { happy: false })}
              >
                Change Choices
              </Link>
            </div>
          )}
          {canBeHappy && state.happy && (
            <section className={styles.panel} aria-labelledby="regular-question">
              <h2 id="regular-question" className={styles.panelTitle}>
                Have you been to {salonName} before?
              </h2>
              <p className={styles.optionMeta}>Within the last 18 months.</p>
              <div className={styles.buttonRow}>
                {([true, false] as const).map((v) => (
                  <Link
                    key={String(v)}
                    className={`${styles.button} ${state.regular === v ? styles.pressed : styles.buttonGhost}`}
                    aria-current={state.regular === v ? 'true' : undefined}
                    href={answer(v)}
                  >
                    {v ? 'Yes' : 'No'}
                  </Link>
                ))}
              </div>
              <p>
                <Link href={hrefFor('/prices/calculator', state, { happy: false })}>
                  Change Choices
                </Link>
              </p>
            </section>
          )}
        </div>
        <aside className={styles.panel}>
          {stylist.photo && (
            <Image
              src={stylist.photo.url}
              alt={stylist.photo.alt}
              width={320}
              height={400}
              sizes="(max-width: 900px) 100vw, 320px"
              style={{ width: '100%', height: 'auto', borderRadius: 12 }}
            />
          )}
          <h2 className={styles.panelTitle} style={{ marginTop: '0.75rem' }}>
            {stylist.name}
          </h2>
          <p className={styles.optionMeta}>
            {stylist.levelName} · {stylistSalon?.name}
          </p>
        </aside>
      </div>
    </div>
  )
}

import type { Metadata } from 'next'
import Image from 'next/image'
import Link from '@/components/link'
import { redirect } from 'next/navigation'

import styles from '@/calculator/components/calculator.module.css'
import { loadCalcPage, type SearchParams } from '@/calculator/page-state.server'
import { shownQuote } from '@/calculator/pricing-view'
import { hrefFor, toSearchParams } from '@/calculator/state'
import { formatGBP, offerable, pricesByLevel } from '@/quote'

export const metadata: Metadata = { title: 'Your budget', robots: { index: false } }

/** By budget (decisions item 9): which levels and stylists fit what the visitor wants to spend. */
export default async function TotalByPricePage({ searchParams }: { searchParams: SearchParams }) {
  const { state, cat, complete } = await loadCalcPage(searchParams)
  if (!complete) redirect(hrefFor('/prices/calculator', state))
  const quote = shownQuote({ ...state.selection, levelId: null }, cat)
  const budgetPence = (state.budget ?? 0) * 100
  const byLevel = pricesByLevel(state.selection, cat.services, cat.levels, budgetPence)
  const fitting = byLevel.filter((l) => l.fits).reverse() // most senior that fits first
  const salon =
    cat.salons.find((x) => x.id === state.selection.salonId) ??
    cat.salons.find((x) => x.id === cat.defaultSalonId)
  const hidden = [...toSearchParams(state, { budget: null }).entries()]
  const cheapest = byLevel.reduce<(typeof byLevel)[number] | null>(
    (min, l) => (!min || l.total < min.total ? l : min),
    null,
  )

  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Your quote · by budget</p>
      <h1 className={styles.title}>What would you like to spend?</h1>
      <p className={styles.lede}>
        Your services cost between{' '}
        {quote.kind === 'range' ? `${formatGBP(quote.min)} and ${formatGBP(quote.max)}` : ''}{' '}
        depending on the stylist&apos;s level. Enter your budget to see who fits it.
      </p>
      <form
        method="get"
        action="/prices/total-by-price"
        className={styles.form}
        style={{ gridTemplateColumns: '1fr auto', alignItems: 'end' }}
      >
        {hidden.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div className={styles.field}>
          <label htmlFor="budget">Your budget in pounds</label>
          <input
            id="budget"
            name="budget"
            type="number"
            inputMode="numeric"
            min={1}
            max={99999}
            step={1}
            defaultValue={state.budget ?? ''}
            required
          />
        </div>
        <button className={`${styles.button} ${styles.buttonDark}`} type="submit">
          Show what fits
        </button>
      </form>

      {state.budget != null && (
        <section aria-live="polite">
          {fitting.length === 0 ? (
            <p className={styles.note}>
              Nothing fits a budget of {formatGBP(budgetPence)} for these services yet.
              {cheapest &&
                ` The closest is a ${cheapest.level.name} at ${formatGBP(cheapest.total)}.`}{' '}
              <Link href={hrefFor('/prices/calculator', state)}>Change Choices</Link>
            </p>
          ) : (
            fitting.map(({ level, total }) => {
              const people = cat.stylists.filter(
                (s) => s.levelId === level.id && offerable(s, state.regular),
              )
              const ordered = [
                ...people.filter((s) => s.salonId === salon?.id),
                ...people.filter((s) => s.salonId !== salon?.id),
              ]
              return (
                <div key={level.id}>
                  <h2 className={styles.sectionTitle}>
                    {level.name} — {formatGBP(total)}
                  </h2>
                  {ordered.length === 0 ? (
                    <p className={styles.optionMeta}>No stylists at this level at the moment.</p>
                  ) : (
                    <ul className={styles.cards}>
                      {ordered.map((s) => (
                        <li key={s.id}>
                          <Link
                            className={styles.card}
                            href={hrefFor('/prices/total-by-stylist', state, {
                              selection: { stylistId: s.id, levelId: s.levelId },
                            })}
                          >
                            {s.photo && (
                              <Image
                                className={styles.cardImage}
                                src={s.photo.url}
                                alt=""
                                width={400}
                                height={500}
                                sizes="(max-width: 600px) 50vw, 220px"
                              />
                            )}
                            <span className={styles.cardBody}>
                              <span className={styles.optionName}>{s.name}</span>
                              <span className={styles.optionMeta}>
                                {cat.salons.find((x) => x.id === s.salonId)?.shortName} ·{' '}
                                {formatGBP(total)}
                              </span>
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )
            })
          )}
        </section>
      )}
    </div>
  )
}

import Link from '@/components/link'

import { formatGBP } from '@/quote'

import type { ShownQuote } from '../pricing-view'
import styles from './calculator.module.css'

/** The running total, announced politely to screen readers as it changes. */
export function QuoteSummary({
  quote,
  complete,
  next,
}: {
  quote: ShownQuote
  complete: boolean
  next: { href: string; label: string } | null
}) {
  const empty = quote.kind === 'exact' ? quote.lines.length === 0 : quote.names.length === 0
  return (
    <aside className={styles.summary} aria-labelledby="quote-summary-title">
      <h2 id="quote-summary-title">Your quote</h2>
      <div aria-live="polite" aria-atomic="true">
        {empty ? (
          <p className={styles.summaryEmpty}>
            Your services and prices will appear here as you choose them.
          </p>
        ) : quote.kind === 'exact' ? (
          <>
            <ul className={styles.lines}>
              {quote.lines.map((l) => (
                <li key={l.serviceId} className={styles.line}>
                  <span>{l.name}</span>
                  <span>{formatGBP(l.pence)}</span>
                </li>
              ))}
            </ul>
            <p className={styles.totalRow}>
              <span>{complete ? 'Total estimated cost' : 'Running total'}</span>
              <span className={styles.totalValue} data-testid="running-total">
                {formatGBP(quote.total)}
              </span>
            </p>
          </>
        ) : (
          <>
            <ul className={styles.lines}>
              {quote.names.map((n) => (
                <li key={n} className={styles.line}>
                  {n}
                </li>
              ))}
            </ul>
            <p className={styles.totalRow}>
              <span>{complete ? 'Depending on level' : 'So far, by level'}</span>
              <span className={styles.totalValue} data-testid="running-total">
                {formatGBP(quote.min)}–{formatGBP(quote.max)}
              </span>
            </p>
          </>
        )}
      </div>
      {complete && next && (
        <Link className={styles.button} href={next.href}>
          {next.label}
        </Link>
      )}
      {!complete && !empty && (
        <p className={styles.muted}>Estimated prices. Keep going to see your final total.</p>
      )}
    </aside>
  )
}

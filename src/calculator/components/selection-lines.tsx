import { formatGBP, type QuoteLine } from '@/quote'

import styles from './calculator.module.css'

/** The chosen services with their prices and the total, as a definition list. */
export function SelectionLines({
  lines,
  total,
  label = 'Total estimated cost',
}: {
  lines: QuoteLine[]
  total: number
  label?: string
}) {
  return (
    <div className={styles.panel}>
      <ul className={styles.lines} style={{ color: 'inherit' }}>
        {lines.map((l) => (
          <li key={l.serviceId} className={styles.line}>
            <span>{l.name}</span>
            <span>{formatGBP(l.pence)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.totalRow} style={{ borderColor: '#e6e0d6' }}>
        <span>{label}</span>
        <span className={styles.totalValue} data-testid="quote-total">
          {formatGBP(total)}
        </span>
      </p>
    </div>
  )
}

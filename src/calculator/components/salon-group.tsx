// One salon's stylists under the salon's name: the by-stylist list, the level total's other
// salons and the budget results all group this way, hers first (`stylist-groups.ts`).
import type { ReactNode } from 'react'

import styles from './calculator.module.css'

export function SalonGroup({
  id,
  salonId,
  title,
  className,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string
  salonId: number
  title: string
  className?: string
  children: ReactNode
}) {
  return (
    <section className={className} aria-labelledby={id} data-salon-group={salonId}>
      <h3 id={id} className={styles.listHeading}>
        {title}
      </h3>
      {children}
    </section>
  )
}

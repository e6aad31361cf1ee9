import Link from '@/components/link'

import type { Review } from '@/content/types'
import { formatLongDate } from '@/lib/text'

import styles from './review-list.module.css'
import { Stars } from './stars'

/** A feed of reviews: stars, text, client, and the stylist (linked) unless `hideStylist`. */
export function ReviewList({ reviews, hideStylist }: { reviews: Review[]; hideStylist?: boolean }) {
  return (
    <ul className={styles.list}>
      {reviews.map((r) => (
        <li key={r.id}>
          <figure className={styles.review}>
            <Stars rating={r.rating} className={styles.stars} />
            <blockquote className={styles.quote}>
              <p>{r.review}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.client}>{r.client}</span>
              {!hideStylist && r.stylistName && r.stylistSlug && (
                <>
                  {' '}
                  with <Link href={`/team/${r.stylistSlug}`}>{r.stylistName}</Link>
                </>
              )}
              {' · '}
              <time dateTime={r.date}>{formatLongDate(r.date)}</time>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

import Image from '@/components/site/responsive-image'
import Link from '@/components/link'

import type { NewsItem } from '@/content/types'
import { formatLongDate, truncate } from '@/lib/text'

import styles from './news-cards.module.css'

/** News cards: image, title, body cut to 120 characters plus '...'. */
export function NewsCards({
  items,
  headingLevel = 3,
}: {
  items: NewsItem[]
  headingLevel?: 2 | 3
}) {
  const H = `h${headingLevel}` as const
  return (
    <ul className={styles.grid}>
      {items.map((n) => (
        <li key={`${n.link ?? ''}-${n.id}`} className={styles.card}>
          <div className={styles.media}>
            {n.image && (
              <Image
                src={n.image.url}
                variants={n.image.variants}
                alt={n.alt}
                width={480}
                height={270}
                sizes="(max-width: 600px) calc(100vw - 2.5rem), (max-width: 1100px) 45vw, 280px"
              />
            )}
          </div>
          <div className={styles.body}>
            <p className={styles.date}>
              <time dateTime={n.date}>{formatLongDate(n.date)}</time>
            </p>
            <H className={styles.title}>
              {n.link ? (
                <Link href={n.link} className={styles.link}>
                  {n.title}
                </Link>
              ) : (
                n.title
              )}
            </H>
            <p className={styles.text}>{truncate(n.body, 120)}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

import Image from '@/components/site/responsive-image'
import Link from '@/components/link'

import type { Stylist } from '@/content/types'

import styles from './stylist-card.module.css'

type Props = {
  stylist: Stylist
  salonName?: string
  anchor?: boolean
  headingLevel?: 2 | 3
  /** In a phone's first screen: loaded at once, not lazily, so the LCP does not wait for it. */
  eager?: boolean
}

/** A team card: portrait, name and level, linking to the profile. With `anchor`, the card is /team#slug. */
export function StylistCard({ stylist: s, salonName, anchor, headingLevel = 3, eager }: Props) {
  const H = `h${headingLevel}` as const
  return (
    <article id={anchor ? s.slug : undefined} className={styles.card}>
      <div className={styles.photo}>
        {s.photo && (
          <Image
            src={s.photo.url}
            variants={s.photo.variants}
            alt={s.photo.alt}
            width={400}
            height={500}
            sizes="(max-width: 520px) 45vw, 240px"
            loading={eager ? 'eager' : undefined}
          />
        )}
      </div>
      <div className={styles.body}>
        <H className={styles.name}>
          <Link href={`/team/${s.slug}`} className={styles.link}>
            {s.name}
          </Link>
        </H>
        <p className={styles.level}>
          {s.levelName}
          {salonName && <span className={styles.salon}> · {salonName}</span>}
        </p>
        {!s.acceptingNewClients && <p className={styles.badge}>Not taking new clients</p>}
      </div>
    </article>
  )
}

import { OpeningTimes } from '@/components/site/opening-times'
import { getSalonsInOrder } from '@/content/site-queries.server'
import type { PageBlockOf } from '@/content/types'

import styles from '../blocks.module.css'

export async function OpeningTimesView({ block }: { block: PageBlockOf<'openingTimes'> }) {
  const salons = await getSalonsInOrder()
  return (
    <div>
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="lede">{block.intro}</p>}
      <div className={styles.hoursGrid}>
        {salons.map((s) => (
          <OpeningTimes key={s.id} salon={s} />
        ))}
      </div>
    </div>
  )
}

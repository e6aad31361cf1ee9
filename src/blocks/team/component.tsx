import { StylistCard } from '@/components/site/stylist-card'
import { getSalons, listTeam } from '@/content/site-queries.server'
import type { PageBlockOf } from '@/content/types'

import styles from '../blocks.module.css'

export async function TeamView({ block }: { block: PageBlockOf<'team'> }) {
  const [team, salons] = await Promise.all([listTeam(), getSalons()])
  const shown = team
    .filter((s) => block.salonId == null || s.salonId === block.salonId)
    .slice(0, block.limit ?? undefined)
  if (shown.length === 0) return null
  return (
    <div>
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="lede">{block.intro}</p>}
      <ul className={styles.teamGrid}>
        {shown.map((s) => (
          <li key={s.id}>
            <StylistCard
              stylist={s}
              salonName={salons.find((x) => x.id === s.salonId)?.shortName}
              headingLevel={block.heading ? 3 : 2}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

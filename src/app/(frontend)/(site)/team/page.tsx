import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/render-blocks'
import { appPageMetadata, loadPage, PageHero } from '@/components/site/cms-page'
import { StylistCard } from '@/components/site/stylist-card'
import { getSalonsInOrder, listTeam } from '@/content/site-queries.server'

import styles from './team.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const generateMetadata = (): Promise<Metadata> =>
  appPageMetadata('team', '/team', 'Meet the team')

export default async function TeamPage() {
  const [{ page, preview }, team, salons] = await Promise.all([
    loadPage('team'),
    listTeam(),
    getSalonsInOrder(),
  ])
  const groups = salons
    .map((salon) => ({ salon, stylists: team.filter((s) => s.salonId === salon.id) }))
    .filter((g) => g.stylists.length > 0)

  return (
    <>
      <PageHero page={page} preview={preview} fallbackTitle="Meet the team" />
      {groups.map(({ salon, stylists }, g) => (
        <section
          key={salon.id}
          className={`section ${styles.group}`}
          aria-labelledby={`salon-${salon.id}-team`}
        >
          <div className="container">
            <div className={styles.groupHead}>
              <h2 id={`salon-${salon.id}-team`}>{salon.name}</h2>
              <p className="muted">
                {salon.address.line1}, {salon.address.town}
              </p>
            </div>
            <ul className={styles.grid}>
              {stylists.map((s, i) => (
                <li key={s.id}>
                  {/* The first two rows of a phone's two columns are in its first screen. */}
                  <StylistCard stylist={s} anchor eager={g === 0 && i < 4} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      {page && <RenderBlocks blocks={page.blocks} />}
    </>
  )
}

import type { Metadata } from 'next'

import { PageHeader } from '@/components/site/PageHeader'
import { StylistCard } from '@/components/site/StylistCard'
import { getSalonsInOrder, listTeam } from '@/content/site-queries.server'

import styles from './team.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Meet the team',
  description:
    'Meet the Willow & Wren stylists at High Street, Riverside and the Academy — from New Starters to Advanced Seniors — and find the right person for your hair and budget.',
  alternates: { canonical: '/team' },
}

export default async function TeamPage() {
  const [team, salons] = await Promise.all([listTeam(), getSalonsInOrder()])
  const groups = salons
    .map((salon) => ({ salon, stylists: team.filter((s) => s.salonId === salon.id) }))
    .filter((g) => g.stylists.length > 0)

  return (
    <>
      <PageHeader
        eyebrow="Our people"
        title="Meet the team"
        lede="Every stylist at Willow & Wren has trained and been assessed at our Academy. Their level reflects experience and demand — so there's someone to suit every head of hair and every budget."
      />
      {groups.map(({ salon, stylists }) => (
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
              {stylists.map((s) => (
                <li key={s.id}>
                  <StylistCard stylist={s} anchor />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  )
}

import type { Metadata } from 'next'
import Link from '@/components/link'

import { PageHeader } from '@/components/site/PageHeader'

import styles from '../content.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Work with us: stylist, apprentice and Saturday jobs',
  description:
    'Join the Willow & Wren team in Ambleford: vacancies for qualified stylists, apprenticeships with our own Academy, and Saturday pre-apprenticeship roles.',
  alternates: { canonical: '/recruitment' },
}

const roles = [
  {
    href: '/recruitment/stylist',
    title: 'Stylists',
    text: 'Qualified and looking for a salon that invests in you? Join a friendly team with a full column waiting, ongoing education at our Academy and a clear path from Graduate to Advanced Senior.',
    button: 'Apply as a stylist',
  },
  {
    href: '/recruitment/apprentice',
    title: 'Apprentices',
    text: 'Start your career with paid, hands-on training at the Willow & Wren Academy. Learn from our senior team on real clients, with an educator beside you every step of the way. Our next intake starts in September.',
    button: 'Apply for an apprenticeship',
  },
  {
    href: '/recruitment/saturday',
    title: 'Saturday team',
    text: 'Still at school or college and curious about hairdressing? Our Saturday pre-apprenticeship is the perfect first step: greet clients, help on the salon floor and learn the basics with us.',
    button: 'Apply for a Saturday job',
  },
]

export default function RecruitmentPage() {
  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title="Build your career with Willow & Wren"
        lede="Most of our stylists started at our own Academy. We pay fairly, train properly and promote from within — and we'd love to hear from you."
      />
      <div className="container section">
        <ul className={styles.roles}>
          {roles.map((r) => (
            <li key={r.href} className={styles.role}>
              <h2>{r.title}</h2>
              <p>{r.text}</p>
              <Link href={r.href} className="button" prefetch={false}>
                {r.button}
              </Link>
            </li>
          ))}
        </ul>
        <div className={`grid-2 ${styles.spaced}`}>
          <div className="prose">
            <h2>Why work with us</h2>
            <ul>
              <li>
                Paid training and regular courses at our own Academy, led by our education team.
              </li>
              <li>
                A clear level structure, with promotion based on skill and your own column — not on
                waiting your turn.
              </li>
              <li>
                Late opening only two evenings a week, and Sundays and Mondays off at our salons.
              </li>
              <li>
                Staff discount on services and retail, and a team that genuinely looks out for each
                other.
              </li>
            </ul>
          </div>
          <aside className={styles.panel} aria-labelledby="questions-heading">
            <h2 id="questions-heading">Any questions?</h2>
            <p>
              Call our Academy team or pop in for a chat — we&apos;re happy to show you around
              before you apply. <Link href="/contact">Contact details</Link>.
            </p>
          </aside>
        </div>
      </div>
    </>
  )
}

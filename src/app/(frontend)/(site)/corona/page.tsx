import type { Metadata } from 'next'
import Link from '@/components/link'

import { PageHeader } from '@/components/site/PageHeader'

import styles from '../content.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'COVID-19 guidelines',
  description:
    'How Willow & Wren keeps clients and stylists safe: what to do if you feel unwell, our hygiene routine and our COVID-19 cancellation terms.',
  alternates: { canonical: '/corona' },
}

export default function CoronaPage() {
  return (
    <>
      <PageHeader
        eyebrow="COVID-19"
        title="Keeping everyone safe in our salons"
        lede="We follow the latest government guidance for close-contact services. Here's what we do, and what we ask of you."
      />
      <div className="container section">
        <div className="grid-2">
          <div className="prose">
            <h2>Before your appointment</h2>
            <ul>
              <li>
                Please don&apos;t come in if you have symptoms of COVID-19 — a high temperature, a
                new continuous cough, or a loss or change to your sense of smell or taste — or if
                you&apos;ve tested positive. Call us and we&apos;ll happily rebook you.
              </li>
              <li>
                Please come on your own unless you need a carer, and arrive at your appointment time
                rather than early.
              </li>
            </ul>
            <h2>In the salon</h2>
            <ul>
              <li>Hand sanitiser at reception and every station; please use it when you arrive.</li>
              <li>
                Stations, chairs, basins and tools are cleaned and disinfected after every client.
              </li>
              <li>Fresh gowns and towels for every client, washed at high temperature.</li>
              <li>Windows and doors open where we can, for fresh air throughout the day.</li>
              <li>Contactless payment is preferred.</li>
            </ul>
          </div>
          <aside className={styles.panel} aria-labelledby="covid-cancel">
            <h2 id="covid-cancel">If you need to cancel</h2>
            <p>
              If you cancel within 48 hours of your appointment, we charge 50% of the appointment
              cost. If you have symptoms or a positive test, please call us: we&apos;ll always be
              understanding and move your booking instead.
            </p>
            <p>
              <Link href="/policies">Our full cancellation policy</Link> ·{' '}
              <Link href="/reopening">We&apos;re back: what to expect</Link>
            </p>
          </aside>
        </div>
      </div>
    </>
  )
}

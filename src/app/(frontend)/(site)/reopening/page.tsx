import type { Metadata } from 'next'
import Link from '@/components/link'

import { PageHeader } from '@/components/site/PageHeader'
import { getSettings } from '@/content/site-queries.server'

import styles from '../content.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: "We're back: reopening our salons",
  description:
    "Willow & Wren is open again. What to expect at your first appointment back, how we're prioritising bookings, and how to book.",
  alternates: { canonical: '/reopening' },
}

export default async function ReopeningPage() {
  const settings = await getSettings()
  return (
    <>
      <PageHeader
        eyebrow="We're back"
        title="Our doors are open — and we've missed you"
        lede="Thank you for your patience and all your kind messages. Here's what to expect when you come back to see us."
      >
        {settings.links.booking && (
          <ul className="actions">
            <li>
              <a href={settings.links.booking} className="button">
                Book your appointment
              </a>
            </li>
          </ul>
        )}
      </PageHeader>
      <div className="container section">
        <ol className={styles.steps}>
          <li>
            <h3>Booking</h3>
            <p>
              We&apos;re contacting clients whose appointments were cancelled first, in date order.
              Online booking is open for everyone else — our longer opening hours on Wednesdays and
              Thursdays give us a little more room.
            </p>
          </li>
          <li>
            <h3>Skin tests</h3>
            <p>
              If it has been more than six months since your last colour with us, you&apos;ll need a
              skin test at least 48 hours before your colour appointment.
            </p>
          </li>
          <li>
            <h3>Your visit</h3>
            <p>
              Please arrive on time and on your own. Our cleaning routine between clients means we
              keep to a careful schedule. Please read our{' '}
              <Link href="/corona">COVID-19 guidelines</Link> before you come.
            </p>
          </li>
        </ol>
        <p className={styles.more}>
          Lockdown colour disaster? Don&apos;t worry, we&apos;ve seen it all — book a free
          consultation and we&apos;ll put it right.
        </p>
      </div>
    </>
  )
}

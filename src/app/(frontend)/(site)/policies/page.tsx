import type { Metadata } from 'next'
import Link from '@/components/link'

import { PageHeader } from '@/components/site/PageHeader'

import styles from '../content.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Salon policies: deposits, cancellations and complaints',
  description:
    'Willow & Wren policies on deposits, cancellations, no-shows, late arrival, skin tests and complaints, explained simply.',
  alternates: { canonical: '/policies' },
}

export default function PoliciesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Policies"
        title="Our salon policies"
        lede="Missed appointments mean a stylist's time goes unpaid and another client misses out. These few rules keep things fair for everyone — and if something unexpected happens, just call us."
      />
      <div className="container section">
        <div className={`narrow ${styles.sections}`}>
          <section className={styles.policy} aria-labelledby="deposits">
            <h2 id="deposits">Deposits</h2>
            <p>We take a deposit by card when you book if you are:</p>
            <ul>
              <li>a new client;</li>
              <li>booking one of our revitalise treatments; or</li>
              <li>booking an appointment that lasts more than 60 minutes.</li>
            </ul>
            <p>Your deposit is simply taken off your bill on the day.</p>
          </section>
          <section className={styles.policy} aria-labelledby="cancellations">
            <h2 id="cancellations">Cancelling or changing an appointment</h2>
            <p>
              Please give us at least 48 hours&apos; notice. If you cancel or change more than 48
              hours before your appointment, we&apos;ll keep your deposit as credit that you can use
              at any of our three salons.
            </p>
            <p>
              If you cancel or change within 48 hours, we may charge the full cost of the
              appointment.
            </p>
          </section>
          <section className={styles.policy} aria-labelledby="no-shows">
            <h2 id="no-shows">No-shows</h2>
            <p>
              If you don&apos;t arrive for your appointment and haven&apos;t let us know, your
              deposit is lost and we may charge the full cost of the appointment. We may also ask
              for full payment in advance before booking you again.
            </p>
          </section>
          <section className={styles.policy} aria-labelledby="late">
            <h2 id="late">Late arrival</h2>
            <p>
              We&apos;ll always try to fit you in, but running late affects every client after you.
              If you arrive more than 15 minutes late for a longer service (such as colour), or more
              than 5–10 minutes late for a shorter one (such as a cut or blow-dry), we may need to
              shorten your service or rebook you — in which case our cancellation policy applies.
            </p>
          </section>
          <section className={styles.policy} aria-labelledby="skin-tests">
            <h2 id="skin-tests">Skin tests</h2>
            <p>
              A skin test is required at least 48 hours before any colour service if you are new to
              us or haven&apos;t had a colour with us for more than six months. Without one we
              can&apos;t go ahead with your colour.{' '}
              <Link href="/blog/allergy-alert-test">Why we skin test</Link>.
            </p>
          </section>
          <section className={styles.policy} aria-labelledby="complaints">
            <h2 id="complaints">If you&apos;re not happy</h2>
            <p>
              We want you to love your hair. If something isn&apos;t right, please tell us within a
              week of your appointment — call the salon or speak to your stylist — and we&apos;ll
              invite you back to put it right, free of charge.
            </p>
          </section>
        </div>
      </div>
    </>
  )
}

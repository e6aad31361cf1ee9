import type { Metadata } from 'next'
import Link from '@/components/link'

import { PageHeader } from '@/components/site/PageHeader'
import { getSalonsInOrder, getSettings } from '@/content/site-queries.server'
import { telHref } from '@/lib/opening-times'

import styles from '../content.module.css'

// Cached; rebuilt when staff change content (the retention periods live in Site settings).
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Privacy notice',
  description:
    'What Willow & Wren does with the details you give us for a price quote or a job application, how long we keep them, and your rights.',
  alternates: { canonical: '/privacy' },
}

const months = (n: number) =>
  n % 12 === 0 ? `${n / 12} year${n === 12 ? '' : 's'}` : `${n} months`

export default async function PrivacyPage() {
  const [settings, salons] = await Promise.all([getSettings(), getSalonsInOrder()])
  const contact = salons.find((s) => s.email) ?? salons[0]
  const { quoteMonths, applicationMonths } = settings.retention

  return (
    <>
      <PageHeader
        eyebrow="Privacy"
        title="How we look after your details"
        lede={`${settings.brandName} asks for as little as it can, uses it only for what you asked us to do, and deletes it when we no longer need it.`}
      />
      <div className="container section">
        <div className={`narrow ${styles.sections}`}>
          <section className={styles.policy} aria-labelledby="who">
            <h2 id="who">Who we are</h2>
            <p>
              {settings.brandName} runs the salons and the Academy listed on our{' '}
              <Link href="/contact">contact page</Link>. We decide how the details you give us on
              this website are used, so we are the &ldquo;controller&rdquo; under UK data protection
              law (UK GDPR and the Data Protection Act 2018).
            </p>
          </section>
          <section className={styles.policy} aria-labelledby="what">
            <h2 id="what">What we collect, and why</h2>
            <ul>
              <li>
                <strong>Price quotes.</strong> Your name, mobile number and e-mail address, the
                services you chose, the stylist or level, and whether you are a regular client. We
                use them to send you your quote by e-mail and text message and to answer questions
                about it — the steps you asked us to take before booking.
              </li>
              <li>
                <strong>Job applications.</strong> Your name, contact details and your answers. We
                use them only to consider your application and to contact you about it.
              </li>
              <li>
                <strong>Nothing else.</strong> We do not use advertising or tracking cookies, and we
                never sell or share your details for marketing. Bookings and payments happen with
                our booking provider, under their own privacy notice.
              </li>
            </ul>
          </section>
          <section className={styles.policy} aria-labelledby="who-sees">
            <h2 id="who-sees">Who sees them</h2>
            <p>
              Our salon team, and the companies that deliver our e-mails and text messages for us,
              which may use your details only to deliver them. Your saved quote page shows your
              first name and your services, never your phone number or e-mail address.
            </p>
          </section>
          <section className={styles.policy} aria-labelledby="how-long">
            <h2 id="how-long">How long we keep them</h2>
            <p>
              Names and contact details on saved quotes are erased automatically after{' '}
              {months(quoteMonths)}, and job applications after {months(applicationMonths)}. We keep
              only anonymous figures (for example how many colour quotes we gave in a week).
            </p>
          </section>
          <section className={styles.policy} aria-labelledby="rights">
            <h2 id="rights">Your rights</h2>
            <p>
              You can ask us for a copy of everything we hold about you, to correct it, or to delete
              it at any time — we will answer within one month. Just tell us the e-mail address or
              mobile number you used:
            </p>
            {contact && (
              <p>
                {contact.email && (
                  <>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a> ·{' '}
                  </>
                )}
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </p>
            )}
            <p>
              If you are unhappy with how we have handled your details, you can complain to the
              Information Commissioner&apos;s Office (ico.org.uk, 0303 123 1113).
            </p>
          </section>
        </div>
      </div>
    </>
  )
}

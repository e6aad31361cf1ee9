import type { Metadata } from 'next'
import Image from 'next/image'
import Link from '@/components/link'

import { JsonLd } from '@/components/site/JsonLd'
import { OpeningTimes } from '@/components/site/OpeningTimes'
import { PageHeader } from '@/components/site/PageHeader'
import { getSalonsInOrder, getSettings } from '@/content/site-queries.server'
import { telHref } from '@/lib/opening-times'
import { hairSalonJsonLd } from '@/lib/seo'

import styles from './contact.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Contact us and opening times',
  description:
    'Addresses, phone numbers and opening times for Willow & Wren High Street, Riverside and the Academy in Ambleford, plus online booking and our app.',
  alternates: { canonical: '/contact' },
}

export default async function ContactPage() {
  const [salons, settings] = await Promise.all([getSalonsInOrder(), getSettings()])
  return (
    <>
      <PageHeader
        eyebrow="Contact us"
        title="Come and see us"
        lede="Call the salon, pop in, or book online any time. If you're not sure which stylist or service you need, ring us — we're always happy to help."
      >
        <ul className="actions">
          {settings.links.booking && (
            <li>
              <a href={settings.links.booking} className="button">
                Book online
              </a>
            </li>
          )}
          <li>
            <Link href="/bookings" className="button button-ghost">
              Help me choose
            </Link>
          </li>
        </ul>
      </PageHeader>

      <div className="container section">
        <ul className={styles.salons}>
          {salons.map((s) => (
            <li key={s.id} id={`salon-${s.id}`} className={styles.salon}>
              {s.image && (
                <Image
                  src={s.image.url}
                  alt={s.image.alt}
                  width={480}
                  height={300}
                  sizes="(max-width: 760px) calc(100vw - 2.5rem), 370px"
                />
              )}
              <div className={styles.body}>
                <h2 className={styles.name}>{s.name}</h2>
                <address className={styles.address}>
                  {s.address.line1}
                  <br />
                  {s.address.line2 && (
                    <>
                      {s.address.line2}
                      <br />
                    </>
                  )}
                  {s.address.town}
                  <br />
                  {s.address.postcode}
                </address>
                <dl className={styles.details}>
                  <div>
                    <dt>Phone</dt>
                    <dd>
                      <a href={telHref(s.phone)}>{s.phone}</a>
                    </dd>
                  </div>
                  {s.email && (
                    <div>
                      <dt>Email</dt>
                      <dd>
                        <a href={`mailto:${s.email}`}>{s.email}</a>
                      </dd>
                    </div>
                  )}
                </dl>
                <OpeningTimes salon={s} />
                {(s.bookingUrl ?? settings.links.booking) && (
                  <p className={styles.book}>
                    <a href={(s.bookingUrl ?? settings.links.booking) as string} className="button">
                      Book at {s.shortName}
                    </a>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>

      {settings.links.app && (
        <section className="section section-blush" aria-labelledby="app-heading">
          <div className={`container ${styles.app}`}>
            <div>
              <p className="eyebrow">Our app</p>
              <h2 id="app-heading">Book, change and rebook from your phone</h2>
              <p>
                Download the {settings.brandName} app to see your stylist&apos;s availability,
                rebook your usual appointment in a couple of taps, check your referral credit and
                get a reminder the day before you&apos;re due in.
              </p>
            </div>
            <a href={settings.links.app} className="button">
              Get the app
            </a>
          </div>
        </section>
      )}

      <JsonLd data={salons.map((s) => hairSalonJsonLd(s, settings))} />
    </>
  )
}

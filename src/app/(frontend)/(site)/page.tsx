import type { Metadata } from 'next'
import Image from 'next/image'
import Link from '@/components/link'

import { JsonLd } from '@/components/site/JsonLd'
import { NewsCards } from '@/components/site/NewsCards'
import { ReviewRotator, type RotatorReview } from '@/components/site/ReviewRotator'
import { listReviews } from '@/content/queries.server'
import { getSalonsInOrder, getSettings, listNewsItems } from '@/content/site-queries.server'
import { hairSalonJsonLd } from '@/lib/seo'
import { shuffle } from '@/quote'
import { telHref } from '@/lib/opening-times'
import { truncate } from '@/lib/text'

import styles from './home.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: { absolute: 'Willow & Wren — hair salons and academy in Ambleford' },
  description:
    'Thoughtful hair, close to home: two salons and a training academy in Ambleford, with stylists at every level, honest consultations and online price quotes.',
  alternates: { canonical: '/' },
}

export default async function HomePage() {
  const [settings, salons, news, reviews] = await Promise.all([
    getSettings(),
    getSalonsInOrder(),
    listNewsItems(4),
    listReviews(),
  ])
  const rotating: RotatorReview[] = shuffle(reviews.filter((r) => r.rating >= 4))
    .slice(0, 24)
    .map((r) => ({
      id: r.id,
      text: truncate(r.review, 180),
      client: r.client,
      stylist: r.stylistName,
      rating: r.rating,
    }))

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        {settings.heroImage && (
          <Image
            src={settings.heroImage.url}
            alt=""
            fill
            priority
            sizes="100vw"
            className={styles.heroBg}
          />
        )}
        <div className={`container ${styles.heroInner}`}>
          <p className="eyebrow">{settings.brandName} · Ambleford</p>
          <h1 id="hero-heading" className={styles.heroTitle}>
            A New Standard of Hairdressing
          </h1>
          <p className={styles.heroLede}>
            {settings.tagline ?? 'Thoughtful hair, close to home'}. Two salons and a training
            academy, stylists at every level, and an honest consultation before anything begins.
          </p>
          <ul className="actions">
            {settings.links.booking && (
              <li>
                <a className="button" href={settings.links.booking}>
                  Book Now
                </a>
              </li>
            )}
            <li>
              <Link className="button button-ghost" href="/prices">
                Get an online quote
              </Link>
            </li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="intro-heading">
        <div className="container">
          <div className={styles.introHead}>
            <p className="eyebrow">Since 2009</p>
            <h2 id="intro-heading">Great hair, at a price that suits you</h2>
            <p className="lede">
              Willow &amp; Wren began as two chairs above a bakery on Market Street. Today our team
              cuts and colours at High Street and Riverside, and trains the next generation at our
              Academy on Foundry Road — but the way we work hasn&apos;t changed.
            </p>
          </div>
          <ul className={styles.pillars}>
            <li>
              <h3>A stylist for every budget</h3>
              <p>
                Nine levels, from Apprentice to Advanced Senior, so you choose the experience you
                want and know the price before you book.
              </p>
              <Link href="/team" className="text-link">
                Meet the team
              </Link>
            </li>
            <li>
              <h3>Consultation first</h3>
              <p>
                Every new client starts with a free consultation. We listen, look at your hair and
                talk honestly about what it will take.
              </p>
              <Link href="/bookings" className="text-link">
                How to book
              </Link>
            </li>
            <li>
              <h3>Kind to your hair</h3>
              <p>
                A skin test 48 hours before any colour, bond builders on every lightening service,
                and aftercare advice you can actually follow.
              </p>
              <Link href="/blog/allergy-alert-test" className="text-link">
                Why we skin test
              </Link>
            </li>
          </ul>
        </div>
      </section>

      <section
        className={`section section-blush ${styles.reviews}`}
        aria-labelledby="reviews-heading"
      >
        <div className="container">
          <h2 id="reviews-heading" className="center">
            Kind words from our clients
          </h2>
          <ReviewRotator reviews={rotating} />
          <p className={styles.moreReviews}>
            <Link href="/reviews/all" className="button button-ghost">
              More reviews here
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="salons-heading">
        <div className="container">
          <p className="eyebrow">Visit us</p>
          <h2 id="salons-heading">Our salons</h2>
          <ul className={styles.salons}>
            {salons.map((s) => (
              <li key={s.id} className={styles.salon}>
                {s.image && (
                  <Image
                    src={s.image.url}
                    alt={s.image.alt}
                    width={480}
                    height={300}
                    sizes="(max-width: 760px) calc(100vw - 2.5rem), 370px"
                  />
                )}
                <div className={styles.salonBody}>
                  <h3>{s.name}</h3>
                  <p>{s.blurb}</p>
                  <address>
                    {[s.address.line1, s.address.line2, s.address.town].filter(Boolean).join(', ')}{' '}
                    {s.address.postcode}
                    <br />
                    <a href={telHref(s.phone)}>{s.phone}</a>
                  </address>
                </div>
              </li>
            ))}
          </ul>
          <p>
            <Link href="/salon" className="text-link">
              Our story and salon photos
            </Link>{' '}
            ·{' '}
            <Link href="/contact" className="text-link">
              Opening times and directions
            </Link>
          </p>
        </div>
      </section>

      {news.length > 0 && (
        <section className="section section-tint" aria-labelledby="news-heading">
          <div className="container">
            <p className="eyebrow">What&apos;s new</p>
            <h2 id="news-heading">News from the salons</h2>
            <NewsCards items={news} />
          </div>
        </section>
      )}

      <section className={`section ${styles.band}`} aria-labelledby="refer-heading">
        <div className={`container ${styles.bandInner}`}>
          <div>
            <p className="eyebrow">Refer a friend</p>
            <h2 id="refer-heading">Give £20 | Get £20</h2>
            <p>
              Share your personal link: your friend saves £20 on their first visit, and you get £20
              off your next one.
            </p>
          </div>
          <Link href="/refer-a-friend" className="button button-light">
            How referrals work
          </Link>
        </div>
      </section>

      <JsonLd data={salons.map((s) => hairSalonJsonLd(s, settings))} />
    </>
  )
}

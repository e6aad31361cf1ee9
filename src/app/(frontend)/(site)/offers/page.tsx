import type { Metadata } from 'next'
import Image from 'next/image'
import Link from '@/components/link'

import { listLiveOffers } from '@/content/offer-queries.server'
import {
  formatOfferDate,
  offerBadge,
  offerDay,
  offerKindLabel,
  offerPath,
  offerPriceFrom,
} from '@/content/offer-rules'
import { getSiteSettings } from '@/content/queries.server'

import styles from './offers.module.css'

// Offers switch on and off by date as well as by staff: rendered on each request, like the
// offer pages, so the list and the pages always agree.
// Cached; rebuilt when staff change an offer, and every minute so an offer that has ended
// disappears on its own.
export const revalidate = 60

const description =
  'Latest offers for new clients at Willow & Wren: money off your first visit, stylist introductions and seasonal savings, always with a free consultation.'

export const metadata: Metadata = {
  title: 'Latest Offers',
  description,
  alternates: { canonical: '/offers' },
  // No openGraph here: the page keeps the site's default sharing image (src/app/(frontend)/opengraph-image.tsx),
  // with its title and description filled in from the fields above.
}

export default async function OffersPage() {
  const settings = await getSiteSettings()
  const offers = settings.hideOffers ? [] : await listLiveOffers()

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <div className="container">
          <p className={styles.eyebrow}>New client offers</p>
          <h1 className={styles.title}>Latest Offers</h1>
          <p className={styles.lede}>
            New to {settings.brandName}? Every first visit starts with a free consultation, and
            these offers make it even easier to find the stylist and the look that suit you.
          </p>
        </div>
      </header>

      <div className="container">
        {offers.length === 0 ? (
          <section className={styles.empty} aria-labelledby="offers-soon">
            <h2 id="offers-soon">New Special Offers Coming... Check back soon!</h2>
            <p>
              In the meantime, you can still book a free consultation with any of our stylists.
              {settings.links.booking && (
                <>
                  {' '}
                  <a href={settings.links.booking}>Book online</a>.
                </>
              )}
            </p>
          </section>
        ) : (
          <ul className={styles.grid} aria-label="Current offers">
            {offers.map((offer) => {
              const priceFrom = offerPriceFrom(offer)
              return (
                <li key={offer.id} className={styles.card}>
                  {offer.image ? (
                    <Image
                      className={styles.cardImage}
                      src={offer.image.url}
                      alt={offer.image.alt}
                      width={offer.image.width}
                      height={offer.image.height}
                      sizes="(max-width: 700px) 100vw, 360px"
                    />
                  ) : (
                    <div className={styles.cardArt} aria-hidden="true" />
                  )}
                  <div className={styles.cardBody}>
                    <p className={styles.badge}>{offerBadge(offer)}</p>
                    <p className={styles.kind}>{offerKindLabel(offer.kind)}</p>
                    <h2 className={styles.cardTitle}>
                      <Link
                        href={offerPath(offer.slug)}
                        className={styles.cardLink}
                        prefetch={false}
                      >
                        {offer.title}
                      </Link>
                    </h2>
                    <p className={styles.summary}>{offer.summary}</p>
                    <dl className={styles.facts}>
                      {priceFrom && (
                        <div>
                          <dt>Price</dt>
                          <dd>{priceFrom}</dd>
                        </div>
                      )}
                      <div>
                        <dt>Ends</dt>
                        <dd>
                          <time dateTime={offerDay(offer.endDate) ?? undefined}>
                            {formatOfferDate(offer.endDate)}
                          </time>
                        </dd>
                      </div>
                    </dl>
                    <p className={styles.more} aria-hidden="true">
                      See the offer <span>→</span>
                    </p>
                  </div>
                </li>
              )
            })}
          </ul>
        )}

        <p className={styles.small}>
          All offers are for new clients only and cannot be combined with any other offer. A skin
          test is required 48 hours before any colour service.
        </p>
      </div>
    </div>
  )
}

import Link from '@/components/link'
import { OfferCards } from '@/components/site/OfferCards'
import { PageHeader } from '@/components/site/PageHeader'
import { listLiveOffers } from '@/content/offer-queries.server'

import styles from '../offers.module.css'

/**
 * The 404 of an offer address (/offers/{slug}, /sms/{slug}) whose offer is unknown or not live
 * (offerStatus): it says so and shows the offers that are running now, or that there are none
 * (e.g. while "Hide all offers" is ticked). Nothing here books the old offer.
 */
export async function OfferNotFound() {
  const offers = await listLiveOffers()
  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow="Offers"
        title="This offer is no longer running"
        lede={
          offers.length > 0
            ? 'The link may be out of date. These are the offers running now:'
            : 'The link may be out of date, and there are no offers running at the moment. Please check back soon.'
        }
      >
        <ul className="actions">
          <li>
            <Link href="/offers" className="button" prefetch={false}>
              See our current offers
            </Link>
          </li>
          <li>
            <Link href="/" className="button button-ghost" prefetch={false}>
              Home page
            </Link>
          </li>
        </ul>
      </PageHeader>
      {offers.length > 0 && (
        <div className="container section">
          <OfferCards offers={offers} />
        </div>
      )}
    </div>
  )
}

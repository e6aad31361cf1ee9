import Link from '@/components/link'
import { PageHeader } from '@/components/site/page-header'
import { listLiveOffers } from '@/content/offer-queries.server'
import { formatOfferDate, offerPath } from '@/content/offers'

/**
 * The 404 of an offer address (/offers/{slug}, /sms/{slug}) whose offer is unknown or not live
 * (offerStatus): it says so and lists the offers that are running now, or that there are none
 * (e.g. while "Hide all offers" is ticked). Nothing here books the old offer.
 *
 * Global styles only (ADR 020): Next writes this boundary into the payload of every offer page,
 * and a stylesheet of its own (the offer cards') would travel twice in each of them.
 */
export async function OfferNotFound() {
  const offers = await listLiveOffers()
  return (
    <>
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
        <div className="narrow section prose">
          <ul aria-label="Current offers">
            {offers.map((offer) => (
              <li key={offer.id}>
                <Link href={offerPath(offer.slug)} className="text-link" prefetch={false}>
                  {offer.title}
                </Link>
                {offer.endDate ? ` (until ${formatOfferDate(offer.endDate)})` : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

import Image from '@/components/site/responsive-image'

import Link from '@/components/link'
import type { OfferWithFacts } from '@/content/offer-facts.server'
import { offerDay } from '@/quote/offer-status'
import {
  formatOfferDate,
  offerCardKind,
  offerCardFromText,
  offerPath,
  offerSavingBadge,
} from '@/content/offers'

import styles from './offer-cards.module.css'

/**
 * Offer cards: image, the saving as a badge, title (the whole card is the link), the worked-out
 * price from and the end date. The offers come with their words filled (offer-facts.server.ts).
 */
export function OfferCards({
  offers,
  headingLevel = 2,
  firstScreen = false,
}: {
  offers: OfferWithFacts[]
  headingLevel?: 2 | 3
  /** The list starts in a phone's first screen (/offers): its first picture is not lazy. */
  firstScreen?: boolean
}) {
  const H = `h${headingLevel}` as const
  return (
    <ul className={styles.grid} aria-label="Current offers">
      {offers.map((offer, i) => {
        const priceFrom = offerCardFromText(offer, offer.facts)
        const badge = offerSavingBadge(offer.facts)
        const kind = offerCardKind(offer.kind, badge)
        return (
          <li key={offer.id} className={styles.card}>
            {offer.image ? (
              <Image
                className={styles.cardImage}
                src={offer.image.url}
                variants={offer.image.variants}
                alt={offer.image.alt}
                width={offer.image.width}
                height={offer.image.height}
                sizes="(max-width: 700px) 100vw, 360px"
                loading={firstScreen && i === 0 ? 'eager' : undefined}
              />
            ) : (
              <div className={styles.cardArt} aria-hidden="true" />
            )}
            <div className={styles.cardBody}>
              <p className={styles.badge}>{badge}</p>
              {kind && <p className={styles.kind}>{kind}</p>}
              <H className={styles.cardTitle}>
                <Link href={offerPath(offer.slug)} className={styles.cardLink} prefetch={false}>
                  {offer.title}
                </Link>
              </H>
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
  )
}

import Link from '@/components/link'
import { ReviewList } from '@/components/site/review-list'
import { ReviewRotator, type RotatorReview } from '@/components/site/review-rotator'
import { listReviews } from '@/content/queries.server'
import type { PageBlockOf } from '@/content/types'
import { truncate } from '@/lib/text'
import { shuffle } from '@/quote'

import home from '../home.module.css'

export async function ReviewsView({ block }: { block: PageBlockOf<'reviews'> }) {
  const all = await listReviews()
  const reviews = all.filter((r) => block.stylistId == null || r.stylistId === block.stylistId)
  if (reviews.length === 0) return null
  const more = block.stylistId ? reviews[0]?.stylistSlug : 'all'
  const heading = block.heading && <h2 className="center">{block.heading}</h2>
  if (block.style === 'list') {
    return (
      <section className="section section-blush" aria-label={block.heading ?? 'Reviews'}>
        <div className="container">
          {heading}
          <ReviewList reviews={reviews.slice(0, block.limit)} />
          {more && (
            <p className={home.moreReviews}>
              <Link href={`/reviews/${more}`} className="button button-ghost">
                More reviews here
              </Link>
            </p>
          )}
        </div>
      </section>
    )
  }
  // The rotator shows well-rated reviews in a shuffled order, changing every 7 seconds.
  const rotating: RotatorReview[] = shuffle(reviews.filter((r) => r.rating >= 4))
    .slice(0, Math.max(block.limit, 6) * 4)
    .map((r) => ({
      id: r.id,
      text: truncate(r.review, 180),
      client: r.client,
      stylist: r.stylistName,
      rating: r.rating,
    }))
  return (
    <section
      className={`section section-blush ${home.reviews}`}
      aria-label={block.heading ?? 'Reviews'}
    >
      <div className="container">
        {heading}
        <ReviewRotator reviews={rotating} />
        {more && (
          <p className={home.moreReviews}>
            <Link href={`/reviews/${more}`} className="button button-ghost">
              More reviews here
            </Link>
          </p>
        )}
      </div>
    </section>
  )
}

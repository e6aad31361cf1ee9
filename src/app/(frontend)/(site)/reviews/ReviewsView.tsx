import type { Metadata } from 'next'

import Link from '@/components/link'

import { PageHeader } from '@/components/site/PageHeader'
import { ReviewList } from '@/components/site/ReviewList'
import type { Review, Stylist } from '@/content/types'

import styles from './reviews.module.css'

type Props = { reviews: Review[]; team: Stylist[]; stylist: Stylist | null }

/** /reviews and /reviews/all describe themselves the same way. */
export const reviewsMetadata = (brandName: string): Metadata => ({
  title: 'Client reviews',
  description: `Read what clients say about ${brandName} stylists, and filter the reviews by stylist.`,
  alternates: { canonical: '/reviews/all' },
})

/** /reviews and /reviews/{slug}: the feed with a stylist filter (a GET form: works without JavaScript). */
export function ReviewsView({ reviews, team, stylist }: Props) {
  const average = reviews.length
    ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length
    : 0
  const current = stylist?.slug ?? 'all'
  return (
    <>
      <PageHeader
        eyebrow="Client reviews"
        title={stylist ? `Reviews for ${stylist.name}` : 'What our clients say'}
        lede={
          reviews.length > 0 ? (
            <p>
              {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'}, averaging{' '}
              {average.toFixed(1)} out of 5.
              {stylist
                ? ` ${stylist.firstName} is a ${stylist.levelName}.`
                : ' Every one from a real appointment at our salons.'}
            </p>
          ) : (
            <p>No reviews yet.</p>
          )
        }
      />
      <div className="container section">
        <form action="/reviews" method="get" className={styles.filter}>
          <label htmlFor="stylist-filter">Show reviews for</label>
          <select id="stylist-filter" name="stylist" defaultValue={current}>
            <option value="all">All stylists</option>
            {team.map((s) => (
              <option key={s.id} value={s.slug}>
                {s.name} ({s.levelName})
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            Show reviews
          </button>
          {stylist && (
            <Link href={`/team/${stylist.slug}`} className={styles.profile}>
              {stylist.firstName}&apos;s profile
            </Link>
          )}
        </form>
        {reviews.length > 0 ? (
          <ReviewList reviews={reviews} hideStylist={Boolean(stylist)} />
        ) : (
          <p className="muted">
            There are no reviews for {stylist?.firstName ?? 'this stylist'} yet.{' '}
            <Link href="/reviews/all">See all reviews</Link>.
          </p>
        )}
      </div>
    </>
  )
}

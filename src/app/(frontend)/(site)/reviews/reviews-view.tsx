import type { Metadata } from 'next'

import Link from '@/components/link'

import { PageHeader } from '@/components/site/page-header'
import { ReviewList } from '@/components/site/review-list'
import type { Review, Stylist } from '@/content/types'

import styles from './reviews.module.css'

type Props = {
  reviews: Review[]
  team: Stylist[]
  stylist: Stylist | null
  /** 1-based page of the list (60 reviews on one page were 21 phone screens). */
  page?: number
}

/** Reviews per page: a few phone screens. */
export const REVIEWS_PER_PAGE = 15

export const reviewPageCount = (count: number) => Math.max(1, Math.ceil(count / REVIEWS_PER_PAGE))

/** /reviews/{slug} for page 1, /reviews/{slug}/{n} after. */
export const reviewPagePath = (slug: string, page: number) =>
  page <= 1 ? `/reviews/${slug}` : `/reviews/${slug}/${page}`

/** /reviews and /reviews/all describe themselves the same way. */
export const reviewsMetadata = (brandName: string): Metadata => ({
  title: 'Client reviews',
  description: `Read what clients say about ${brandName} stylists, and filter the reviews by stylist.`,
  alternates: { canonical: '/reviews/all' },
})

/** /reviews and /reviews/{slug}: the feed with a stylist filter (a GET form: works without JavaScript). */
export function ReviewsListing({ reviews, team, stylist, page = 1 }: Props) {
  const average = reviews.length
    ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length
    : 0
  const current = stylist?.slug ?? 'all'
  const pages = reviewPageCount(reviews.length)
  const first = (page - 1) * REVIEWS_PER_PAGE
  const shown = reviews.slice(first, first + REVIEWS_PER_PAGE)
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
          <>
            {pages > 1 && (
              <p className={styles.count} id="reviews-count">
                Showing {first + 1}–{first + shown.length} of {reviews.length} reviews
              </p>
            )}
            <ReviewList reviews={shown} hideStylist={Boolean(stylist)} />
            {pages > 1 && (
              <nav className={styles.pager} aria-label="Pages of reviews">
                {page > 1 ? (
                  <Link href={reviewPagePath(current, page - 1)} rel="prev">
                    <span aria-hidden="true">← </span>Newer reviews
                  </Link>
                ) : (
                  <span />
                )}
                <span>
                  Page {page} of {pages}
                </span>
                {page < pages ? (
                  <Link href={reviewPagePath(current, page + 1)} rel="next">
                    Older reviews<span aria-hidden="true"> →</span>
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </>
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

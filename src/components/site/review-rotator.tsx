'use client'

// The home page's review box: one review at a time, a new one every 7 seconds, in an order
// the server shuffled (and reshuffled here after a full round). Rotation pauses while the
// pointer is over the box or focus is inside it, stops while the tab is hidden and when the
// page is left (the timer is cleared on unmount), and does not start by itself when the
// visitor prefers reduced motion. Changes are announced politely.
import { useReducer } from 'react'

import { shuffle } from '@/quote/shuffle'

import styles from './review-rotator.module.css'
import { Stars } from './stars'
import { useAutoAdvance } from './use-auto-advance'

export type RotatorReview = {
  id: number
  text: string
  client: string
  stylist: string | null
  rating: number
}

type Props = { reviews: RotatorReview[]; intervalMs?: number }

const shuffled = (n: number): number[] => shuffle(Array.from({ length: n }, (_, i) => i))

/** `moved`: a review has followed the first, which alone is not faded in (see the CSS). */
type State = { order: number[]; pos: number; moved?: true }
type Action = { type: 'next'; reshuffle: number[] }

function reducer(state: State, action: Action): State {
  if (state.pos + 1 < state.order.length) return { ...state, pos: state.pos + 1, moved: true }
  // A full round: start a new shuffled round, never repeating the review just shown.
  const current = state.order[state.pos]
  const order =
    action.reshuffle[0] === current && action.reshuffle.length > 1
      ? [...action.reshuffle.slice(1), current as number]
      : action.reshuffle
  return { order, pos: 0, moved: true }
}

export function ReviewRotator({ reviews, intervalMs = 7000 }: Props) {
  const [state, dispatch] = useReducer(reducer, reviews, (r): State => ({
    order: r.map((_, i) => i),
    pos: 0,
  }))
  const { wanted, toggle, boxProps, controlsProps } = useAutoAdvance({
    count: reviews.length,
    intervalMs,
    onTick: () => dispatch({ type: 'next', reshuffle: shuffled(reviews.length) }),
  })

  const review = reviews[state.order[state.pos] ?? 0]
  if (!review) return null

  return (
    <div className={styles.box} {...boxProps}>
      <div className={styles.live} aria-live="polite" aria-atomic="true">
        <figure
          key={review.id}
          className={styles.review}
          data-moved={state.moved}
          data-testid="rotating-review"
        >
          <Stars rating={review.rating} className={styles.stars} />
          <blockquote className={styles.quote}>
            <p>{review.text}</p>
          </blockquote>
          <figcaption className={styles.caption}>
            {review.client}
            {review.stylist && <span className={styles.with}> · with {review.stylist}</span>}
          </figcaption>
        </figure>
      </div>
      {reviews.length > 1 && (
        <div className={styles.controls} {...controlsProps}>
          <button
            type="button"
            className={styles.control}
            onClick={toggle}
            aria-label={wanted ? 'Pause the rotating reviews' : 'Play the rotating reviews'}
          >
            {wanted ? (
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
              </svg>
            ) : (
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
              </svg>
            )}
            {wanted ? 'Pause' : 'Play'}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => dispatch({ type: 'next', reshuffle: shuffled(reviews.length) })}
          >
            Next review
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path
                d="M5 2.5 9.5 7 5 11.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      )}
    </div>
  )
}

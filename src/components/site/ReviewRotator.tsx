'use client'

// The home page's review box: one review at a time, a new one every 7 seconds, in an order
// the server shuffled (and reshuffled here after a full round). Rotation pauses while the
// pointer is over the box or focus is inside it, stops while the tab is hidden and when the
// page is left (the timer is cleared on unmount), and does not start by itself when the
// visitor prefers reduced motion. Changes are announced politely.
import { useEffect, useReducer, useState, useSyncExternalStore } from 'react'

import styles from './ReviewRotator.module.css'
import { Stars } from './Stars'

export type RotatorReview = {
  id: number
  text: string
  client: string
  stylist: string | null
  rating: number
}

type Props = { reviews: RotatorReview[]; intervalMs?: number }

const subscribeMotion = (cb: () => void) => {
  const mq = window.matchMedia('(prefers-reduced-motion: reduce)')
  mq.addEventListener('change', cb)
  return () => mq.removeEventListener('change', cb)
}
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

const subscribeVisibility = (cb: () => void) => {
  document.addEventListener('visibilitychange', cb)
  return () => document.removeEventListener('visibilitychange', cb)
}
const pageHidden = () => document.visibilityState === 'hidden'

function shuffled(n: number): number[] {
  const a = Array.from({ length: n }, (_, i) => i)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[a[i], a[j]] = [a[j] as number, a[i] as number]
  }
  return a
}

type State = { order: number[]; pos: number }
type Action = { type: 'next'; reshuffle: number[] }

function reducer(state: State, action: Action): State {
  if (state.pos + 1 < state.order.length) return { ...state, pos: state.pos + 1 }
  // A full round: start a new shuffled round, never repeating the review just shown.
  const current = state.order[state.pos]
  const order =
    action.reshuffle[0] === current && action.reshuffle.length > 1
      ? [...action.reshuffle.slice(1), current as number]
      : action.reshuffle
  return { order, pos: 0 }
}

export function ReviewRotator({ reviews, intervalMs = 7000 }: Props) {
  const [state, dispatch] = useReducer(reducer, reviews, (r) => ({
    order: r.map((_, i) => i),
    pos: 0,
  }))
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto')
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => false)
  const hidden = useSyncExternalStore(subscribeVisibility, pageHidden, () => false)

  const wanted = choice === 'playing' || (choice === 'auto' && !reduced)
  const running = wanted && !hovered && !focused && !hidden && reviews.length > 1

  useEffect(() => {
    if (!running) return
    const id = window.setInterval(
      () => dispatch({ type: 'next', reshuffle: shuffled(reviews.length) }),
      intervalMs,
    )
    return () => window.clearInterval(id)
  }, [running, intervalMs, reviews.length])

  const review = reviews[state.order[state.pos] ?? 0]
  if (!review) return null

  return (
    <div
      className={styles.box}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className={styles.live} aria-live="polite" aria-atomic="true">
        <figure key={review.id} className={styles.review} data-testid="rotating-review">
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
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setChoice(wanted ? 'paused' : 'playing')}
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

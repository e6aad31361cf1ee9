'use client'

// The online shop's banner carousel: a new banner every 3.5 seconds, with previous, next and
// pause controls. It pauses while the pointer is over it or focus is inside it, while the
// tab is hidden, and does not start by itself when the visitor prefers reduced motion.
import Image from '@/components/site/responsive-image'
import { useState } from 'react'

import type { ImageRef } from '@/content/types'

import styles from './banner-carousel.module.css'
import { useAutoAdvance } from './use-auto-advance'

type Banner = { image: ImageRef | null; title: string; url: string }

export function BannerCarousel({
  banners,
  intervalMs = 3500,
}: {
  banners: Banner[]
  intervalMs?: number
}) {
  const [index, setIndex] = useState(0)
  // Only a banner that follows another fades in: the first is painted at once, with the page
  // (an animation from opacity 0 held back the page's largest image, and its LCP).
  const [moved, setMoved] = useState(false)
  const n = banners.length
  const show = (next: (i: number) => number) => {
    setMoved(true)
    setIndex(next)
  }
  const { wanted, running, toggle, boxProps, controlsProps } = useAutoAdvance({
    count: n,
    intervalMs,
    onTick: () => show((i) => (i + 1) % n),
  })

  if (n === 0) return null
  const go = (delta: number) => show((i) => (i + delta + n) % n)

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Shop highlights"
      {...boxProps}
    >
      <div
        className={styles.viewport}
        aria-live={running ? 'off' : 'polite'}
        data-moved={moved || undefined}
      >
        {banners.map((b, i) => (
          <div
            key={b.url + i}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${n}: ${b.title}`}
            hidden={i !== index}
          >
            <a href={b.url} className={styles.link}>
              {b.image && (
                <Image
                  src={b.image.url}
                  variants={b.image.variants}
                  alt={b.image.alt}
                  width={1600}
                  height={600}
                  sizes="(max-width: 1230px) calc(100vw - 2.5rem), 1180px"
                  preload={i === 0}
                  fetchPriority={i === 0 ? 'high' : undefined}
                />
              )}
              {/* Real text over the picture, not words in it: readable and crisp at any width. */}
              <span className={styles.caption}>
                <span className={styles.kicker}>Shop</span>
                <span className={styles.title}>{b.title}</span>
                <span className={styles.cta}>Shop now</span>
              </span>
            </a>
          </div>
        ))}
      </div>
      {n > 1 && (
        <div className={styles.controls} {...controlsProps}>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(-1)}
            aria-label="Previous banner"
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="M10 3 5 8l5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={toggle}
            aria-label={wanted ? 'Pause the banners' : 'Play the banners'}
          >
            {wanted ? (
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
              </svg>
            ) : (
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
              </svg>
            )}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(1)}
            aria-label="Next banner"
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="m6 3 5 5-5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <ol className={styles.dots} aria-label="Choose a banner">
            {banners.map((b, i) => (
              <li key={b.url + i}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => show(() => i)}
                >
                  <span className="sr-only">
                    Show banner {i + 1}: {b.title}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  )
}

'use client'

// Shared timing for the site's rotating widgets (review box, shop banners): advance every
// `intervalMs`, but not while the pointer is over the widget or focus is inside it, not while
// the tab is hidden, and not by itself when the visitor prefers reduced motion. The timer is
// cleared on unmount, so rotation stops when the page is left.
import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'

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

const never = () => () => {}

export function useAutoAdvance({
  count,
  intervalMs,
  onTick,
}: {
  count: number
  intervalMs: number
  onTick: () => void
}) {
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto')
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => false)
  const hidden = useSyncExternalStore(subscribeVisibility, pageHidden, () => false)
  // False in the server's HTML and while React hydrates, true once React has the widget: its
  // buttons are shown only then, so none is drawn that would ignore a tap (ADR 027, "The first
  // tap"). What the widget shows, a banner's link or a review, works before that.
  const live = useSyncExternalStore(
    never,
    () => true,
    () => false,
  )

  /** Whether the visitor wants rotation (the play/pause button shows this). */
  const wanted = choice === 'playing' || (choice === 'auto' && !reduced)
  const running = wanted && !hovered && !focused && !hidden && count > 1

  useEffect(() => {
    if (!running) return
    const id = window.setInterval(onTick, intervalMs)
    return () => window.clearInterval(id)
    // onTick is recreated each render; the interval only needs to restart when these change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, intervalMs, count])

  return {
    wanted,
    running,
    /** Spread onto the widget's controls: hidden (their space kept) until they work. */
    controlsProps: { 'data-live': live || undefined },
    toggle: () => setChoice(wanted ? 'paused' : 'playing'),
    /** Spread onto the widget's outer element. */
    boxProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}

'use client'

// The main menu. One list serves both layouts: on wide screens it sits in the header with a
// "More" dropdown; on narrow screens a "Menu" toggle opens it as a panel. Both toggles are
// native disclosures (<details>/<summary>), so a tap opens them before any script has run, or
// with none at all: the page's scripts start after its first paint (ADR 027), and a button that
// waited for React ignored the first taps on a phone. React only adds what HTML lacks (ADR 027,
// "The first tap"): Escape closes and returns focus to the toggle, focus or a tap leaving the
// menu closes it, following a link closes it, and the arrow keys move through "More". It keeps
// no state of its own: the open state is the element's, whoever changed it.
import Link from '@/components/link'
import { usePathname } from 'next/navigation'
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react'

import type { NavLink } from './nav-links'
import styles from './site-header.module.css'

type Props = { primary: NavLink[]; more: NavLink[]; bookingUrl: string | null }

const isCurrent = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`)

/** Closes a disclosure; true if it was open. */
const close = (details: HTMLDetailsElement | null) => {
  if (!details?.open) return false
  details.open = false
  return true
}

export function SiteNav({ primary, more, bookingUrl }: Props) {
  const pathname = usePathname() ?? '/'
  const navRef = useRef<HTMLElement>(null)
  const menuRef = useRef<HTMLDetailsElement>(null)
  const moreRef = useRef<HTMLDetailsElement>(null)
  const moreList = useRef<HTMLUListElement>(null)
  const shownPath = useRef(pathname)

  const closeAll = () => {
    close(moreRef.current)
    close(menuRef.current)
  }

  // A tap or click anywhere outside the menu closes it (one opened before React arrived too).
  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) {
        close(moreRef.current)
        close(menuRef.current)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])

  // Arriving on another page (a link, Back, Forward) closes it; the header stays mounted.
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    close(moreRef.current)
    close(menuRef.current)
  }, [pathname])

  const summaryOf = (details: HTMLDetailsElement | null) =>
    details?.querySelector<HTMLElement>(':scope > summary')

  const moreItems = () =>
    Array.from(moreList.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])

  const focusMoreItem = (index: number) => {
    // The list is shown on the next frame after opening.
    requestAnimationFrame(() => {
      const items = moreItems()
      items[(index + items.length) % items.length]?.focus()
    })
  }

  const onNavKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape') return
    for (const details of [moreRef.current, menuRef.current]) {
      if (close(details)) {
        summaryOf(details)?.focus()
        e.stopPropagation()
        return
      }
    }
  }

  const onMoreToggleKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (moreRef.current) moreRef.current.open = true
      focusMoreItem(e.key === 'ArrowDown' ? 0 : -1)
    }
  }

  const onMoreListKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = moreItems()
    const i = items.indexOf(document.activeElement as HTMLAnchorElement)
    const move: Record<string, number> = {
      ArrowDown: i + 1,
      ArrowUp: i - 1,
      Home: 0,
      End: items.length - 1,
    }
    const next = move[e.key]
    if (next === undefined) return
    e.preventDefault()
    items[(next + items.length) % items.length]?.focus()
  }

  // Focus leaving the "More" group (by Tab) closes it; leaving the whole menu closes the panel.
  const onMoreBlur = (e: FocusEvent<HTMLElement>) => {
    if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node))
      close(moreRef.current)
  }
  const onNavBlur = (e: FocusEvent<HTMLElement>) => {
    if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) closeAll()
  }

  // Following a link closes everything.
  const onNavClick = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('a')) closeAll()
  }

  const moreCurrent = more.some((l) => isCurrent(pathname, l.href))

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className={styles.nav}
      onKeyDown={onNavKeyDown}
      onBlur={onNavBlur}
      onClick={onNavClick}
    >
      <details ref={menuRef} className={styles.menu}>
        <summary className={styles.menuToggle}>
          <Burger />
          Menu
        </summary>
        <div id="site-menu" className={styles.panel}>
          <ul className={styles.list}>
            {primary.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className={styles.link}
                  aria-current={isCurrent(pathname, l.href) ? 'page' : undefined}
                >
                  {l.label}
                </Link>
              </li>
            ))}
            <li className={styles.moreItem} onBlur={onMoreBlur}>
              <details ref={moreRef} className={styles.more}>
                <summary
                  className={styles.moreButton}
                  data-current={moreCurrent || undefined}
                  onKeyDown={onMoreToggleKeyDown}
                >
                  More
                  <Chevron />
                </summary>
                <ul
                  id="site-more"
                  ref={moreList}
                  className={styles.moreList}
                  onKeyDown={onMoreListKeyDown}
                >
                  {more.map((l) => (
                    <li key={l.href}>
                      <Link
                        href={l.href}
                        className={styles.moreLink}
                        aria-current={isCurrent(pathname, l.href) ? 'page' : undefined}
                      >
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          </ul>
          <div className={styles.ctas}>
            <Link
              href="/contact"
              className={`button button-ghost ${styles.cta}`}
              aria-current={isCurrent(pathname, '/contact') ? 'page' : undefined}
            >
              Contact Us
            </Link>
            {bookingUrl && (
              <a href={bookingUrl} className={`button ${styles.cta}`}>
                Book Now
              </a>
            )}
          </div>
        </div>
      </details>
    </nav>
  )
}

/** Three bars that turn into a cross while the menu is open (drawn by the stylesheet). */
function Burger() {
  return (
    <span className={styles.burger} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  )
}

function Chevron() {
  return (
    <svg
      className={styles.chevron}
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M2 4.5 6 8.5l4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  )
}

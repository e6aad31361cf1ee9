'use client'

// The main menu. One list serves both layouts: on wide screens it sits in the header with a
// "More" dropdown; on narrow screens a "Menu" button opens it as a panel. Both are
// disclosure buttons (aria-expanded + aria-controls): Escape closes and returns focus to the
// button, focus or a tap leaving the menu closes it, and the arrow keys move through "More".
import Link from '@/components/link'
import { usePathname } from 'next/navigation'
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
} from 'react'

import type { NavLink } from './nav-links'
import styles from './SiteHeader.module.css'

type Props = { primary: NavLink[]; more: NavLink[]; bookingUrl: string | null }

const isCurrent = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`)

export function SiteNav({ primary, more, bookingUrl }: Props) {
  const pathname = usePathname() ?? '/'
  const [menuOpen, setMenuOpen] = useState(false)
  const [moreOpen, setMoreOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const moreButton = useRef<HTMLButtonElement>(null)
  const moreList = useRef<HTMLUListElement>(null)

  // A tap or click anywhere outside the menu closes it.
  useEffect(() => {
    if (!menuOpen && !moreOpen) return
    const onPointerDown = (e: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) {
        setMoreOpen(false)
        setMenuOpen(false)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [menuOpen, moreOpen])

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
    if (moreOpen) {
      setMoreOpen(false)
      moreButton.current?.focus()
      e.stopPropagation()
    } else if (menuOpen) {
      setMenuOpen(false)
      menuButton.current?.focus()
      e.stopPropagation()
    }
  }

  const onMoreButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setMoreOpen(true)
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
  const onMoreBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setMoreOpen(false)
  }
  const onNavBlur = (e: FocusEvent<HTMLElement>) => {
    if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setMenuOpen(false)
  }

  // Following a link closes everything.
  const onNavClick = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('a')) {
      setMoreOpen(false)
      setMenuOpen(false)
    }
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
      <button
        ref={menuButton}
        type="button"
        className={styles.menuToggle}
        aria-expanded={menuOpen}
        aria-controls="site-menu"
        onClick={() => setMenuOpen((o) => !o)}
        data-needs-js
      >
        <Burger open={menuOpen} />
        Menu
      </button>
      {/* Without JavaScript the buttons cannot open anything: links to the menu and to "More"
          take their place, and the stylesheet opens whichever is the address's #target. */}
      <noscript>
        <style>{'[data-needs-js]{display:none!important}'}</style>
        <a href="#site-menu" className={styles.menuToggle}>
          <Burger open={false} />
          Menu
        </a>
      </noscript>

      <div id="site-menu" className={styles.panel} data-open={menuOpen}>
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
            <button
              ref={moreButton}
              type="button"
              className={styles.moreButton}
              data-current={moreCurrent || undefined}
              aria-expanded={moreOpen}
              aria-controls="site-more"
              onClick={() => setMoreOpen((o) => !o)}
              onKeyDown={onMoreButtonKeyDown}
              data-needs-js
            >
              More
              <Chevron />
            </button>
            <noscript>
              <a href="#site-more" className={styles.moreButton}>
                More
                <Chevron />
              </a>
            </noscript>
            <ul
              id="site-more"
              ref={moreList}
              className={styles.moreList}
              hidden={!moreOpen}
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
    </nav>
  )
}

function Burger({ open }: { open: boolean }) {
  return (
    <span className={styles.burger} data-open={open} aria-hidden="true">
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

import Image from '@/components/site/responsive-image'
import Link from '@/components/link'

import { getChrome, getNavigation } from '@/content/site-queries.server'

import { siteMenus } from './nav-links'
import styles from './site-header.module.css'
import { SiteNav } from './site-nav'

export async function SiteHeader() {
  const [{ settings }, nav] = await Promise.all([getChrome(), getNavigation()])
  const menus = siteMenus(nav, settings)
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={`${settings.brandName} — home`}>
          {/* The logo is eager but low priority, so React does not preload it: a small image
              that must not compete with the page's largest image (hero, portrait, cover) for a
              phone's first bytes. At a fixed width it needs only its 1x and 2x files. */}
          {settings.logo ? (
            <Image
              src={settings.logo.url}
              variants={settings.logo.variants}
              alt=""
              width={174}
              height={58}
              loading="eager"
              fetchPriority="low"
            />
          ) : (
            <span className={styles.wordmark}>{settings.brandName}</span>
          )}
        </Link>
        <div className={styles.end}>
          {/* On phones the menu folds away; booking stays one tap from every page. */}
          {settings.links.booking && (
            <a href={settings.links.booking} className={`button ${styles.phoneBook}`}>
              Book
            </a>
          )}
          <SiteNav primary={menus.primary} more={menus.more} bookingUrl={settings.links.booking} />
        </div>
      </div>
    </header>
  )
}

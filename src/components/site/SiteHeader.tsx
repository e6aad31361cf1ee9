import Image from 'next/image'
import Link from '@/components/link'

import { getChrome } from '@/content/site-queries.server'

import { moreLinks, primaryLinks } from './nav-links'
import styles from './SiteHeader.module.css'
import { SiteNav } from './SiteNav'

export async function SiteHeader() {
  const { settings } = await getChrome()
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={`${settings.brandName} — home`}>
          {settings.logo ? (
            <Image src={settings.logo.url} alt="" width={174} height={58} priority sizes="174px" />
          ) : (
            <span className={styles.wordmark}>{settings.brandName}</span>
          )}
        </Link>
        <SiteNav
          primary={primaryLinks({ hideOffers: settings.hideOffers })}
          more={moreLinks}
          bookingUrl={settings.links.booking}
        />
      </div>
    </header>
  )
}

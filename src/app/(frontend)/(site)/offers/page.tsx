import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/render-blocks'
import { appPageMetadata, loadPage, PageHero } from '@/components/site/cms-page'
import { OfferCards } from '@/components/site/offer-cards'
import { listLiveOffers } from '@/content/offer-queries.server'
import { getSiteSettings } from '@/content/queries.server'

import styles from './offers.module.css'

// Offers switch on and off by date as well as by staff: rendered on each request, like the
// offer pages, so the list and the pages always agree.
// Cached; rebuilt when staff change an offer, and every minute so an offer that has ended
// disappears on its own.
export const revalidate = 60

// No openGraph here: the page keeps the site's default sharing image
// (src/app/(frontend)/opengraph-image.tsx), with the page's own title and description.
export const generateMetadata = (): Promise<Metadata> =>
  appPageMetadata('offers', '/offers', 'Latest Offers')

export default async function OffersPage() {
  // "Hide all offers" is part of the rule (offerStatus): while it is ticked the list is empty.
  const [{ page, preview }, settings, offers] = await Promise.all([
    loadPage('offers'),
    getSiteSettings(),
    listLiveOffers(),
  ])

  return (
    <div className={styles.page}>
      <PageHero page={page} preview={preview} fallbackTitle="Latest Offers" />

      <div className="container section">
        {offers.length === 0 ? (
          <section className={styles.empty} aria-labelledby="offers-soon">
            <h2 id="offers-soon">New Special Offers Coming... Check back soon!</h2>
            <p>
              In the meantime, you can still book a free consultation with any of our stylists.
              {settings.links.booking && (
                <>
                  {' '}
                  <a href={settings.links.booking}>Book online</a>.
                </>
              )}
            </p>
          </section>
        ) : (
          <OfferCards offers={offers} firstScreen />
        )}
      </div>
      {page && <RenderBlocks blocks={page.blocks} />}
    </div>
  )
}

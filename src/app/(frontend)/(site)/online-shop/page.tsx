import type { Metadata } from 'next'
import Image from 'next/image'

import { BannerCarousel } from '@/components/site/BannerCarousel'
import { PageHeader } from '@/components/site/PageHeader'
import { getAcademy, getSettings, getStoreData } from '@/content/site-queries.server'
import { summariseOpeningTimes } from '@/lib/opening-times'

import styles from './shop.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Online shop',
  description:
    'Shop the haircare our stylists use and recommend, with free click and collect from the Willow & Wren Academy or home delivery across the UK.',
  alternates: { canonical: '/online-shop' },
}

export default async function OnlineShopPage() {
  const [store, settings, academy] = await Promise.all([
    getStoreData(),
    getSettings(),
    getAcademy(),
  ])
  const shop = settings.links.shop
  return (
    <>
      <PageHeader
        eyebrow="Online shop"
        title="Salon haircare, delivered"
        lede="The products our stylists use and recommend every day, chosen to keep your colour bright and your hair healthy between appointments."
      >
        {shop && (
          <ul className="actions">
            <li>
              <a href={shop} className="button">
                Shop Now
              </a>
            </li>
          </ul>
        )}
      </PageHeader>

      <div className="container section">
        <BannerCarousel banners={store.banners} />
      </div>

      <section className="section section-tint" aria-labelledby="brands-heading">
        <div className="container">
          <p className="eyebrow">Our brands</p>
          <h2 id="brands-heading">Shop by brand</h2>
          <ul className={styles.tiles}>
            {store.tiles.map((t) => (
              <li key={t.url} className={styles.tile}>
                {t.image && (
                  <Image
                    src={t.image.url}
                    alt={t.image.alt}
                    width={400}
                    height={400}
                    sizes="(max-width: 600px) 45vw, 270px"
                  />
                )}
                <div className={styles.tileBody}>
                  <h3>
                    <a href={t.url} className={styles.tileLink}>
                      {t.brand}
                    </a>
                  </h3>
                  <p className={styles.tileTitle}>{t.title}</p>
                  <p>{t.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="delivery-heading">
        <div className="container">
          <h2 id="delivery-heading">Collect or delivered</h2>
          <div className="grid-2">
            <div className={styles.option}>
              <h3>Free click and collect</h3>
              <p>
                Choose click and collect at checkout and your order will be waiting at reception at
                the {academy?.name ?? 'Academy'}, our head office
                {academy && (
                  <>
                    {' '}
                    at {academy.address.line1},{' '}
                    {academy.address.line2 ? `${academy.address.line2}, ` : ''}
                    {academy.address.town} {academy.address.postcode}
                  </>
                )}
                . We&apos;ll text you when it&apos;s ready, usually the next working day.
              </p>
              {academy && (
                <p className={styles.hours}>
                  Collection times:{' '}
                  {summariseOpeningTimes(academy.openingTimes)
                    .filter((g) => g.hours !== 'Closed')
                    .map((g) => `${g.days} ${g.hours}`)
                    .join(' · ')}
                </p>
              )}
            </div>
            <div className={styles.option}>
              <h3>Home delivery</h3>
              <p>
                Prefer it to come to you? We deliver anywhere in the UK, packed in recycled and
                recyclable packaging. Most orders arrive within two to three working days, and
                delivery is free when you spend £40 or more.
              </p>
              <p className={styles.hours}>
                Not sure what to buy? Ask your stylist at your next appointment — they know your
                hair best.
              </p>
            </div>
          </div>
          {shop && (
            <p className={styles.cta}>
              <a href={shop} className="button">
                Shop Now
              </a>
            </p>
          )}
        </div>
      </section>
    </>
  )
}

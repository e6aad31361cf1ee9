import Image from '@/components/site/responsive-image'

import { BannerCarousel } from '@/components/site/banner-carousel'
import { getStoreData } from '@/content/site-queries.server'
import type { PageBlockOf } from '@/content/types'

import styles from './shop.module.css'

export async function ShopView({ block }: { block: PageBlockOf<'shop'> }) {
  const store = await getStoreData()
  return (
    <>
      {store.banners.length > 0 && (
        <div className="container section">
          <BannerCarousel banners={store.banners} />
        </div>
      )}
      {store.tiles.length > 0 && (
        <section className="section section-tint" aria-label={block.heading ?? 'Brands'}>
          <div className="container">
            {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
            {block.heading && <h2>{block.heading}</h2>}
            <ul className={styles.tiles}>
              {store.tiles.map((t) => (
                <li key={t.url} className={styles.tile}>
                  {t.image && (
                    <Image
                      src={t.image.url}
                      variants={t.image.variants}
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
      )}
    </>
  )
}

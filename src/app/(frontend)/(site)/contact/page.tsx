import type { Metadata } from 'next'
import Image from '@/components/site/responsive-image'

import { JsonLd } from '@/components/site/json-ld'
import { OpeningTimes } from '@/components/site/opening-times'
import { RenderBlocks } from '@/blocks/render-blocks'
import { appPageMetadata, loadPage, PageHero } from '@/components/site/cms-page'
import { getSalonsInOrder, getSettings } from '@/content/site-queries.server'
import { telHref } from '@/lib/opening-times'
import { hairSalonJsonLd } from '@/lib/seo'

import styles from './contact.module.css'

/**
 * An e-mail address that a narrow column wraps after the "@" or before a dot, never in the
 * middle of a word (it once broke as "highstreet@willowandwr / en.example").
 */
function EmailText({ address }: { address: string }) {
  const [user, domain = ''] = address.split('@')
  const parts = domain.split('.')
  return (
    <>
      {user}@<wbr />
      {parts.map((p, i) => (
        <span key={i}>
          {i > 0 && (
            <>
              <wbr />.
            </>
          )}
          {p}
        </span>
      ))}
    </>
  )
}

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const generateMetadata = (): Promise<Metadata> =>
  appPageMetadata('contact', '/contact', 'Contact us')

export default async function ContactPage() {
  const [{ page, preview }, salons, settings] = await Promise.all([
    loadPage('contact'),
    getSalonsInOrder(),
    getSettings(),
  ])
  // The first salon's picture is in a phone's first screen, and the largest thing there unless
  // the title band has a picture of its own (it was lazy, and the LCP waited).
  const leadImage = !page?.hero.image
  return (
    <>
      <PageHero page={page} preview={preview} fallbackTitle="Contact us" />

      <div className="container section">
        <ul className={styles.salons}>
          {salons.map((s, i) => (
            <li key={s.id} id={`salon-${s.id}`} className={styles.salon}>
              {s.image && (
                <Image
                  src={s.image.url}
                  variants={s.image.variants}
                  alt={s.image.alt}
                  width={480}
                  height={300}
                  sizes="(max-width: 760px) calc(100vw - 2.5rem), 370px"
                  loading={i === 0 ? 'eager' : undefined}
                  preload={i === 0 && leadImage}
                  fetchPriority={i === 0 && leadImage ? 'high' : undefined}
                />
              )}
              <div className={styles.body}>
                <h2 className={styles.name}>{s.name}</h2>
                <address className={styles.address}>
                  {s.address.line1}
                  <br />
                  {s.address.line2 && (
                    <>
                      {s.address.line2}
                      <br />
                    </>
                  )}
                  {s.address.town}
                  <br />
                  {s.address.postcode}
                </address>
                <dl className={styles.details}>
                  <div>
                    <dt>Phone</dt>
                    <dd>
                      <a href={telHref(s.phone)}>{s.phone}</a>
                    </dd>
                  </div>
                  {s.email && (
                    <div>
                      <dt>Email</dt>
                      <dd>
                        <a href={`mailto:${s.email}`} className={styles.email}>
                          <EmailText address={s.email} />
                        </a>
                      </dd>
                    </div>
                  )}
                </dl>
                <OpeningTimes salon={s} />
                {(s.bookingUrl ?? settings.links.booking) && (
                  <p className={styles.book}>
                    <a href={(s.bookingUrl ?? settings.links.booking) as string} className="button">
                      Book at {s.shortName}
                    </a>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>

      {page && <RenderBlocks blocks={page.blocks} />}

      <JsonLd data={salons.map((s) => hairSalonJsonLd(s, settings))} />
    </>
  )
}

import Image from '@/components/site/responsive-image'

import Link from '@/components/link'
import { JsonLd } from '@/components/site/json-ld'
import { getSalonsInOrder, getSettings } from '@/content/site-queries.server'
import type { PageBlockOf, Salon } from '@/content/types'
import { telHref } from '@/lib/opening-times'
import { hairSalonJsonLd } from '@/lib/seo'

import home from '../home.module.css'
import styles from './salon.module.css'

const addressLine = (s: Salon) =>
  `${[s.address.line1, s.address.line2, s.address.town].filter(Boolean).join(', ')} ${s.address.postcode}`

export async function SalonsView({ block }: { block: PageBlockOf<'salons'> }) {
  const [salons, settings] = await Promise.all([getSalonsInOrder(), getSettings()])
  const jsonLd = <JsonLd data={salons.map((s) => hairSalonJsonLd(s, settings))} />
  if (block.style === 'story') {
    return (
      <>
        {salons.map((s, i) => (
          <section
            key={s.id}
            className={`section ${i % 2 ? 'section-tint' : ''}`}
            aria-labelledby={`salon-${s.id}`}
          >
            <div className={`container ${styles.chapter} ${i % 2 ? styles.flip : ''}`}>
              <div className={styles.photos}>
                {s.image && (
                  <Image
                    src={s.image.url}
                    variants={s.image.variants}
                    alt={s.image.alt}
                    width={s.image.width}
                    height={s.image.height}
                    sizes="(max-width: 900px) calc(100vw - 2.5rem), 540px"
                    preload={i === 0}
                    fetchPriority={i === 0 ? 'high' : undefined}
                  />
                )}
              </div>
              <div>
                <h2 id={`salon-${s.id}`}>{s.name}</h2>
                <div className="prose">
                  {s.history.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
                <p className={styles.visit}>
                  {addressLine(s)} ·{' '}
                  <Link href={`/contact#salon-${s.id}`}>Contact {s.shortName}</Link>
                </p>
              </div>
            </div>
          </section>
        ))}
        {jsonLd}
      </>
    )
  }
  return (
    <section className="section" aria-label={block.heading ?? 'Our salons'}>
      <div className="container">
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        {block.heading && <h2>{block.heading}</h2>}
        <ul className={home.salons}>
          {salons.map((s) => (
            <li key={s.id} className={home.salon}>
              {s.image && (
                <Image
                  src={s.image.url}
                  variants={s.image.variants}
                  alt={s.image.alt}
                  width={480}
                  height={300}
                  sizes="(max-width: 760px) calc(100vw - 2.5rem), 370px"
                />
              )}
              <div className={home.salonBody}>
                {block.heading ? <h3>{s.name}</h3> : <h2>{s.name}</h2>}
                <p>{s.blurb}</p>
                <address>
                  {addressLine(s)}
                  <br />
                  <a href={telHref(s.phone)}>{s.phone}</a>
                </address>
              </div>
            </li>
          ))}
        </ul>
        <p>
          <Link href="/contact" className="text-link">
            Opening times and directions
          </Link>
        </p>
      </div>
      {jsonLd}
    </section>
  )
}

import type { Metadata } from 'next'
import Image from 'next/image'
import Link from '@/components/link'

import { JsonLd } from '@/components/site/JsonLd'
import { PageHeader } from '@/components/site/PageHeader'
import { getSalons, getSettings } from '@/content/site-queries.server'
import { hairSalonJsonLd } from '@/lib/seo'

import styles from './salon.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Our salons and our story',
  description:
    'From two chairs above a bakery in 2009 to High Street, Riverside and our Academy in the old print works: the story and the spaces of Willow & Wren.',
  alternates: { canonical: '/salon' },
}

export default async function SalonPage() {
  // In the order the story happened: High Street (2009), Riverside (2016), the Academy (2021).
  const [salons, settings] = await Promise.all([getSalons(), getSettings()])
  const story = [...salons].sort(
    (a, b) =>
      (a.isAcademy ? 1 : 0) - (b.isAcademy ? 1 : 0) ||
      (a.id === settings.defaultSalonId ? -1 : b.id === settings.defaultSalonId ? 1 : a.id - b.id),
  )

  return (
    <>
      <PageHeader
        eyebrow="Our story"
        title="Two chairs, a bakery and a wren"
        lede="Willow & Wren started in 2009 with two friends, a pot of paint and a lot of hope. Here's how we grew into two salons and a training academy — and what hasn't changed along the way."
      >
        <ul className="actions">
          <li>
            <Link href="/contact" className="button">
              Find us and opening times
            </Link>
          </li>
          <li>
            <Link href="/team" className="button button-ghost">
              Meet the team
            </Link>
          </li>
        </ul>
      </PageHeader>

      {story.map((s, i) => (
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
                  alt={s.image.alt}
                  width={s.image.width}
                  height={s.image.height}
                  sizes="(max-width: 900px) calc(100vw - 2.5rem), 540px"
                  priority={i === 0}
                />
              )}
            </div>
            <div>
              <p className="eyebrow">
                {s.isAcademy
                  ? 'Training academy and head office'
                  : s.id === settings.defaultSalonId
                    ? 'Where it began'
                    : 'Our sister salon'}
              </p>
              <h2 id={`salon-${s.id}`}>{s.name}</h2>
              <div className="prose">
                {s.history.map((p, j) => (
                  <p key={j}>{p}</p>
                ))}
              </div>
              <p className={styles.visit}>
                {[s.address.line1, s.address.line2, s.address.town].filter(Boolean).join(', ')}{' '}
                {s.address.postcode} ·{' '}
                <Link href={`/contact#salon-${s.id}`}>Contact {s.shortName}</Link>
              </p>
            </div>
          </div>
        </section>
      ))}

      <JsonLd data={salons.map((s) => hairSalonJsonLd(s, settings))} />
    </>
  )
}

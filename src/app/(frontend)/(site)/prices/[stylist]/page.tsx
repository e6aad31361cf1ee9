import type { Metadata } from 'next'
import Image from 'next/image'
import Link from '@/components/link'
import { redirect } from 'next/navigation'

import { loadCatalogue } from '@/calculator/catalogue.server'
import styles from '@/calculator/components/calculator.module.css'
import { typeLabels } from '@/calculator/labels'
import { calculatorTypes, isNewStarter } from '@/quote'

type Params = Promise<{ stylist: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { stylist: slug } = await params
  const stylist = (await loadCatalogue()).stylists.find((s) => s.slug === slug)
  return stylist
    ? {
        title: `Get a quote with ${stylist.name}`,
        description: `An estimated price for your hair with ${stylist.name}, ${stylist.levelName}.`,
        alternates: { canonical: `/prices/${slug}` },
      }
    : { title: 'Get a quote' }
}

/** A quote with one stylist (linked from her profile): the calculator starts with her chosen. */
export default async function StylistQuotePage({ params }: { params: Params }) {
  const { stylist: slug } = await params
  const cat = await loadCatalogue()
  const stylist = cat.stylists.find((s) => s.slug === slug)
  if (!stylist) redirect('/prices')
  const salon = cat.salons.find((x) => x.id === stylist.salonId)
  const start = (type: string) =>
    `/prices/calculator?${new URLSearchParams({ type, mode: 'stylist', stylist: String(stylist.id), level: String(stylist.levelId), salon: String(stylist.salonId) })}`
  return (
    <div className={styles.page}>
      <div className={styles.stylistHero}>
        {stylist.photo && (
          <Image
            src={stylist.photo.url}
            alt={stylist.photo.alt}
            width={160}
            height={200}
            sizes="160px"
            priority
          />
        )}
        <div>
          <p className={styles.eyebrow}>
            {stylist.levelName} · {salon?.name}
          </p>
          <h1 className={styles.title}>Get a quote with {stylist.name}</h1>
          <p className={styles.lede}>What would you like {stylist.firstName} to do?</p>
        </div>
      </div>
      <ul className={styles.typeGrid} style={{ marginTop: '1.5rem' }}>
        {calculatorTypes.map((t) => (
          <li key={t}>
            {t === 'Men' && isNewStarter(stylist.levelId) ? (
              <div className={`${styles.typeCard} ${styles.optionDisabled}`} aria-disabled="true">
                <h2>{typeLabels[t].title}</h2>
                <span className={styles.reason}>
                  New Starters do not carry out men&apos;s cuts yet.
                </span>
              </div>
            ) : (
              <Link className={styles.typeCard} href={start(t)}>
                <h2>{typeLabels[t].title}</h2>
                <span>{typeLabels[t].blurb}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

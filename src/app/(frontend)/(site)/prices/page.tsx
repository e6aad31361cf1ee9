import type { Metadata } from 'next'
import Link from '@/components/link'

import styles from '@/calculator/components/calculator.module.css'
import { typeLabels } from '@/calculator/labels'
import { calculatorTypes } from '@/quote'

export const metadata: Metadata = {
  title: 'Prices and online quote',
  description:
    'Get an honest estimated price for your hair in a few steps: choose your services and a stylist or level.',
  alternates: { canonical: '/prices' },
}

/** Start of the quote: the visitor picks the kind of appointment (spec: /prices). */
export default function PricesPage() {
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Online quote</p>
      <h1 className={styles.title}>What would you like done?</h1>
      <p className={styles.lede}>
        Our prices depend on the services you choose and the experience of your stylist. Build your
        quote in a couple of minutes — we&apos;ll send it to you by e-mail and text message.
      </p>
      <ul className={styles.typeGrid}>
        {calculatorTypes.map((t) => (
          <li key={t}>
            <Link className={styles.typeCard} href={`/prices/selector?type=${t}`}>
              <h2>{typeLabels[t].title}</h2>
              <span>{typeLabels[t].blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

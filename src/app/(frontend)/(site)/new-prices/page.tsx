import type { Metadata } from 'next'
import Link from '@/components/link'

import { PageHeader } from '@/components/site/PageHeader'

import styles from '../content.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Our new prices from April',
  description:
    'Why Willow & Wren prices are changing from April — the National Minimum Wage, employer contributions, stock and energy costs — and how our stylist levels keep every budget covered.',
  alternates: { canonical: '/new-prices' },
}

export default function NewPricesPage() {
  return (
    <>
      <PageHeader
        eyebrow="A note about our prices"
        title="Our prices are changing from April"
        lede="We don't take price rises lightly, and we want to be open with you about why this one is happening."
      />
      <div className="container section">
        <div className="grid-2">
          <div className="prose">
            <p>
              From the start of April, our prices will be adjusted across our salons. Like every
              independent business, we&apos;ve seen our costs rise steeply over the past year, and
              we&apos;ve held our prices for as long as we responsibly can.
            </p>
            <h2>What&apos;s behind the change</h2>
            <ul>
              <li>
                <strong>The National Minimum Wage</strong> rises again in April. We&apos;re proud
                that our apprentices and junior team are paid fairly, and that matters more to us
                than anything.
              </li>
              <li>
                <strong>Employer contributions</strong>, including National Insurance and pensions,
                have gone up for every member of our team.
              </li>
              <li>
                <strong>Stock costs</strong> — colour, lightener, bond builders and the professional
                products we use on your hair — have risen with every delivery.
              </li>
              <li>
                <strong>Energy costs</strong> for lighting, heating, hot water and dryers remain far
                higher than they were.
              </li>
            </ul>
            <h2>Something for every budget</h2>
            <p>
              Our range of stylists, from Junior Stylists to Advanced Seniors, means there is still
              an option to suit every budget. If you&apos;d like to keep your spending the same, ask
              us about booking with a stylist at a different level — every one of them has been
              trained and assessed by our Academy.
            </p>
            <p>
              Appointments booked before April will keep their current price, whenever you made the
              booking.
            </p>
          </div>
          <aside className={styles.panel} aria-labelledby="check-heading">
            <h2 id="check-heading">Check your new price</h2>
            <p>
              Our online quote always shows today&apos;s prices for every level, so you can compare
              stylists and plan ahead before you book.
            </p>
            <ul className="actions">
              <li>
                <Link href="/prices" className="button">
                  Get a price quote
                </Link>
              </li>
              <li>
                <Link href="/team" className="button button-ghost">
                  Meet the team
                </Link>
              </li>
            </ul>
            <p className={styles.small}>
              Thank you for your continued support — it means the world to our team.
            </p>
          </aside>
        </div>
      </div>
    </>
  )
}

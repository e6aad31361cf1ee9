import type { Metadata } from 'next'
import Link from '@/components/link'
import type { ReactNode } from 'react'

import { PageHeader } from '@/components/site/PageHeader'
import { getSettings } from '@/content/site-queries.server'

import styles from '../content.module.css'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'How to book',
  description:
    'New or existing client, colour or cut: what to do before you book at Willow & Wren, including skin tests, consultations and online quotes.',
  alternates: { canonical: '/bookings' },
}

type Client = 'new' | 'existing'
type Service = 'colour' | 'cutting'
type Props = { searchParams: Promise<{ client?: string; service?: string }> }

const pick = <T extends string>(value: string | undefined, options: readonly T[]): T | null =>
  options.includes(value as T) ? (value as T) : null

/**
 * A two-step chooser made of plain links (?client=…&service=…), so it works without
 * JavaScript and every answer has its own address.
 */
export default async function BookingsPage({ searchParams }: Props) {
  const sp = await searchParams
  const client = pick(sp.client, ['new', 'existing'] as const)
  const service = client ? pick(sp.service, ['colour', 'cutting'] as const) : null
  const settings = await getSettings()
  const { booking, skinTest } = settings.links

  const choice = (href: string, current: boolean, title: string, text: string) => (
    <Link
      href={href}
      className={styles.choice}
      aria-current={current ? 'step' : undefined}
      scroll={false}
    >
      <strong>{title}</strong>
      <span>{text}</span>
    </Link>
  )

  const advice: Record<`${Client}-${Service}`, { title: string; body: ReactNode }> = {
    'new-colour': {
      title: 'New client, colour appointment',
      body: (
        <>
          <p>Welcome! There are three simple steps before your first colour with us:</p>
          <ol>
            <li>
              <strong>Get an idea of the price.</strong> Our{' '}
              <Link href="/prices">online quote</Link> shows an estimated price for your colour with
              a stylist at each level, and new clients get a first-visit offer with their quote.
            </li>
            <li>
              <strong>Book a skin test at least 48 hours before your colour.</strong> It&apos;s
              free, takes five minutes and is required for every new colour client.{' '}
              {skinTest ? (
                <a href={skinTest}>Book a skin test online</a>
              ) : (
                'Call any salon to book one'
              )}
              , or drop into the Academy during opening hours.
            </li>
            <li>
              <strong>Book your colour</strong>, ideally with a free consultation first if
              you&apos;re planning a big change — we&apos;ll look at your hair and agree the plan
              and the price before anything begins.
            </li>
          </ol>
        </>
      ),
    },
    'new-cutting': {
      title: 'New client, cutting or styling only',
      body: (
        <>
          <p>
            Good news: no skin test needed. Choose a stylist whose level suits your budget — our{' '}
            <Link href="/team">team page</Link> shows everyone&apos;s specialisms — and book online.
          </p>
          <p>
            Want to know the price first? Our <Link href="/prices">online quote</Link> works out
            cuts, blow-dries and treatments too. Not sure what you want? Book a free consultation
            and we&apos;ll talk it through.
          </p>
        </>
      ),
    },
    'existing-colour': {
      title: 'Existing client, colour appointment',
      body: (
        <>
          <p>
            Welcome back. If you&apos;ve had a colour or a skin test with us in the last six months,
            just give the salon a ring and we&apos;ll activate your skin-test record so you can book
            online straight away.
          </p>
          <p>
            If it&apos;s been longer than six months, or you&apos;ve had colour elsewhere since,
            please {skinTest ? <a href={skinTest}>book a skin test</a> : 'book a skin test'} at
            least 48 hours before your appointment. Sensitivity can change over time, and we&apos;d
            always rather be safe.
          </p>
          <p>
            Foil clients: a top-up every 8–10 weeks keeps your colour looking its best.{' '}
            <Link href="/prices">See prices</Link>.
          </p>
        </>
      ),
    },
    'existing-cutting': {
      title: 'Existing client, cutting or styling only',
      body: (
        <>
          <p>
            Book online as usual with your regular stylist, or try someone new — your notes travel
            with you between our salons.
          </p>
          <p>
            If you haven&apos;t visited for more than 18 months, we&apos;ll welcome you back as a
            new client, which means you can use our new-client offers.{' '}
            <Link href="/prices">Check your price</Link> before you book.
          </p>
        </>
      ),
    },
  }
  const chosen = client && service ? advice[`${client}-${service}`] : null

  return (
    <>
      <PageHeader
        eyebrow="Bookings"
        title="Booking made simple"
        lede="Two quick questions and we'll tell you exactly what to do before you book — including whether you need a skin test."
      />
      <div className="container section">
        <h2 className={styles.stepHeading}>1. Have you been to us in the last 18 months?</h2>
        <ul className={styles.choices}>
          <li>
            {choice(
              '/bookings?client=new',
              client === 'new',
              "I'm a new client",
              "First visit, or it's been more than 18 months",
            )}
          </li>
          <li>
            {choice(
              '/bookings?client=existing',
              client === 'existing',
              "I'm an existing client",
              "I've visited in the last 18 months",
            )}
          </li>
        </ul>

        {client && (
          <>
            <h2 className={styles.stepHeading}>2. What would you like to book?</h2>
            <ul className={styles.choices}>
              <li>
                {choice(
                  `/bookings?client=${client}&service=colour`,
                  service === 'colour',
                  'Colour',
                  'Any colour service, with or without a cut',
                )}
              </li>
              <li>
                {choice(
                  `/bookings?client=${client}&service=cutting`,
                  service === 'cutting',
                  'Cutting or styling only',
                  'Cuts, blow-dries, treatments and up-dos',
                )}
              </li>
            </ul>
          </>
        )}

        {chosen && (
          <section
            className={`${styles.panel} ${styles.advice}`}
            aria-labelledby="advice-heading"
            id="advice"
          >
            <h2 id="advice-heading">{chosen.title}</h2>
            <div className="prose">{chosen.body}</div>
            <ul className="actions">
              {booking && (
                <li>
                  <a href={booking} className="button">
                    Book online
                  </a>
                </li>
              )}
              <li>
                <Link href="/prices" className="button button-ghost">
                  Get a price quote
                </Link>
              </li>
            </ul>
          </section>
        )}
        <p className={styles.more}>
          Before you book, please read our{' '}
          <Link href="/policies">deposit and cancellation policy</Link>.
        </p>
      </div>
    </>
  )
}

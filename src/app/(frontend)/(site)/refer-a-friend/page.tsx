import type { Metadata } from 'next'
import Link from '@/components/link'

import { PageHeader } from '@/components/site/PageHeader'
import { getSettings } from '@/content/site-queries.server'

import styles from '../content.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'Refer a friend: Give £20 | Get £20',
  description:
    'Refer a friend to Willow & Wren: they get £20 off their first appointment, and you get £20 off for every new client you introduce.',
  alternates: { canonical: '/refer-a-friend' },
}

export default async function ReferAFriendPage() {
  const settings = await getSettings()
  const account = settings.links.referralAccount
  return (
    <>
      <PageHeader
        eyebrow="Refer a friend"
        title={
          <>
            Give £20 <span aria-hidden="true">|</span>
            <span className="sr-only">,</span> Get £20
          </>
        }
        lede="Love your hair? Share the love. Your friend gets £20 off their first appointment, and you get £20 off for every new client you send our way."
      >
        {account && (
          <ul className="actions">
            <li>
              <a href={account} className="button">
                Get your referral link
              </a>
            </li>
          </ul>
        )}
      </PageHeader>
      <div className="container section">
        <h2 className="center">How it works</h2>
        <ol className={styles.steps}>
          <li>
            <h3>Share your link</h3>
            <p>
              Sign in to your referral account with the booking system and share your personal link
              with friends and family.
            </p>
          </li>
          <li>
            <h3>Your friend saves £20</h3>
            <p>
              When they book their first appointment through your link, they get £20 off. Their
              voucher is valid for 8 weeks.
            </p>
          </li>
          <li>
            <h3>You get £20</h3>
            <p>
              Once they&apos;ve visited, we add a £20 voucher to your account for every new client —
              valid for 12 weeks. There&apos;s no limit on how many friends you refer.
            </p>
          </li>
        </ol>
        <div className={`narrow ${styles.panel} ${styles.spaced}`}>
          <h2>The small print</h2>
          <ul className="prose">
            <li>
              Your friend must be new to Willow &amp; Wren, or not have visited us for more than 18
              months.
            </li>
            <li>
              Your friend&apos;s £20 voucher is valid for 8 weeks from the date of referral; yours
              is valid for 12 weeks from their visit.
            </li>
            <li>
              Vouchers can be used at any of our salons, with any stylist, but can&apos;t be
              exchanged for cash or combined with another offer.
            </li>
            <li>
              If your friend&apos;s first appointment includes colour, they&apos;ll need a skin test
              at least 48 hours beforehand.
            </li>
          </ul>
          <ul className="actions">
            {account && (
              <li>
                <a href={account} className="button">
                  Go to my referral account
                </a>
              </li>
            )}
            <li>
              <Link href="/bookings" className="button button-ghost">
                Booking advice for your friend
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </>
  )
}

import type { Metadata } from 'next'
import Link from '@/components/link'
import { redirect } from 'next/navigation'

import styles from '@/calculator/components/calculator.module.css'
import type { SearchParams } from '@/calculator/page.server'
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { ConfirmInvite } from '@/confirm/invite'
import { findByLink } from '@/confirm/request.server'
import { getPayloadClient } from '@/content/queries.server'

export const metadata: Metadata = { title: 'Quote sent', robots: { index: false } }

export default async function FinishStatusPage({
  params,
  searchParams,
}: {
  params: Promise<{ status: string }>
  searchParams: SearchParams
}) {
  const [{ status }, q] = await Promise.all([params, searchParams])
  const type = typeof q.type === 'string' ? q.type : ''
  const link = typeof q.link === 'string' && /^[A-Za-z0-9_-]{5,64}$/.test(q.link) ? q.link : null
  if (status !== 'submitted' || !type) redirect('/prices')
  const found = link ? await findByLink(await getPayloadClient(), link) : null
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Thank you</p>
      <h1 className={styles.title}>
        Great! You&apos;ll receive your estimated quote via email and text message very soon!
      </h1>
      {/* Which offer it carries is the saved quote's (ADR 025): new and returning clients alike. */}
      <p className={styles.lede}>
        Your quote shows any offer you qualify for, with its code and your price with it.
      </p>
      {found && link && (
        <ConfirmInvite
          link={link}
          snapshot={readSnapshot(found.quote.quote)}
          draft={Boolean(found.request)}
        />
      )}
      <div className={styles.buttonRow}>
        {link && (
          <Link className={`${styles.button} ${styles.buttonDark}`} href={`/quote/${link}`}>
            View your quote
          </Link>
        )}
        <Link className={`${styles.button} ${styles.buttonGhost}`} href="/prices">
          Start another quote
        </Link>
      </div>
    </div>
  )
}

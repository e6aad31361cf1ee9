import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import styles from '@/calculator/components/calculator.module.css'
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { photoRoleKeys, type PhotoRole } from '@/confirm/answers'
import { confirmerOf } from '@/confirm/invite'
import { findByLink } from '@/confirm/request.server'
import { RequestForm } from '@/confirm/request-form'
import { getPayloadClient, getSiteSettings } from '@/content/queries.server'
import { formatGBP, poundsToPence } from '@/quote'

export const metadata: Metadata = {
  title: 'Get your price confirmed',
  robots: { index: false, follow: false },
}
// Her own draft: never cached.
export const dynamic = 'force-dynamic'

/** Her request to have the price confirmed by her stylist (issue 48, ADR 052). */
export default async function ConfirmRequestPage({
  params,
}: {
  params: Promise<{ link: string }>
}) {
  const { link } = await params
  const [payload, settings] = await Promise.all([getPayloadClient(), getSiteSettings()])
  const found = await findByLink(payload, link)
  if (!found) notFound()
  if (found.request && found.request.state !== 'draft') redirect(`/quote/${link}#confirm`)
  const snap = readSnapshot(found.quote.quote)
  const who = confirmerOf(snap)
  const refused = found.request?.refused ?? null
  const kept = (found.request?.photos ?? [])
    .map((p) => (typeof p === 'object' ? (p.role as PhotoRole) : null))
    .filter((r): r is PhotoRole => r != null && photoRoleKeys.includes(r))
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Your quote: {formatGBP(poundsToPence(snap.total))}</p>
      <h1 className={styles.title}>Get this price confirmed by {who}</h1>
      <p className={styles.lede}>
        {who.charAt(0).toUpperCase() + who.slice(1)} looks at your photos and answers, and confirms
        the price you will pay — or tells you what would change, and why. You will hear back by
        e-mail and text message, usually within{' '}
        {settings.confirmations.promiseWorkingDays === 1
          ? 'one working day'
          : `${settings.confirmations.promiseWorkingDays} working days`}
        .
      </p>
      <RequestForm
        link={link}
        who={who}
        salonName={snap.salon?.name ?? settings.brandName}
        retentionDays={settings.retention.photoDays}
        values={(refused?.values as Record<string, unknown>) ?? {}}
        errors={refused?.errors ?? {}}
        kept={kept}
      />
    </div>
  )
}

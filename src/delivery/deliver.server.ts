// Delivery of saved quotes and job applications. Always after the save, never inside it:
// a failing mail server or SMS provider can delay a message but never lose a submission.
import type { Payload } from 'payload'

import type { QuoteSnapshot } from '@/collections/quotes/save-quote.server'
import { mapSiteSettings } from '@/content/map'
import { poundsToPence } from '@/quote'

import { type Attempt, claimChannel, recordAttempt, setChannelStatus } from './claim.server'
import { deliveryConfig } from './config.server'
import { kickDelivery } from './kick'
import { DELIVERY_QUEUE } from './queue'
import { sendEmail } from './email.server'
import { smsProvider } from './sms.server'
import { applicationEmail, quoteEmail, quoteSms } from './templates'

/**
 * Lets waiting requests in between delivery steps. SQLite calls are synchronous, so a run of
 * jobs that only writes to the database (the outbox) never waits for I/O: its promise chains
 * ran back to back for up to 9 s while saves queued behind them (bench, 200 clients).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export const channels = ['email', 'sms'] as const
export type Channel = (typeof channels)[number]

/**
 * Sends what is still unsent for one quote and records every attempt on the quote.
 * Throws when a channel failed, so the job queue retries it with backoff; channels already
 * sent are skipped, so a retry or a resend never sends the same message twice.
 */
export async function deliverQuote(payload: Payload, quoteId: number): Promise<void> {
  await nextTurn()
  const cfg = deliveryConfig()
  const quote = await payload.findByID({ collection: 'quotes', id: quoteId, depth: 0 })
  // Erased before it could be sent (an erasure request straight after saving): nobody to send to.
  if (quote.erasedAt || !quote.name || !quote.email || !quote.mobile) return
  const { name, email, mobile } = quote
  const snap = quote.quote as QuoteSnapshot
  const settings = mapSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  const salon = snap.salon
    ? await payload.findByID({
        collection: 'salons',
        id: snap.salon.id,
        depth: 0,
        disableErrors: true,
      })
    : null
  const input = {
    firstName: name.split(/\s+/)[0] ?? name,
    brandName: settings.brandName,
    salonName: snap.salon?.name ?? settings.brandName,
    salonPhone: salon?.phone ?? null,
    stylistName: snap.stylist?.name ?? null,
    levelName: snap.level?.name ?? null,
    lines: snap.services.map((s) => ({ service: s.service, pence: poundsToPence(s.price) })),
    totalPence: poundsToPence(snap.total),
    regular: snap.regular,
    createdAt: new Date(quote.createdAt),
    quoteUrl: `${cfg.SITE_URL.replace(/\/$/, '')}/quote/${quote.link}`,
    bookingUrl: settings.links.booking,
  }

  const failures: string[] = []
  for (const channel of channels) {
    await nextTurn()
    if (!(await claimChannel(payload, quoteId, channel))) continue // sent, or being sent elsewhere
    let attempt: Attempt
    try {
      const delivered =
        channel === 'email'
          ? await sendEmail(payload, { to: email, ...quoteEmail(input) })
          : await smsProvider(payload).send({ to: mobile, body: quoteSms(input) })
      attempt = {
        channel,
        at: new Date().toISOString(),
        ok: true,
        detail: `${delivered.via}: ${delivered.reference}`,
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      failures.push(`${channel}: ${message}`)
      attempt = { channel, at: new Date().toISOString(), ok: false, detail: message.slice(0, 500) }
    }
    const failedAttempts = await recordAttempt(payload, quoteId, attempt)
    const status = attempt.ok
      ? 'sent'
      : failedAttempts >= cfg.DELIVERY_ATTEMPTS
        ? 'failed'
        : 'retrying'
    await setChannelStatus(payload, quoteId, channel, status)
  }

  if (failures.length) throw new Error(`Quote ${quoteId} delivery failed (${failures.join('; ')})`)
}

export async function notifyApplication(payload: Payload, applicationId: number): Promise<void> {
  await nextTurn()
  const cfg = deliveryConfig()
  const app = await payload.findByID({
    collection: 'job-applications',
    id: applicationId,
    depth: 1,
  })
  if (app.notified === 'sent') return
  if (app.erasedAt || !app.name || !app.email || !app.mobile) return // erased before the salon was told
  const settings = mapSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  const salon = typeof app.salon === 'object' && app.salon ? app.salon : null
  const to = cfg.SALON_NOTIFY_EMAIL ?? salon?.email ?? null
  if (!to) throw new Error('No address to notify: set SALON_NOTIFY_EMAIL or the salon e-mail')
  try {
    await sendEmail(payload, {
      to,
      ...applicationEmail({
        brandName: settings.brandName,
        salonName: salon?.name ?? settings.brandName,
        name: app.name,
        mobile: app.mobile,
        email: app.email,
        role: app.role,
        position: app.position,
        about: app.about ?? '',
        whyHair: app.whyHair ?? '',
        whyUs: app.whyUs ?? '',
        adminUrl: `${cfg.SITE_URL.replace(/\/$/, '')}/admin/collections/job-applications/${app.id}`,
      }),
    })
    await payload.update({
      collection: 'job-applications',
      id: applicationId,
      data: { notified: 'sent', notifyError: null },
    })
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    await payload.update({
      collection: 'job-applications',
      id: applicationId,
      data: { notified: 'retrying', notifyError: message.slice(0, 500) },
    })
    throw err
  }
}

/** Queues delivery and, unless a separate worker does it, starts it right away in the background. */
export async function queueDelivery(
  payload: Payload,
  job:
    | { task: 'deliverQuote'; input: { quoteId: number } }
    | { task: 'notifyApplication'; input: { applicationId: number } },
): Promise<void> {
  await payload.jobs.queue({ ...job, queue: DELIVERY_QUEUE } as never)
  if (deliveryConfig().JOBS_AUTORUN === 'true') kickDelivery(payload)
}

// Delivery of saved quotes and job applications. Always after the save, never inside it:
// a failing mail server or SMS provider can delay a message but never lose a submission.
import 'server-only'

import type { Payload } from 'payload'

import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { readBookingLink } from '@/content/booking-link.server'
import { mapMessages, mapSiteSettings } from '@/content/map'

import {
  type Attempt,
  type Channel,
  cancelNotice,
  cancelOpenChannels,
  claimChannel,
  claimNotice,
  holdChannel,
  holdNotice,
  noticeFailed,
  noticeSent,
  recordAttempt,
  setChannelStatus,
} from './claim.server'
import { deliveryConfig } from './config.server'
import { dailyLimitsOf } from './daily-limits'
import { givePlaceBack, limitReached, takePlace } from './daily-limits.server'
import { sendEmail } from './email.server'
import { kickDelivery } from './kick'
import { DELIVERY_QUEUE } from './queue'
import { holdClaim, runtime } from './runtime'
import { smsProvider } from './sms.server'
import { applicationEmail, quoteEmail, quoteMessageInput, quoteSms } from './templates'

/**
 * Lets waiting requests in between delivery steps. SQLite calls are synchronous, so a run of
 * jobs that only writes to the database (the outbox) never waits for I/O: its promise chains
 * ran back to back for up to 9 s while saves queued behind them (bench, 200 clients).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export const channels = ['email', 'sms'] as const satisfies Channel[]
export type { Channel }

/**
 * Sends what is still unsent for one quote and records every attempt on the quote.
 * Throws when a channel failed, so the job queue retries it with backoff. Each channel is
 * claimed atomically before it is sent and recovers on its own: a channel already sent is
 * skipped, so a retry never sends a message twice (only an explicit resend reopens it).
 * A channel whose kind of message has reached the day's limit waits, untried (ADR 040).
 */
export async function deliverQuote(payload: Payload, quoteId: number): Promise<void> {
  await nextTurn()
  const cfg = deliveryConfig()
  const quote = await payload.findByID({ collection: 'quotes', id: quoteId, depth: 0 })
  const open = (s?: string | null) => s !== 'sent' && s !== 'failed' && s !== 'cancelled'
  if (!open(quote.delivery?.email) && !open(quote.delivery?.sms)) return
  // Erased before it could be sent (an erasure request straight after saving): nobody to send
  // to, and nothing left to retry.
  if (quote.erasedAt || !quote.email || !quote.mobile) {
    await cancelOpenChannels(payload, quoteId)
    return
  }
  const { email, mobile } = quote
  const snap = readSnapshot(quote.quote)
  const settings = mapSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  // Read at sending time: a template edited a second ago is used by the next quote, a limit
  // raised a second ago by the next message.
  const messagesDoc = await payload.findGlobal({ slug: 'messages', depth: 0 })
  const messages = mapMessages(messagesDoc)
  const limits = dailyLimitsOf(messagesDoc)
  const [salon, booking] = await Promise.all([
    snap.salon
      ? payload.findByID({
          collection: 'salons',
          id: snap.salon.id,
          depth: 0,
          disableErrors: true,
        })
      : null,
    // The same diary as the saved quote page names (her own, her salon's, the group's).
    readBookingLink(
      payload,
      { stylistId: snap.stylist?.id, salonId: snap.salon?.id },
      settings.links.booking,
    ),
  ])
  const input = quoteMessageInput({
    clientName: quote.name ?? null,
    link: quote.link,
    createdAt: new Date(quote.createdAt),
    snapshot: snap,
    salonPhone: salon?.phone ?? null,
    brandName: settings.brandName,
    booking,
    siteUrl: cfg.SITE_URL,
    templates: messages.templates,
  })
  const ref = { quote: quoteId }

  const failures: string[] = []
  for (const channel of channels) {
    await nextTurn()
    const claimedAt = await claimChannel(
      payload,
      quoteId,
      channel,
      cfg.DELIVERY_CLAIM_TIMEOUT_MS,
      new Date(),
      runtime().runnerId,
    )
    if (!claimedAt) continue // sent, failed, or being sent by a live runner elsewhere
    const release = holdClaim({ kind: 'channel', quoteId, channel, claimedAt })
    try {
      // A place in today's count first (ADR 040); none left: the message waits, and is neither
      // tried nor failed.
      const place = await takePlace(payload, channel, limits[channel])
      if (!place) {
        await holdChannel(payload, quoteId, channel, claimedAt)
        await limitReached(payload, channel, limits[channel])
        continue
      }
      let attempt: Attempt
      try {
        const delivered =
          channel === 'email'
            ? await sendEmail(
                payload,
                { to: email, fromName: settings.brandName, ...quoteEmail(input) },
                ref,
              )
            : await smsProvider(payload).send({ to: mobile, body: quoteSms(input), ref })
        attempt = {
          channel,
          at: new Date().toISOString(),
          ok: true,
          detail: `${delivered.via}: ${delivered.reference}`,
        }
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err)
        failures.push(`${channel}: ${message}`)
        attempt = {
          channel,
          at: new Date().toISOString(),
          ok: false,
          detail: message.slice(0, 500),
        }
      }
      if (!attempt.ok) await givePlaceBack(payload, place)
      const failedAttempts = await recordAttempt(payload, quoteId, attempt)
      const status = attempt.ok
        ? 'sent'
        : failedAttempts >= cfg.DELIVERY_ATTEMPTS
          ? 'failed'
          : 'retrying'
      await setChannelStatus(payload, quoteId, channel, status)
    } finally {
      release()
    }
  }

  if (failures.length) throw new Error(`Quote ${quoteId} delivery failed (${failures.join('; ')})`)
}

/** Tells the salon about a job application, once: the notice is claimed like a quote channel. */
export async function notifyApplication(payload: Payload, applicationId: number): Promise<void> {
  await nextTurn()
  const cfg = deliveryConfig()
  const app = await payload.findByID({
    collection: 'job-applications',
    id: applicationId,
    depth: 1,
  })
  if (app.notified === 'sent' || app.notified === 'failed' || app.notified === 'cancelled') return
  if (app.erasedAt || !app.name || !app.email || !app.mobile) {
    await cancelNotice(payload, applicationId) // erased before the salon was told
    return
  }
  const settings = mapSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  const messagesDoc = await payload.findGlobal({ slug: 'messages', depth: 0 })
  const messages = mapMessages(messagesDoc)
  const emailLimit = dailyLimitsOf(messagesDoc).email
  const salon = typeof app.salon === 'object' && app.salon ? app.salon : null
  const to = cfg.SALON_NOTIFY_EMAIL ?? salon?.email ?? null
  if (!to) throw new Error('No address to notify: set SALON_NOTIFY_EMAIL or the salon e-mail')
  const claimedAt = await claimNotice(
    payload,
    applicationId,
    cfg.DELIVERY_CLAIM_TIMEOUT_MS,
    new Date(),
    runtime().runnerId,
  )
  if (!claimedAt) return // sent, or being sent by a live runner elsewhere
  const release = holdClaim({ kind: 'notice', applicationId, claimedAt })
  // An e-mail like the quote's, counted against the day's limit (ADR 040).
  let place: string | null = null
  let handedOver = false
  try {
    place = await takePlace(payload, 'email', emailLimit)
    if (!place) {
      await holdNotice(payload, applicationId, claimedAt)
      await limitReached(payload, 'email', emailLimit)
      return
    }
    await sendEmail(
      payload,
      {
        to,
        fromName: settings.brandName,
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
          templates: messages.templates,
        }),
      },
      { application: applicationId },
    )
    handedOver = true
    await noticeSent(payload, applicationId)
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    if (place && !handedOver) await givePlaceBack(payload, place)
    await noticeFailed(payload, applicationId, message, cfg.DELIVERY_ATTEMPTS)
    throw err
  } finally {
    release()
  }
}

/** Queues delivery and wakes this process's job runner, if it has one, to send it right away. */
export async function queueDelivery(
  payload: Payload,
  job:
    | { task: 'deliverQuote'; input: { quoteId: number } }
    | { task: 'notifyApplication'; input: { applicationId: number } },
): Promise<void> {
  await payload.jobs.queue({ ...job, queue: DELIVERY_QUEUE } as never)
  kickDelivery()
}

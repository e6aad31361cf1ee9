// Telling her what her stylist said (issue 48, ADR 052): the action is saved first, then this
// job sends the e-mail and the text through the same senders as her quote (the Outbox when no
// SMTP server or SMS provider is set). Each channel is claimed with one conditional UPDATE on the
// revision it announces, so a retry or a second runner never sends the same message twice; a
// failure gives the claim back and throws, and the job queue retries with backoff.
import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { readBookingLink } from '@/content/booking-link.server'
import { mapMessages, mapSiteSettings } from '@/content/map'
import { affected, runSql } from '@/delivery/claim.server'
import { deliveryConfig } from '@/delivery/config.server'
import { sendEmail } from '@/delivery/email.server'
import { kickDelivery } from '@/delivery/kick'
import { DELIVERY_QUEUE } from '@/delivery/queue'
import { smsProvider } from '@/delivery/sms.server'
import { cleanName } from '@/forms/fields'
import type { ConfirmedPrice } from '@/quote'

import { noticeEmail, noticeSms, type NoticeInput, type NoticeKind } from './messages'

/**
 * Queues the message for one action (the revision it made, and what she is told) and wakes this
 * process's runner. A message overtaken by a later one already sent is not sent.
 */
export async function queueConfirmationNotice(
  payload: Payload,
  requestId: number,
  revision: number,
  kind: NoticeKind,
) {
  await payload.jobs.queue({
    task: 'notifyConfirmation',
    input: { requestId, revision, kind },
    queue: DELIVERY_QUEUE,
  } as never)
  kickDelivery()
}

const kinds: readonly NoticeKind[] = ['confirmed', 'question', 'consultation']
export const isNoticeKind = (v: unknown): v is NoticeKind => kinds.includes(v as NoticeKind)

const column = (channel: 'email' | 'sms') =>
  sql.raw(channel === 'email' ? 'email_revision' : 'sms_revision')

/** Takes the channel for revision `n` (false: already sent for it, or being sent). */
async function claim(payload: Payload, id: number, channel: 'email' | 'sms', n: number) {
  const c = column(channel)
  const res = await runSql(
    payload,
    sql`UPDATE confirmation_requests SET ${c} = ${n} WHERE id = ${id} AND (${c} IS NULL OR ${c} < ${n})`,
  )
  return affected(res) === 1
}

async function giveBack(
  payload: Payload,
  id: number,
  channel: 'email' | 'sms',
  n: number,
  was: number,
) {
  const c = column(channel)
  await runSql(
    payload,
    sql`UPDATE confirmation_requests SET ${c} = ${was} WHERE id = ${id} AND ${c} = ${n}`,
  )
}

export async function deliverConfirmationNotice(
  payload: Payload,
  job: { requestId: number; revision: number; kind: NoticeKind },
): Promise<void> {
  const { requestId, kind, revision: n } = job
  const request = (await payload.findByID({
    collection: 'confirmation-requests',
    id: requestId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as null | {
    id: number
    quote: number
    state: string
    noticeRevision?: number | null
    emailRevision?: number | null
    smsRevision?: number | null
    confirmed?: (ConfirmedPrice & { at?: string }) | null
    confirmedAt?: string | null
    skinTestNeeded?: boolean | null
    question?: string | null
  }
  if (!request || n <= 0) return
  const quote = await payload.findByID({
    collection: 'quotes',
    id: request.quote,
    depth: 0,
    overrideAccess: true,
  })
  if (quote.erasedAt || !quote.email || !quote.mobile) return
  const snap = readSnapshot(quote.quote)
  const cfg = deliveryConfig()
  const settings = mapSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  // Read at sending time, like the quote's: wording edited a second ago is used.
  const templates = mapMessages(await payload.findGlobal({ slug: 'messages', depth: 0 })).templates
  const booking = await readBookingLink(
    payload,
    { stylistId: snap.stylist?.id, salonId: snap.salon?.id },
    settings.links.booking,
  )
  const input: NoticeInput = {
    kind,
    firstName: cleanName(quote.name ?? '').split(' ')[0] || 'there',
    who: snap.stylist?.first_name ?? `A stylist at ${snap.salon?.name ?? settings.brandName}`,
    brandName: settings.brandName,
    quoteUrl: `${cfg.SITE_URL.replace(/\/$/, '')}/quote/${quote.link}`,
    bookingUrl: booking?.href ?? null,
    bookingLabel: booking && booking.source !== 'group' ? booking.label : 'Book online',
    skinTestUrl: settings.links.skinTest,
    confirmed: request.confirmed ?? null,
    confirmedAt: request.confirmedAt ? new Date(request.confirmedAt) : null,
    skinTestNeeded: Boolean(request.skinTestNeeded),
    question: request.question ?? null,
    templates: templates.confirmationMessages,
  }
  const ref = { quote: quote.id }
  const failures: string[] = []
  for (const channel of ['email', 'sms'] as const) {
    const was = (channel === 'email' ? request.emailRevision : request.smsRevision) ?? 0
    if (was >= n || !(await claim(payload, request.id, channel, n))) continue
    try {
      if (channel === 'email')
        await sendEmail(
          payload,
          { to: quote.email, fromName: settings.brandName, ...noticeEmail(input) },
          ref,
        )
      else await smsProvider(payload).send({ to: quote.mobile, body: noticeSms(input), ref })
    } catch (err) {
      await giveBack(payload, request.id, channel, n, was)
      failures.push(`${channel}: ${err instanceof Error ? err.message : String(err)}`)
    }
  }
  if (failures.length)
    throw new Error(`Confirmation ${requestId} message failed (${failures.join('; ')})`)
}

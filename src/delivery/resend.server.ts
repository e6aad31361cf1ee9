// POST /cms-api/quotes/:id/resend — the admin's "Resend quote" button (any staff member).
import 'server-only'

import type { PayloadRequest } from 'payload'

import { isStaff } from '@/access/roles'
import { formatStaffTime } from '@/leads/admin/format'
import { audit } from '@/privacy/records.server'
import { maskLookup } from '@/privacy/lookup'

import { type Channel, claimResend, reopenForResend } from './claim.server'
import { deliveryConfig } from './config.server'
import { channels } from './deliver.server'
import { runnerLastSeen } from './health.server'
import { kickDelivery } from './kick'
import { DELIVERY_QUEUE } from './queue'
import {
  ALREADY_QUEUED,
  RESEND_LIMIT_MS,
  RESEND_WINDOW_MS,
  RESENDS_PER_DAY,
  tooManyResends,
} from './resend-window'
import { runtime } from './runtime'

const names: Record<Channel, string> = { email: 'e-mail', sms: 'text message' }
const both = (list: Channel[]) => list.map((c) => `the ${names[c]}`).join(' and ')
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Sends a quote again. A delivered quote gets both messages again (an explicit resend is a new
 * send, recorded as new attempts); a quote with a message not delivered gets that message, and
 * the one already delivered is left alone. The answer says exactly what will happen. A second
 * resend within RESEND_WINDOW_MS of the last one queues nothing and says so (200, alreadyQueued).
 * This is the only way a client's messages are sent again: the statuses are the server's alone
 * (ADR 041). Each resend is written in the audit log with who asked, and a quote already sent
 * again RESENDS_PER_DAY times in the last 24 hours is not sent again (429, also logged).
 */
export async function resendQuote(req: PayloadRequest): Promise<Response> {
  if (!isStaff(req)) return Response.json({ message: 'Please sign in' }, { status: 401 })
  const id = Number(req.routeParams?.id)
  const quote = Number.isInteger(id)
    ? await req.payload.findByID({ collection: 'quotes', id, depth: 0, disableErrors: true })
    : null
  if (!quote) return Response.json({ message: 'Not found' }, { status: 404 })
  if (quote.erasedAt || !quote.email || !quote.mobile) {
    return Response.json(
      { message: 'This quote’s contact details were erased: there is nobody to send it to.' },
      { status: 409 },
    )
  }
  // Her messages would name a stylist she can no longer book (ADR 055): move the quote first.
  const left = await stylistWhoLeft(req, quote.stylist)
  if (left) {
    return Response.json(
      { message: leftMessage(left), stylistLeft: left, moveFirst: true },
      { status: 409 },
    )
  }
  return sendAgain(req, { id, email: quote.email, delivery: quote.delivery })
}

/** "Grace Pemberton has left: move this quote to another stylist first?" */
export const leftMessage = (name: string) =>
  `${name} has left: move this quote to another stylist first?`

/** The full name of the quote's stylist when she has left, else null. */
async function stylistWhoLeft(req: PayloadRequest, ref: unknown): Promise<string | null> {
  const id = typeof ref === 'object' && ref ? (ref as { id?: unknown }).id : ref
  if (typeof id !== 'number') return null
  const her = await req.payload.findByID({
    collection: 'stylists',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { firstName: true, lastName: true, hasLeft: true },
  })
  return her?.hasLeft ? [her.firstName, her.lastName].filter(Boolean).join(' ') : null
}

/**
 * The quote's messages sent again, with the limits above (a moved quote's too, ADR 055): the
 * caller has checked who asks and that there is someone to send to.
 */
export async function sendAgain(
  req: PayloadRequest,
  quote: {
    id: number
    email: string
    delivery?: { email?: string | null; sms?: string | null } | null
  },
): Promise<Response> {
  const id = quote.id
  const actor = req.user as unknown as { id: number; email: string }
  const subject = maskLookup({ kind: 'email', value: quote.email.trim().toLowerCase() })
  const recent = await resendsSince(req, id, new Date(Date.now() - RESEND_LIMIT_MS))
  if (recent.length >= RESENDS_PER_DAY) {
    const again = formatStaffTime(new Date(Date.parse(recent[0]!) + RESEND_LIMIT_MS))
    await audit(req.payload, {
      action: 'resend-refused',
      subject,
      actor,
      quote: id,
      summary: `Quote ${id} was not sent again: already sent again ${recent.length} times in 24 hours`,
    })
    return Response.json({ ok: false, message: tooManyResends(again) }, { status: 429 })
  }
  // A double click (or a colleague a moment later) sends the client nothing more; the window
  // runs from the last resend recorded on the quote, claimed atomically.
  if (!(await claimResend(req.payload, id, RESEND_WINDOW_MS))) {
    return Response.json({ ok: true, alreadyQueued: true, message: ALREADY_QUEUED })
  }
  const cfg = deliveryConfig()
  const status = (c: Channel) => quote.delivery?.[c]
  const delivered = channels.filter((c) => status(c) === 'sent')
  const which =
    delivered.length === channels.length
      ? [...channels]
      : channels.filter((c) => status(c) !== 'sent')
  const result = await reopenForResend(req.payload, id, which, cfg.DELIVERY_CLAIM_TIMEOUT_MS)
  await req.payload.jobs.queue({
    task: 'deliverQuote',
    input: { quoteId: id },
    queue: DELIVERY_QUEUE,
  } as never)
  kickDelivery()

  const queued = which.filter((c) => result[c] === 'queued')
  const busy = which.filter((c) => result[c] === 'sending')
  const kept = channels.filter((c) => !which.includes(c))
  await audit(req.payload, {
    action: 'resend',
    subject,
    actor,
    quote: id,
    summary: `Quote ${id} sent again: ${which.map((c) => names[c]).join(' and ')}`,
  })
  const when = await whenSent(req)
  const parts = [
    queued.length ? `${capital(both(queued))} will be sent again ${when}.` : '',
    busy.length
      ? `${capital(both(busy))} ${busy.length > 1 ? 'are' : 'is'} being sent right now.`
      : '',
    kept.length
      ? `${capital(both(kept))} ${kept.length > 1 ? 'were' : 'was'} delivered and ${kept.length > 1 ? 'are' : 'is'} not sent again.`
      : '',
  ]
  return Response.json({
    ok: true,
    alreadyQueued: false,
    email: result.email ?? 'sent',
    sms: result.sms ?? 'sent',
    message: parts.filter(Boolean).join(' '),
  })
}

/** When each resend of the quote since `since` was asked for, oldest first (the audit log). */
async function resendsSince(req: PayloadRequest, quoteId: number, since: Date) {
  const log = await req.payload.find({
    collection: 'audit-log',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    select: { createdAt: true },
    where: {
      and: [
        { action: { equals: 'resend' } },
        { quote: { equals: quoteId } },
        { createdAt: { greater_than: since.toISOString() } },
      ],
    },
  })
  return log.docs.map((e) => e.createdAt)
}

/** "in a few seconds", unless no job runner has been seen lately: then say so. */
async function whenSent(req: PayloadRequest): Promise<string> {
  if (runtime().runner) return 'in a few seconds'
  const seen = await runnerLastSeen(req.payload).catch(() => null)
  const maxAge = deliveryConfig().HEALTH_RUNNER_MAX_AGE_MS
  if (seen && Date.now() - seen.getTime() <= maxAge)
    return 'by the delivery worker in a few seconds'
  return seen
    ? `when a delivery worker runs again (none has run since ${seen.toISOString().slice(0, 16).replace('T', ' ')} UTC)`
    : 'when a delivery worker runs (none has run yet)'
}

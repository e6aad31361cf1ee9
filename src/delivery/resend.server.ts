// POST /cms-api/quotes/:id/resend — the admin's "Resend quote" button (any staff member).
import 'server-only'

import type { PayloadRequest } from 'payload'

import { isStaff } from '@/access/roles'

import { type Channel, claimResend, reopenForResend } from './claim.server'
import { deliveryConfig } from './config.server'
import { channels } from './deliver.server'
import { runnerLastSeen } from './health.server'
import { kickDelivery } from './kick'
import { DELIVERY_QUEUE } from './queue'
import { ALREADY_QUEUED, RESEND_WINDOW_MS } from './resend-window'
import { runtime } from './runtime'

const names: Record<Channel, string> = { email: 'e-mail', sms: 'text message' }
const both = (list: Channel[]) => list.map((c) => `the ${names[c]}`).join(' and ')
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Sends a quote again. A delivered quote gets both messages again (an explicit resend is a new
 * send, recorded as new attempts); a quote with a message not delivered gets that message, and
 * the one already delivered is left alone. The answer says exactly what will happen. A second
 * resend within RESEND_WINDOW_MS of the last one queues nothing and says so (200, alreadyQueued).
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

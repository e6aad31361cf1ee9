// The To do list's follow-up and the "Move to another stylist" of a quote (issue 49, ADR 055):
//   POST /cms-api/quotes/:id/follow-up  { action, note? }  Contacted, Booked, Not booked, a note
//   GET  /cms-api/quotes/:id/move                        whom she can move to, at what price
//   POST /cms-api/quotes/:id/move       { stylistId }    re-priced, history kept, sent again
// Office staff only (owner, manager, front desk), as the follow-up in the admin. Every refusal
// is a 4xx in the desk's words.
import 'server-only'

import type { PayloadRequest } from 'payload'
import * as z from '@/lib/zod'

import { isStaff } from '@/access/roles'
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { snapshotFor } from '@/collections/quotes/save-quote.server'
import { mapImage } from '@/content/map'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { sendAgain } from '@/delivery/resend.server'
import { findSalon } from '@/quote/catalogue'
import { moveCheck, moveNote, moveOptions, movePaysText, snapshotPaysPence } from '@/quote/move'

import { followUpBody, followUpProblem, statusAfter } from './follow-up'
import { LIVE_LEAD_STATUSES } from './leaving'
import { isLeadStatus, leadStatusLabel, type LeadStatus } from './status'
import { lastNote } from './to-do'

const answer = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ message, ...extra }, { status, headers: { 'cache-control': 'no-store' } })

const NOT_FOUND = 'That quote is not there any more. Please reload the list.'

/** Signed out: sign in. Signed in without an office role (a stylist's own sign-in): not hers. */
const refused = (req: PayloadRequest) =>
  req.user
    ? answer(403, 'Following clients up is for the front desk, managers and owners.')
    : answer(401, 'Please sign in')

async function bodyOf(req: PayloadRequest): Promise<unknown> {
  try {
    return await req.json?.()
  } catch {
    return undefined
  }
}

/** The quote named in the address, read as the signed-in member of staff. */
async function quoteOf(req: PayloadRequest) {
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id <= 0) return null
  return req.payload.findByID({
    collection: 'quotes',
    id,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })
}

export async function followUpQuote(req: PayloadRequest): Promise<Response> {
  if (!isStaff(req)) return refused(req)
  const quote = await quoteOf(req)
  if (!quote) return answer(404, NOT_FOUND)
  const raw = await bodyOf(req)
  const parsed = followUpBody.safeParse(raw)
  if (!parsed.success) return answer(400, followUpProblem(raw)!)
  const from: LeadStatus = isLeadStatus(quote.leadStatus) ? quote.leadStatus : 'new'
  const to = statusAfter(parsed.data.action, from)
  try {
    const saved = await req.payload.update({
      collection: 'quotes',
      id: quote.id,
      data: { leadStatus: to, leadNote: parsed.data.note ?? null } as never,
      depth: 0,
      req,
      user: req.user,
      overrideAccess: false,
    })
    const what =
      from === to ? (parsed.data.note ? 'Note saved' : 'Nothing changed') : leadStatusLabel(to)
    return answer(200, `${what}: ${quote.name || 'the client'}.`, {
      ok: true,
      leadStatus: saved.leadStatus,
      note: lastNote(saved.leadHistory),
    })
  } catch (err) {
    const status = (err as { status?: number }).status
    if (status && status >= 400 && status < 500)
      return answer(status, (err as Error).message || 'That follow-up could not be saved.')
    throw err
  }
}

/** The quote as the move reads it: still to be booked, with someone to tell. */
function movable(quote: NonNullable<Awaited<ReturnType<typeof quoteOf>>>): string | null {
  if (quote.erasedAt || !quote.email || !quote.mobile)
    return 'This quote’s contact details were erased: there is nobody to tell.'
  if (!(LIVE_LEAD_STATUSES as readonly string[]).includes(quote.leadStatus ?? 'new'))
    return `This quote is marked ${leadStatusLabel(quote.leadStatus)}: there is nothing to move.`
  return null
}

export async function moveChoices(req: PayloadRequest): Promise<Response> {
  if (!isStaff(req)) return refused(req)
  const quote = await quoteOf(req)
  if (!quote) return answer(404, NOT_FOUND)
  const problem = movable(quote)
  if (problem) return answer(409, problem)
  const snap = readSnapshot(quote.quote)
  const cat = await readQuoteCatalogue(req.payload, { photos: false })
  const options = moveOptions(cat, snap, snap.stylist?.id ?? null).map((m) => ({
    id: m.stylist.id,
    name: m.stylist.name,
    level: m.check.level.name,
    pays: movePaysText(m),
  }))
  return answer(200, options.length ? '' : 'Nobody else at this salon can do this quote.', {
    from: snap.stylist?.name ?? null,
    salon: snap.salon?.name ?? null,
    options,
  })
}

const moveBody = z
  .object({ stylistId: z.number({ error: 'Choose the stylist to move her to.' }).int().positive() })
  .strict()

export async function moveQuote(req: PayloadRequest): Promise<Response> {
  if (!isStaff(req)) return refused(req)
  const quote = await quoteOf(req)
  if (!quote) return answer(404, NOT_FOUND)
  const body = moveBody.safeParse(await bodyOf(req))
  if (!body.success) return answer(400, 'Choose the stylist to move her to.')
  const problem = movable(quote)
  if (problem) return answer(409, problem)
  const snap = readSnapshot(quote.quote)
  if (snap.stylist?.id === body.data.stylistId)
    return answer(409, `This quote is already with ${snap.stylist.name}.`)
  const cat = await readQuoteCatalogue(req.payload, { photos: false })
  const m = moveCheck(cat, snap, body.data.stylistId)
  if (!m.ok) return answer(422, m.message)
  const salon = findSalon(cat, m.stylist.salonId) ?? snap.salon
  if (!salon) return answer(422, 'Please choose a salon.')
  const photo = await req.payload.findByID({
    collection: 'stylists',
    id: m.stylist.id,
    depth: 1,
    disableErrors: true,
  })
  const snapshot = snapshotFor(cat, {
    check: m.check,
    regular: snap.regular,
    salon,
    image: photo ? (mapImage(photo.photo)?.url ?? null) : null,
    applied: m.applied,
    at: new Date(),
  })
  const note = moveNote(
    snap.stylist?.name ?? 'any stylist',
    m.stylist.name,
    snapshotPaysPence(snap, new Date(quote.createdAt)),
    m.paysPence,
  )
  // The snapshot and total are the server's (never edited by hand): written here with the
  // access override, the history entry with the signed-in member of staff (req).
  const saved = await req.payload.update({
    collection: 'quotes',
    id: quote.id,
    data: {
      stylist: m.stylist.id,
      stylistSalon: m.stylist.salonId,
      level: m.check.level.id,
      totalPence: m.check.total,
      offerCode: m.applied ? (m.applied.offer.code ?? m.applied.offer.slug) : null,
      quote: snapshot,
      leadNote: note,
    } as never,
    depth: 0,
    req,
    overrideAccess: true,
  })
  // She hears of it in the quote's own messages, which read the new snapshot when sent.
  const sent = await sendAgain(req, { id: saved.id, email: quote.email!, delivery: saved.delivery })
  const told = (await sent.json().catch(() => ({}))) as { message?: string }
  return answer(200, `${note}. ${told.message ?? ''}`.trim(), {
    ok: true,
    note,
    pays: movePaysText(m),
    sent: sent.ok,
  })
}

// POST /cms-api/confirmation-requests/:id/act and /:id/preview — the request view's buttons
// (issue 48, ADR 052). Every price is worked out by src/quote (priceConfirmation) from the
// saved quote and today's price list; the state moves by src/quote's `act`, compared and set
// on the request's revision, so of two staff acting at once the second is told what the first
// did. The message to her is queued after the save (ADR 003).
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import * as z from '@/lib/zod'

import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { queueConfirmationNotice } from '@/confirm/notice.server'
import { compareAndSet, historyEntry, recordOf, type RequestDoc } from '@/confirm/request.server'
import {
  act,
  type ConfirmAdjustment,
  type ConfirmBase,
  findLevel,
  type HairAnswers,
  poundsToPence,
  priceConfirmation,
  REASON_MAX,
  skinTestNeeded,
  type SavedSnapshot,
} from '@/quote'

import { ukDay } from '@/quote/uk-date'

import { maySee, userOf } from './access'

const QUESTION_MAX = 600

const ownLine = z.object({
  name: z.string().max(200),
  pence: z.number().int(),
  reason: z.string().max(REASON_MAX * 2),
})
const adjustment = z.object({
  hair: z
    .object({
      length: z
        .union([z.number().int(), z.literal('unsure')])
        .nullable()
        .optional(),
      thickness: z
        .union([z.number().int(), z.literal('unsure')])
        .nullable()
        .optional(),
    })
    .default({}),
  serviceIds: z.array(z.number().int()).max(20),
  reasons: z.record(z.string(), z.string().max(REASON_MAX * 2)).default({}),
  ownLines: z.array(ownLine).max(10).default([]),
})
const body = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm'), revision: z.number().int() }),
  z.object({ action: z.literal('adjust'), revision: z.number().int(), adjustment }),
  z.object({
    action: z.literal('ask'),
    revision: z.number().int(),
    question: z.string().trim().min(1, 'Write the question she will read.').max(QUESTION_MAX),
  }),
  z.object({
    action: z.literal('consultation'),
    revision: z.number().int(),
    note: z.string().trim().max(QUESTION_MAX).default(''),
  }),
])

const refuse = (status: number, message: string) => Response.json({ message }, { status })

type Staff = { id: number; email: string; name?: string | null }

/** The estimate as the confirmation starts from it: the quote as saved. */
export function baseOf(snap: SavedSnapshot, adapter: number, today: string): ConfirmBase {
  const hair: Partial<HairAnswers> = {}
  for (const h of snap.hair ?? []) hair[h.measure] = h.unsure ? 'unsure' : h.band_id
  const offer = snap.applied_offer
  return {
    levelAdapter: adapter,
    hair,
    lines: snap.services.map((s) => ({
      serviceId: s.id,
      name: s.service,
      pence: poundsToPence(s.price),
    })),
    totalPence: poundsToPence(snap.total),
    // The offer she was promised, while it lasts.
    offer:
      offer && offer.expires >= today
        ? { title: offer.title, code: offer.code, benefit: offer.benefit, expires: offer.expires }
        : null,
  }
}

/** The request, its quote and what the confirmation is priced from. */
async function load(payload: Payload, id: number) {
  const request = (await payload.findByID({
    collection: 'confirmation-requests',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as unknown as (RequestDoc & { quote: number; salon?: number; stylist?: number }) | null
  if (!request) return null
  const quote = await payload.findByID({
    collection: 'quotes',
    id: request.quote,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!quote) return null
  const snap = readSnapshot(quote.quote)
  const cat = await readQuoteCatalogue(payload, { photos: false })
  const level = findLevel(cat, snap.level?.id)
  const base = baseOf(snap, level?.adapter ?? 0, ukDay(new Date()))
  return { request, quote, snap, cat, base }
}

type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>

const asIs = (l: Loaded): ConfirmAdjustment => ({
  hair: {},
  serviceIds: l.base.lines.map((x) => x.serviceId),
  reasons: {},
  ownLines: [],
})

async function readBody(req: PayloadRequest) {
  try {
    return { ok: true as const, data: await req.json?.() }
  } catch {
    return { ok: false as const }
  }
}

/** Who the staff member is, and the request if she may see it. */
async function authorised(req: PayloadRequest) {
  const user = userOf(req) as (Staff & Parameters<typeof maySee>[0]) | null
  if (!user?.id) return { res: refuse(401, 'Please sign in.') }
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id < 1) return { res: refuse(404, 'This request does not exist.') }
  const loaded = await load(req.payload, id)
  if (!loaded || !maySee(user, loaded.request))
    return { res: refuse(404, 'This request does not exist.') }
  return { user: user as Staff, loaded }
}

/** The price an adjustment gives, for the view to show as the stylist changes it. */
export async function previewAdjustment(req: PayloadRequest): Promise<Response> {
  const a = await authorised(req)
  if ('res' in a) return a.res!
  const raw = await readBody(req)
  const parsed = raw.ok ? adjustment.safeParse(raw.data) : null
  if (!parsed?.success) return refuse(400, 'The changes could not be read. Reload the request.')
  const priced = priceConfirmation(a.loaded.cat, a.loaded.base, parsed.data)
  return priced.ok ? Response.json(priced.price) : refuse(400, priced.message)
}

export type StaffAction = z.infer<typeof body>
export type ActOutcome =
  | { ok: true; state: string; revision: number }
  | { ok: false; status: 400 | 404 | 409; message: string }

/**
 * One action on a request, as of the revision the member of staff was shown; the message to
 * her is queued once it is saved. The endpoint below and the demo's seed both act through here.
 */
export async function applyAction(
  payload: Payload,
  requestId: number,
  input: StaffAction,
  staff: { id: number; name: string },
  now = new Date(),
  loadedAlready?: Loaded,
): Promise<ActOutcome> {
  const loaded = loadedAlready ?? (await load(payload, requestId))
  if (!loaded) return { ok: false, status: 404, message: 'This request does not exist.' }
  const byName = staff.name
  const moved = act(recordOf(loaded.request), input.action, byName, now, input.revision)
  if (!moved.ok) return { ok: false, status: 409, message: moved.message }

  const data: Record<string, unknown> = {
    state: moved.record.state,
    noticeRevision: moved.record.revision,
  }
  let note: string | undefined
  if (input.action === 'confirm' || input.action === 'adjust') {
    const adj = input.action === 'adjust' ? input.adjustment : asIs(loaded)
    const priced = priceConfirmation(loaded.cat, loaded.base, adj)
    if (!priced.ok) return { ok: false, status: 400, message: priced.message }
    const skinTest = loaded.request.answers?.skinTest ?? 'never'
    data.confirmed = { ...priced.price, adjustment: adj, by: byName, at: now.toISOString() }
    data.confirmedAt = now.toISOString()
    data.closedAt = now.toISOString()
    data.skinTestNeeded = skinTestNeeded(priced.price.colourOnSkin, skinTest)
    note = priced.price.changes.length
      ? `${priced.price.changes.length} change${priced.price.changes.length === 1 ? '' : 's'}`
      : undefined
  } else if (input.action === 'ask') {
    data.question = input.question
    note = input.question
  } else {
    data.closedAt = now.toISOString()
    note = input.note || undefined
  }
  data.history = [
    ...(loaded.request.history ?? []),
    historyEntry(input.action, now, byName, staff.id, note),
  ]
  const set = await compareAndSet(payload, loaded.request.id, loaded.request.revision, data)
  if (!set) {
    // Someone else acted between the read and the write: say what they did, once their write
    // (which follows their taking the revision) has landed.
    let again = await load(payload, loaded.request.id)
    for (
      let i = 0;
      i < 20 &&
      again &&
      (again.request.history ?? []).length <= (loaded.request.history ?? []).length;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 50))
      again = await load(payload, loaded.request.id)
    }
    const retold = again && act(recordOf(again.request), input.action, byName, now, input.revision)
    return {
      ok: false,
      status: 409,
      message: retold && !retold.ok ? retold.message : 'This request has just changed.',
    }
  }
  await queueConfirmationNotice(
    payload,
    loaded.request.id,
    moved.record.revision,
    input.action === 'ask'
      ? 'question'
      : input.action === 'consultation'
        ? 'consultation'
        : 'confirmed',
  )
  return { ok: true, state: moved.record.state, revision: moved.record.revision }
}

/** Confirm, adjust, ask a question or ask her in: one action on the revision she was shown. */
export async function actOnRequest(req: PayloadRequest): Promise<Response> {
  const a = await authorised(req)
  if ('res' in a) return a.res!
  const { user, loaded } = a
  const raw = await readBody(req)
  const parsed = raw.ok ? body.safeParse(raw.data) : null
  if (!parsed?.success)
    return refuse(400, parsed?.error.issues[0]?.message ?? 'The action could not be read.')
  const out = await applyAction(
    req.payload,
    loaded.request.id,
    parsed.data,
    { id: user.id, name: user.name?.trim() || user.email },
    new Date(),
    loaded,
  )
  return out.ok ? Response.json(out) : refuse(out.status, out.message)
}

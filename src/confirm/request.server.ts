// Her side of a price to confirm (issue 48, ADR 052): the form she sends with her quote (photos,
// answers, consents), her reply to a question, and "I have booked my skin test". Saved first —
// a photo refused or an answer missing keeps everything else she sent in her draft, so the page
// shows it again — and the state moves only through src/quote's `act`, compared and set on the
// request's revision.
import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { affected, runSql } from '@/delivery/claim.server'
import {
  act,
  type ConfirmationAction,
  type ConfirmationRecord,
  type ConfirmationState,
} from '@/quote'

import {
  answerErrors,
  answersSchema,
  formFields,
  photoRoleKeys,
  photoRoles,
  replySchema,
  type Answers,
  type PhotoRole,
} from './answers'
import { cleanClientPhoto } from './photos.server'

export const REQUEST_MESSAGES = {
  noQuote: 'We could not find this quote. Please use the link in your e-mail or text message.',
  sentAlready: 'Your request has already been sent: you will hear from us by e-mail and text.',
  noPhoto: 'Please add at least one photo of your hair as it is now.',
  notAsked: 'There is no question waiting for your answer.',
  fix: 'Please check the highlighted answers: everything else you sent is kept.',
  busy: 'Your request changed while you were sending this. Please look at it again.',
  noSkinTest: 'This quote does not need a skin test.',
} as const

export type RequestDoc = {
  id: number
  state: ConfirmationState
  revision: number
  history?: { action: string; at: string; byName: string; note?: string | null }[] | null
  confirmedAt?: string | null
  photos?:
    | (number | { id: number; role?: string; filename?: string; width?: number; height?: number })[]
    | null
  refused?: { errors: Record<string, string>; values: Record<string, unknown> } | null
  answers?: Answers | null
  question?: string | null
  reply?: string | null
  confirmed?: unknown
  skinTestNeeded?: boolean | null
  skinTestBookedAt?: string | null
  sentAt?: string | null
}

type QuoteDoc = {
  id: number
  link: string
  name?: string | null
  quote: unknown
  erasedAt?: string | null
}

/** The saved quote a link opens, and its request (null: none yet). */
export async function findByLink(
  payload: Payload,
  link: string,
): Promise<{ quote: QuoteDoc; request: RequestDoc | null } | null> {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(link)) return null
  const found = await payload.find({
    collection: 'quotes',
    where: { link: { equals: link } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const quote = found.docs[0] as QuoteDoc | undefined
  if (!quote || quote.erasedAt) return null
  const req = await payload.find({
    collection: 'confirmation-requests',
    where: { quote: { equals: quote.id } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  return { quote, request: (req.docs[0] as unknown as RequestDoc) ?? null }
}

/** A stored request as src/quote's rules read it. */
export const recordOf = (r: RequestDoc): ConfirmationRecord => ({
  state: r.state,
  revision: r.revision,
  history: (r.history ?? []).map((h) => ({
    action: h.action as ConfirmationAction,
    by: h.byName,
    at: new Date(h.at),
  })),
  confirmedAt: r.confirmedAt ? new Date(r.confirmedAt) : null,
})

/**
 * Writes a request's next state only if nobody moved it meanwhile: one conditional UPDATE takes
 * the next revision (as the delivery claims do, src/delivery/claim.server.ts), and only the
 * writer that took it writes the rest. False: it had moved.
 */
export async function compareAndSet(
  payload: Payload,
  id: number,
  seen: number,
  data: Record<string, unknown>,
): Promise<boolean> {
  const next = Math.trunc(seen) + 1
  const res = await runSql(
    payload,
    sql`UPDATE confirmation_requests SET revision = ${next}
        WHERE id = ${Math.trunc(id)} AND revision = ${Math.trunc(seen)}`,
  )
  if (affected(res) !== 1) return false
  await payload.update({
    collection: 'confirmation-requests',
    id,
    data: { ...data, revision: next } as never,
    overrideAccess: true,
    depth: 0,
  })
  return true
}

/**
 * Why her last form was refused, written on its own: a whole-row update here could write back a
 * state a member of staff has just changed.
 */
async function setRefused(payload: Payload, id: number, refused: unknown) {
  await runSql(
    payload,
    sql`UPDATE confirmation_requests SET refused = ${JSON.stringify(refused)} WHERE id = ${Math.trunc(id)}`,
  )
}

/** The history entry of an action, as the collection stores it. */
export const historyEntry = (
  action: ConfirmationAction | 'skin-test',
  at: Date,
  byName: string,
  by?: number,
  note?: string,
) => ({ action, at: at.toISOString(), byName, ...(by ? { by } : {}), ...(note ? { note } : {}) })

const idsOf = (photos: RequestDoc['photos']) =>
  (photos ?? []).map((p) => (typeof p === 'object' ? p.id : p))

/** Her photos kept so far, by what they show. */
async function keptPhotos(payload: Payload, request: RequestDoc | null) {
  const kept = new Map<PhotoRole | 'reply', number>()
  const ids = idsOf(request?.photos)
  if (!ids.length) return kept
  const docs = await payload.find({
    collection: 'client-photos',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    overrideAccess: true,
  })
  for (const d of docs.docs as { id: number; role: PhotoRole | 'reply' }[]) kept.set(d.role, d.id)
  return kept
}

type Where = { salon: number | null; stylist: number | null }

async function storePhoto(
  payload: Payload,
  bytes: Buffer,
  which: string,
  role: PhotoRole | 'reply',
  where: Where,
  requestId: number,
  sent: boolean,
): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
  const clean = await cleanClientPhoto(bytes, which)
  if (!clean.ok) return clean
  const doc = await payload.create({
    collection: 'client-photos',
    overrideAccess: true,
    data: { role, request: requestId, sent, ...where } as never,
    file: {
      data: clean.data,
      mimetype: 'image/jpeg',
      name: clean.filename,
      size: clean.data.length,
    },
  })
  return { ok: true, id: doc.id as number }
}

const fileOf = async (form: FormData, name: string): Promise<Buffer | null> => {
  const f = form.get(name)
  if (!f || typeof f === 'string' || f.size === 0) return null
  return Buffer.from(await f.arrayBuffer())
}

export type FormOutcome =
  | { ok: true; state: ConfirmationState }
  | { ok: false; status: 400 | 404 | 409; message: string; errors: Record<string, string> }

const refuse = (status: 400 | 404 | 409, message: string, errors: Record<string, string> = {}) =>
  ({ ok: false, status, message, errors }) as const

/** Who a quote's request goes to: its stylist (none for a level quote) and its salon. */
function whereOf(quote: QuoteDoc): Where {
  const snap = readSnapshot(quote.quote)
  return { stylist: snap.stylist?.id ?? null, salon: snap.salon?.id ?? null }
}

const titleOf = (quote: QuoteDoc) => {
  const snap = readSnapshot(quote.quote)
  const first = snap.services[0]?.service
  return [quote.name || 'Client', first].filter(Boolean).join(' — ')
}

/**
 * Her request form: every photo made anew and kept as it arrives, her answers checked by the
 * shared schema. Anything refused is said field by field and her draft keeps the rest; once
 * nothing is refused the request is sent (draft → waiting).
 */
export async function submitRequestForm(
  payload: Payload,
  link: string,
  form: FormData,
  now = new Date(),
): Promise<FormOutcome> {
  const found = await findByLink(payload, link)
  if (!found) return refuse(404, REQUEST_MESSAGES.noQuote)
  const { quote } = found
  let request = found.request
  if (request && request.state !== 'draft') return refuse(409, REQUEST_MESSAGES.sentAlready)
  const where = whereOf(quote)
  if (!request) {
    request = (await payload.create({
      collection: 'confirmation-requests',
      overrideAccess: true,
      depth: 0,
      data: {
        quote: quote.id,
        state: 'draft',
        revision: 0,
        title: titleOf(quote),
        ...where,
      } as never,
    })) as unknown as RequestDoc
  }

  const errors: Record<string, string> = {}
  const kept = await keptPhotos(payload, request)
  for (const [i, role] of photoRoleKeys.entries()) {
    const bytes = await fileOf(form, `photo.${role}`)
    if (!bytes) continue
    const which = `Photo ${i + 1} (${photoRoles[role].toLowerCase()})`
    const stored = await storePhoto(payload, bytes, which, role, where, request.id, false)
    if (!stored.ok) {
      errors[`photo.${role}`] = stored.message
      continue
    }
    const before = kept.get(role)
    if (before)
      await payload.delete({ collection: 'client-photos', id: before, overrideAccess: true })
    kept.set(role, stored.id)
  }
  if (!kept.has('front') && !kept.has('back') && !errors['photo.front'] && !errors['photo.back'])
    errors['photo.front'] = REQUEST_MESSAGES.noPhoto

  const values = formFields(form)
  const parsed = answersSchema.safeParse(values)
  if (!parsed.success) Object.assign(errors, answerErrors(parsed.error))
  const photos = [...kept.values()]

  if (Object.keys(errors).length > 0 || !parsed.success) {
    await payload.update({
      collection: 'confirmation-requests',
      id: request.id,
      overrideAccess: true,
      depth: 0,
      data: { photos, refused: { errors, values } } as never,
    })
    return refuse(400, REQUEST_MESSAGES.fix, errors)
  }

  const a = parsed.data
  const moved = act(recordOf(request), 'send', 'the client', now, request.revision)
  if (!moved.ok) return refuse(409, REQUEST_MESSAGES.sentAlready)
  const keepHealth = a.healthConsent && Object.values(a.health).some((v) => v != null)
  const set = await compareAndSet(payload, request.id, request.revision, {
    state: moved.record.state,
    revision: moved.record.revision,
    sentAt: now.toISOString(),
    history: [historyEntry('send', now, 'the client')],
    answers: { ...a, health: {} },
    health: keepHealth ? a.health : null,
    photoConsentAt: now.toISOString(),
    healthConsentAt: keepHealth ? now.toISOString() : null,
    skinTestNeeded: false,
    photos,
    refused: null,
  })
  if (!set) return refuse(409, REQUEST_MESSAGES.sentAlready)
  // Her photos become the salon's to see only now.
  await payload.update({
    collection: 'client-photos',
    where: { id: { in: photos } },
    data: { sent: true } as never,
    overrideAccess: true,
  })
  return { ok: true, state: moved.record.state }
}

/** Her answer to the question sent to her, with a photo if she adds one (question → waiting). */
export async function submitReply(
  payload: Payload,
  link: string,
  form: FormData,
  now = new Date(),
): Promise<FormOutcome> {
  const found = await findByLink(payload, link)
  if (!found) return refuse(404, REQUEST_MESSAGES.noQuote)
  const request = found.request
  if (!request || request.state !== 'question') return refuse(409, REQUEST_MESSAGES.notAsked)
  const parsed = replySchema.safeParse({ reply: form.get('reply') })
  const errors: Record<string, string> = parsed.success ? {} : answerErrors(parsed.error)
  const bytes = await fileOf(form, 'photo.reply')
  // A photo kept from a reply refused for its words.
  const waiting = Number(request.refused?.values?.photo)
  let photoId: number | null = Number.isInteger(waiting) && waiting > 0 ? waiting : null
  if (bytes) {
    const stored = await storePhoto(
      payload,
      bytes,
      'Your photo',
      'reply',
      whereOf(found.quote),
      request.id,
      true,
    )
    if (stored.ok) photoId = stored.id
    else errors['photo.reply'] = stored.message
  }
  if (!parsed.success || Object.keys(errors).length) {
    // What she wrote is shown again; a photo that was taken waits for her words.
    await setRefused(payload, request.id, {
      errors,
      values: { reply: form.get('reply') ?? '', photo: photoId },
    })
    return refuse(400, REQUEST_MESSAGES.fix, errors)
  }
  const moved = act(recordOf(request), 'answer', 'the client', now, request.revision)
  if (!moved.ok) return refuse(409, REQUEST_MESSAGES.busy)
  const set = await compareAndSet(payload, request.id, request.revision, {
    state: moved.record.state,
    revision: moved.record.revision,
    reply: parsed.data.reply,
    history: [
      ...(request.history ?? []),
      historyEntry('answer', now, 'the client', undefined, parsed.data.reply),
    ],
    photos: photoId ? [...idsOf(request.photos), photoId] : idsOf(request.photos),
    refused: null,
  })
  return set ? { ok: true, state: moved.record.state } : refuse(409, REQUEST_MESSAGES.busy)
}

/** "I have booked my skin test": the confirmation may then say "ready to book". */
export async function markSkinTestBooked(
  payload: Payload,
  link: string,
  now = new Date(),
): Promise<FormOutcome> {
  const found = await findByLink(payload, link)
  if (!found) return refuse(404, REQUEST_MESSAGES.noQuote)
  const request = found.request
  if (!request || request.state !== 'confirmed' || !request.skinTestNeeded)
    return refuse(409, REQUEST_MESSAGES.noSkinTest)
  if (request.skinTestBookedAt) return { ok: true, state: request.state }
  const set = await compareAndSet(payload, request.id, request.revision, {
    skinTestBookedAt: now.toISOString(),
    history: [...(request.history ?? []), historyEntry('skin-test', now, 'the client')],
  })
  return set ? { ok: true, state: request.state } : refuse(409, REQUEST_MESSAGES.busy)
}

// Her photos and answers as personal data (issue 48, ADR 052, ADR 008): in her data export (the
// readable document shows the photos), gone with an erasure of her quote, and kept only as long
// as needed — the retention job deletes the photos and health answers a set time after the
// request closes, lets a confirmed price lapse after its four weeks, and drops a form she never
// sent after a week.
import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'

import { compareAndSet, historyEntry } from '@/confirm/request.server'
import {
  act,
  confirmationStateNames,
  DEFAULT_PHOTO_RETENTION_DAYS,
  hasLapsed,
  type ConfirmationState,
  type ConfirmedPrice,
} from '@/quote'

import { answerRows, healthKeys, photoRoles, type Answers } from './answers'

const all = { pagination: false, limit: 0, depth: 0, overrideAccess: true } as const
const DAY = 24 * 60 * 60 * 1000
/** A form she started and never sent is dropped after this long. */
export const DRAFT_DAYS = 7

type PhotoDoc = { id: number; filename?: string | null; role?: string | null }
type RequestRow = {
  id: number
  quote: number
  state: ConfirmationState
  revision: number
  sentAt?: string | null
  confirmedAt?: string | null
  closedAt?: string | null
  answers?: Answers | null
  health?: Answers['health'] | null
  question?: string | null
  reply?: string | null
  confirmed?: (ConfirmedPrice & { by?: string }) | null
  photos?: number[] | null
  erasedAt?: string | null
  history?: { action: string; at: string; byName: string; note?: string | null }[] | null
}

/** A photo's bytes, from the storage adapter (S3) or the private folder. */
async function photoBytes(payload: Payload, doc: PhotoDoc): Promise<Buffer | null> {
  const upload = payload.collections['client-photos'].config.upload
  const filename = doc.filename
  if (!filename) return null
  for (const handler of upload.handlers ?? []) {
    const req = await createLocalReq({}, payload)
    const res = await handler(req, {
      doc: doc as never,
      params: { collection: 'client-photos', filename },
    })
    if (res instanceof Response) return res.ok ? Buffer.from(await res.arrayBuffer()) : null
  }
  return readFile(path.join(upload.staticDir!, filename)).catch(() => null)
}

export type ConfirmationExport = {
  state: string
  sentAt: string | null
  answers: { question: string; answer: string }[]
  question: string | null
  reply: string | null
  confirmed: { payPounds: number; by: string | null; changes: string[] } | null
  /** Each photo as a data address (JPEG), so the readable document shows it. */
  photos: { shows: string; dataUrl: string }[]
  history: { at: string; what: string; by: string }[]
}

const requestsOf = async (payload: Payload, quoteIds: number[]) =>
  quoteIds.length
    ? ((
        await payload.find({
          collection: 'confirmation-requests',
          ...all,
          where: { quote: { in: quoteIds } },
        })
      ).docs as unknown as RequestRow[])
    : []

/** Her requests to confirm a price, by quote, as her data export gives them. */
export async function confirmationsForExport(
  payload: Payload,
  quoteIds: number[],
): Promise<Map<number, ConfirmationExport>> {
  const out = new Map<number, ConfirmationExport>()
  const { changeSentence } = await import('@/quote')
  for (const r of await requestsOf(payload, quoteIds)) {
    const photos: ConfirmationExport['photos'] = []
    if (r.photos?.length) {
      const docs = await payload.find({
        collection: 'client-photos',
        ...all,
        where: { id: { in: r.photos } },
      })
      for (const d of docs.docs as PhotoDoc[]) {
        const bytes = await photoBytes(payload, d)
        if (bytes)
          photos.push({
            shows: photoRoles[d.role as keyof typeof photoRoles] ?? 'Sent with her answer',
            dataUrl: `data:image/jpeg;base64,${bytes.toString('base64')}`,
          })
      }
    }
    const health = r.health ?? null
    out.set(r.quote, {
      state: confirmationStateNames[r.state],
      sentAt: r.sentAt ?? null,
      answers: r.answers
        ? answerRows(
            {
              ...r.answers,
              health:
                health ?? (Object.fromEntries(healthKeys.map((k) => [k, undefined])) as never),
            },
            Boolean(health),
          )
        : [],
      question: r.question ?? null,
      reply: r.reply ?? null,
      confirmed: r.confirmed
        ? {
            payPounds: r.confirmed.payPence / 100,
            by: r.confirmed.by ?? null,
            changes: r.confirmed.changes.map(changeSentence),
          }
        : null,
      photos,
      history: (r.history ?? []).map((h) => ({ at: h.at, what: h.action, by: h.byName })),
    })
  }
  return out
}

/** Deletes the photos and clears the answers of these requests (an erasure, or retention). */
async function eraseRequests(
  payload: Payload,
  rows: RequestRow[],
  at: string,
  everything: boolean,
) {
  for (const r of rows) {
    if (r.photos?.length)
      await payload.delete({
        collection: 'client-photos',
        overrideAccess: true,
        where: { id: { in: r.photos } },
      })
    await payload.update({
      collection: 'confirmation-requests',
      id: r.id,
      overrideAccess: true,
      depth: 0,
      data: {
        photos: [],
        health: null,
        healthConsentAt: null,
        refused: null,
        erasedAt: at,
        // An erasure takes her own words too; retention keeps what the price was confirmed from.
        ...(everything ? { answers: null, question: null, reply: null, title: 'Erased' } : {}),
      } as never,
    })
  }
  return rows.length
}

/** With an erasure of her quotes: their requests' photos, health answers and her words. */
export async function eraseConfirmations(payload: Payload, quoteIds: number[], at: string) {
  return eraseRequests(payload, await requestsOf(payload, quoteIds), at, true)
}

/**
 * The nightly part of retention: confirmed prices past their hold expire; photos and health
 * answers of requests closed more than `photoDays` ago are deleted; forms never sent are dropped.
 */
export async function runConfirmationRetention(
  payload: Payload,
  now = new Date(),
  photoDays = DEFAULT_PHOTO_RETENTION_DAYS,
): Promise<{ expired: number; photosErased: number; draftsDropped: number }> {
  let expired = 0
  const confirmed = (
    await payload.find({
      collection: 'confirmation-requests',
      ...all,
      where: { state: { equals: 'confirmed' } },
    })
  ).docs as unknown as RequestRow[]
  for (const r of confirmed) {
    const record = {
      state: r.state,
      revision: r.revision,
      history: [],
      confirmedAt: r.confirmedAt ? new Date(r.confirmedAt) : null,
    }
    if (!hasLapsed(record, now)) continue
    const moved = act(record, 'expire', 'the site', now, r.revision)
    if (!moved.ok) continue
    const set = await compareAndSet(payload, r.id, r.revision, {
      state: moved.record.state,
      history: [...(r.history ?? []), historyEntry('expire', now, 'the site')],
    })
    if (set) expired++
  }
  const closedBefore = new Date(now.getTime() - photoDays * DAY).toISOString()
  const old = (
    await payload.find({
      collection: 'confirmation-requests',
      ...all,
      where: {
        and: [{ closedAt: { less_than: closedBefore } }, { erasedAt: { exists: false } }],
      },
    })
  ).docs as unknown as RequestRow[]
  const photosErased = await eraseRequests(payload, old, now.toISOString(), false)
  const drafts = (
    await payload.find({
      collection: 'confirmation-requests',
      ...all,
      where: {
        and: [
          { state: { equals: 'draft' } },
          { createdAt: { less_than: new Date(now.getTime() - DRAFT_DAYS * DAY).toISOString() } },
        ],
      },
    })
  ).docs as unknown as RequestRow[]
  for (const d of drafts) {
    if (d.photos?.length)
      await payload.delete({
        collection: 'client-photos',
        overrideAccess: true,
        where: { id: { in: d.photos } },
      })
    await payload.delete({ collection: 'confirmation-requests', id: d.id, overrideAccess: true })
  }
  return { expired, photosErased, draftsDropped: drafts.length }
}

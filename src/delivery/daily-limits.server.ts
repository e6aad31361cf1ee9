// The daily limits on messages, counted in the database (ADR 040): every runner — each web
// instance, each worker — takes a place for a message with one conditional statement on the
// day's row of `message_counts` before it sends, so that of runners working at once no more
// than the limit ever send. A message that finds no place is not lost: its channel goes back to
// 'pending' (deliver.server.ts) and the recovery pass queues it again once the next UK day
// starts or an owner raises the limit (recovery.server.ts). The owners are told once per day and
// limit, by e-mail through the staff mail (which no limit holds back).
import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { mapSiteSettings } from '@/content/map'
import { ukDay } from '@/quote/uk-date'
import { sendStaffEmail } from '@/security/staff-mail.server'

import { affected, OPEN, rowsOf, runSql } from './claim.server'
import { deliveryConfig } from './config.server'
import {
  dailyLimitsOf,
  limitLine,
  limitNotice,
  messageKinds,
  type DailyLimits,
  type MessageKind,
} from './daily-limits'
import { kickDelivery } from './kick'
import { DELIVERY_QUEUE } from './queue'

const placesKey = (kind: MessageKind, day: string) => `${kind}:${day}`
const toldKey = (kind: MessageKind, day: string) => `told:${kind}:${day}`

/** The limits an owner set (Messages & rules → Daily limits), read when used. */
export async function readDailyLimits(payload: Payload): Promise<DailyLimits> {
  return dailyLimitsOf(await payload.findGlobal({ slug: 'messages', depth: 0 }))
}

/**
 * Takes a place for one message of this kind today: the place's key, or null when the day's
 * limit is reached. One statement: the day's row is created, or counted up only while under the
 * limit; runners at once wait on the row (PostgreSQL) or the database lock (SQLite).
 */
export async function takePlace(
  payload: Payload,
  kind: MessageKind,
  limit: number,
  now = new Date(),
): Promise<string | null> {
  if (limit <= 0) return null
  const day = ukDay(now)
  const key = placesKey(kind, day)
  const res = await runSql(
    payload,
    sql`INSERT INTO message_counts (key, day, sent) VALUES (${key}, ${day}, 1)
        ON CONFLICT (key) DO UPDATE SET sent = message_counts.sent + 1
        WHERE message_counts.sent < ${Math.trunc(limit)}`,
  )
  return affected(res) > 0 ? key : null
}

/** A send that failed gives its place back: only messages handed over count. */
export async function givePlaceBack(payload: Payload, key: string): Promise<void> {
  await runSql(
    payload,
    sql`UPDATE message_counts SET sent = sent - 1 WHERE key = ${key} AND sent > 0`,
  )
}

/** How many messages of each kind were sent today (UK day), by every runner. */
export async function sentToday(
  payload: Payload,
  now = new Date(),
): Promise<Record<MessageKind, number>> {
  const day = ukDay(now)
  const res = await runSql(payload, sql`SELECT key, sent FROM message_counts WHERE day = ${day}`)
  const byKey = new Map(rowsOf(res).map((r) => [String(r.key), Number(r.sent)]))
  return {
    sms: byKey.get(placesKey('sms', day)) ?? 0,
    email: byKey.get(placesKey('email', day)) ?? 0,
  }
}

/** Whether a message of each kind could still be sent today. */
export async function roomToday(
  payload: Payload,
  now = new Date(),
): Promise<Record<MessageKind, boolean>> {
  const [limits, sent] = await Promise.all([readDailyLimits(payload), sentToday(payload, now)])
  return { sms: sent.sms < limits.sms, email: sent.email < limits.email }
}

/**
 * A message waits for the day's limit: the owners are told, once for this day and limit (of
 * runners at once, one wins the conditional statement; a limit raised and reached again tells
 * them again). Never throws: delivery goes on whatever happens to the notice.
 */
export async function limitReached(
  payload: Payload,
  kind: MessageKind,
  limit: number,
  now = new Date(),
): Promise<void> {
  const day = ukDay(now)
  const key = toldKey(kind, day)
  try {
    const res = await runSql(
      payload,
      sql`INSERT INTO message_counts (key, day, sent) VALUES (${key}, ${day}, ${Math.trunc(limit)})
          ON CONFLICT (key) DO UPDATE SET sent = excluded.sent
          WHERE message_counts.sent < excluded.sent`,
    )
    if (affected(res) === 0) return
    payload.logger.warn(`delivery: today's limit of ${limit} (${kind}) is reached; messages wait`)
    try {
      const owners = await payload.find({
        collection: 'users',
        where: { roles: { in: ['owner'] } },
        depth: 0,
        pagination: false,
        select: { email: true },
      })
      // One job per owner: a mail server failing for one does not tell another twice.
      for (const owner of owners.docs)
        await payload.jobs.queue({
          task: 'tellOwnerLimitReached',
          input: { userId: owner.id, kind, limit, day },
          queue: DELIVERY_QUEUE,
        } as never)
      kickDelivery()
    } catch (err) {
      // Not queued: forget that they were told, so that the next message that waits tries again.
      await runSql(payload, sql`DELETE FROM message_counts WHERE key = ${key}`).catch(() => {})
      throw err
    }
  } catch (err) {
    payload.logger.error({ err }, 'delivery: could not tell the owners a daily limit is reached')
  }
}

/** The job: one owner's e-mail saying a limit was reached (tasks.ts). */
export async function tellOwnerLimitReached(
  payload: Payload,
  input: { userId: number; kind: MessageKind; limit: number; day: string },
): Promise<void> {
  const owner = await payload.findByID({
    collection: 'users',
    id: input.userId,
    depth: 0,
    disableErrors: true,
  })
  if (!owner?.email) return // the account is gone
  const settings = mapSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  const kind = messageKinds.includes(input.kind) ? input.kind : 'sms'
  await sendStaffEmail(payload, {
    to: owner.email,
    fromName: settings.brandName,
    ...limitNotice({
      kind,
      limit: input.limit,
      day: input.day,
      brandName: settings.brandName,
      siteUrl: deliveryConfig().SITE_URL,
    }),
  })
}

export type ReachedLimit = {
  kind: MessageKind
  limit: number
  sent: number
  /** Messages of this kind still to be sent (held by the limit, or on their way). */
  waiting: number
  /** What the To do list says. */
  line: string
}

/** The limits reached today, for the To do list: empty on an ordinary day. */
export async function reachedLimits(payload: Payload, now = new Date()): Promise<ReachedLimit[]> {
  const [limits, sent] = await Promise.all([readDailyLimits(payload), sentToday(payload, now)])
  const reached = messageKinds.filter((kind) => sent[kind] >= limits[kind])
  const out: ReachedLimit[] = []
  for (const kind of reached) {
    const waiting = await waitingCount(payload, kind)
    out.push({
      kind,
      limit: limits[kind],
      sent: sent[kind],
      waiting,
      line: limitLine({ kind, limit: limits[kind], waiting }),
    })
  }
  return out
}

const count = (res: { rows?: unknown[] }) => {
  const row = (rowsOf(res)[0] ?? {}) as Record<string | number, unknown>
  return Number(row.n ?? row[0] ?? 0)
}

/** Open messages of a kind: quote texts; quote e-mails and application notices. */
async function waitingCount(payload: Payload, kind: MessageKind): Promise<number> {
  const col = sql.raw(kind === 'sms' ? 'delivery_sms' : 'delivery_email')
  const quotes = count(
    await runSql(
      payload,
      sql`SELECT COUNT(*) AS n FROM quotes
          WHERE erased_at IS NULL AND (${col} IS NULL OR ${col} IN (${OPEN}))`,
    ),
  )
  if (kind === 'sms') return quotes
  const notices = count(
    await runSql(
      payload,
      sql`SELECT COUNT(*) AS n FROM job_applications
          WHERE erased_at IS NULL AND (notified IS NULL OR notified IN (${OPEN}))`,
    ),
  )
  return quotes + notices
}

import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { openStatuses } from './state'

// Delivery state is written with single SQL statements rather than payload.update: an update
// writes the whole row back, so a runner that records an e-mail attempt would also write back
// the text-message status it read earlier — undoing another runner's claim and letting the
// text be sent twice (seen on PostgreSQL with two instances and two workers).
//
// Every status change also stamps the channel's `…_changed_at`. A claim ('sending') older than
// the claim timeout belongs to a runner that died: the next runner may take it over, and the
// recovery sweep (recovery.server.ts) releases it and queues the quote again.

export type Channel = 'email' | 'sms'

type SQL = ReturnType<typeof sql>
type RawResult = { rowsAffected?: number; rowCount?: number | null; rows?: unknown[] }
type Db = {
  name: string
  drizzle: unknown
  execute: (args: { drizzle: unknown; sql: SQL }) => Promise<RawResult>
}

const db = (payload: Payload) => payload.db as unknown as Db
export const isPostgresDb = (payload: Payload) => db(payload).name === 'postgres'
export const runSql = (payload: Payload, statement: SQL) =>
  db(payload).execute({ drizzle: db(payload).drizzle, sql: statement })
export const affected = (res: RawResult) => res.rowsAffected ?? res.rowCount ?? 0
/** Rows of a raw SELECT as objects (node-postgres gives objects; libsql rows readable by name). */
export const rowsOf = (res: RawResult) => (res.rows ?? []) as Record<string, unknown>[]

const statusColumn = (channel: Channel) =>
  sql.raw(channel === 'email' ? 'delivery_email' : 'delivery_sms')
const changedColumn = (channel: Channel) =>
  sql.raw(channel === 'email' ? 'delivery_email_changed_at' : 'delivery_sms_changed_at')
const claimedByColumn = (channel: Channel) =>
  sql.raw(channel === 'email' ? 'delivery_email_claimed_by' : 'delivery_sms_claimed_by')
/** SQL list of the statuses of a message still on its way. */
export const OPEN = sql.raw(openStatuses.map((s) => `'${s}'`).join(', '))
const iso = (d: Date) => d.toISOString()

/**
 * Atomically marks one channel of a quote as being sent, so that two job runners (the app's
 * own and a worker, or two instances) never send the same message. Payload's job claiming
 * only "reduces the chance" of a double pick-up; this conditional UPDATE makes it impossible.
 * A claim older than `timeoutMs` (its runner crashed) may be taken over. The claim records the
 * runner that made it (`by`), so that it is released at once when that runner is gone.
 * Returns the claim's time, or null when the channel is sent, failed, or being sent elsewhere.
 */
export async function claimChannel(
  payload: Payload,
  quoteId: number,
  channel: Channel,
  timeoutMs: number,
  now = new Date(),
  by: string | null = null,
): Promise<string | null> {
  const col = statusColumn(channel)
  const changed = changedColumn(channel)
  const at = iso(now)
  const stale = iso(new Date(now.getTime() - timeoutMs))
  const res = await runSql(
    payload,
    sql`UPDATE quotes SET ${col} = 'sending', ${changed} = ${at}, ${claimedByColumn(channel)} = ${by}
        WHERE id = ${Math.trunc(quoteId)}
          AND (${col} IS NULL OR ${col} IN ('pending', 'retrying')
               OR (${col} = 'sending' AND (${changed} IS NULL OR ${changed} < ${stale})))`,
  )
  return affected(res) > 0 ? at : null
}

/** Sets one channel's status on its own, so a runner never overwrites the other channel's. */
export async function setChannelStatus(
  payload: Payload,
  quoteId: number,
  channel: Channel,
  status: 'sent' | 'retrying' | 'failed',
  now = new Date(),
) {
  await runSql(
    payload,
    sql`UPDATE quotes SET ${statusColumn(channel)} = ${status}, ${changedColumn(channel)} = ${iso(now)}
        WHERE id = ${Math.trunc(quoteId)}`,
  )
}

/**
 * Gives back a claim this process still holds (shutdown before the send finished): only if it
 * is still ours, i.e. still 'sending' since the moment we claimed it.
 */
export async function releaseChannel(
  payload: Payload,
  quoteId: number,
  channel: Channel,
  claimedAt: string,
): Promise<boolean> {
  const col = statusColumn(channel)
  const changed = changedColumn(channel)
  const res = await runSql(
    payload,
    sql`UPDATE quotes SET ${col} = 'retrying', ${changed} = ${iso(new Date())}
        WHERE id = ${Math.trunc(quoteId)} AND ${col} = 'sending' AND ${changed} = ${claimedAt}`,
  )
  return affected(res) > 0
}

/**
 * Puts a claimed channel back to wait, untried: the day's limit on its kind of message is
 * reached (ADR 040). 'pending' again and no attempt recorded, so it is neither failed nor
 * counted as a failure; the recovery pass queues it once there is room. Only if still ours.
 */
export async function holdChannel(
  payload: Payload,
  quoteId: number,
  channel: Channel,
  claimedAt: string,
): Promise<boolean> {
  const col = statusColumn(channel)
  const changed = changedColumn(channel)
  const res = await runSql(
    payload,
    sql`UPDATE quotes SET ${col} = 'pending', ${changed} = ${iso(new Date())}
        WHERE id = ${Math.trunc(quoteId)} AND ${col} = 'sending' AND ${changed} = ${claimedAt}`,
  )
  return affected(res) > 0
}

/** Nobody left to send to (erased before delivery): open channels become 'cancelled'. */
export async function cancelOpenChannels(payload: Payload, quoteId: number, now = new Date()) {
  const at = iso(now)
  for (const channel of ['email', 'sms'] as const) {
    const col = statusColumn(channel)
    await runSql(
      payload,
      sql`UPDATE quotes SET ${col} = 'cancelled', ${changedColumn(channel)} = ${at}
          WHERE id = ${Math.trunc(quoteId)} AND (${col} IS NULL OR ${col} IN (${OPEN}))`,
    )
  }
}

/**
 * Claims a resend of the quote: stamps `delivery.resentAt` unless a resend was already queued
 * within `windowMs`. One conditional UPDATE, so of two clicks (or two staff) at the same
 * instant exactly one wins. False: a resend was queued a moment ago and nothing should be.
 */
export async function claimResend(
  payload: Payload,
  quoteId: number,
  windowMs: number,
  now = new Date(),
): Promise<boolean> {
  const since = iso(new Date(now.getTime() - windowMs))
  const res = await runSql(
    payload,
    sql`UPDATE quotes SET delivery_resent_at = ${iso(now)}
        WHERE id = ${Math.trunc(quoteId)}
          AND (delivery_resent_at IS NULL OR delivery_resent_at <= ${since})`,
  )
  return affected(res) > 0
}

/**
 * An explicit resend of `which` channels (claimed first with claimResend): each becomes
 * 'pending' again (a sent one too: a resend is a new send), unless a live runner is sending it
 * right now. Returns what happens to each.
 */
export async function reopenForResend(
  payload: Payload,
  quoteId: number,
  which: readonly Channel[],
  timeoutMs: number,
  now = new Date(),
): Promise<Partial<Record<Channel, 'queued' | 'sending'>>> {
  const at = iso(now)
  const stale = iso(new Date(now.getTime() - timeoutMs))
  const out: Partial<Record<Channel, 'queued' | 'sending'>> = {}
  for (const channel of which) {
    const col = statusColumn(channel)
    const changed = changedColumn(channel)
    const res = await runSql(
      payload,
      sql`UPDATE quotes SET ${col} = 'pending', ${changed} = ${at}
          WHERE id = ${Math.trunc(quoteId)}
            AND NOT (${col} IS NOT NULL AND ${col} = 'sending' AND ${changed} IS NOT NULL AND ${changed} >= ${stale})`,
    )
    out[channel] = affected(res) > 0 ? 'queued' : 'sending'
  }
  return out
}

export type Attempt = { channel: Channel; at: string; ok: boolean; detail: string }

/**
 * Appends one attempt to the quote's delivery log (append-only, so attempts recorded at the
 * same time by two runners are both kept) and returns how many attempts on that channel failed
 * since the last resend (a resend gives the channel its full number of tries again).
 */
export async function recordAttempt(
  payload: Payload,
  quoteId: number,
  attempt: Attempt,
): Promise<number> {
  const id = Math.trunc(quoteId)
  // Payload's array rows carry a 24-hex-digit id of its own making; any unique text will do.
  const rowId = randomBytes(12).toString('hex')
  const pg = isPostgresDb(payload)
  const ok = pg ? attempt.ok : attempt.ok ? 1 : 0
  await runSql(
    payload,
    sql`INSERT INTO quotes_delivery_log (_order, _parent_id, id, channel, at, ok, detail)
        SELECT COALESCE(MAX(_order), 0) + 1, ${id}, ${rowId}, ${attempt.channel}, ${attempt.at}, ${ok}, ${attempt.detail}
        FROM quotes_delivery_log WHERE _parent_id = ${id}`,
  )
  const failed = pg ? sql`false` : sql`0`
  const res = await runSql(
    payload,
    sql`SELECT COUNT(*) AS n FROM quotes_delivery_log l JOIN quotes q ON q.id = l._parent_id
        WHERE l._parent_id = ${id} AND l.channel = ${attempt.channel} AND l.ok = ${failed}
          AND (q.delivery_resent_at IS NULL OR l.at >= q.delivery_resent_at)`,
  )
  // node-postgres gives { n: '2' }; libsql a row readable by name and by index.
  const row = (res.rows?.[0] ?? {}) as Record<string | number, unknown>
  return Number(row.n ?? row[0] ?? 0)
}

// Job applications: one message (the salon's notice), claimed the same way.

/** Atomically claims an application's notice; the claim's time, or null (sent or taken). */
export async function claimNotice(
  payload: Payload,
  applicationId: number,
  timeoutMs: number,
  now = new Date(),
  by: string | null = null,
): Promise<string | null> {
  const at = iso(now)
  const stale = iso(new Date(now.getTime() - timeoutMs))
  const res = await runSql(
    payload,
    sql`UPDATE job_applications SET notified = 'sending', notify_changed_at = ${at}, notify_claimed_by = ${by}
        WHERE id = ${Math.trunc(applicationId)}
          AND (notified IS NULL OR notified IN ('pending', 'retrying')
               OR (notified = 'sending' AND (notify_changed_at IS NULL OR notify_changed_at < ${stale})))`,
  )
  return affected(res) > 0 ? at : null
}

export async function noticeSent(payload: Payload, applicationId: number) {
  await runSql(
    payload,
    sql`UPDATE job_applications SET notified = 'sent', notify_error = NULL, notify_changed_at = ${iso(new Date())}
        WHERE id = ${Math.trunc(applicationId)}`,
  )
}

/** Records a failed notice; returns the failures so far. */
export async function noticeFailed(
  payload: Payload,
  applicationId: number,
  message: string,
  maxAttempts: number,
): Promise<number> {
  const id = Math.trunc(applicationId)
  await runSql(
    payload,
    sql`UPDATE job_applications SET notify_failures = COALESCE(notify_failures, 0) + 1, notify_error = ${message.slice(0, 500)}
        WHERE id = ${id}`,
  )
  const res = await runSql(
    payload,
    sql`SELECT notify_failures AS n FROM job_applications WHERE id = ${id}`,
  )
  const row = (res.rows?.[0] ?? {}) as Record<string | number, unknown>
  const failures = Number(row.n ?? row[0] ?? 0)
  await runSql(
    payload,
    sql`UPDATE job_applications SET notified = ${failures >= maxAttempts ? 'failed' : 'retrying'}, notify_changed_at = ${iso(new Date())}
        WHERE id = ${id}`,
  )
  return failures
}

export async function cancelNotice(payload: Payload, applicationId: number) {
  await runSql(
    payload,
    sql`UPDATE job_applications SET notified = 'cancelled', notify_changed_at = ${iso(new Date())}
        WHERE id = ${Math.trunc(applicationId)} AND (notified IS NULL OR notified IN (${OPEN}))`,
  )
}

/** An application's notice put back to wait for the day's limit on e-mails (as holdChannel). */
export async function holdNotice(payload: Payload, applicationId: number, claimedAt: string) {
  const res = await runSql(
    payload,
    sql`UPDATE job_applications SET notified = 'pending', notify_changed_at = ${iso(new Date())}
        WHERE id = ${Math.trunc(applicationId)} AND notified = 'sending' AND notify_changed_at = ${claimedAt}`,
  )
  return affected(res) > 0
}

export async function releaseNotice(payload: Payload, applicationId: number, claimedAt: string) {
  const res = await runSql(
    payload,
    sql`UPDATE job_applications SET notified = 'retrying', notify_changed_at = ${iso(new Date())}
        WHERE id = ${Math.trunc(applicationId)} AND notified = 'sending' AND notify_changed_at = ${claimedAt}`,
  )
  return affected(res) > 0
}

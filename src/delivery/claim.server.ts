import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import type { Channel } from './deliver.server'

// Delivery state is written with single SQL statements rather than payload.update: an update
// writes the whole row back, so a runner that records an e-mail attempt would also write back
// the text-message status it read earlier — undoing another runner's claim and letting the
// text be sent twice (seen on PostgreSQL with two instances and two workers).

type SQL = ReturnType<typeof sql>
type RawResult = { rowsAffected?: number; rowCount?: number | null; rows?: unknown[] }
type Db = {
  name: string
  drizzle: unknown
  execute: (args: { drizzle: unknown; sql: SQL }) => Promise<RawResult>
}

const db = (payload: Payload) => payload.db as unknown as Db
const column = (channel: Channel) =>
  sql.raw(channel === 'email' ? 'delivery_email' : 'delivery_sms')
const run = (payload: Payload, statement: SQL) =>
  db(payload).execute({ drizzle: db(payload).drizzle, sql: statement })

/**
 * Atomically marks one channel of a quote as being sent, so that two job runners (the app's
 * own and a worker, or two instances) never send the same message. Payload's job claiming
 * only "reduces the chance" of a double pick-up; this conditional UPDATE makes it impossible.
 * Returns false when the channel is already sent or being sent by someone else.
 */
export async function claimChannel(
  payload: Payload,
  quoteId: number,
  channel: Channel,
): Promise<boolean> {
  const col = column(channel)
  const res = await run(
    payload,
    sql`UPDATE quotes SET ${col} = 'sending' WHERE id = ${Math.trunc(quoteId)} AND (${col} IS NULL OR ${col} IN ('pending', 'retrying'))`,
  )
  return (res.rowsAffected ?? res.rowCount ?? 0) > 0
}

/** Sets one channel's status on its own, so a runner never overwrites the other channel's. */
export async function setChannelStatus(
  payload: Payload,
  quoteId: number,
  channel: Channel,
  status: 'sent' | 'retrying' | 'failed',
) {
  await run(
    payload,
    sql`UPDATE quotes SET ${column(channel)} = ${status} WHERE id = ${Math.trunc(quoteId)}`,
  )
}

export type Attempt = { channel: Channel; at: string; ok: boolean; detail: string }

/**
 * Appends one attempt to the quote's delivery log (append-only, so attempts recorded at the
 * same time by two runners are both kept) and returns how many attempts on that channel failed.
 */
export async function recordAttempt(
  payload: Payload,
  quoteId: number,
  attempt: Attempt,
): Promise<number> {
  const id = Math.trunc(quoteId)
  // Payload's array rows carry a 24-hex-digit id of its own making; any unique text will do.
  const rowId = randomBytes(12).toString('hex')
  const ok = db(payload).name === 'postgres' ? attempt.ok : attempt.ok ? 1 : 0
  await run(
    payload,
    sql`INSERT INTO quotes_delivery_log (_order, _parent_id, id, channel, at, ok, detail)
        SELECT COALESCE(MAX(_order), 0) + 1, ${id}, ${rowId}, ${attempt.channel}, ${attempt.at}, ${ok}, ${attempt.detail}
        FROM quotes_delivery_log WHERE _parent_id = ${id}`,
  )
  const failed = db(payload).name === 'postgres' ? sql`false` : sql`0`
  const res = await run(
    payload,
    sql`SELECT COUNT(*) AS n FROM quotes_delivery_log WHERE _parent_id = ${id} AND channel = ${attempt.channel} AND ok = ${failed}`,
  )
  // node-postgres gives { n: '2' }; libsql a row readable by name and by index.
  const row = (res.rows?.[0] ?? {}) as Record<string | number, unknown>
  return Number(row.n ?? row[0] ?? 0)
}

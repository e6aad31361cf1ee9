import type { Payload } from 'payload'

import type { Channel } from './deliver.server'

type RawResult = { rowsAffected?: number; rowCount?: number | null }

/**
 * Atomically marks one channel of a quote as being sent, so that two job runners (the app's
 * own and a worker, or two instances) never send the same message. Payload's job claiming
 * only "reduces the chance" of a double pick-up; this conditional UPDATE makes it impossible.
 * Returns false when the channel is already sent or being sent by someone else.
 */
export async function claimChannel(payload: Payload, quoteId: number, channel: Channel): Promise<boolean> {
  const column = channel === 'email' ? 'delivery_email' : 'delivery_sms'
  const raw = `UPDATE quotes SET ${column} = 'sending' WHERE id = ${Math.trunc(quoteId)} AND (${column} IS NULL OR ${column} IN ('pending', 'retrying'))`
  const db = payload.db as unknown as { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<RawResult> }
  const res = await db.execute({ drizzle: db.drizzle, raw })
  return (res.rowsAffected ?? res.rowCount ?? 0) > 0
}

/** Sets one channel's status on its own, so a runner never overwrites the other channel's. */
export async function setChannelStatus(payload: Payload, quoteId: number, channel: Channel, status: 'sent' | 'retrying' | 'failed') {
  const column = channel === 'email' ? 'delivery_email' : 'delivery_sms'
  const db = payload.db as unknown as { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<RawResult> }
  await db.execute({ drizzle: db.drizzle, raw: `UPDATE quotes SET ${column} = '${status}' WHERE id = ${Math.trunc(quoteId)}` })
}

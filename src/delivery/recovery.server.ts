// Recovery of deliveries left behind by a runner that died (SIGKILL, a crash, a lost machine):
// run by every job runner every little while. The quote's channel statuses are the truth; jobs
// are only how the work is carried, so anything not delivered that no live job will deliver is
// queued again. Sending stays exactly-once per channel, because each send is claimed
// atomically (claim.server.ts): a job queued twice costs a lookup, never a second message.
import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { PRIVACY_QUEUE } from '@/privacy/tasks'

import { affected, isPostgresDb, OPEN, rowsOf, runSql } from './claim.server'
import { roomToday } from './daily-limits.server'
import { DELIVERY_QUEUE } from './queue'

export type Recovered = { jobsReleased: number; quotesQueued: number; noticesQueued: number }

const iso = (d: Date) => d.toISOString()
// The nightly retention run may take long on a large database: its claim lasts longer.
const PRIVACY_CLAIM_MS = 30 * 60_000

/** Ids of quotes and applications that an unfinished delivery job will still handle. */
async function liveJobTargets(payload: Payload) {
  const pg = isPostgresDb(payload)
  const notError = pg
    ? sql`(has_error IS NULL OR has_error = false)`
    : sql`(has_error IS NULL OR has_error = 0)`
  const res = await runSql(
    payload,
    sql`SELECT task_slug, input FROM payload_jobs
        WHERE completed_at IS NULL AND ${notError} AND queue = ${DELIVERY_QUEUE}
          AND task_slug IN ('deliverQuote', 'notifyApplication')`,
  )
  const quotes = new Set<number>()
  const applications = new Set<number>()
  for (const row of rowsOf(res)) {
    const raw = row.input
    let input: Record<string, unknown> = {}
    try {
      input = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as Record<string, unknown>
    } catch {
      continue
    }
    if (row.task_slug === 'deliverQuote') quotes.add(Number(input.quoteId))
    else applications.add(Number(input.applicationId))
  }
  return { quotes, applications }
}

/**
 * One recovery pass: releases delivery jobs claimed longer ago than `timeoutMs` (their runner
 * died; Payload never takes back a job left `processing`), then queues again every quote channel
 * and application notice that is still open, has not changed for `timeoutMs` and has no live
 * job — a claim left 'sending' by a dead runner, or a save whose job was never queued. Each
 * channel is judged on its own: an e-mail sent before the crash is not sent again. A kind of
 * message whose daily limit is reached is left alone until there is room (the next UK day, or a
 * limit raised): the messages waiting for it are then queued like any other (ADR 040).
 */
export async function recoverStalled(
  payload: Payload,
  timeoutMs: number,
  now = new Date(),
): Promise<Recovered> {
  const pg = isPostgresDb(payload)
  const yes = pg ? sql`true` : sql`1`
  const no = pg ? sql`false` : sql`0`
  const at = iso(now)
  const cutoff = iso(new Date(now.getTime() - timeoutMs))
  const privacyCutoff = iso(new Date(now.getTime() - Math.max(timeoutMs, PRIVACY_CLAIM_MS)))

  const released = await runSql(
    payload,
    sql`UPDATE payload_jobs SET processing = ${no}, updated_at = ${at}
        WHERE processing = ${yes} AND completed_at IS NULL
          AND ((queue = ${DELIVERY_QUEUE} AND updated_at < ${cutoff})
               OR (queue = ${PRIVACY_QUEUE} AND updated_at < ${privacyCutoff}))`,
  )
  const live = await liveJobTargets(payload)

  // Personal data erased before delivery: nothing to send, nothing to recover.
  for (const col of ['delivery_email', 'delivery_sms'] as const) {
    await runSql(
      payload,
      sql`UPDATE quotes SET ${sql.raw(col)} = 'cancelled', ${sql.raw(`${col}_changed_at`)} = ${at}
          WHERE erased_at IS NOT NULL AND (${sql.raw(col)} IS NULL OR ${sql.raw(col)} IN (${OPEN}))`,
    )
  }

  const room = await roomToday(payload, now)
  const none = sql`(1 = 0)`
  const staleChannel = (col: 'delivery_email' | 'delivery_sms') =>
    !room[col === 'delivery_sms' ? 'sms' : 'email']
      ? none
      : sql`((${sql.raw(col)} IS NULL OR ${sql.raw(col)} IN (${OPEN}))
         AND (${sql.raw(`${col}_changed_at`)} IS NULL OR ${sql.raw(`${col}_changed_at`)} < ${cutoff}))`
  const staleQuote = sql`erased_at IS NULL AND (${staleChannel('delivery_email')} OR ${staleChannel('delivery_sms')})`
  const quotes = rowsOf(
    await runSql(payload, sql`SELECT id FROM quotes WHERE ${staleQuote} ORDER BY id LIMIT 500`),
  ).map((r) => Number(r.id))
  let quotesQueued = 0
  for (const id of quotes) {
    // Stamp the stale channels (a dead claim goes back to 'retrying') in one conditional
    // statement, so that of two runners recovering at once only one queues the quote.
    const touch = (col: 'delivery_email' | 'delivery_sms') => {
      const changed = sql.raw(`${col}_changed_at`)
      const status = sql.raw(col)
      return sql`${status} = CASE WHEN ${status} = 'sending' AND (${changed} IS NULL OR ${changed} < ${cutoff}) THEN 'retrying' ELSE ${status} END,
                 ${changed} = CASE WHEN ${staleChannel(col)} THEN ${at} ELSE ${changed} END`
    }
    const res = await runSql(
      payload,
      sql`UPDATE quotes SET ${touch('delivery_email')}, ${touch('delivery_sms')}
          WHERE id = ${id} AND ${staleQuote}`,
    )
    if (affected(res) > 0 && !live.quotes.has(id)) {
      await payload.jobs.queue({
        task: 'deliverQuote',
        input: { quoteId: id },
        queue: DELIVERY_QUEUE,
      } as never)
      quotesQueued++
    }
  }

  await runSql(
    payload,
    sql`UPDATE job_applications SET notified = 'cancelled', notify_changed_at = ${at}
        WHERE erased_at IS NOT NULL AND (notified IS NULL OR notified IN (${OPEN}))`,
  )
  const staleNotice = !room.email
    ? none
    : sql`erased_at IS NULL AND (notified IS NULL OR notified IN (${OPEN}))
    AND (notify_changed_at IS NULL OR notify_changed_at < ${cutoff})`
  const notices = rowsOf(
    await runSql(
      payload,
      sql`SELECT id FROM job_applications WHERE ${staleNotice} ORDER BY id LIMIT 500`,
    ),
  ).map((r) => Number(r.id))
  let noticesQueued = 0
  for (const id of notices) {
    const res = await runSql(
      payload,
      sql`UPDATE job_applications
          SET notified = CASE WHEN notified = 'sending' THEN 'retrying' ELSE notified END,
              notify_changed_at = ${at}
          WHERE id = ${id} AND ${staleNotice}`,
    )
    if (affected(res) > 0 && !live.applications.has(id)) {
      await payload.jobs.queue({
        task: 'notifyApplication',
        input: { applicationId: id },
        queue: DELIVERY_QUEUE,
      } as never)
      noticesQueued++
    }
  }

  const recovered = { jobsReleased: affected(released), quotesQueued, noticesQueued }
  if (recovered.jobsReleased + quotesQueued + noticesQueued > 0)
    payload.logger.warn(recovered, 'delivery recovery: released stalled jobs and queued deliveries')
  return recovered
}

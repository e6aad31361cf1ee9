// Which job runners are alive (ADR 023). Every runner has an id and writes a heartbeat into
// Payload's key-value table (`payload_kv`, key `job-runner:<id>`); every claim it makes on a
// message records that id (claim.server.ts). A runner that starts, and every runner on each run,
// releases at once the claims of runners that are gone — instead of waiting for the claim timeout
// (2 min), which stays as the last resort:
// - a runner on this machine (same boot, same process namespace) whose process no longer
//   exists, or which had this very process id: the server killed and started again;
// - a runner whose heartbeat is older than `goneAfterMs` (another machine, a lost container);
// - a claim by a runner with no record (it stopped, and gave back what it could).
// A live runner's claims are never released: a runner on this machine counts as alive while its
// process exists, and any other while it beats.
import 'server-only'

import { randomBytes } from 'node:crypto'
import { readFileSync, readlinkSync } from 'node:fs'
import { hostname } from 'node:os'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { affected, isPostgresDb, rowsOf, runSql } from './claim.server'

export type RunnerRecord = {
  id: string
  role: 'web' | 'worker'
  /** Boot and process namespace of its machine: where its pid can be checked. Null: unknown. */
  lineage: string | null
  pid: number
  startedAt: string
  beatAt: string
}

export type Self = Pick<RunnerRecord, 'id' | 'lineage' | 'pid'>

const KEY = 'job-runner:'
const iso = (d: Date) => d.toISOString()

/**
 * Where process ids of this process's machine mean the same: its host name, its boot and its
 * pid namespace (each container has its own). Null where that cannot be read (not Linux): only
 * heartbeats count then.
 */
export function processLineage(): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    const pidNamespace = readlinkSync('/proc/self/ns/pid')
    return `${hostname()} ${boot} ${pidNamespace}`
  } catch {
    return null
  }
}

export function newRunnerId(role: 'web' | 'worker') {
  return `${role} ${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
}

/** Writes (or refreshes) this runner's record; its heartbeat is `beatAt`. */
export async function beat(payload: Payload, record: RunnerRecord) {
  await payload.kv.set(`${KEY}${record.id}`, record)
}

/** Removes this runner's record (it stopped): claims it still names count as released. */
export async function forgetRunner(payload: Payload, id: string) {
  await payload.kv.delete(`${KEY}${id}`)
}

export async function readRunners(payload: Payload): Promise<RunnerRecord[]> {
  const res = await runSql(payload, sql`SELECT data FROM payload_kv WHERE key LIKE ${`${KEY}%`}`)
  const out: RunnerRecord[] = []
  for (const row of rowsOf(res)) {
    try {
      const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data
      if (data && typeof data.id === 'string') out.push(data as RunnerRecord)
    } catch {
      // not ours
    }
  }
  return out
}

function processExists(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' // exists, but not ours to signal
  }
}

/**
 * Whether a runner is gone. On this machine its process decides (a process that still exists
 * is alive however late its heartbeat, unless the heartbeat is older than the claim timeout,
 * when its process id may have been reused); elsewhere its heartbeat.
 */
export function isGone(
  r: RunnerRecord,
  self: Self,
  { now, goneAfterMs, timeoutMs }: { now: number; goneAfterMs: number; timeoutMs: number },
) {
  if (r.id === self.id) return false
  const age = now - Date.parse(r.beatAt)
  if (!(age <= timeoutMs)) return true
  if (self.lineage && r.lineage === self.lineage) return r.pid === self.pid || !processExists(r.pid)
  return age > goneAfterMs
}

export type Released = {
  goneRunners: string[]
  claimsReleased: number
  jobsReleased: number
  quotesQueued: number
  noticesQueued: number
}

/**
 * Releases what gone runners held: their message claims (back to 'retrying', and the quote or
 * application queued again: its job may be one the gone runner holds; a job too many costs a
 * lookup, never a message) and Payload's jobs left `processing` by them. A job names no runner, but every runner's jobs were taken after it started: a job
 * taken before every living runner started belongs to a runner that is gone.
 */
export async function releaseGoneRunners(
  payload: Payload,
  self: Self,
  opts: { goneAfterMs: number; timeoutMs: number; queue: string },
  now = new Date(),
): Promise<Released> {
  const pg = isPostgresDb(payload)
  const yes = pg ? sql`true` : sql`1`
  const no = pg ? sql`false` : sql`0`
  const at = iso(now)
  // Claimants first, then the records: a runner registers before it claims, so a claimant
  // without a record has stopped.
  const claimants = new Set(
    rowsOf(
      await runSql(
        payload,
        sql`SELECT delivery_email_claimed_by AS claimant FROM quotes WHERE delivery_email = 'sending'
            UNION SELECT delivery_sms_claimed_by AS claimant FROM quotes WHERE delivery_sms = 'sending'
            UNION SELECT notify_claimed_by AS claimant FROM job_applications WHERE notified = 'sending'`,
      ),
    )
      .map((r) => r.claimant)
      .filter((c): c is string => typeof c === 'string' && c !== ''),
  )
  const runners = await readRunners(payload)
  const judge = { now: now.getTime(), ...opts }
  const gone = new Set(runners.filter((r) => isGone(r, self, judge)).map((r) => r.id))
  const known = new Set(runners.map((r) => r.id))
  for (const id of claimants) if (id !== self.id && !known.has(id)) gone.add(id)

  // Jobs taken before every living runner (this one included) started.
  const living = runners.filter((r) => !gone.has(r.id) || r.id === self.id)
  const starts = living.map((r) => Date.parse(r.startedAt)).filter(Number.isFinite)
  let jobsReleased = 0
  if (starts.length && living.some((r) => r.id === self.id)) {
    const before = iso(new Date(Math.min(...starts)))
    jobsReleased = affected(
      await runSql(
        payload,
        sql`UPDATE payload_jobs SET processing = ${no}, updated_at = ${at}
            WHERE processing = ${yes} AND completed_at IS NULL AND updated_at < ${before}`,
      ),
    )
  }

  const goneClaims = [...gone].filter((id) => claimants.has(id))
  let claimsReleased = 0
  let quotesQueued = 0
  let noticesQueued = 0
  if (goneClaims.length) {
    const ids = sql.join(
      goneClaims.map((id) => sql`${id}`),
      sql`, `,
    )
    const quotes = rowsOf(
      await runSql(
        payload,
        sql`SELECT id FROM quotes
            WHERE (delivery_email = 'sending' AND delivery_email_claimed_by IN (${ids}))
               OR (delivery_sms = 'sending' AND delivery_sms_claimed_by IN (${ids}))`,
      ),
    ).map((r) => Number(r.id))
    for (const id of quotes) {
      let released = 0
      for (const ch of ['email', 'sms'] as const) {
        const status = sql.raw(`delivery_${ch}`)
        released += affected(
          await runSql(
            payload,
            sql`UPDATE quotes SET ${status} = 'retrying', ${sql.raw(`delivery_${ch}_changed_at`)} = ${at}
                WHERE id = ${id} AND ${status} = 'sending'
                  AND ${sql.raw(`delivery_${ch}_claimed_by`)} IN (${ids})`,
          ),
        )
      }
      claimsReleased += released
      if (released) {
        await payload.jobs.queue({
          task: 'deliverQuote',
          input: { quoteId: id },
          queue: opts.queue,
        } as never)
        quotesQueued++
      }
    }
    const notices = rowsOf(
      await runSql(
        payload,
        sql`SELECT id FROM job_applications WHERE notified = 'sending' AND notify_claimed_by IN (${ids})`,
      ),
    ).map((r) => Number(r.id))
    for (const id of notices) {
      const released = affected(
        await runSql(
          payload,
          sql`UPDATE job_applications SET notified = 'retrying', notify_changed_at = ${at}
              WHERE id = ${id} AND notified = 'sending' AND notify_claimed_by IN (${ids})`,
        ),
      )
      claimsReleased += released
      if (released) {
        await payload.jobs.queue({
          task: 'notifyApplication',
          input: { applicationId: id },
          queue: opts.queue,
        } as never)
        noticesQueued++
      }
    }
  }
  // Gone runners' records are no longer needed (a claim naming no record counts as gone).
  for (const r of runners) if (gone.has(r.id)) await forgetRunner(payload, r.id)

  const out = { goneRunners: [...gone], claimsReleased, jobsReleased, quotesQueued, noticesQueued }
  if (gone.size || jobsReleased)
    payload.logger.warn(out, 'job runners: released what runners that are gone held')
  return out
}

// The job runner: one per process that sends (every web instance with JOBS_AUTORUN on, started
// by src/instrumentation.ts at boot; every `npm run jobs:worker`). It runs the delivery queue,
// queues and runs the nightly retention job, publishes what staff scheduled, applies planned
// price changes on their date, recovers
// deliveries left behind by dead runners, and reports that it is alive (the `job-runner` global, read by /api/health). On shutdown it
// stops taking work and finishes or gives back what it holds. Each runner has an id, recorded on
// its claims, and a heartbeat: what a runner that is gone held is released as soon as another
// runner starts or runs (runners.server.ts); the claim timeout is the last resort.
import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { PRIVACY_QUEUE } from '@/privacy/tasks'

import { isPostgresDb, releaseChannel, releaseNotice, runSql } from './claim.server'
import { deliveryConfig } from './config.server'
import { DELIVERY_QUEUE, SCHEDULED_PUBLISH_QUEUE } from './queue'
import { recoverStalled } from './recovery.server'
import {
  beat,
  forgetRunner,
  newRunnerId,
  processLineage,
  releaseGoneRunners,
  type RunnerRecord,
} from './runners.server'
import { type RunnerHandle, runtime } from './runtime'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type PgClient = { on(event: 'error', listener: (err: Error) => void): unknown }
type PgPool = {
  on(event: 'error', listener: (err: Error) => void): unknown
  on(event: 'acquire', listener: (client: PgClient) => void): unknown
}

/**
 * A connection that PostgreSQL closes (a restart, a failover, an administrator) is reported as an
 * 'error' event — on the pool for an idle connection, on the connection itself while it is
 * checked out (between the statements of a transaction). Unheard, either ends a plain Node
 * process such as the worker (seen when the reliability test dropped the database). Heard, the
 * query in progress fails, the run is retried and the pool opens new connections.
 */
function survivesLostConnections(payload: Payload) {
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (!pool?.on) return
  const lost = (err: Error) =>
    payload.logger.warn({ err }, 'job runner: a database connection was closed; using a new one')
  const heard = new WeakSet<PgClient>()
  pool.on('error', lost)
  pool.on('acquire', (client) => {
    if (heard.has(client)) return
    heard.add(client)
    client.on('error', lost)
  })
}

/** Starts this process's runner (or returns the one already running). */
export function startJobRunner(
  payload: Payload,
  opts: { role: 'web' | 'worker'; intervalMs: number },
): RunnerHandle {
  const rt = runtime()
  if (rt.runner) return rt.runner
  const cfg = deliveryConfig()
  const name = newRunnerId(opts.role)
  const recoverEvery = Math.min(30_000, Math.max(1000, cfg.DELIVERY_CLAIM_TIMEOUT_MS / 2))
  const beatEvery = Math.min(15_000, cfg.HEALTH_RUNNER_MAX_AGE_MS / 4)
  const record: RunnerRecord = {
    id: name,
    role: opts.role,
    lineage: processLineage(),
    pid: process.pid,
    startedAt: new Date().toISOString(),
    beatAt: new Date().toISOString(),
  }
  const gone = {
    goneAfterMs: 6 * cfg.JOBS_HEARTBEAT_MS,
    timeoutMs: cfg.DELIVERY_CLAIM_TIMEOUT_MS,
    queue: DELIVERY_QUEUE,
  }

  survivesLostConnections(payload)

  let stopping = false
  let woken = false
  let wakeSleep: (() => void) | null = null
  let nextRecovery = 0
  let nextBeat = 0
  let nextRelease = 0
  let nextPriceChange = 0
  /** Its record is written: only then may it claim anything (a claim names a known runner). */
  let registered = false
  let lastBeatWarning = 0

  /** The runner's own heartbeat, on a timer of its own: a long run of jobs does not delay it. */
  const liveBeat = async () => {
    try {
      await beat(payload, { ...record, beatAt: new Date().toISOString() })
      registered = true
    } catch (err) {
      if (Date.now() - lastBeatWarning > 60_000) {
        lastBeatWarning = Date.now()
        payload.logger.warn({ err }, 'job runner: could not write its heartbeat')
      }
    }
  }
  const beatTimer = setInterval(() => void liveBeat(), cfg.JOBS_HEARTBEAT_MS)
  beatTimer.unref?.()
  rt.runnerId = name

  const heartbeat = async () => {
    await payload.updateGlobal({
      slug: 'job-runner',
      data: { lastRunAt: new Date().toISOString(), runner: name },
      depth: 0,
    })
  }

  /** One round of work; true when there may be more waiting right now. */
  const tick = async (): Promise<boolean> => {
    let more = false
    try {
      if (!registered) await liveBeat()
      if (!registered) return false
      // What runners that are gone held (the server killed and started again: at once).
      if (Date.now() >= nextRelease) {
        nextRelease = Date.now() + Math.min(cfg.JOBS_HEARTBEAT_MS, 5000)
        // On its own: if it fails, the run goes on (the claim timeout is still there).
        await releaseGoneRunners(payload, record, gone).catch((err: unknown) =>
          payload.logger.error({ err }, 'job runner: releasing what gone runners held failed'),
        )
      }
      if (Date.now() >= nextRecovery) {
        nextRecovery = Date.now() + recoverEvery
        await recoverStalled(payload, cfg.DELIVERY_CLAIM_TIMEOUT_MS)
      }
      for (let round = 0; round < 4 && !stopping; round++) {
        const res = await payload.jobs.run({ queue: DELIVERY_QUEUE, limit: 50 })
        more = !res.noJobsRemaining
        if (!more) break
      }
      if (!stopping) {
        // The nightly retention run: queued when due, then run here like any other job.
        await payload.jobs.handleSchedules({ queue: PRIVACY_QUEUE })
        await payload.jobs.run({ queue: PRIVACY_QUEUE, limit: 1 })
        // Pages, posts and offers scheduled to publish (Payload queues those on its default queue).
        await payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE, limit: 10 })
      }
      if (!stopping && Date.now() >= nextPriceChange) {
        // Planned price changes whose date has come (ADR 053); on its own, like the release.
        nextPriceChange = Date.now() + 5000
        const { applyDuePriceChanges } = await import('@/collections/price-changes/apply.server')
        await applyDuePriceChanges(payload).catch((err: unknown) =>
          payload.logger.error({ err }, 'job runner: applying planned price changes failed'),
        )
      }
      if (Date.now() >= nextBeat) {
        nextBeat = Date.now() + beatEvery
        await heartbeat()
      }
    } catch (err) {
      payload.logger.error({ err }, 'job runner: a run failed')
    }
    return more
  }

  const loop = (async () => {
    payload.logger.info(`job runner started (${name}, every ${opts.intervalMs} ms)`)
    while (!stopping) {
      woken = false
      const more = await tick()
      if (stopping) break
      if (more || woken) continue
      await new Promise<void>((resolve) => {
        wakeSleep = resolve
        setTimeout(resolve, opts.intervalMs)
      })
      wakeSleep = null
    }
  })()

  /** Gives back the claims and jobs this process still holds (their sends did not finish). */
  const releaseHeld = async () => {
    let released = 0
    for (const claim of [...rt.claims]) {
      const ok =
        claim.kind === 'channel'
          ? await releaseChannel(payload, claim.quoteId, claim.channel, claim.claimedAt)
          : await releaseNotice(payload, claim.applicationId, claim.claimedAt)
      if (ok) released++
      rt.claims.delete(claim)
    }
    const jobs = [...rt.jobs].map(Number).filter(Number.isInteger)
    if (jobs.length) {
      const no = isPostgresDb(payload) ? sql`false` : sql`0`
      await runSql(
        payload,
        sql`UPDATE payload_jobs SET processing = ${no}
            WHERE completed_at IS NULL AND id IN (${sql.join(
              jobs.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
      released += jobs.length
      rt.jobs.clear()
    }
    return released
  }

  const handle: RunnerHandle = {
    role: opts.role,
    get stopping() {
      return stopping
    },
    wake() {
      woken = true
      wakeSleep?.()
    },
    async stop(graceMs) {
      stopping = true
      wakeSleep?.()
      const finished = await Promise.race([loop.then(() => true), sleep(graceMs).then(() => false)])
      const released = finished ? 0 : await releaseHeld().catch(() => 0)
      clearInterval(beatTimer)
      // Without its record, any claim that still names it counts as released by the next runner.
      await Promise.race([forgetRunner(payload, name).catch(() => undefined), sleep(2000)])
      if (rt.runner === handle) rt.runner = null
      if (rt.runnerId === name) rt.runnerId = null
      payload.logger.info(
        finished
          ? `job runner stopped (${name}): running deliveries finished`
          : `job runner stopped (${name}) after ${graceMs} ms: released ${released} unfinished claims and jobs`,
      )
      return { finished, released }
    },
  }
  rt.runner = handle
  return handle
}

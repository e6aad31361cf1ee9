// GET /api/health: whether this instance can serve and whether delivery is keeping up.
// Three checks — the database answers, a job runner has reported lately (in this process or a
// worker: the `job-runner` global), and how many deliveries are older than the "Delayed"
// threshold. Each has a time limit, so a hung database gives a 503, never a hung check.
import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { OPEN, rowsOf, runSql } from './claim.server'
import { deliveryChannels, deliveryConfig, outboxInProduction } from './config.server'
import { checkSiteUrl, siteUrlWarning, type SiteUrlCheck } from './site-url'

export type HealthReport = {
  status: 'ok' | 'unhealthy'
  checkedAt: string
  problems: string[]
  /**
   * What is worth fixing but does not stop this instance serving (so no 503: a load balancer
   * must not take the site down over it), e.g. `site_url: …`.
   */
  warnings: string[]
  /** SITE_URL's origin against the origin this request came to (absent when unknown). */
  siteUrl?: SiteUrlCheck
  database: { ok: boolean; ms?: number; error?: string }
  /** Where messages go: a real server, or the local Outbox (the demo). */
  delivery?: { ok: boolean; email: 'smtp' | 'outbox'; sms: 'sms-provider' | 'outbox' }
  jobRunner?: {
    ok: boolean
    lastRunAt: string | null
    secondsAgo: number | null
    maxAgeSeconds: number
    runner: string | null
  }
  deliveries?: {
    ok: boolean
    delayedQuotes: number
    delayedApplicationNotices: number
    failedQuotes: number
    delayedAfterMinutes: number
  }
}

const TIME_LIMIT_MS = 5000

function within<T>(promise: Promise<T>, what: string, ms = TIME_LIMIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer))
}

/** The error's message, with its cause's (the driver's own words behind "Failed query: …"). */
const message = (err: unknown) => {
  if (!(err instanceof Error)) return String(err).slice(0, 200)
  const cause = err.cause instanceof Error ? err.cause.message : null
  const first = err.message.split('\n')[0] ?? ''
  return (cause && !first.includes(cause) ? `${first}: ${cause}` : first).slice(0, 200)
}
const count = (rows: Record<string, unknown>[]) => Number(rows[0]?.n ?? 0)

/** When a job runner last reported, and which (null: never). */
export async function runnerLastSeen(payload: Payload): Promise<Date | null> {
  return (await runnerInfo(payload)).at
}

async function runnerInfo(payload: Payload) {
  const doc = await payload.findGlobal({ slug: 'job-runner', depth: 0 })
  return { at: doc.lastRunAt ? new Date(doc.lastRunAt) : null, runner: doc.runner ?? null }
}

/**
 * The report and its HTTP status: 200 when every check passes, 503 with the reasons otherwise.
 * `databaseOnly` (?checks=database) leaves out the delivery checks, for a load balancer that
 * must not take every instance out of service because the delivery worker stopped.
 */
export async function checkHealth(
  getPayload: () => Promise<Payload>,
  {
    databaseOnly = false,
    now = new Date(),
    servedAt = null,
  }: {
    databaseOnly?: boolean
    now?: Date
    /** The origin the request came to (site-url.ts requestOrigin). */
    servedAt?: string | null
  } = {},
): Promise<{ status: 200 | 503; report: HealthReport }> {
  const cfg = deliveryConfig()
  const report: HealthReport = {
    status: 'ok',
    checkedAt: now.toISOString(),
    problems: [],
    warnings: [],
    database: { ok: false },
  }
  if (servedAt) {
    report.siteUrl = checkSiteUrl(cfg.SITE_URL, servedAt)
    if (!report.siteUrl.ok) report.warnings.push(siteUrlWarning(report.siteUrl))
  }
  let payload: Payload
  try {
    const started = Date.now()
    payload = await within(getPayload(), 'database')
    await within(runSql(payload, sql`SELECT 1 AS n`), 'database')
    report.database = { ok: true, ms: Date.now() - started }
  } catch (err) {
    report.database = { ok: false, error: message(err) }
    report.problems.push(`database: ${message(err)}`)
    report.status = 'unhealthy'
    return { status: 503, report }
  }

  if (!databaseOnly) {
    const outbox = outboxInProduction()
    report.delivery = { ok: outbox === null, ...deliveryChannels(cfg) }
    if (outbox) report.problems.push(`delivery: ${outbox}`)

    const maxAge = cfg.HEALTH_RUNNER_MAX_AGE_MS
    try {
      const { at, runner } = await within(runnerInfo(payload), 'job runner')
      const age = at ? now.getTime() - at.getTime() : null
      const ok = age !== null && age <= maxAge
      report.jobRunner = {
        ok,
        lastRunAt: at?.toISOString() ?? null,
        secondsAgo: age === null ? null : Math.round(age / 1000),
        maxAgeSeconds: maxAge / 1000,
        runner,
      }
      if (!ok)
        report.problems.push(
          age === null
            ? 'job runner: no job runner has run yet'
            : `job runner: last ran ${Math.round(age / 1000)} s ago (limit ${maxAge / 1000} s)`,
        )
    } catch (err) {
      report.problems.push(`job runner: ${message(err)}`)
    }

    const delayedAfter = cfg.DELIVERY_DELAYED_AFTER_MS
    const cutoff = new Date(now.getTime() - delayedAfter).toISOString()
    try {
      const [quotes, notices, failed] = await within(
        Promise.all([
          runSql(
            payload,
            sql`SELECT COUNT(*) AS n FROM quotes
                WHERE erased_at IS NULL
                  AND (delivery_email IS NULL OR delivery_email IN (${OPEN})
                       OR delivery_sms IS NULL OR delivery_sms IN (${OPEN}))
                  AND COALESCE(delivery_resent_at, created_at) < ${cutoff}`,
          ),
          runSql(
            payload,
            sql`SELECT COUNT(*) AS n FROM job_applications
                WHERE erased_at IS NULL AND (notified IS NULL OR notified IN (${OPEN}))
                  AND created_at < ${cutoff}`,
          ),
          runSql(
            payload,
            sql`SELECT COUNT(*) AS n FROM quotes
                WHERE erased_at IS NULL AND (delivery_email = 'failed' OR delivery_sms = 'failed')`,
          ),
        ]),
        'deliveries',
      )
      const delayedQuotes = count(rowsOf(quotes))
      const delayedApplicationNotices = count(rowsOf(notices))
      const ok = delayedQuotes + delayedApplicationNotices === 0
      report.deliveries = {
        ok,
        delayedQuotes,
        delayedApplicationNotices,
        failedQuotes: count(rowsOf(failed)),
        delayedAfterMinutes: Math.round((delayedAfter / 60_000) * 100) / 100,
      }
      if (!ok)
        report.problems.push(
          `deliveries: ${delayedQuotes} quotes and ${delayedApplicationNotices} application notices not delivered after ${report.deliveries.delayedAfterMinutes} minutes`,
        )
    } catch (err) {
      report.problems.push(`deliveries: ${message(err)}`)
    }
  }

  if (report.problems.length) report.status = 'unhealthy'
  return { status: report.problems.length ? 503 : 200, report }
}

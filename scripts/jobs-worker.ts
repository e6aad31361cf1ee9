/**
 * A separate delivery worker, for deployments that run several app instances on PostgreSQL
 * with JOBS_AUTORUN=false: it runs the delivery queue (and the nightly privacy retention run),
 * recovers deliveries left behind by crashed runners, and reports to /api/health — from start
 * until stopped. On SIGTERM or SIGINT it stops taking work, lets running deliveries finish
 * (JOBS_SHUTDOWN_GRACE_MS, default 8 s), gives back any that did not, and exits.
 * Usage: DATABASE_URL=postgres://... npx tsx scripts/jobs-worker.ts
 */
// First: loads lexical without its top-level-await wrappers (they made this exit 13 now and then).
import './lib/lexical-without-tla.mjs'
// Then: lets the server's modules, which import 'server-only', load outside Next.js (ADR 037).
import './lib/allow-server-only.mjs'

// The page cache's purge (Redis with REDIS_URL): a page it publishes on schedule is purged on
// every instance (src/content/revalidate.server.ts).
await import('../cache-handler.mjs')
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { deliveryConfig, outboxInProduction } = await import('../src/delivery/config.server')
const outbox = outboxInProduction()
if (outbox) {
  console.error(`Refusing to start: ${outbox}`)
  process.exit(1)
}
const { startJobRunner } = await import('../src/delivery/runner.server')

const payload = await getPayload({ config })
const cfg = deliveryConfig()
const runner = startJobRunner(payload, { role: 'worker', intervalMs: cfg.JOBS_WORKER_INTERVAL_MS })

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    payload.logger.info(`delivery worker: ${signal}, stopping`)
    void runner
      .stop(deliveryConfig().JOBS_SHUTDOWN_GRACE_MS)
      .then(() => payload.destroy())
      .catch((err: unknown) => payload.logger.error({ err }, 'delivery worker: shutdown failed'))
      .finally(() => {
        payload.logger.info('delivery worker stopped')
        process.exit(0)
      })
  })
}

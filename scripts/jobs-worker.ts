/**
 * A separate delivery worker, for deployments that run several app instances on PostgreSQL
 * with JOBS_AUTORUN=false: it runs the delivery queue (and the nightly privacy retention run)
 * in a loop until stopped.
 * Usage: DATABASE_URL=postgres://... npx tsx scripts/jobs-worker.ts
 */
export {}

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { DELIVERY_QUEUE } = await import('../src/delivery/queue')
const { PRIVACY_QUEUE } = await import('../src/privacy/tasks')

const payload = await getPayload({ config })
const intervalMs = Number(process.env.JOBS_WORKER_INTERVAL_MS ?? 2000)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopping = true))

payload.logger.info(`delivery worker started (every ${intervalMs} ms)`)
while (!stopping) {
  try {
    await payload.jobs.run({ queue: DELIVERY_QUEUE, limit: 50 })
    // The nightly retention run: queued when due, then run here like any other job.
    await payload.jobs.handleSchedules({ queue: PRIVACY_QUEUE })
    await payload.jobs.run({ queue: PRIVACY_QUEUE, limit: 1 })
  } catch (err) {
    payload.logger.error({ err }, 'delivery worker run failed')
  }
  await new Promise((r) => setTimeout(r, intervalMs))
}
payload.logger.info('delivery worker stopped')
process.exit(0)

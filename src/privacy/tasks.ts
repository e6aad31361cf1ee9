import type { TaskConfig } from 'payload'

/** The queue that carries the nightly retention run. */
export const PRIVACY_QUEUE = 'privacy'

// Loaded when the job runs, like the delivery senders, to keep the config import graph acyclic.
const records = () => import('./records.server')

export const retentionTask: TaskConfig = {
  slug: 'eraseExpiredPersonalData',
  label: 'Erase personal data older than the retention periods',
  // Every night at 03:15; the job runner (in the app, or the separate worker) queues and runs it.
  schedule: [{ cron: '0 15 3 * * *', queue: PRIVACY_QUEUE }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    const counts = await (await records()).runRetention(req.payload)
    return { output: counts }
  },
}

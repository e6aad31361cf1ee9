import type { JobsConfig, TaskConfig } from 'payload'

import { editors, nobody } from '@/access/roles'

import { deliveryConfig } from './config.server'
import { PRIVACY_QUEUE, retentionTask } from '@/privacy/tasks'

import { DELIVERY_QUEUE } from './queue'

// The senders are loaded when a job runs: importing them here would close an import cycle
// (config → tasks → content queries → config).
const senders = () => import('./deliver.server')

const cfg = deliveryConfig()
const retries = {
  attempts: cfg.DELIVERY_ATTEMPTS - 1,
  backoff: { type: 'exponential' as const, delay: cfg.DELIVERY_BACKOFF_MS },
}

const tasks: TaskConfig[] = [
  {
    slug: 'deliverQuote',
    label: 'Send a saved quote by e-mail and text message',
    inputSchema: [{ name: 'quoteId', type: 'number', required: true }],
    retries,
    handler: async ({ input, req }) => {
      await (
        await senders()
      ).deliverQuote(req.payload, Number((input as { quoteId: number }).quoteId))
      return { output: {} }
    },
  },
  {
    slug: 'notifyApplication',
    label: 'Tell the salon about a job application',
    inputSchema: [{ name: 'applicationId', type: 'number', required: true }],
    retries,
    handler: async ({ input, req }) => {
      await (
        await senders()
      ).notifyApplication(req.payload, Number((input as { applicationId: number }).applicationId))
      return { output: {} }
    },
  },
  retentionTask,
]

export const jobs: JobsConfig = {
  tasks,
  // Running jobs stays with the app and its workers; only managers and owners cancel one (front
  // desk resends from the quote instead).
  access: { run: nobody, queue: nobody, cancel: editors },
  // Runs inside the app every 10 s unless JOBS_AUTORUN=false (separate workers: npm run jobs:worker).
  autoRun: [
    { cron: '*/10 * * * * *', queue: DELIVERY_QUEUE, limit: 20 },
    // Also queues scheduled tasks of this queue (the nightly retention run).
    { cron: '0 * * * * *', queue: PRIVACY_QUEUE, limit: 1 },
  ],
  shouldAutoRun: () => deliveryConfig().JOBS_AUTORUN === 'true',
  deleteJobOnComplete: false,
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: false, group: 'Settings' },
  }),
}

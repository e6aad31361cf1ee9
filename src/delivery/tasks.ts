import type { JobsConfig, TaskConfig } from 'payload'

import { editors, nobody } from '@/access/roles'
import { retentionTask } from '@/privacy/tasks'

import { deliveryConfig } from './config.server'
import { holdJob } from './runtime'

// The senders are loaded when a job runs: importing them here would close an import cycle
// (config → tasks → content queries → config).
const senders = () => import('./deliver.server')

const cfg = deliveryConfig()
const retries = {
  attempts: cfg.DELIVERY_ATTEMPTS - 1,
  backoff: { type: 'exponential' as const, delay: cfg.DELIVERY_BACKOFF_MS },
}

type Handler = Exclude<TaskConfig['handler'], string>

/** Remembers the job while its handler runs, so a shutdown can give it back unfinished. */
const held =
  (run: Handler): Handler =>
  async (args) => {
    const release = holdJob(args.job.id)
    try {
      return await run(args)
    } finally {
      release()
    }
  }

const tasks: TaskConfig[] = [
  {
    slug: 'deliverQuote',
    label: 'Send a saved quote by e-mail and text message',
    inputSchema: [{ name: 'quoteId', type: 'number', required: true }],
    retries,
    handler: held(async ({ input, req }) => {
      await (
        await senders()
      ).deliverQuote(req.payload, Number((input as { quoteId: number }).quoteId))
      return { output: {} }
    }),
  },
  {
    slug: 'notifyConfirmation',
    label:
      'Tell a client what her stylist said of her quote (confirmed, a question, a consultation)',
    inputSchema: [
      { name: 'requestId', type: 'number', required: true },
      { name: 'revision', type: 'number', required: true },
      { name: 'kind', type: 'text', required: true },
    ],
    retries,
    handler: held(async ({ input, req }) => {
      const { deliverConfirmationNotice, isNoticeKind } = await import('@/confirm/notice.server')
      const i = input as { requestId: number; revision: number; kind: string }
      if (isNoticeKind(i.kind))
        await deliverConfirmationNotice(req.payload, {
          requestId: Number(i.requestId),
          revision: Number(i.revision),
          kind: i.kind,
        })
      return { output: {} }
    }),
  },
  {
    slug: 'notifyApplication',
    label: 'Tell the salon about a job application',
    inputSchema: [{ name: 'applicationId', type: 'number', required: true }],
    retries,
    handler: held(async ({ input, req }) => {
      await (
        await senders()
      ).notifyApplication(req.payload, Number((input as { applicationId: number }).applicationId))
      return { output: {} }
    }),
  },
  {
    slug: 'inviteStaff',
    label: 'E-mail a member of staff her invitation',
    inputSchema: [{ name: 'userId', type: 'number', required: true }],
    retries,
    handler: held(async ({ input, req }) => {
      const { sendInvitation } = await import('@/collections/users/invite.server')
      await sendInvitation(req.payload, Number((input as { userId: number }).userId))
      return { output: {} }
    }),
  },
  {
    slug: 'tellOwnerLimitReached',
    label: 'Tell an owner that a daily limit on messages is reached',
    inputSchema: [
      { name: 'userId', type: 'number', required: true },
      { name: 'kind', type: 'text', required: true },
      { name: 'limit', type: 'number', required: true },
      { name: 'day', type: 'text', required: true },
    ],
    retries,
    handler: held(async ({ input, req }) => {
      const { tellOwnerLimitReached } = await import('./daily-limits.server')
      const i = input as { userId: number; kind: 'sms' | 'email'; limit: number; day: string }
      await tellOwnerLimitReached(req.payload, {
        userId: Number(i.userId),
        kind: i.kind,
        limit: Number(i.limit),
        day: String(i.day),
      })
      return { output: {} }
    }),
  },
  { ...retentionTask, handler: held(retentionTask.handler as Handler) },
]

export const jobs: JobsConfig = {
  tasks,
  // Running jobs stays with the app and its workers; only managers and owners cancel one (front
  // desk resends from the quote instead).
  access: { run: nobody, queue: nobody, cancel: editors },
  // No `autoRun`: Payload starts its cron only when a request reaches its own routes. Our job
  // runner (runner.server.ts) starts with the process instead — in the app from
  // src/instrumentation.ts when JOBS_AUTORUN is on, and in every `npm run jobs:worker`.
  deleteJobOnComplete: false,
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: false, group: 'Settings' },
  }),
}

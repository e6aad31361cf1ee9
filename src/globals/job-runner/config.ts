import type { GlobalConfig } from 'payload'

import { hasRole, nobody, staffOnly } from '@/access/roles'

/**
 * Written by the job runners (src/delivery/runner.server.ts) every few seconds while they run:
 * /api/health reads it to tell whether deliveries are being sent at all. Nobody edits it.
 */
export const JobRunner: GlobalConfig = {
  slug: 'job-runner',
  label: 'Message sending',
  admin: {
    group: 'Settings',
    // The owners' check that messages are going out; nothing in it for anyone else to do.
    hidden: ({ user }) => !hasRole(user as never, 'owner'),
    description:
      'When a job runner (the app, or a delivery worker) last looked for messages to send.',
  },
  access: { read: staffOnly, update: nobody },
  fields: [
    {
      name: 'lastRunAt',
      type: 'date',
      label: 'Last run',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'runner', type: 'text', label: 'By', admin: { readOnly: true } },
  ],
}

import type { Field } from 'payload'

// Loaded on use, so the config does not import the server's reads.
const server = () => import('./publish-state.server')

/**
 * "On the site": published, a draft, or "Scheduled for 2 Dec, 09:00" — for the lists of items
 * with "Schedule publish" (src/fields/publish-state.ts). Not stored: read from the schedule.
 */
export const onTheSiteField: Field = {
  name: 'onTheSite',
  type: 'text',
  label: 'On the site',
  virtual: true,
  access: { create: () => false, update: () => false },
  hooks: { afterRead: [async (args) => (await server()).publishStateText(args)] },
  admin: {
    readOnly: true,
    position: 'sidebar',
    disableListFilter: true,
    disableBulkEdit: true,
    description: 'On the site, a draft, or when it is scheduled to go live or come down.',
  },
}

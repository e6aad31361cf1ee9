import type { CollectionConfig } from 'payload'

import { hasRole } from '@/access/roles'

export const auditActions = [
  { label: 'Looked up a person', value: 'search' },
  { label: 'Exported a person’s data', value: 'export' },
  { label: 'Erased a person’s data', value: 'erase' },
  { label: 'Retention: erased old records', value: 'retention' },
  { label: 'Sent a quote again', value: 'resend' },
  { label: 'Resend refused: sent again too often', value: 'resend-refused' },
  { label: 'Opened a client’s photo', value: 'photos-opened' },
] as const
export type AuditAction = (typeof auditActions)[number]['value']

/**
 * Who did what with personal data, and when. Written only by the server (the privacy tools,
 * the retention job and "Resend quote", ADR 041); nobody edits or deletes an entry through the
 * admin or the API.
 * The person is recorded masked, so the log itself never keeps their contact details.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'subject', 'actorEmail', 'summary'],
    group: 'Privacy',
    description:
      'Every look-up, export and erasure of personal data, each retention run, and every quote sent again to a client.',
  },
  defaultSort: '-createdAt',
  access: {
    read: ({ req }) => hasRole(req.user as never, 'owner', 'manager'),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'action', type: 'select', required: true, options: [...auditActions], index: true },
    { name: 'subject', type: 'text', admin: { description: 'The person, masked.' } },
    { name: 'summary', type: 'text', required: true },
    { name: 'actor', type: 'relationship', relationTo: 'users' },
    { name: 'actorEmail', type: 'text', label: 'Staff member' },
    // The quote a resend was asked for: how many times it was sent again today is counted here.
    { name: 'quote', type: 'relationship', relationTo: 'quotes', index: true },
    {
      name: 'counts',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'quotes', type: 'number', defaultValue: 0 },
            { name: 'applications', type: 'number', defaultValue: 0 },
            { name: 'messages', type: 'number', defaultValue: 0, label: 'Outbox messages' },
          ],
        },
      ],
    },
  ],
}

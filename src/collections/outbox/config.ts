import type { Access, CollectionConfig, Where } from 'payload'

import { hasRole, isStaff, nobody } from '@/access/roles'

import { nameTexts } from './hooks'

/**
 * Clients' messages (a quote's or a job application's) are read by every member of staff.
 * Messages that belong to neither are staff sign-in e-mails (src/security/staff-mail.server.ts):
 * owners only, and even they see the link masked. Otherwise front desk could read an owner's
 * password-reset link and take over the account.
 */
const readOutbox: Access = ({ req }) => {
  if (!isStaff(req)) return false
  if (hasRole(req.user as never, 'owner')) return true
  const clients: Where[] = [{ quote: { exists: true } }, { application: { exists: true } }]
  return { or: clients }
}

/**
 * Messages "sent" while no SMTP server or SMS provider is configured (the demo default):
 * staff read exactly what a client would have received.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['channel', 'to', 'subject', 'quote', 'createdAt'],
    // Found by who it went to, its subject or first words, or its words.
    listSearchableFields: ['to', 'subject', 'text'],
    group: 'Clients',
    description:
      'Messages delivered locally because no e-mail server or SMS provider is configured. Search by e-mail address, mobile number or words; filter by quote or kind.',
  },
  hooks: { beforeChange: [nameTexts] },
  defaultSort: '-createdAt',
  // A record of what was sent: staff read it, nobody edits or deletes it — not even to hide that
  // a password reset was asked for. Retention and an erasure by person remove messages with
  // their record (src/privacy/records.server.ts).
  access: { read: readOutbox, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          label: 'Kind',
          type: 'select',
          required: true,
          options: [
            { label: 'E-mail', value: 'email' },
            { label: 'Text message', value: 'sms' },
          ],
        },
        { name: 'to', label: 'Sent to', type: 'text', required: true },
      ],
    },
    // Which quote or job application the message belongs to, so deliveries can be counted
    // (and found) without reading the message text.
    {
      type: 'row',
      fields: [
        { name: 'quote', type: 'relationship', relationTo: 'quotes', index: true },
        {
          name: 'application',
          label: 'Job application',
          type: 'relationship',
          relationTo: 'job-applications',
          index: true,
        },
      ],
    },
    { name: 'subject', type: 'text' },
    { name: 'text', label: 'Message', type: 'textarea', required: true },
    {
      name: 'html',
      type: 'code',
      // Kept for the record; staff read the e-mail as the client saw it, in the preview below.
      admin: { hidden: true },
    },
    {
      name: 'preview',
      type: 'ui',
      admin: {
        condition: (d) => d?.channel === 'email',
        components: { Field: '@/delivery/admin/email-preview#EmailPreview' },
      },
    },
  ],
}

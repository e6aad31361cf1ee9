import type { CollectionConfig } from 'payload'

import { editors, nobody, staffOnly } from '@/access/roles'

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
    group: 'Clients',
    description:
      'Messages delivered locally because no e-mail server or SMS provider is configured.',
  },
  defaultSort: '-createdAt',
  // A record of what was sent: staff read it, nobody edits it, managers may erase it with the quote.
  access: { read: staffOnly, create: nobody, update: nobody, delete: editors },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'channel', type: 'select', required: true, options: ['email', 'sms'] },
        { name: 'to', type: 'text', required: true },
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
          type: 'relationship',
          relationTo: 'job-applications',
          index: true,
        },
      ],
    },
    { name: 'subject', type: 'text' },
    { name: 'text', type: 'textarea', required: true },
    {
      name: 'html',
      type: 'code',
      // Read-only text: Payload's code editor loads from a CDN that the admin's CSP blocks.
      admin: {
        language: 'html',
        condition: (d) => d?.channel === 'email',
        components: { Field: '@/security/admin/code-view#CodeView' },
      },
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

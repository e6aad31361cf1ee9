import type { CollectionConfig } from 'payload'

import { neverField, privateRecordAccess } from '@/access/roles'
import { deliveryConfig } from '@/delivery/config.server'
import { channelStatuses, deliveryState } from '@/delivery/state'
import { cleanName } from '@/forms/fields'
import { calculatorTypes, referralOptions, selectors } from '@/forms/quote-details'
import { erasedAtField, personalEmail, personalText } from '@/privacy/fields'

const deliveryStatuses = channelStatuses.map((s) => ({ ...s }))
const now = () => new Date().toISOString()
// The resend handler is loaded on use, like the job handlers (the config must not import the
// delivery code it configures).
const resend = () => import('@/delivery/resend.server')

export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Saved quote', plural: 'Saved quotes' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'serviceType', 'totalPence', 'deliveryState', 'createdAt'],
    group: 'Clients',
    components: {
      beforeListTable: [
        '@/delivery/admin/delayed-notice#DelayedNotice',
        '@/components/admin/export-link#ExportLink',
      ],
    },
  },
  defaultSort: '-createdAt',
  access: privateRecordAccess,
  endpoints: [
    {
      // The admin's "Resend quote" button (src/delivery/admin/resend-button.tsx).
      path: '/:id/resend',
      method: 'post',
      handler: async (req) => (await resend()).resendQuote(req),
    },
  ],
  fields: [
    erasedAtField,
    // The link, total and snapshot are made by the server when the quote is saved; nobody edits them.
    {
      name: 'link',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { update: neverField },
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        personalText('name', 'Name', { hooks: { beforeValidate: [cleanNameHook] } }),
        personalText('mobile', 'Mobile', { admin: { description: 'E.164' } }),
        personalEmail('email', 'Email'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'regular',
          type: 'checkbox',
          defaultValue: false,
          label: 'Regular client (visited within 18 months)',
        },
        {
          name: 'referral',
          type: 'select',
          options: referralOptions.map((r) => ({ label: r, value: r })),
        },
        { name: 'selector', type: 'select', options: [...selectors] },
        { name: 'serviceType', type: 'select', options: [...calculatorTypes] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'salon', type: 'relationship', relationTo: 'salons' },
        { name: 'stylistSalon', type: 'relationship', relationTo: 'salons' },
        { name: 'stylist', type: 'relationship', relationTo: 'stylists' },
        { name: 'level', type: 'relationship', relationTo: 'levels' },
      ],
    },
    {
      name: 'totalPence',
      type: 'number',
      required: true,
      access: { update: neverField },
      admin: { readOnly: true },
    },
    {
      // What the list shows: Sent, Sending, Delayed, Failed — resend or Not sent (see
      // src/delivery/state.ts). Worked out on reading, so "Delayed" appears on time even when
      // no job runner is running; the "Delayed" filter is the link above the list.
      name: 'deliveryState',
      type: 'text',
      label: 'Delivery',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        afterRead: [
          ({ data }) =>
            data
              ? deliveryState(data, new Date(), deliveryConfig().DELIVERY_DELAYED_AFTER_MS)
              : undefined,
        ],
      },
    },
    {
      name: 'delivery',
      type: 'group',
      admin: {
        description:
          'Sending by e-mail and text message happens after saving and is retried on failure.',
      },
      fields: [
        {
          name: 'resend',
          type: 'ui',
          admin: { components: { Field: '@/delivery/admin/resend-button#ResendButton' } },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'email',
              type: 'select',
              defaultValue: 'pending',
              index: true,
              options: deliveryStatuses,
              admin: { readOnly: true },
            },
            {
              name: 'sms',
              type: 'select',
              defaultValue: 'pending',
              index: true,
              label: 'Text message',
              options: deliveryStatuses,
              admin: { readOnly: true },
            },
          ],
        },
        // When each status was last set: a 'sending' older than the claim timeout belongs to a
        // runner that died, and is recovered (src/delivery/recovery.server.ts).
        { name: 'emailChangedAt', type: 'date', defaultValue: now, admin: { hidden: true } },
        { name: 'smsChangedAt', type: 'date', defaultValue: now, admin: { hidden: true } },
        {
          name: 'resentAt',
          type: 'date',
          label: 'Last resend',
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            condition: (_, sibling) => Boolean(sibling?.resentAt),
          },
        },
        {
          name: 'log',
          type: 'array',
          labels: { singular: 'Attempt', plural: 'Attempts' },
          admin: { readOnly: true, initCollapsed: true },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'channel', type: 'select', options: ['email', 'sms'] },
                { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                { name: 'ok', type: 'checkbox', label: 'Delivered' },
              ],
            },
            { name: 'detail', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'quote',
      type: 'json',
      required: true,
      access: { update: neverField },
      admin: {
        readOnly: true,
        description:
          'Snapshot of the quote as the client saw it. Later price changes never alter it.',
        // Read-only text: Payload's JSON editor loads from a CDN that the admin's CSP blocks.
        components: { Field: '@/security/admin/code-view#CodeView' },
      },
    },
  ],
}

/** Staff corrections keep the same rule as the forms: no invisible characters in a name. */
function cleanNameHook({ value }: { value?: unknown }) {
  return typeof value === 'string' ? cleanName(value) : value
}

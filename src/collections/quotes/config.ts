import type { CollectionConfig, Field } from 'payload'

import { editorsOnly } from '@/access/editors-only'
import { neverField, quoteAccess } from '@/access/roles'
import { seriesLabels } from '@/dashboard/aggregate'
import { deliveryConfig } from '@/delivery/config.server'
import { channelStatuses, deliveryState } from '@/delivery/state'
import { calculatorTypes, REFERRAL_MAX, selectorLabels, selectors } from '@/forms/quote-details'
import { quoteSearchFields } from '@/leads/search'
import { leadStatuses, NOTE_MAX } from '@/leads/status'
import { serverDate } from '@/fields/server-dates'
import { keepServerValues, serverField } from '@/fields/server-state'
import { erasedAtField, personalEmail, personalName, personalText } from '@/privacy/fields'
import { jsonOnly } from '@/security/json-endpoints'

import {
  emptyNote,
  eraseCopies,
  normaliseSearch,
  recordFollowUp,
  refuseBackToNew,
  validateLeadStatus,
} from './hooks'

const deliveryStatuses = channelStatuses.map((s) => ({ ...s }))
const now = () => new Date().toISOString()
// The resend handler is loaded on use, like the job handlers (the config must not import the
// delivery code it configures).
const resend = () => import('@/delivery/resend.server')
const followUp = () => import('@/leads/follow-up.server')

const leadOptions = leadStatuses.map((s) => ({ ...s }))

// Everything the delivery runner records is the server's alone (ADR 041).
const keepDelivery = keepServerValues(
  [
    'email',
    'sms',
    'emailChangedAt',
    'smsChangedAt',
    'emailClaimedBy',
    'smsClaimedBy',
    'resentAt',
    'log',
  ].map((name) => ['delivery', name]),
)

export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Saved quote', plural: 'Saved quotes' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'leadStatus',
      'serviceType',
      'totalPence',
      'offerCode',
      'deliveryState',
      'createdAt',
    ],
    // The search box finds a quote by name, e-mail, mobile (typed any way) or link.
    listSearchableFields: [...quoteSearchFields],
    group: 'Clients',
    components: {
      beforeListTable: [
        '@/delivery/admin/delayed-notice#DelayedNotice',
        '@/components/admin/export-link#ExportLink',
      ],
    },
  },
  defaultSort: '-createdAt',
  access: quoteAccess,
  hooks: {
    beforeOperation: [normaliseSearch],
    beforeValidate: [refuseBackToNew],
    // The delivery state is kept first: erasing masks the stored log afterwards (eraseCopies).
    beforeChange: [keepDelivery, recordFollowUp, eraseCopies],
  },
  // JSON (or no body) only: a form post is answered 415 (src/security/json-endpoints.ts).
  endpoints: jsonOnly([
    {
      // The admin's "Resend quote" button (src/delivery/admin/resend-button.tsx).
      path: '/:id/resend',
      method: 'post',
      handler: async (req) => (await resend()).resendQuote(req),
    },
    // The To do row's Contacted / Booked / Not booked / Add note, and "Move to another stylist"
    // (src/leads/follow-up.server.ts, ADR 055).
    {
      path: '/:id/follow-up',
      method: 'post',
      handler: async (req) => (await followUp()).followUpQuote(req),
    },
    {
      path: '/:id/move',
      method: 'get',
      handler: async (req) => (await followUp()).moveChoices(req),
    },
    {
      path: '/:id/move',
      method: 'post',
      handler: async (req) => (await followUp()).moveQuote(req),
    },
  ]),
  fields: [
    {
      // The snapshot, shown as staff read a quote: lines and total in pounds, stylist, salon,
      // level, client and delivery (src/leads/admin/quote-summary.tsx).
      name: 'quote',
      type: 'json',
      required: true,
      access: { update: neverField },
      admin: {
        readOnly: true,
        components: { Field: '@/leads/admin/quote-summary#QuoteSummary' },
      },
    },
    ...followUpFields(),
    ...editorsOnly(recordFields()),
  ],
}

/** The front desk's part: where the quote stands, a note, and who did what when. */
function followUpFields(): Field[] {
  return [
    {
      name: 'leadStatus',
      type: 'select',
      label: 'Follow-up',
      required: true,
      defaultValue: 'new',
      index: true,
      options: leadOptions,
      validate: validateLeadStatus as never,
      admin: {
        position: 'sidebar',
        // Every quote has a status: there is nothing to clear.
        isClearable: false,
        description: 'New → Contacted → Booked or Not booked.',
      },
    },
    {
      name: 'leadNote',
      type: 'textarea',
      label: 'Add a note',
      // Not stored: a save moves it into the history with your name and the time.
      virtual: true,
      maxLength: NOTE_MAX,
      hooks: { afterRead: [emptyNote] },
      admin: {
        readOnly: false,
        position: 'sidebar',
        description: 'Saved with your name and the time. Notes cannot be changed afterwards.',
      },
    },
    {
      name: 'leadHistory',
      type: 'array',
      label: 'Follow-up history',
      labels: { singular: 'Change', plural: 'Changes' },
      // Written only by the quote's own hook (./hooks.ts), never by hand.
      access: { create: neverField, update: neverField },
      admin: {
        readOnly: true,
        position: 'sidebar',
        components: { Field: '@/leads/admin/lead-history#LeadHistory' },
      },
      fields: [
        { name: 'at', type: 'date', required: true },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        // Her account's name and sign-in address at the time, read by the server (ADR 041): a
        // staff account may be renamed or removed later.
        { name: 'byName', type: 'text' },
        { name: 'byEmail', type: 'text' },
        { name: 'from', type: 'select', options: leadOptions },
        { name: 'to', type: 'select', options: leadOptions },
        { name: 'note', type: 'textarea' },
      ],
    },
  ]
}

/** The quote as saved, and its delivery: corrected only by managers and owners. */
function recordFields(): Field[] {
  return [
    erasedAtField,
    // The link, total and snapshot are made by the server when the quote is saved; nobody edits them.
    {
      name: 'link',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: 'Quote link',
      access: { update: neverField },
      // The summary above links to her quote page; the code itself means nothing to staff.
      admin: { readOnly: true, hidden: true },
    },
    {
      // The finish form's one-time key (ADR 048): a second save with it answers with this quote.
      name: 'sendKey',
      type: 'text',
      unique: true,
      index: true,
      access: { update: neverField },
      admin: { readOnly: true, hidden: true },
    },
    {
      // A keyed digest of what was sent with the key: the same key with other contents is refused.
      name: 'sendDigest',
      type: 'text',
      access: { update: neverField },
      admin: { readOnly: true, hidden: true },
    },
    {
      type: 'row',
      fields: [
        personalName('name', 'Name'),
        personalText('mobile', 'Mobile', {
          admin: {
            description: 'Kept in international form: 07700 900123 is +447700900123.',
            components: { afterInput: ['@/components/admin/phone-link#PhoneLink'] },
          },
        }),
        personalEmail('email', 'Email'),
      ],
    },
    {
      // The summary above says all this in words; the fields are here for corrections.
      type: 'collapsible',
      label: 'Correct the saved details',
      admin: { initCollapsed: true },
      fields: [
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
              // The answer as the form offered it (Messages & rules → Finish form): a label,
              // kept as text so renaming or removing an answer leaves saved quotes as they were.
              name: 'referral',
              type: 'text',
              maxLength: REFERRAL_MAX,
            },
            // Stored as the public API's values; staff read them in salon words.
            {
              name: 'selector',
              type: 'select',
              label: 'Chose by',
              options: selectors.map((value) => ({ value, label: selectorLabels[value] })),
            },
            {
              name: 'serviceType',
              type: 'select',
              options: calculatorTypes.map((value) => ({ value, label: seriesLabels[value] })),
            },
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
      ],
    },
    {
      name: 'totalPence',
      type: 'number',
      label: 'Total',
      required: true,
      access: { update: neverField },
      // Shown in pounds in the list; in the quote view it is part of the summary above.
      admin: {
        readOnly: true,
        components: {
          Cell: '@/leads/admin/cells#PoundsCell',
          Field: '@/leads/admin/cells#NoField',
        },
      },
    },
    {
      // The offer the quote carries, for the list and its filters: its code (its address name
      // when it has no code). The snapshot keeps the whole offer as promised.
      name: 'offerCode',
      type: 'text',
      label: 'Offer',
      access: { update: neverField },
      admin: { readOnly: true, description: 'The offer the quote carries; empty: none.' },
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
            // Set by the delivery runner and the "Resend quote" button only (ADR 041).
            serverField({
              name: 'email',
              type: 'select',
              defaultValue: 'pending',
              index: true,
              options: deliveryStatuses,
            }),
            serverField({
              name: 'sms',
              type: 'select',
              defaultValue: 'pending',
              index: true,
              label: 'Text message',
              options: deliveryStatuses,
            }),
          ],
        },
        // When each status was last set: a 'sending' older than the claim timeout belongs to a
        // runner that died, and is recovered (src/delivery/recovery.server.ts).
        serverDate({
          name: 'emailChangedAt',
          type: 'date',
          defaultValue: now,
          admin: { hidden: true },
        }),
        serverDate({
          name: 'smsChangedAt',
          type: 'date',
          defaultValue: now,
          admin: { hidden: true },
        }),
        // Which job runner holds a 'sending' claim: when that runner is gone (no heartbeat, or a
        // process on this machine that no longer exists), the claim is released at once, without
        // waiting for the claim timeout (src/delivery/runners.server.ts).
        serverField({ name: 'emailClaimedBy', type: 'text', admin: { hidden: true } }),
        serverField({ name: 'smsClaimedBy', type: 'text', admin: { hidden: true } }),
        serverDate({
          name: 'resentAt',
          type: 'date',
          label: 'Last resend',
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            condition: (_, sibling) => Boolean(sibling?.resentAt),
          },
        }),
        {
          name: 'log',
          type: 'array',
          label: 'Sending attempts',
          labels: { singular: 'Try', plural: 'Tries' },
          // Written by the delivery runner only (kept by keepDelivery too).
          access: { create: neverField, update: neverField },
          admin: {
            readOnly: true,
            initCollapsed: true,
            components: { RowLabel: '@/delivery/admin/attempt-label#AttemptLabel' },
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'channel',
                  type: 'select',
                  label: 'Sent as',
                  options: [
                    { value: 'email', label: 'E-mail' },
                    { value: 'sms', label: 'Text message' },
                  ],
                },
                { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                { name: 'ok', type: 'checkbox', label: 'Delivered' },
              ],
            },
            { name: 'detail', type: 'text', label: 'What the provider said' },
          ],
        },
      ],
    },
  ]
}

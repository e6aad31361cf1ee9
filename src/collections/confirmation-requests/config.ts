// A client's request to have her quote's price confirmed by her stylist (issue 48, ADR 052):
// one per saved quote, beside it (the quote's snapshot stays what she was shown). Her answers,
// consents and photos, where it stands and everything done to it. Nobody writes one through the
// API or the admin's form: her form (src/confirm/request.server.ts) and the staff's actions
// (./act.server.ts, one compare-and-set on `revision`) are the only writers.
import type { CollectionConfig, Field } from 'payload'

import { editors, nobody } from '@/access/roles'
import { jsonOnly } from '@/security/json-endpoints'

import { readRequests } from './access'
import { requestStates, stateOptions, actionOptions } from './states'

const act = () => import('./act.server')

const hidden = { hidden: true } as const
const dateField = (name: string, label: string, index = false, shown = false): Field => ({
  name,
  label,
  type: 'date',
  index,
  admin: shown
    ? { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } }
    : { ...hidden, date: { pickerAppearance: 'dayAndTime' } },
})

export const ConfirmationRequests: CollectionConfig = {
  slug: 'confirmation-requests',
  labels: { singular: 'Price to confirm', plural: 'To confirm' },
  admin: {
    useAsTitle: 'title',
    group: 'Clients',
    defaultColumns: ['title', 'state', 'waited', 'stylist', 'salon', 'sentAt'],
    description:
      'Clients who sent photos and answers with their quote. Newest waiting first: open one to confirm, adjust, ask a question or ask her in for a consultation.',
    // Drafts (a form she has not sent) are not the salon's yet.
    baseListFilter: () => ({ state: { not_equals: 'draft' } }),
    components: {
      beforeListTable: ['@/confirm/admin/to-confirm-filters#ToConfirmFilters'],
    },
    listSearchableFields: ['title'],
  },
  defaultSort: '-sentAt',
  access: { read: readRequests, create: nobody, update: nobody, delete: editors },
  endpoints: jsonOnly([
    {
      // The request view's buttons (src/confirm/admin/request-actions.tsx).
      path: '/:id/act',
      method: 'post',
      handler: async (req) => (await act()).actOnRequest(req),
    },
    {
      // The price an adjustment would give, worked out by src/quote as the stylist types.
      path: '/:id/preview',
      method: 'post',
      handler: async (req) => (await act()).previewAdjustment(req),
    },
  ]),
  fields: [
    {
      // Everything staff read and do, in one view (photos, answers, lines, actions, history).
      name: 'view',
      type: 'ui',
      admin: { components: { Field: '@/confirm/admin/request-view#RequestView' } },
    },
    { name: 'title', type: 'text', label: 'Client and service', admin: hidden },
    {
      // The list's column: how long she has waited for the salon (src/confirm/admin/waited-cell.tsx).
      name: 'waited',
      type: 'ui',
      label: 'Waiting',
      admin: {
        disableListColumn: false,
        components: { Cell: '@/confirm/admin/waited-cell#WaitedCell' },
      },
    },
    {
      name: 'quote',
      type: 'relationship',
      relationTo: 'quotes',
      required: true,
      unique: true,
      index: true,
      admin: hidden,
    },
    {
      name: 'stylist',
      type: 'relationship',
      relationTo: 'stylists',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'salon',
      type: 'relationship',
      relationTo: 'salons',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: stateOptions,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'revision', type: 'number', required: true, defaultValue: 0, admin: hidden },
    dateField('sentAt', 'Sent', true, true),
    dateField('confirmedAt', 'Confirmed'),
    // When it was confirmed, sent to a consultation or expired: retention counts from here.
    dateField('closedAt', 'Closed', true),
    // Her answers (src/confirm/answers.ts), without the health ones.
    { name: 'answers', type: 'json', admin: hidden },
    // The health answers, only with their own consent; deleted by retention.
    { name: 'health', type: 'json', admin: hidden },
    dateField('photoConsentAt', 'Agreed to her photos being kept'),
    dateField('healthConsentAt', 'Agreed to her health answers being kept'),
    {
      name: 'photos',
      type: 'relationship',
      relationTo: 'client-photos',
      hasMany: true,
      admin: hidden,
    },
    // Why the last form she sent was refused, per field, so the page shows it with her answers.
    { name: 'refused', type: 'json', admin: hidden },
    { name: 'question', type: 'textarea', admin: hidden },
    { name: 'reply', type: 'textarea', admin: hidden },
    // The confirmed price (src/quote priceConfirmation) and the adjustment it was made from.
    { name: 'confirmed', type: 'json', admin: hidden },
    { name: 'skinTestNeeded', type: 'checkbox', defaultValue: false, admin: hidden },
    dateField('skinTestBookedAt', 'Said she booked her skin test'),
    // Messages to her: the revision whose message is due, and the last sent on each channel.
    { name: 'noticeRevision', type: 'number', defaultValue: 0, admin: hidden },
    { name: 'emailRevision', type: 'number', defaultValue: 0, admin: hidden },
    { name: 'smsRevision', type: 'number', defaultValue: 0, admin: hidden },
    // Photos and health answers deleted by retention or an erasure.
    dateField('erasedAt', 'Photos and health answers deleted'),
    {
      name: 'history',
      type: 'array',
      admin: hidden,
      fields: [
        { name: 'action', type: 'select', required: true, options: actionOptions },
        { name: 'at', type: 'date', required: true },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        { name: 'byName', type: 'text', required: true },
        { name: 'note', type: 'textarea' },
      ],
    },
  ],
}

export { requestStates }

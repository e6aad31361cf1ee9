import type { CollectionConfig } from 'payload'

import { neverField, privateRecordAccess, staffOnly } from '@/access/roles'
import { kickDelivery } from '@/delivery/kick'
import { DELIVERY_QUEUE } from '@/delivery/queue'
import { calculatorTypes, referralOptions, selectors } from '@/forms/quote-details'
import { erasedAtField, personalEmail, personalText } from '@/privacy/fields'

const deliveryStatuses = [
  { label: 'Pending', value: 'pending' },
  { label: 'Sent', value: 'sent' },
  { label: 'Sending', value: 'sending' },
  { label: 'Retrying', value: 'retrying' },
  { label: 'Failed — resend', value: 'failed' },
]

export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Saved quote', plural: 'Saved quotes' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'serviceType', 'totalPence', 'regular', 'createdAt'],
    group: 'Clients',
    components: { beforeListTable: ['@/components/admin/export-link#ExportLink'] },
  },
  defaultSort: '-createdAt',
  access: privateRecordAccess,
  endpoints: [
    {
      // The admin's "Resend quote" button: send again whatever has not been delivered.
      path: '/:id/resend',
      method: 'post',
      handler: async (req) => {
        if (!(await staffOnly({ req } as never)))
          return Response.json({ message: 'Please sign in' }, { status: 401 })
        const id = Number(req.routeParams?.id)
        const quote = Number.isInteger(id)
          ? await req.payload.findByID({ collection: 'quotes', id, depth: 0, disableErrors: true })
          : null
        if (!quote) return Response.json({ message: 'Not found' }, { status: 404 })
        // Anything not delivered (including a 'sending' left by a crashed runner) is sent again.
        const reset = (s?: string | null) => (s === 'sent' ? 'sent' : 'pending')
        await req.payload.update({
          collection: 'quotes',
          id,
          data: {
            delivery: {
              email: reset(quote.delivery?.email),
              sms: reset(quote.delivery?.sms),
              log: quote.delivery?.log ?? [],
            },
          },
        })
        await req.payload.jobs.queue({
          task: 'deliverQuote',
          input: { quoteId: id },
          queue: DELIVERY_QUEUE,
        } as never)
        kickDelivery(req.payload)
        return Response.json({ ok: true })
      },
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
        personalText('name', 'Name'),
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
              options: deliveryStatuses,
              admin: { readOnly: true },
            },
            {
              name: 'sms',
              type: 'select',
              defaultValue: 'pending',
              label: 'Text message',
              options: deliveryStatuses,
              admin: { readOnly: true },
            },
          ],
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

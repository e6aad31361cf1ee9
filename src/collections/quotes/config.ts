import type { CollectionConfig } from 'payload'

import { privateRecordAccess } from '@/access/roles'
import { calculatorTypes, referralOptions, selectors } from '@/forms/quote-details'

export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Saved quote', plural: 'Saved quotes' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'serviceType', 'totalPence', 'regular', 'createdAt'],
    group: 'Clients',
  },
  defaultSort: '-createdAt',
  access: privateRecordAccess,
  fields: [
    { name: 'link', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'mobile', type: 'text', required: true, admin: { description: 'E.164' } },
        { name: 'email', type: 'email', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'regular', type: 'checkbox', defaultValue: false, label: 'Regular client (visited within 18 months)' },
        { name: 'referral', type: 'select', options: referralOptions.map((r) => ({ label: r, value: r })) },
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
    { name: 'totalPence', type: 'number', required: true, admin: { readOnly: true } },
    {
      name: 'quote',
      type: 'json',
      required: true,
      admin: { readOnly: true, description: 'Snapshot of the quote as the client saw it. Later price changes never alter it.' },
    },
  ],
}

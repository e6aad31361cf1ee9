import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'

// cat1 / cat2 keep the numbering of the specification, so staff and the API agree.
export const serviceGroups = [
  { value: '1', label: '1 · Finishes (cat2 0)' },
  { value: '2', label: '2 · Colour services (cat2 = colour category)' },
  { value: '3', label: '3 · Colour add-ons (cat2 = add-on group)' },
  { value: '4', label: '4 · Finish add-ons' },
  { value: '5', label: '5 · Plex (cat2 1) and treatments (cat2 2)' },
  { value: '6', label: "6 · Men's cuts (cat2 0) and men's colours (cat2 1)" },
] as const

export const Services: CollectionConfig = {
  slug: 'services',
  admin: {
    useAsTitle: 'service',
    defaultColumns: ['service', 'price', 'productPrice', 'cat1', 'cat2', 'newStarterRestricted'],
    group: 'Prices',
    listSearchableFields: ['service'],
  },
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  fields: [
    { name: 'service', type: 'text', required: true, label: 'Name' },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0,
          admin: { step: 0.01, description: 'Base price in pounds, before the level adapter.' },
        },
        {
          name: 'productPrice',
          type: 'number',
          min: 0,
          defaultValue: 0,
          admin: {
            step: 0.01,
            description: 'Product cost in pounds, added after the adapter (colour services only).',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'cat1', type: 'select', required: true, options: [...serviceGroups] },
        { name: 'cat2', type: 'number', required: true, min: 0, defaultValue: 0 },
        { name: 'sortOrder', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'newStarterRestricted',
      type: 'checkbox',
      defaultValue: false,
      label: 'New Starters may not carry out this service',
    },
    { name: 'description', type: 'textarea' },
  ],
}

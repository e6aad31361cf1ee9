import type { CollectionConfig } from 'payload'

import { publishedReviews } from '@/access/public-filters'
import { publicContentAccess } from '@/access/roles'

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'client',
    defaultColumns: ['client', 'stylist', 'rating', 'date', 'published'],
    group: 'Content',
  },
  defaultSort: '-date',
  access: {
    ...publicContentAccess,
    read: publishedReviews,
  },
  fields: [
    { name: 'review', type: 'textarea', required: true },
    {
      name: 'client',
      type: 'text',
      required: true,
      admin: { description: 'First name and initial, e.g. "Hannah P."' },
    },
    {
      type: 'row',
      fields: [
        { name: 'stylist', type: 'relationship', relationTo: 'stylists', required: true },
        { name: 'salon', type: 'relationship', relationTo: 'salons' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'rating', type: 'number', min: 1, max: 5, required: true, defaultValue: 5 },
        {
          name: 'date',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    { name: 'published', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}

import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'

export const Levels: CollectionConfig = {
  slug: 'levels',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'adapter', 'averagePrice'],
    group: 'Prices',
    description:
      'Stylist levels, from New Starter (id 1) to the most senior. The adapter is the percentage added to (or taken from) a service price.',
  },
  defaultSort: 'id',
  access: publicContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'adapter',
      type: 'number',
      required: true,
      min: -99,
      max: 300,
      admin: { step: 0.01, description: 'Signed percentage, e.g. -20 or 12.32.' },
    },
    {
      name: 'averagePrice',
      type: 'number',
      min: 0,
      admin: {
        description: 'Average cut and colour price at this level, in pounds (shown on profiles).',
      },
    },
    { name: 'experience', type: 'text', admin: { description: 'e.g. "3–5 years"' } },
  ],
}

import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'

export const Levels: CollectionConfig = {
  slug: 'levels',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'adapter', 'experience'],
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
      name: 'experience',
      type: 'text',
      admin: { description: 'e.g. "4–5 years". Keep the ranges of the levels from overlapping.' },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'

export const Levels: CollectionConfig = {
  slug: 'levels',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'adapter', 'experience'],
    group: 'Prices',
    description:
      'Stylist levels, from New Starter (id 1) to the most senior. The level adjustment is the percentage added to (or taken from) a service price; the average cut & colour is worked out from the price list.',
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
      label: 'Level adjustment (%)',
      admin: {
        step: 0.01,
        description:
          'Added to (or taken from) a service price at this level, e.g. -20 or 12.32. Treatments and bond builders are not adjusted.',
      },
    },
    {
      name: 'average',
      type: 'ui',
      admin: {
        components: { Field: '@/collections/levels/admin/level-average-field#LevelAverageField' },
      },
    },
    {
      name: 'experience',
      type: 'text',
      admin: { description: 'e.g. "4–5 years". Keep the ranges of the levels from overlapping.' },
    },
  ],
}

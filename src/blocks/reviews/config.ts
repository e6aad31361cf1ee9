import type { Block } from 'payload'

import { placeholderText } from '@/fields/placeholder-text'

/** Published reviews: one at a time, changing by itself, or a short list. */
export const ReviewsBlock: Block = {
  slug: 'reviews',
  interfaceName: 'ReviewsBlock',
  labels: { singular: 'Reviews', plural: 'Reviews' },
  fields: [
    {
      type: 'row',
      fields: [
        placeholderText('heading'),
        {
          name: 'style',
          type: 'select',
          required: true,
          defaultValue: 'rotator',
          options: [
            { label: 'One at a time, changing', value: 'rotator' },
            { label: 'A list', value: 'list' },
          ],
        },
        { name: 'limit', type: 'number', min: 1, max: 24, defaultValue: 6 },
      ],
    },
    {
      name: 'stylist',
      type: 'relationship',
      relationTo: 'stylists',
      admin: { description: 'Empty: reviews of everyone.' },
    },
  ],
}

import type { Block } from 'payload'

import { placeholderText } from '@/fields/placeholder-text'

/** The newest news items and featured blog posts, as cards. */
export const NewsBlock: Block = {
  slug: 'news',
  interfaceName: 'NewsBlock',
  labels: { singular: 'News', plural: 'News' },
  fields: [
    {
      type: 'row',
      fields: [
        placeholderText('eyebrow'),
        placeholderText('heading'),
        { name: 'count', type: 'number', min: 1, max: 8, defaultValue: 4, required: true },
      ],
    },
  ],
}

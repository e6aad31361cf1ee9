import type { Block } from 'payload'

import { placeholderText } from '@/fields/placeholder-text'

/** The salons, from the salons collection: address cards, or each salon's story with its photo. */
export const SalonsBlock: Block = {
  slug: 'salons',
  interfaceName: 'SalonsBlock',
  labels: { singular: 'Salons', plural: 'Salons' },
  fields: [
    {
      type: 'row',
      fields: [
        placeholderText('eyebrow'),
        placeholderText('heading'),
        {
          name: 'style',
          type: 'select',
          required: true,
          defaultValue: 'cards',
          options: [
            { label: 'Cards with address and phone', value: 'cards' },
            { label: 'Each salon’s story and photo', value: 'story' },
          ],
        },
      ],
    },
  ],
}

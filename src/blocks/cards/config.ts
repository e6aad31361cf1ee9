import type { Block } from 'payload'

import { linkFields } from '@/fields/link'
import { placeholderText, placeholderTextarea } from '@/fields/placeholder-text'

/** A row of cards: numbered steps, feature cards with a link, or role cards with a button. */
export const CardsBlock: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cards', plural: 'Cards' },
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
            { label: 'Numbered steps', value: 'steps' },
            { label: 'Cards with a text link', value: 'cards' },
            { label: 'Cards with a button', value: 'buttons' },
          ],
        },
      ],
    },
    placeholderTextarea('intro'),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      labels: { singular: 'Card', plural: 'Cards' },
      fields: [
        placeholderText('heading', { required: true }),
        placeholderTextarea('text', { required: true }),
        {
          name: 'link',
          type: 'group',
          label: 'Link (optional)',
          fields: linkFields({ optional: true }),
        },
      ],
    },
  ],
}

import type { Block } from 'payload'

import { placeholderText, placeholderTextarea } from '@/fields/placeholder-text'

/** The team, from the stylists collection; optionally one salon's. */
export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team list', plural: 'Team lists' },
  fields: [
    placeholderText('heading'),
    placeholderTextarea('intro'),
    {
      name: 'salon',
      type: 'relationship',
      relationTo: 'salons',
      admin: { description: 'Empty: everyone.' },
    },
    { name: 'limit', type: 'number', min: 1, max: 60, admin: { description: 'Empty: all.' } },
  ],
}

import type { Block } from 'payload'

import { placeholderText, placeholderTextarea } from '@/fields/placeholder-text'

/** The offers live today (hidden with every offer when "Hide all offers" is on). */
export const OffersBlock: Block = {
  slug: 'offers',
  interfaceName: 'OffersBlock',
  labels: { singular: 'Offers list', plural: 'Offers lists' },
  fields: [
    placeholderText('heading'),
    placeholderTextarea('intro'),
    { name: 'limit', type: 'number', min: 1, max: 12, admin: { description: 'Empty: all.' } },
  ],
}

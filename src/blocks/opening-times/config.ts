import type { Block } from 'payload'

import { placeholderText, placeholderTextarea } from '@/fields/placeholder-text'

/** Every salon's opening times, as set on the salons. */
export const OpeningTimesBlock: Block = {
  slug: 'openingTimes',
  interfaceName: 'OpeningTimesBlock',
  labels: { singular: 'Opening times', plural: 'Opening times' },
  fields: [placeholderText('heading'), placeholderTextarea('intro')],
}

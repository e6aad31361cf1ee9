import type { Block } from 'payload'

import { placeholderText } from '@/fields/placeholder-text'

/** The shop's banners and brand tiles, from Store data. */
export const ShopBlock: Block = {
  slug: 'shop',
  interfaceName: 'ShopBlock',
  labels: { singular: 'Shop banners and brands', plural: 'Shop banners and brands' },
  fields: [
    {
      type: 'row',
      fields: [placeholderText('eyebrow'), placeholderText('heading')],
    },
  ],
}

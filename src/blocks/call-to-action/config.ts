import type { Block } from 'payload'

import { actionsField } from '@/fields/link'
import { placeholderRichText, placeholderText } from '@/fields/placeholder-text'

/** A short message with buttons: a coloured band across the page, or a panel. */
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    {
      type: 'row',
      fields: [
        placeholderText('eyebrow'),
        placeholderText('heading', { required: true }),
        {
          name: 'style',
          type: 'select',
          required: true,
          defaultValue: 'panel',
          options: [
            { label: 'Band across the page', value: 'band' },
            { label: 'Panel', value: 'panel' },
            { label: 'Pink panel', value: 'blush' },
          ],
        },
      ],
    },
    placeholderRichText('body'),
    actionsField(),
  ],
}

import type { Block } from 'payload'

import { placeholderText, placeholderTextarea } from '@/fields/placeholder-text'

/** A highlighted message, e.g. a temporary change to opening times. */
export const NoticeBlock: Block = {
  slug: 'notice',
  interfaceName: 'NoticeBlock',
  labels: { singular: 'Notice', plural: 'Notices' },
  fields: [
    {
      type: 'row',
      fields: [
        placeholderText('heading', { required: true }),
        {
          name: 'tone',
          type: 'select',
          required: true,
          defaultValue: 'info',
          options: [
            { label: 'Information', value: 'info' },
            { label: 'Important', value: 'important' },
          ],
        },
      ],
    },
    placeholderTextarea('text', { required: true }),
  ],
}

import type { Block } from 'payload'

import { placeholderRichText, placeholderText } from '@/fields/placeholder-text'

/** Headed sections: shown as cards (policies) or as questions that open (FAQ). */
export const SectionsBlock: Block = {
  slug: 'sections',
  interfaceName: 'SectionsBlock',
  labels: { singular: 'Sections or FAQ', plural: 'Sections or FAQs' },
  fields: [
    {
      type: 'row',
      fields: [
        placeholderText('heading'),
        {
          name: 'style',
          type: 'select',
          required: true,
          defaultValue: 'cards',
          options: [
            { label: 'Sections, one after another', value: 'cards' },
            { label: 'Questions that open (FAQ)', value: 'faq' },
          ],
        },
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Section', plural: 'Sections' },
      fields: [
        placeholderText('heading', { required: true, label: 'Heading or question' }),
        placeholderRichText('body', { required: true, label: 'Text or answer' }),
      ],
    },
  ],
}

import type { Block } from 'payload'

import { actionsField } from '@/fields/link'
import { placeholderRichText, placeholderText } from '@/fields/placeholder-text'

/** Text with headings, lists and links, and an optional panel beside it. */
export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Text', plural: 'Text' },
  fields: [
    placeholderRichText('body', { required: true }),
    {
      name: 'aside',
      type: 'group',
      label: 'Panel beside the text (optional)',
      fields: [placeholderText('heading'), placeholderRichText('body'), actionsField()],
    },
  ],
}

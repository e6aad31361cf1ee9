import type { Block, Field } from 'payload'

import { actionsField } from '@/fields/link'
import { placeholderRichText, placeholderText } from '@/fields/placeholder-text'

const answer = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [placeholderText('label', { required: true }), placeholderText('hint')],
    },
  ],
})

const advice = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    placeholderText('heading', { required: true }),
    placeholderRichText('body', { required: true }),
  ],
})

/**
 * Two questions (new or existing client; colour or cutting only) and the advice for each
 * pair. Answers are plain links, so it works without JavaScript and each answer has an address.
 */
export const BookingAdviceBlock: Block = {
  slug: 'bookingAdvice',
  interfaceName: 'BookingAdviceBlock',
  labels: { singular: 'Booking advice chooser', plural: 'Booking advice choosers' },
  fields: [
    placeholderText('clientQuestion', { required: true, label: 'First question' }),
    {
      type: 'row',
      fields: [answer('newClient', 'New client'), answer('existingClient', 'Existing client')],
    },
    placeholderText('serviceQuestion', { required: true, label: 'Second question' }),
    {
      type: 'row',
      fields: [answer('colour', 'Colour'), answer('cutting', 'Cutting or styling only')],
    },
    advice('newColour', 'Advice: new client, colour'),
    advice('newCutting', 'Advice: new client, cutting or styling'),
    advice('existingColour', 'Advice: existing client, colour'),
    advice('existingCutting', 'Advice: existing client, cutting or styling'),
    actionsField(),
    placeholderRichText('footnote'),
  ],
}

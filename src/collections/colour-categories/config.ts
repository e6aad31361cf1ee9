import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'
import { hairSupplementsField } from '@/fields/hair-supplements'

export const ColourCategories: CollectionConfig = {
  slug: 'colour-categories',
  labels: { singular: 'Colour category', plural: 'Colour categories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['code', 'name', 'skipAddOn', 'newStarterRestricted'],
    group: 'Prices',
    description:
      'The colour categories of the quote calculator. A colour service picks its category by name ("What it is" on the service).',
  },
  defaultSort: 'code',
  access: publicContentAccess,
  fields: [
    {
      name: 'code',
      type: 'number',
      required: true,
      unique: true,
      min: 0,
      label: 'Number',
      admin: {
        description:
          'Identifies the category, also in the price data the site gives partners. Changing it moves its colour services out of it.',
      },
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 160,
      admin: {
        description:
          'One short line in plain words, shown under the category in the quote and the price list, e.g. "Hand-painted colour that grows out softly". Optional; at most 160 characters.',
      },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'A swatch or picture of the technique, shown with this category in the calculator and the price list. Optional.',
      },
    },
    hairSupplementsField(
      'every colour service of this category, unless the service sets its own for that band',
    ),
    {
      name: 'guidance',
      type: 'textarea',
      admin: { description: 'Shown to the client when she picks this category.' },
    },
    {
      name: 'skipAddOn',
      type: 'checkbox',
      defaultValue: false,
      label: 'Skip the colour add-on step',
    },
    {
      name: 'addOnGroup',
      type: 'number',
      min: 0,
      label: 'Add-on set',
      admin: {
        description:
          'Which colour add-ons follow this category: those "Only with" this category. Categories sharing a set number share their add-ons. Empty: every add-on.',
      },
    },
    {
      name: 'newStarterRestricted',
      type: 'checkbox',
      defaultValue: false,
      label: 'New Starters may not carry out this category',
    },
  ],
}

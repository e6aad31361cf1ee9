import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'

export const ColourCategories: CollectionConfig = {
  slug: 'colour-categories',
  labels: { singular: 'Colour category', plural: 'Colour categories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['code', 'name', 'skipAddOn', 'newStarterRestricted'],
    group: 'Prices',
    description: 'The colour categories of the quote calculator (cat2 of colour services).',
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
      admin: { description: 'Matches cat2 of the colour services in this category.' },
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'A swatch or picture of the technique, shown with this category in the calculator and the price list. Optional.',
      },
    },
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
      admin: {
        description: 'Only offer colour add-ons with this cat2. Leave empty to offer all add-ons.',
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

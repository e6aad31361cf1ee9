import type { CollectionConfig } from 'payload'

import { publishedOnlyForVisitors } from '@/access/drafts'

import { liveOffers } from '@/access/public-filters'
import { publicContentAccess, staffOnly } from '@/access/roles'
import { previewUrl } from '@/preview/preview-url'
import { slugField } from '@/fields/slug'

export const offerKinds = [
  { value: 'general', label: 'General' },
  { value: 'stylist', label: 'Stylist' },
  { value: 'combination', label: 'Combination (two or three stylists)' },
  { value: 'seasonal', label: 'Seasonal' },
  { value: 'first-appointment', label: 'First appointment' },
  { value: 'extensions', label: 'Extensions' },
] as const

export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'active', 'startDate', 'endDate', '_status'],
    preview: (doc) => previewUrl('offers', doc?.slug as string | undefined),
    group: 'Offers',
    description:
      'An offer shows on the site while it is switched on, has started and has not ended.',
  },
  defaultSort: 'endDate',
  access: { ...publicContentAccess, read: liveOffers, readVersions: staffOnly },
  hooks: { beforeOperation: [publishedOnlyForVisitors] },
  // Drafts: staff save and preview changes; the site shows a change when it is published.
  versions: { drafts: true, maxPerDoc: 25 },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: "The offer card's heading on /offers, and the browser tab's title." },
    },
    slugField('title'),
    { name: 'kind', type: 'select', required: true, options: [...offerKinds] },
    {
      name: 'headline',
      type: 'text',
      required: true,
      admin: { description: "The big heading at the top of the offer's own page." },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      admin: { description: 'One or two sentences for the offer card.' },
    },
    {
      name: 'details',
      type: 'textarea',
      admin: { description: 'Paragraphs separated by a blank line.' },
    },
    {
      name: 'stylists',
      type: 'relationship',
      relationTo: 'stylists',
      hasMany: true,
      admin: { condition: (data) => data?.kind === 'stylist' || data?.kind === 'combination' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          label: 'Offer code',
          admin: { description: 'What a client quotes when she books.' },
        },
        { name: 'discountPercent', type: 'number', min: 0, max: 100, label: 'Discount (%)' },
        { name: 'amountOffPounds', type: 'number', min: 0, label: 'Amount off (£)' },
        {
          name: 'priceFromPounds',
          type: 'number',
          min: 0,
          label: 'Price from (£)',
          admin: { description: '"Colour & cut from £…"' },
        },
      ],
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: false,
      label: 'Switched on',
      admin: {
        position: 'sidebar',
        description:
          'Untick to take the offer down at once, whatever its dates. A published offer shows only while this is ticked.',
      },
    },
    {
      name: 'smsVariant',
      type: 'checkbox',
      defaultValue: false,
      label: 'Also a text-message page',
      admin: {
        position: 'sidebar',
        description: "A copy at /sms/ followed by the offer's address, for links sent by text.",
      },
    },
    {
      name: 'startDate',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'endDate',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
  ],
}

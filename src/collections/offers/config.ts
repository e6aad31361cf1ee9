import type { CollectionConfig, FieldHook } from 'payload'

import { publishedOnlyForVisitors } from '@/access/drafts'

import { liveOffers } from '@/access/public-filters'
import { isStaff, publicContentAccess, staffOnly } from '@/access/roles'
import { offerStatus, offerStatusText } from '@/content/offer-rules'
import { offerWorldOf, ruleOfferOf } from '@/content/offer-world.server'
import type { Offer } from '@/payload-types'
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

/**
 * "On the site": the offer's status in words ("Live", "Callum has left", "Ended 30 November
 * 2026"…), from the same rule as the site (offerStatus), the stylists and Site settings.
 * Worked out on reading, for staff only; the site's own reads skip it.
 */
const liveStatusText: FieldHook = async ({ data, req }) => {
  const doc = data as Partial<Offer> | undefined
  // A read that left out the fields the rule needs (a `select`) has nothing to go on.
  if (!isStaff(req) || !doc || doc.endDate === undefined || doc.kind === undefined) return undefined
  const status = offerStatus(ruleOfferOf(doc as Offer), await offerWorldOf(req), new Date())
  return offerStatusText(status)
}

export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'liveStatus', 'kind', 'active', 'startDate', 'endDate', '_status'],
    preview: (doc) => previewUrl('offers', doc?.slug as string | undefined),
    group: 'Offers',
    description:
      'An offer shows on the site while it is switched on, has started and has not ended, unless "Hide all offers" is ticked in Site settings or a stylist it names has left or is not taking new clients. "On the site" says which.',
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
      name: 'liveStatus',
      type: 'text',
      label: 'On the site',
      // Not stored: worked out on every read, so it follows the stylists and Site settings.
      virtual: true,
      access: { read: ({ req }) => isStaff(req), create: () => false, update: () => false },
      hooks: { afterRead: [liveStatusText] },
      admin: {
        readOnly: true,
        position: 'sidebar',
        disableListFilter: true,
        disableBulkEdit: true,
        description:
          'Live, or why visitors do not see this offer: from its switch and dates, its stylists and Site settings.',
      },
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

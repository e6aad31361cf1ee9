import type { CollectionConfig } from 'payload'

import { publishedOnlyForVisitors } from '@/access/drafts'
import { publicContentAccess, publishedOrStaff, staffOnly } from '@/access/roles'
import { refuseFuturePublish, scheduledDrafts } from '@/fields/dated-publishing'
import { httpsUrl } from '@/fields/link'
import { placeholderText, placeholderTextarea } from '@/fields/placeholder-text'
import { slugField } from '@/fields/slug'
import { onTheSiteField } from '@/fields/publish-state-field'

export const NewsItems: CollectionConfig = {
  slug: 'news-items',
  labels: { singular: 'News item', plural: 'News items' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'link', 'onTheSite'],
    group: 'Content',
    description: 'The newest four appear on the home page, three on the link pages.',
  },
  defaultSort: '-date',
  access: { ...publicContentAccess, read: publishedOrStaff, readVersions: staffOnly },
  hooks: {
    beforeOperation: [publishedOnlyForVisitors],
    beforeChange: [refuseFuturePublish('news item')],
  },
  // Like blog posts: drafts, and publishing at a chosen time.
  versions: { ...scheduledDrafts, maxPerDoc: 25 },
  fields: [
    onTheSiteField,
    // Placeholders such as {brand} and {offer:extensions} (an offer's saving: the item then shows
    // only while that offer is on the site); a typed saving or price is refused.
    placeholderText('title', { required: true }),
    slugField('title'),
    placeholderTextarea('body', { required: true }),
    {
      name: 'link',
      type: 'text',
      // A path on this site or a full https:// address; anything else would be a broken card.
      validate: (value: unknown) =>
        !value || (typeof value === 'string' && /^\/[^\s]*$/.test(value)) || httpsUrl(value),
      admin: {
        description: 'Where the card leads: /offers, /blog/some-post or a full https:// address.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'alt', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', required: true },
        {
          name: 'date',
          type: 'date',
          required: true,
          admin: {
            date: { pickerAppearance: 'dayOnly' },
            description:
              'A later day? Save a draft, then choose “Schedule publish” (the arrow beside Publish) and pick that day.',
          },
        },
      ],
    },
  ],
}

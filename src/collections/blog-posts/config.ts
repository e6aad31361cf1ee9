import type { CollectionConfig } from 'payload'

import { publishedOnlyForVisitors } from '@/access/drafts'

import { publicContentAccess, publishedOrStaff, staffOnly } from '@/access/roles'
import { refuseFuturePublish, scheduledDrafts } from '@/fields/dated-publishing'
import { previewUrl } from '@/preview/preview-url'
import { slugField } from '@/fields/slug'
import { onTheSiteField } from '@/fields/publish-state-field'

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'date', 'onTheSite'],
    group: 'Content',
    preview: (doc) => previewUrl('blog-posts', doc?.slug as string | undefined),
  },
  defaultSort: '-date',
  access: { ...publicContentAccess, read: publishedOrStaff, readVersions: staffOnly },
  hooks: {
    beforeOperation: [publishedOnlyForVisitors],
    beforeChange: [refuseFuturePublish('post')],
  },
  // Drafts: staff save and preview changes; the site shows a change when it is published, or at
  // the time they schedule.
  versions: { ...scheduledDrafts, maxPerDoc: 25 },
  fields: [
    onTheSiteField,
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'featured',
      type: 'checkbox',
      label: 'Show in the home page’s news',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'The post then appears among the news cards, by its date.',
      },
    },
    { name: 'body', type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        {
          name: 'alt',
          type: 'text',
          admin: { description: 'Empty: the image’s own description.' },
        },
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

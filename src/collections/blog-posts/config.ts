import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'
import { slugField } from '@/fields/slug'

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'author', 'date'], group: 'Content' },
  defaultSort: '-date',
  access: publicContentAccess,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'body', type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'alt', type: 'text', admin: { description: 'Empty: the image’s own description.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', required: true },
        { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { publicContentAccess, publishedOrStaff } from '@/access/roles'
import { pageBlocks } from '@/blocks'
import { scheduledDrafts } from '@/fields/dated-publishing'
import { actionsField } from '@/fields/link'
import { PRICE_PLACEHOLDER_HELP } from '@/content/placeholders'
import { placeholderText, placeholderTextarea } from '@/fields/placeholder-text'
import { previewUrl } from '@/preview/preview-url'

import { keepHome, refuseUnknownBlocks, validPageSlug } from './guards'
import { onTheSiteField } from '@/fields/publish-state-field'

/**
 * Every text page of the site (home, salon, men, policies, notices, …) and any page staff add:
 * a title band and a list of blocks. Drafts, preview and scheduled publishing; a page that is
 * unpublished disappears and its address goes to the home page.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'onTheSite', 'updatedAt'],
    group: 'Content',
    description:
      'The site’s text pages. Write {brand}, {town} and the other placeholders to use Site settings, and {from:mensCut}, {from:Men}… for a price worked out from the price list (never type one).',
    preview: (doc) => previewUrl('pages', doc?.slug as string | undefined),
    listSearchableFields: ['title', 'slug'],
    pagination: { defaultLimit: 50 },
  },
  defaultSort: 'title',
  access: { ...publicContentAccess, read: publishedOrStaff },
  versions: { ...scheduledDrafts, maxPerDoc: 50 },
  hooks: { beforeOperation: [refuseUnknownBlocks], beforeDelete: [keepHome] },
  fields: [
    onTheSiteField,
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'Also the browser tab title unless set below.' },
    },
    {
      name: 'slug',
      type: 'text',
      label: 'Web address',
      required: true,
      unique: true,
      index: true,
      validate: validPageSlug,
      admin: {
        position: 'sidebar',
        description: 'The page’s address: /policies for "policies". "home" is the home page.',
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Title band',
          name: 'hero',
          fields: [
            {
              name: 'style',
              type: 'select',
              defaultValue: 'standard',
              options: [
                { label: 'Standard', value: 'standard' },
                { label: 'Large photo (home page)', value: 'large' },
              ],
            },
            placeholderText('eyebrow', { description: 'Small text above the title.' }),
            placeholderText('heading', { description: 'Empty: the page title.' }),
            placeholderTextarea('lede', {
              label: 'Introduction',
              description: PRICE_PLACEHOLDER_HELP,
            }),
            { name: 'image', type: 'upload', relationTo: 'media' },
            actionsField(),
          ],
        },
        {
          label: 'Content',
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              blocks: pageBlocks,
              labels: { singular: 'Block', plural: 'Blocks' },
            },
          ],
        },
        {
          label: 'Search engines',
          name: 'meta',
          fields: [
            placeholderText('title', { description: 'Empty: the page title.' }),
            placeholderTextarea('description', {
              description: 'One or two sentences shown in search results.',
            }),
            {
              name: 'noindex',
              type: 'checkbox',
              label: 'Keep out of search results (e.g. a private thank-you page)',
            },
          ],
        },
      ],
    },
  ],
}

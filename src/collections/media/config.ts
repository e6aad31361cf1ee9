import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access/roles'

/** Where uploads are stored (MEDIA_DIR, default ./media). */
export const mediaDir = () => path.resolve(process.cwd(), process.env.MEDIA_DIR ?? 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: publicContentAccess,
  upload: {
    // Local storage by default, outside the source tree.
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describe the image for people who cannot see it.' },
    },
  ],
}

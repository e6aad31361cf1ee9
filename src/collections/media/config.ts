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
      // The upload drawer's only field: its label says what it is for, not just "Alt".
      label: 'Description for people who cannot see the image (alt text)',
      type: 'text',
      required: true,
      admin: {
        description:
          'What the photo shows, in a sentence, as a screen reader will read it out (e.g. "Balayage in warm caramel tones on long wavy hair"). Search engines read it too.',
      },
    },
  ],
}

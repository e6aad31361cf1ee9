import path from 'node:path'

import type { CollectionConfig, ImageSize } from 'payload'

import { publicContentAccess } from '@/access/roles'

import { cleanUploadedPhoto } from './clean-photo.server'

/** Where uploads are stored (MEDIA_DIR, default ./media). */
export const mediaDir = () => path.resolve(process.cwd(), process.env.MEDIA_DIR ?? 'media')

/**
 * The widths the site draws images at, made when an image is uploaded or seeded so that no
 * visitor waits for a resize (ADR 033): from a 48 px avatar on a phone's 3× screen to a banner on
 * a wide one, in steps close enough that a phone's 2× or 3× screen is sent little more than it
shows. WebP at the quality next/image used (AVIF is smaller but several times slower to make). An image narrower than a width gets a WebP
 * copy at its own width (never enlarged), so every size exists and the original is never sent.
 */
export const IMAGE_WIDTHS = [128, 256, 384, 512, 768, 1024, 1536, 1920] as const

export const imageSizes: ImageSize[] = IMAGE_WIDTHS.map((width) => ({
  name: `w${width}`,
  width,
  withoutEnlargement: true,
  formatOptions: { format: 'webp', options: { quality: 75, effort: 4 } },
}))

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: publicContentAccess,
  // Each upload is re-encoded without its metadata, checked for size and named safely (ADR 042).
  hooks: { beforeOperation: [cleanUploadedPhoto] },
  upload: {
    // Local storage by default, outside the source tree.
    staticDir: mediaDir(),
    // What the browser's file picker offers; what is kept is decided from the bytes (ADR 042).
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    focalPoint: true,
    imageSizes,
    // The admin's list shows the smallest copy, not the full-size upload.
    adminThumbnail: 'w320',
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

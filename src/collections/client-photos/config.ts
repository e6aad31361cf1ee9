// Her photos for a price to confirm (issue 48, ADR 052): personal data, never in the public media
// library. Stored outside the public media folder (or under a private prefix in S3), served only
// by Payload's file route after the same check as their request — a signed-out visitor, another
// salon's front desk or another stylist gets nothing — with `Cache-Control: private, no-store`,
// and each opening by staff written to the audit log. Only the server writes them, already made
// anew by src/confirm/photos.server.ts.
import path from 'node:path'

import type { CollectionConfig, Where } from 'payload'

import { editors, nobody } from '@/access/roles'
import { mediaDir } from '@/collections/media/config'

import { requestScope, userOf } from '../confirmation-requests/access'
import { logPhotoOpened } from './log-opened'

/** Where her photos are kept: PRIVATE_MEDIA_DIR, else a folder beside the public media's. */
export const privateMediaDir = () =>
  path.resolve(
    process.cwd(),
    process.env.PRIVATE_MEDIA_DIR ?? path.join(path.dirname(mediaDir()), 'private-media'),
  )

const sentPhoto: Where = { sent: { equals: true } }

export const ClientPhotos: CollectionConfig = {
  slug: 'client-photos',
  labels: { singular: 'Client photo', plural: 'Client photos' },
  // Seen inside their request only (src/confirm/admin/request-view.tsx).
  admin: { hidden: true, group: 'Clients' },
  access: {
    read: ({ req }) => requestScope(userOf(req), sentPhoto),
    create: nobody,
    update: nobody,
    delete: editors,
  },
  upload: {
    staticDir: privateMediaDir(),
    mimeTypes: ['image/jpeg'],
    // No copies: the one clean JPEG is all that is kept.
    imageSizes: [],
    // Never kept by a browser or a shared cache.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('X-Robots-Tag', 'noindex')
    },
    handlers: [logPhotoOpened],
  },
  fields: [
    { name: 'request', type: 'relationship', relationTo: 'confirmation-requests', index: true },
    // Copied from the request, so that the file route's check needs no join.
    { name: 'salon', type: 'relationship', relationTo: 'salons', index: true },
    { name: 'stylist', type: 'relationship', relationTo: 'stylists', index: true },
    { name: 'sent', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      options: [
        { label: 'Her hair now, from the front', value: 'front' },
        { label: 'Her hair now, from the back', value: 'back' },
        { label: 'The result she wants', value: 'wanted' },
        { label: 'With her answer', value: 'reply' },
      ],
    },
  ],
}

import type { GlobalConfig } from 'payload'

import { publicGlobalAccess } from '@/access/roles'
import { httpsUrl } from '@/fields/link'

const url = { name: 'url', type: 'text', required: true, validate: httpsUrl } as const

export const StoreData: GlobalConfig = {
  slug: 'store-data',
  label: 'Online shop page',
  admin: { group: 'Content' },
  access: publicGlobalAccess,
  fields: [
    {
      name: 'banners',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', required: true },
        url,
      ],
    },
    {
      name: 'tiles',
      type: 'array',
      labels: { singular: 'Brand tile', plural: 'Brand tiles' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        {
          type: 'row',
          fields: [
            { name: 'brand', type: 'text', required: true },
            { name: 'title', type: 'text', required: true },
          ],
        },
        { name: 'description', type: 'textarea' },
        url,
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { hasRole, ownersOnly, ownersOnlyField, staffRoles } from '@/access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Settings' },
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000 },
  access: {
    read: ({ req }) => {
      if (!req.user) return false
      if (hasRole(req.user as never, 'owner')) return true
      return { id: { equals: req.user.id } }
    },
    create: ownersOnly,
    update: ({ req }) => {
      if (!req.user) return false
      if (hasRole(req.user as never, 'owner')) return true
      return { id: { equals: req.user.id } }
    },
    delete: ownersOnly,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['front-desk'],
      saveToJWT: true,
      options: staffRoles.map((r) => ({ label: r.replace('-', ' ').replace(/^./, (c) => c.toUpperCase()), value: r })),
      access: { create: ownersOnlyField, update: ownersOnlyField },
    },
  ],
}

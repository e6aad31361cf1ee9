import type { CollectionConfig, Field, FieldHook, GlobalConfig } from 'payload'

import { isStaff } from '@/access/roles'

// Versions with their author (ADR 014): every save — a restore included — keeps a version, and
// each version carries who made it, so the version history answers "who changed this price?".

type Staff = { name?: string | null; email?: string | null } | null | undefined

/** Set on every save from the signed-in user; whatever a request sends is ignored. */
const stampAuthor: FieldHook = ({ req }) => {
  const user = req.user as Staff
  if (!user) return 'The system (import or script)'
  return user.name && user.email ? `${user.name} (${user.email})` : (user.name ?? user.email ?? '')
}

export const updatedByField: Field = {
  name: 'updatedBy',
  type: 'text',
  label: 'Last changed by',
  // Staff names are not public, even though the content they change is.
  access: { read: ({ req }) => isStaff(req) },
  hooks: { beforeChange: [stampAuthor] },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Set on every save. Earlier versions: "Versions" above.',
  },
}

/** How many versions of one document (or global) are kept. */
export const VERSIONS_KEPT = 50

export const withHistory = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  versions: collection.versions || { maxPerDoc: VERSIONS_KEPT },
  fields: [...collection.fields, updatedByField],
})

export const globalWithHistory = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  versions: global.versions || { max: VERSIONS_KEPT },
  fields: [...global.fields, updatedByField],
})

import type { CollectionConfig, Field, FieldHook, GlobalConfig } from 'payload'

import { isStaff } from '@/access/roles'

import { signedInAccount } from './staff-account'
import { staffLabel } from './staff-label'

// Versions with their author (ADR 014): every save — a restore included — keeps a version, and
// each version carries who made it, so the version history answers "who changed this price?".

/** Set on every save from the signed-in account; whatever a request sends is ignored. */
const stampAuthor: FieldHook = async ({ req }) => {
  const account = await signedInAccount(req)
  return account ? staffLabel(account) : 'The system (import or script)'
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

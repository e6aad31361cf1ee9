import type { CollectionBeforeChangeHook, CollectionConfig, DateField, Field } from 'payload'

import { neverField } from '@/access/roles'

import { serverField } from './server-state'

// When a record was made and last changed are the server's facts: retention erases by
// `createdAt`, the front desk's To do list and the dashboard count by it. Nobody writes them —
// not through REST, bulk edits or the admin (field access), and not through our own code acting
// for a signed-in person (the hook) — so a record can be neither backdated to be erased early nor
// future-dated to outlive the retention period (ADR 011). Seeding and the server's own jobs,
// which act for nobody, still may (the demo's history is dated back).

/** Payload's own timestamp fields, as it adds them, with no role allowed to write them. */
const timestamp = (name: 'createdAt' | 'updatedAt'): DateField => ({
  name,
  type: 'date',
  index: true,
  label: name === 'createdAt' ? 'Created' : 'Last changed',
  access: { create: neverField, update: neverField },
  admin: { disableBulkEdit: true, hidden: true },
})

/** Keeps the stored creation time whatever a signed-in person's request carries. */
export const keepServerTimestamps: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!req.user) return data
  const kept = { ...data }
  delete kept.updatedAt
  if (operation === 'update' && originalDoc?.createdAt) kept.createdAt = originalDoc.createdAt
  else delete kept.createdAt
  return kept
}

const named = (fields: Field[], name: string) => fields.some((f) => 'name' in f && f.name === name)

/** A collection whose timestamps only the server sets. */
export function serverTimestamps(c: CollectionConfig): CollectionConfig {
  if (c.timestamps === false) return c
  const fields = [...c.fields]
  for (const name of ['updatedAt', 'createdAt'] as const)
    if (!named(fields, name)) fields.push(timestamp(name))
  return {
    ...c,
    fields,
    hooks: {
      ...c.hooks,
      // First, so that the collection's own hooks see the stored time.
      beforeChange: [keepServerTimestamps, ...(c.hooks?.beforeChange ?? [])],
    },
  }
}

/** A date the server keeps (delivery, erasure): shown, never written by a person. */
export const serverDate = <F extends DateField>(field: F): F => serverField(field)

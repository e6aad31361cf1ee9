import type { CollectionBeforeChangeHook, Field } from 'payload'

import { neverField } from '@/access/roles'

// What only the server knows, like a record's dates (./server-dates.ts): whether a client's
// e-mail and text, or the salon's notice of an application, has been sent, which runner is
// sending it, how often it failed and what the provider said. The delivery runner writes these
// with its own statements (src/delivery/claim.server.ts); nobody writes them through REST, bulk
// edits or the admin (field access), nor through our own code acting for a signed-in person (the
// hook). So nobody re-sends a client's messages by setting a status back to "pending", or makes a
// delivered quote read "Failed" on the list and the To do list (ADR 041).

/** A value the server keeps: shown, never written by a person. */
export const serverField = <F extends Field>(field: F): F =>
  ({
    ...field,
    access: { ...('access' in field ? field.access : {}), create: neverField, update: neverField },
    admin: { ...field.admin, readOnly: true, disableBulkEdit: true },
  }) as F

type Row = Record<string, unknown>

const read = (doc: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Row)[key] : undefined),
    doc,
  )

/** A copy of `data` with `path` set to `value` (or removed when `value` is undefined). */
function write(data: Row, path: readonly string[], value: unknown): Row {
  const [key, ...rest] = path
  if (key === undefined) return data
  const out = { ...data }
  if (rest.length === 0) {
    if (value === undefined) delete out[key]
    else out[key] = value
    return out
  }
  const inner = out[key] && typeof out[key] === 'object' ? (out[key] as Row) : {}
  out[key] = write(inner, rest, value)
  return out
}

/**
 * beforeChange: for a request made for a signed-in person, these paths keep their stored values
 * (on a new record: their defaults) whatever the data says. Seeding and the server's own jobs,
 * which act for nobody, are not held back.
 */
export const keepServerValues =
  (paths: readonly (readonly string[])[]): CollectionBeforeChangeHook =>
  ({ data, operation, originalDoc, req }) => {
    if (!req.user) return data
    let kept = data as Row
    for (const path of paths)
      kept = write(kept, path, operation === 'update' ? read(originalDoc, path) : undefined)
    return kept
  }

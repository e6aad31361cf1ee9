import type { Access, CollectionSlug, PayloadRequest, Where } from 'payload'

// Payload's document locks (the payload-locked-documents collection) with its default access
// let any signed-in user make a lock over REST on any document, in anyone's name: the front desk
// could lock a service she may not edit, naming the owner, and every save of it then failed with
// a 423 (ADR 022). What the admin itself does, read in Payload 3.90's source:
//   - it makes and refreshes locks in a server function (@payloadcms/ui's
//     handleFormStateLocking, through `payload.db`), never with a REST POST;
//   - it takes a lock over with `PATCH /cms-api/payload-locked-documents/:id` and the body
//     `{ user: { relationTo, value: <her user> } }`, and lifts her own lock with `DELETE …/:id`
//     (the DocumentInfo provider).
// So over REST: nobody creates a lock; only someone who may edit the locked document takes it
// over, naming herself and changing nothing else; a lock is lifted by its holder or by someone
// who may edit the document. Reading stays as Payload ships it (signed-in staff).

type Relation = { relationTo?: unknown; value?: unknown } | null | undefined
type Lock = { document?: Relation; globalSlug?: string | null; user?: Relation }

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value

async function findLock(req: PayloadRequest, id: number | string): Promise<Lock | null> {
  return (await req.payload.db.findOne({
    collection: 'payload-locked-documents',
    where: { id: { equals: id } },
    req,
  })) as Lock | null
}

/** Whether the signed-in user may update the document or global the lock is on. */
async function mayEditLocked(req: PayloadRequest, lock: Lock): Promise<boolean> {
  if (lock.globalSlug) {
    const global = req.payload.config.globals.find((g) => g.slug === lock.globalSlug)
    const access = global?.access.update
    if (!access) return false
    return (await access({ req })) === true
  }
  const collection = lock.document?.relationTo
  const docId = idOf(lock.document?.value)
  if (typeof collection !== 'string' || (typeof docId !== 'number' && typeof docId !== 'string'))
    return false
  const config = req.payload.collections[collection as CollectionSlug]?.config
  const access = config?.access.update
  if (!config || !access) return false
  const verdict = await access({ req, id: docId as number })
  if (verdict === true) return true
  if (!verdict) return false
  // A query (e.g. "her own account"): the document must be among those it allows.
  const { totalDocs } = await req.payload.count({
    collection: collection as CollectionSlug,
    where: { and: [{ id: { equals: docId } }, verdict as Where] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

const namesRequester = (req: PayloadRequest, user: unknown) => {
  const u = user as Relation
  return (
    Boolean(req.user) &&
    u?.relationTo === req.user!.collection &&
    String(idOf(u?.value)) === String(req.user!.id)
  )
}

export const lockedDocumentsAccess: { create: Access; update: Access; delete: Access } = {
  create: () => false,
  update: async ({ req, id, data }) => {
    if (!req.user || id === undefined) return false
    const changes = Object.keys((data ?? {}) as object)
    if (changes.some((key) => key !== 'user')) return false
    if (!namesRequester(req, (data as Lock | undefined)?.user)) return false
    const lock = await findLock(req, id)
    return lock !== null && (await mayEditLocked(req, lock))
  },
  delete: async ({ req, id }) => {
    if (!req.user || id === undefined) return false
    const lock = await findLock(req, id)
    if (!lock) return false
    return namesRequester(req, lock.user) || (await mayEditLocked(req, lock))
  },
}

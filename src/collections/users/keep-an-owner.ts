import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { hasRole, type StaffRole } from '@/access/roles'

// Someone must always be able to manage staff accounts: the last owner can neither lose the
// owner role nor be deleted (an owner locked out of their own site needs a database edit).
const LAST_OWNER = 'At least one owner must remain: make someone else an owner first.'

async function otherOwners(req: PayloadRequest, id: number | string) {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ roles: { in: ['owner'] } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

type RolesDoc = { roles?: StaffRole[] | null } | undefined

export const keepOwnerOnDemotion: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const wasOwner = hasRole(originalDoc as RolesDoc, 'owner')
  const staysOwner = data.roles === undefined || hasRole(data as RolesDoc, 'owner')
  if (
    operation === 'update' &&
    wasOwner &&
    !staysOwner &&
    (await otherOwners(req, originalDoc.id)) === 0
  ) {
    throw new APIError(LAST_OWNER, 400, null, true)
  }
  return data
}

export const keepOwnerOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (hasRole(doc as RolesDoc, 'owner') && (await otherOwners(req, id)) === 0) {
    throw new APIError(LAST_OWNER, 400, null, true)
  }
}

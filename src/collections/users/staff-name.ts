// A member of staff's name is what the follow-up history, "Answered by" and "Last changed by"
// show for her (ADR 041). So it is a name by the rule clients' names follow (src/forms/fields.ts),
// no two accounts share one however it is typed, and only an owner sets it: the front desk
// cannot rename herself "Demo Owner" and have her next follow-up read as the owner's.
import {
  APIError,
  type CollectionBeforeOperationHook,
  type FieldHook,
  type TextFieldSingleValidation,
} from 'payload'

import { hasRole, type StaffRole } from '@/access/roles'
import { cleanName, nameProblem, staffNameWords } from '@/forms/fields'

export const OWNERS_NAME_STAFF =
  'Only an owner can change a member of staff’s name. Ask an owner if yours needs changing.'
export const NAME_TAKEN =
  'Another member of staff already has this name. Add a surname or an initial so that the history can tell you apart.'
export const NAME_REQUIRED = 'Please enter the name she goes by at the salon.'

/**
 * What two names share when they read as the same name: letters and digits only, without case,
 * accents, spaces or punctuation ("Demo Owner", "demo  owner.", "Démo Owner", "Ｄｅｍｏ Ｏｗｎｅｒ").
 */
export function nameKey(name: string): string {
  const clean = cleanName(name)
  const key = clean
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-GB')
    .replace(/[^\p{L}\p{N}]/gu, '')
  return key || clean
}

type Staff = { id?: number | string; name?: string | null; roles?: StaffRole[] | null }

/**
 * beforeOperation (update): a name that differs from her account's is refused for anyone but an
 * owner (a 403 in words; the field's own access would drop it without a word). The admin sends
 * her name unchanged with every save of her account, which passes.
 */
export const onlyOwnersRename: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const user = req.user as Staff | null
  if (operation !== 'update' || !user || hasRole(user, 'owner')) return args
  const data = (args as { data?: { name?: unknown } }).data
  if (!data || data.name === undefined) return args
  const stored = user.name ?? ''
  if (data.name === stored || (typeof data.name === 'string' && cleanName(data.name) === stored))
    return args
  throw new APIError(OWNERS_NAME_STAFF, 403, null, true)
}

export const cleanStaffName: FieldHook = ({ value }) =>
  typeof value === 'string' ? cleanName(value) : value

/** A name, by the clients' rule, that no other account has (compared by nameKey). */
export const validateStaffName: TextFieldSingleValidation = async (
  value,
  { id, previousValue, req },
) => {
  if (typeof value !== 'string' || cleanName(value) === '') return NAME_REQUIRED
  if (value === previousValue) return true
  const problem = nameProblem(value, staffNameWords)
  if (problem) return problem
  const others = await req.payload.find({
    collection: 'users',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { name: true },
    where: id != null ? { id: { not_equals: id } } : undefined,
  })
  const key = nameKey(value)
  return others.docs.some((u) => typeof u.name === 'string' && nameKey(u.name) === key)
    ? NAME_TAKEN
    : true
}

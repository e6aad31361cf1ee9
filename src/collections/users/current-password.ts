import {
  APIError,
  incrementLoginAttempts,
  ValidationError,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type FieldHook,
} from 'payload'

import { ACCOUNT_PAUSED } from '@/security/login'
import { passwordMatches } from '@/security/password-hash.server'

// Changing one's own e-mail address or password needs the current password (ADR 022): a
// session left open on a shared salon computer, or a stolen cookie, must not be enough to take
// the account over. An owner changing another member of staff's account, the reset-password
// link and our own server code (the local API) need none.

export const CURRENT_PASSWORD_HELP = 'Needed to change your e-mail address or password.'
export const CURRENT_PASSWORD_MISSING =
  'Enter your current password to change your e-mail address or password.'
export const CURRENT_PASSWORD_WRONG = 'That is not your current password.'
export const ONE_ACCOUNT_AT_A_TIME = 'Change e-mail addresses and passwords one account at a time.'
/** Instead of "Value must be unique": it does not confirm that the address has an account. */
export const EMAIL_NOT_USABLE = 'This e-mail address cannot be used for a staff account.'

type Data = { email?: unknown; password?: unknown; currentPassword?: unknown }
type Stored = {
  id: number
  email?: string
  salt?: string
  hash?: string
  loginAttempts?: number | null
  lockUntil?: string | null
}

const refuse = (message: string) =>
  new ValidationError({ collection: 'users', errors: [{ message, path: 'currentPassword' }] })

const normalEmail = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '')

/**
 * beforeOperation (update): her own e-mail address or password changes only with her current
 * password, checked against the stored hash. A wrong one counts towards the account's sign-in
 * lock, as a failed sign-in does.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.payloadAPI === 'local' || !req.user) return args
  const { id, data } = args as { id?: number | string; data?: Data }
  if (!data) return args
  // Anything but nothing counts as a new password (the password rule refuses what is not one).
  const newPassword = data.password !== undefined && data.password !== null && data.password !== ''
  const newEmail =
    typeof data.email === 'string' && normalEmail(data.email) !== normalEmail(req.user.email)
  const currentPassword = data.currentPassword
  delete data.currentPassword
  if (id === undefined) {
    // A bulk update (PATCH /cms-api/users?where=…) could include her own account.
    if (newPassword || typeof data.email === 'string')
      throw new APIError(ONE_ACCOUNT_AT_A_TIME, 400, null, true)
    return args
  }
  if (String(id) !== String(req.user.id) || req.user.collection !== 'users') return args
  if (!newPassword && !newEmail) return args

  if (typeof currentPassword !== 'string' || currentPassword === '')
    throw refuse(CURRENT_PASSWORD_MISSING)
  const stored = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: req.user.id } },
    req,
  })) as Stored | null
  if (!stored) throw refuse(CURRENT_PASSWORD_WRONG)
  if (stored.lockUntil && new Date(stored.lockUntil).getTime() > Date.now())
    throw refuse(ACCOUNT_PAUSED)
  if (await passwordMatches(currentPassword, stored.salt, stored.hash)) return args
  await incrementLoginAttempts({
    collection: req.payload.collections.users.config,
    payload: req.payload,
    user: { ...stored, collection: 'users' } as never,
  })
  throw refuse(CURRENT_PASSWORD_WRONG)
}

/** The field is never stored; nothing is ever read back from it. */
export const neverShown: FieldHook = () => undefined

/**
 * afterError: a taken e-mail address (Payload's "Value must be unique" from the database on an
 * update, or "already registered" on a create) is answered with a message that does not say
 * the address has an account. Still a 400 on the e-mail field.
 */
export const hideTakenEmail: CollectionAfterErrorHook = ({ error, req, result }) => {
  type Detail = { path?: unknown; message?: unknown }
  const taken = new Set<unknown>([
    'Value must be unique',
    req.t('error:valueMustBeUnique'),
    req.t('error:userEmailAlreadyRegistered'),
  ])
  const reword = (details: Detail[] | undefined) => {
    let found = false
    for (const d of details ?? [])
      if (d.path === 'email' && taken.has(d.message)) {
        d.message = EMAIL_NOT_USABLE
        found = true
      }
    return found
  }
  const found = reword((error as { data?: { errors?: Detail[] } }).data?.errors)
  const response = result as { errors?: { data?: { errors?: Detail[] } }[] } | undefined
  for (const e of response?.errors ?? [])
    if (reword(e.data?.errors)) return { response: response as Record<string, unknown> }
  return found && response ? { response: response as Record<string, unknown> } : undefined
}

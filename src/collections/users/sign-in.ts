import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { clientAddress } from '@/security/client-address'
import { passwordMatches } from '@/security/password-hash.server'
import { demoPasswordsAllowed, staffPasswordProblem } from '@/security/passwords'
import { consume, consumeAll, forget, giveBack } from '@/security/rate-limits.server'

import { sendSignInLink } from './sign-in-link.server'

const pbkdf2Async = promisify(pbkdf2)

// Payload's current password hash (pbkdf2-sha256-v1: 600,000 iterations, 32 bytes). Signing in
// with an unknown e-mail address does the same work, so the answer's timing does not tell
// whether an account exists.
const HASH_ITERATIONS = 600_000
const HASH_BYTES = 32
const dummySalt = randomBytes(32).toString('hex')

const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/**
 * A refused password, in the rule's own words. Payload's ValidationError would head the admin's
 * message with "The following field is invalid: password", which the reset page shows alone;
 * this error's message is the sentence, and its data still marks the password box.
 */
class PasswordRuleError extends APIError {
  constructor(problem: string) {
    super(
      problem,
      400,
      { collection: 'users', errors: [{ path: 'password', message: problem }] },
      true,
    )
  }
}

/**
 * Every way a password is set (create, change, reset by e-mail, the first owner) meets the
 * staff password rule; the demo password only where demo passwords are allowed.
 */
export const enforcePasswordRule: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown } }).data
  if (data?.password === undefined || data.password === null) return args
  const problem = staffPasswordProblem(data.password, { allowDemo: demoPasswordsAllowed() })
  if (problem) throw new PasswordRuleError(problem)
  return args
}

type Account = {
  id: number
  email?: string
  name?: string
  salt?: string
  hash?: string
  lockUntil?: string | null
}

const isPaused = (user: Account) =>
  Boolean(user.lockUntil && new Date(user.lockUntil).getTime() > Date.now())

/**
 * Sign-in attempts are counted per connection before Payload looks at the account: after
 * LOGIN_ATTEMPTS_PER_ADDRESS failures at one account (or more across accounts) that connection
 * is paused with a 429, so guessing from one address can never lock the account for its owner.
 * Unknown, known and paused accounts get the same answers and cost the same work: one password
 * hash each (Payload's own, a dummy one, or the check below). A paused account's right password
 * does not sign in (Payload refuses it, in the same words as a wrong one) but e-mails its owner
 * a one-time sign-in link, after the answer (ADR 043). Password-reset requests are limited per
 * connection too (each one sends an e-mail).
 */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'forgotPassword') {
    const verdict = await consume(req.payload, 'passwordReset', clientAddress(req.headers))
    if (!verdict.ok) throw new APIError(verdict.message, 429, null, true)
    return args
  }
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = emailOf(data)
  const address = clientAddress(req.headers)
  const verdict = await consumeAll(req.payload, [
    ['loginAnyAccount', address],
    ['login', email ? `${address} ${email}` : null],
  ])
  if (!verdict.ok) throw new APIError(verdict.message, 429, null, true)
  if (email && typeof data?.password === 'string' && data.password.trim() !== '') {
    const user = await req.payload.db.findOne({
      collection: 'users',
      where: { email: { equals: email } },
      req,
    })
    if (!user) await pbkdf2Async(data.password, dummySalt, HASH_ITERATIONS, HASH_BYTES, 'sha256')
    else if (isPaused(user as Account)) {
      const account = user as Account
      if (await passwordMatches(data.password, account.salt, account.hash)) {
        // Not awaited: whether a link goes out must not show in the answer or its timing.
        void sendSignInLink(req.payload, account, address).catch((err: unknown) =>
          req.payload.logger.error({ err, msg: 'Could not send a sign-in link' }),
        )
      }
    }
  }
  return args
}

/** A successful sign-in was not a failure: its connection's count for the account is cleared. */
export const clearSignInFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  const address = clientAddress(req.headers)
  await forget(req.payload, 'login', `${address} ${emailOf(user)}`)
  await giveBack(req.payload, 'loginAnyAccount', address)
}

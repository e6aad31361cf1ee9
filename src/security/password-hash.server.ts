// Payload's stored staff password hashes, checked as its own sign-in does. One function for every
// check the app makes itself: her current password (src/collections/users/current-password.ts)
// and the refusal to start with demo passwords (demo-passwords.server.ts).
import 'server-only'

import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

// Payload's password hashes, as its local strategy reads them (payload/dist/auth/strategies/
// local/authenticate.js and generatePasswordSaltHash.js, which Payload does not export): the
// current "pbkdf2-sha256-v1:" format and the legacy one it still accepts.
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

/** Whether `password` is the one Payload stored as `salt` and `hash`. */
export async function passwordMatches(
  password: string,
  salt: unknown,
  hash: unknown,
): Promise<boolean> {
  if (typeof salt !== 'string' || typeof hash !== 'string' || !salt || !hash) return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const stored = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const derived = await pbkdf2Async(
    password,
    salt,
    current ? 600_000 : 25_000,
    current ? 32 : 512,
    'sha256',
  )
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}

// A production server refuses to start while a staff account can still be opened with a demo
// password (the README prints it for everyone). The demo itself says DEMO_MODE=1.
import 'server-only'

import type { Payload } from 'payload'

import { passwordMatches } from './password-hash.server'
import { demoPasswords, demoPasswordsAllowed } from './passwords'

/** E-mail addresses of staff accounts whose password is a demo password. */
export async function accountsWithDemoPasswords(payload: Payload): Promise<string[]> {
  const { docs } = await payload.db.find<{ email: string; salt?: string; hash?: string }>({
    collection: 'users',
    limit: 0,
    pagination: false,
  })
  const found: string[] = []
  for (const user of docs) {
    if (!user.salt || !user.hash) continue
    for (const password of demoPasswords()) {
      if (await passwordMatches(password, user.salt, user.hash)) {
        found.push(user.email)
        break
      }
    }
  }
  return found
}

/** Throws (the server then exits) when production staff could still sign in with a demo password. */
export async function refuseDemoPasswords(payload: Payload) {
  if (demoPasswordsAllowed()) return
  const accounts = await accountsWithDemoPasswords(payload)
  if (accounts.length === 0) return
  throw new Error(
    `Refusing to start: ${accounts.join(', ')} still ${accounts.length === 1 ? 'has' : 'have'} the public demo password. ` +
      'Set a private password for each (npm run staff:password -- <e-mail>), or run a demo with DEMO_MODE=1.',
  )
}

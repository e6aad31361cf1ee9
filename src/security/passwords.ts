// The rule for staff passwords, for every way one is set (creating an account, changing it,
// resetting it by e-mail, the first owner at installation): at least 12 characters, not one
// of the passwords guessing tools try first, and — outside the demo — not the demo password.
import { commonPasswords, commonStems } from './common-passwords'

type Env = Record<string, string | undefined>

export const MIN_STAFF_PASSWORD_LENGTH = 12
export const MAX_STAFF_PASSWORD_LENGTH = 256

/** The password printed in the README for the demo logins. */
export const DEMO_PASSWORD_DEFAULT = 'willow-wren-demo'

/** The demo (npm run demo, the tests' production builds) says so explicitly with DEMO_MODE=1. */
export const isDemoMode = (env: Env = process.env) =>
  env.DEMO_MODE === '1' || env.DEMO_MODE === 'true'

/** Demo passwords are fine in development, tests and the demo; never in a real production. */
export const demoPasswordsAllowed = (env: Env = process.env) =>
  env.NODE_ENV !== 'production' || isDemoMode(env)

/** The passwords the demo seeds: the public default and any DEMO_ADMIN_PASSWORD chosen. */
export const demoPasswords = (env: Env = process.env) =>
  [DEMO_PASSWORD_DEFAULT, env.DEMO_ADMIN_PASSWORD].filter((p): p is string => Boolean(p))

/** A problem with `password` as a staff password, in words for staff, or null when it is fine. */
export function staffPasswordProblem(
  password: unknown,
  opts: { allowDemo?: boolean } = {},
): string | null {
  if (typeof password !== 'string' || password.length === 0) return 'Enter a password.'
  if ([...password].length < MIN_STAFF_PASSWORD_LENGTH)
    return `Use at least ${MIN_STAFF_PASSWORD_LENGTH} characters for a staff password (a few words together are easy to remember).`
  if (password.length > MAX_STAFF_PASSWORD_LENGTH)
    return `Use at most ${MAX_STAFF_PASSWORD_LENGTH} characters.`
  if (password === DEMO_PASSWORD_DEFAULT && !opts.allowDemo)
    return 'That is the public demo password: choose your own.'
  const folded = password.toLowerCase().normalize('NFKC')
  if (password !== DEMO_PASSWORD_DEFAULT && commonPasswords.has(folded))
    return 'That password is one of the first that guessing tools try: choose another.'
  // A common word padded with digits and symbols ("Password2024!!", "!!qwerty12345").
  const core = folded.replace(/^[^a-z@]+|[^a-z]+$/g, '')
  if (commonStems.includes(core))
    return 'That password is a common word with numbers added: choose another.'
  if (new Set(folded).size < 5) return 'That password repeats too few characters: choose another.'
  return null
}

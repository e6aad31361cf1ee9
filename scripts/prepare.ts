/**
 * Prepares the database: writes a local .env with a private secret on first run, applies
 * the committed migrations, and seeds the demo content into an empty database.
 * Usage: npx tsx scripts/prepare.ts [--no-seed]
 *
 * Staff accounts: in development, in the tests and in the demo (DEMO_MODE=1) the seed creates
 * the three demo logins with the public demo password. In production (NODE_ENV=production
 * without DEMO_MODE) it never does: it creates one owner, OWNER_EMAIL, with the password in
 * OWNER_PASSWORD or typed at the prompt, and refuses a short, common or demo password.
 */
// First: loads lexical without its top-level-await wrappers (they made this exit 13 now and then).
import './lib/lexical-without-tla.mjs'
// Then: lets the server's modules, which import 'server-only', load outside Next.js (ADR 037).
import './lib/allow-server-only.mjs'
import { randomBytes } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'

import type { StaffAccount } from '../src/seed/seed.server'

import { askPassword } from './lib/ask-password'

if (!existsSync('.env') && !process.env.PAYLOAD_SECRET) {
  writeFileSync(
    '.env',
    `# Written by scripts/prepare.ts for this machine only. Not committed.\nPAYLOAD_SECRET=${randomBytes(24).toString('base64url')}\n`,
  )
  console.log('• wrote .env with a new PAYLOAD_SECRET')
}

const started = Date.now()
const { env } = await import('../src/env.server')
const { demoPasswordsAllowed, DEMO_PASSWORD_DEFAULT, staffPasswordProblem } =
  await import('../src/security/passwords')
const { addMissingPages, demoUsers, isEmpty, seed } = await import('../src/seed/seed.server')
const { demoStylistEmail } = await import('../src/seed/demo-confirmations')

function fail(message: string): never {
  console.error(`✗ ${message}`)
  process.exit(1)
}

const demo = demoPasswordsAllowed()
const seeding = !process.argv.includes('--no-seed')

/** Who the seed makes staff, decided (and the password asked for) before anything is written. */
async function staffToCreate() {
  if (demo) {
    const password = process.env.DEMO_ADMIN_PASSWORD || DEMO_PASSWORD_DEFAULT
    const problem = staffPasswordProblem(password, { allowDemo: true })
    if (problem) fail(`DEMO_ADMIN_PASSWORD: ${problem}`)
    return demoUsers.map((u): StaffAccount => ({ ...u, roles: [...u.roles], password }))
  }
  const email = process.env.OWNER_EMAIL?.trim().toLowerCase()
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    fail(
      'Production seeding creates one owner account: set OWNER_EMAIL (and OWNER_PASSWORD, or type it at the prompt). The demo logins are never created in production; for a demo, set DEMO_MODE=1.',
    )
  const password =
    process.env.OWNER_PASSWORD ??
    (process.stdin.isTTY
      ? await askPassword(`Password for ${email} (at least 12 characters): `, true)
      : fail('Set OWNER_PASSWORD, or run this in a terminal to type the password.'))
  const problem = staffPasswordProblem(password, { allowDemo: false })
  if (problem) fail(`The owner's password was refused: ${problem}`)
  const name = process.env.OWNER_NAME?.trim() || 'Owner'
  return [{ email, name, roles: ['owner'], password }] satisfies StaffAccount[]
}

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const payload = await getPayload({ config })
await payload.db.migrate()
const applied = await payload.find({
  collection: 'payload-migrations',
  limit: 0,
  pagination: false,
})
console.log(
  `• database ready (${env.DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}), ${applied.totalDocs} migration(s) applied`,
)

let created: StaffAccount[] = []
if (!seeding) {
  console.log('• seeding skipped')
} else if (await isEmpty(payload)) {
  created = await staffToCreate()
  const summary = await seed(payload, {
    staff: created,
    ...(demo ? { stylistPassword: created[0]?.password } : {}),
    log: (m) => console.log(`  … ${m}`),
  })
  console.log(`• seeded demo content in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary)
} else {
  console.log('• database already has content; seed skipped')
  // A site upgraded from before its pages were content gets the standard pages to edit.
  const added = await addMissingPages(payload)
  if (added.length) console.log(`• added the standard pages: ${added.join(', ')}`)
}

if (demo) {
  const password = process.env.DEMO_ADMIN_PASSWORD || DEMO_PASSWORD_DEFAULT
  console.log(`
  Admin: ${env.SITE_URL}/admin
  Demo logins (password "${password}"):
${demoUsers.map((u) => `    ${u.email.padEnd(34)} ${u.roles.join(', ')}`).join('\n')}
    ${demoStylistEmail.padEnd(34)} stylist (confirms her own clients' prices)
`)
} else if (created.length) {
  console.log(`
  Admin: ${env.SITE_URL}/admin
  Owner: ${created.map((u) => u.email).join(', ')} (with the password you chose)
`)
}
process.exit(0)

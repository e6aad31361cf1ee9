/**
 * Prepares the database: writes a local .env with a private secret on first run, applies
 * the committed migrations, and seeds the demo content into an empty database.
 * Usage: npx tsx scripts/prepare.ts [--no-seed]
 */
import { randomBytes } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'

if (!existsSync('.env') && !process.env.PAYLOAD_SECRET) {
  writeFileSync(
    '.env',
    `# Written by scripts/prepare.ts for this machine only. Not committed.\nPAYLOAD_SECRET=${randomBytes(24).toString('base64url')}\n`,
  )
  console.log('• wrote .env with a new PAYLOAD_SECRET')
}

const started = Date.now()
const { env } = await import('../src/env.server')
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { DEMO_PASSWORD_DEFAULT, addMissingPages, demoUsers, isEmpty, seed } =
  await import('../src/seed/seed.server')

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

const password = process.env.DEMO_ADMIN_PASSWORD || DEMO_PASSWORD_DEFAULT
if (process.argv.includes('--no-seed')) {
  console.log('• seeding skipped')
} else if (await isEmpty(payload)) {
  const summary = await seed(payload, { password, log: (m) => console.log(`  … ${m}`) })
  console.log(`• seeded demo content in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary)
} else {
  console.log('• database already has content; seed skipped')
  // A site upgraded from before its pages were content gets the standard pages to edit.
  const added = await addMissingPages(payload)
  if (added.length) console.log(`• added the standard pages: ${added.join(', ')}`)
}

console.log(`
  Admin: ${env.SITE_URL}/admin
  Demo logins (password "${password}"):
${demoUsers.map((u) => `    ${u.email.padEnd(34)} ${u.roles.join(', ')}`).join('\n')}
`)
process.exit(0)

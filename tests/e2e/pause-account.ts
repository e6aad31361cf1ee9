/**
 * Test-only: pauses a staff account as ten failed sign-ins from several addresses would (the
 * browser tests all come from one address, whose own limit stops at five). Run by
 * tests/e2e/sign-in-link.spec.ts against the browser tests' database.
 * Usage: npx tsx tests/e2e/pause-account.ts <e-mail>
 */
// First: loads lexical without its top-level-await wrappers (they made scripts exit 13 now and then).
import '../../scripts/lib/lexical-without-tla.mjs'
// Then: lets the server's modules, which import 'server-only', load outside Next.js (ADR 037).
import '../../scripts/lib/allow-server-only.mjs'

const { getPayload } = await import('payload')
const { default: config } = await import('../../src/payload.config')
const { LOCK_MINUTES, MAX_LOGIN_ATTEMPTS } = await import('../../src/security/login')

const email = process.argv[2]
if (!email) {
  console.error('usage: <e-mail>')
  process.exit(2)
}
const payload = await getPayload({ config })
await payload.db.updateOne({
  collection: 'users',
  where: { email: { equals: email.toLowerCase() } },
  data: {
    loginAttempts: MAX_LOGIN_ATTEMPTS,
    lockUntil: new Date(Date.now() + LOCK_MINUTES * 60_000).toISOString(),
  },
})
console.log(`• paused ${email}`)
process.exit(0)

/**
 * Sets a staff member's password from the command line (e.g. to replace a demo password
 * before a production server will start). The password is typed at the prompt or given in
 * STAFF_PASSWORD, and must meet the staff password rule.
 * Usage: npm run staff:password -- owner@example.co.uk
 */
// First: loads lexical without its top-level-await wrappers (they made this exit 13 now and then).
import './lib/lexical-without-tla.mjs'
// Then: lets the server's modules, which import 'server-only', load outside Next.js (ADR 037).
import './lib/allow-server-only.mjs'
import { askPassword } from './lib/ask-password'

const email = process.argv[2]?.trim().toLowerCase()
if (!email) {
  console.error('usage: npm run staff:password -- <e-mail address>')
  process.exit(1)
}
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const payload = await getPayload({ config })
const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } } })
const user = docs[0]
if (!user) {
  console.error(`✗ no staff account ${email}`)
  process.exit(1)
}
const password =
  process.env.STAFF_PASSWORD ??
  (process.stdin.isTTY ? await askPassword(`New password for ${email}: `, true) : '')
try {
  await payload.update({ collection: 'users', id: user.id, data: { password } })
  console.log(`• password changed for ${email}`)
  process.exit(0)
} catch (err) {
  const data = (err as { data?: { errors?: { message: string }[] } }).data
  console.error(`✗ ${data?.errors?.[0]?.message ?? (err as Error).message}`)
  process.exit(1)
}

/**
 * Checks every stored rich text — documents, drafts and kept versions of every collection and
 * global — against what the editor offers (ADR 029), as a save now does, and prints each node
 * that fails. Exits 1 if any does. Run it after upgrading a site from before the check.
 * Usage: npm run check:rich-text
 */
// First: loads lexical without its top-level-await wrappers (they made this exit 13 now and then).
import './lib/lexical-without-tla.mjs'
// Then: lets the server's modules, which import 'server-only', load outside Next.js (ADR 037).
import './lib/allow-server-only.mjs'

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { findRichTextProblems } = await import('../src/fields/rich-text/documents.server')

const payload = await getPayload({ config })
const problems = await findRichTextProblems(payload)
for (const p of problems) {
  const where = p.collection ? `${p.collection} ${p.id}` : `global ${p.global}`
  const version = p.version != null ? ` (version ${p.version})` : ''
  console.log(`✗ ${where}${version} · ${p.field} · ${p.at}: ${p.message}`)
}
console.log(
  problems.length === 0
    ? '• every rich text holds only what the editor offers'
    : `${problems.length} problem${problems.length === 1 ? '' : 's'}: open each document in the admin, fix the text and save`,
)
process.exit(problems.length === 0 ? 0 : 1)

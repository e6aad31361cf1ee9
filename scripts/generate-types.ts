/**
 * Regenerates src/payload-types.ts and the admin import map from the collection config
 * (the payload CLI is unreliable here; see platform notes).
 */
// First: loads lexical without its top-level-await wrappers (they made this exit 13 now and then).
import './lib/lexical-without-tla.mjs'
// Then: lets the server's modules, which import 'server-only', load outside Next.js (ADR 037).
import './lib/allow-server-only.mjs'
import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'

const { default: config } = await import('../src/payload.config')
const sanitized = await config
await generateTypes(sanitized)
await generateImportMap(sanitized, { force: true, log: true })
process.exit(0)

/**
 * Regenerates src/payload-types.ts and the admin import map from the collection config
 * (the payload CLI is unreliable here; see platform notes).
 */
// First: loads lexical without its top-level-await wrappers (they made this exit 13 now and then).
import './lib/lexical-without-tla.mjs'
import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'

const { default: config } = await import('../src/payload.config')
const sanitized = await config
await generateTypes(sanitized)
await generateImportMap(sanitized, { force: true, log: true })
process.exit(0)

/**
 * Creates a migration for BOTH database adapters from the current collection config.
 * Usage: npx tsx scripts/create-migration.ts <name>
 * Needs a PostgreSQL server for the postgres half: POSTGRES_URL=postgres://... (an empty database).
 * The payload CLI sometimes exits 0 without doing anything, so we call the adapter directly
 * and check that files appeared.
 */
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const name = process.argv[2]
const only = process.argv[3] // optional: 'sqlite' | 'postgres'
if (!name) throw new Error('usage: create-migration <name> [sqlite|postgres]')

const target = only ?? (process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite')
if (target === 'sqlite') {
  process.env.DATABASE_URL = `file:${path.join(mkdtempSync(path.join(tmpdir(), 'mig-')), 'm.db')}`
} else {
  if (!process.env.POSTGRES_URL) throw new Error('POSTGRES_URL is required for postgres migrations')
  process.env.DATABASE_URL = process.env.POSTGRES_URL
}

const dir = path.resolve('src/migrations', target)
const before = new Set(readdirSync(dir))
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const payload = await getPayload({ config })
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
const added = readdirSync(dir).filter((f) => !before.has(f))
if (added.length === 0) throw new Error(`no migration written to ${dir}`)
console.log(`${target}: wrote ${added.join(', ')}`)
process.exit(0)

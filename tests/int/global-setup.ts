// Builds one seeded database per test run (a SQLite file, or a PostgreSQL template database),
// so each test file can start from a private copy in milliseconds instead of re-seeding.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    db: { kind: 'sqlite' | 'postgres'; template: string; mediaDir: string; secret: string }
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-int-'))
  const mediaDir = path.join(dir, 'media')
  const secret = 'integration-test-secret-0123456789'
  const pgUrl = process.env.TEST_POSTGRES_URL
  let template: string
  let cleanup = async () => {}

  if (pgUrl) {
    const name = `salon_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: pgUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name}`)
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const u = new URL(pgUrl)
    u.pathname = `/${name}`
    template = u.toString()
    cleanup = async () => {
      const c = new pg.Client({ connectionString: pgUrl })
      await c.connect()
      const dbs = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'salon_%_${process.pid}%'`)
      for (const { datname } of dbs.rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
      await c.end()
    }
  } else {
    template = `file:${path.join(dir, 'template.db')}`
  }

  execFileSync('npx', ['tsx', 'scripts/prepare.ts'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: template, MEDIA_DIR: mediaDir, PAYLOAD_SECRET: secret },
    stdio: process.env.DEBUG_SEED ? 'inherit' : 'pipe',
  })

  project.provide('db', { kind: pgUrl ? 'postgres' : 'sqlite', template, mediaDir, secret })
  return async () => {
    await cleanup()
    rmSync(dir, { recursive: true, force: true })
  }
}

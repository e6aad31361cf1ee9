// Builds one seeded database per test run (a SQLite file, or a PostgreSQL template database),
// so each test file can start from a private copy in milliseconds instead of re-seeding.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    db: { kind: 'sqlite' | 'postgres'; template: string; mediaDir: string; secret: string }
  }
}

/** Runs one SQL statement with Debian's psql client (no driver dependency in the tests). */
export function psql(url: string, statement: string): string {
  return execFileSync('psql', [url, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', statement], {
    encoding: 'utf8',
  }).trim()
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
    psql(pgUrl, `DROP DATABASE IF EXISTS ${name}`)
    psql(pgUrl, `CREATE DATABASE ${name}`)
    const u = new URL(pgUrl)
    u.pathname = `/${name}`
    template = u.toString()
    cleanup = async () => {
      const names = psql(
        pgUrl,
        `SELECT datname FROM pg_database WHERE datname LIKE 'salon_%_${process.pid}'`,
      )
      for (const datname of names.split('\n').filter(Boolean))
        psql(pgUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    }
  } else {
    template = `file:${path.join(dir, 'template.db')}`
  }

  try {
    execFileSync('npx', ['tsx', 'scripts/prepare.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: template,
        MEDIA_DIR: mediaDir,
        PAYLOAD_SECRET: secret,
      },
      stdio: process.env.DEBUG_SEED ? 'inherit' : 'pipe',
    })
  } catch (error) {
    // The seed's own words say what went wrong; the thrown error only has its exit status.
    const e = error as { stdout?: Buffer; stderr?: Buffer }
    console.error(`${e.stdout?.toString() ?? ''}\n${e.stderr?.toString() ?? ''}`)
    throw error
  }

  project.provide('db', { kind: pgUrl ? 'postgres' : 'sqlite', template, mediaDir, secret })
  return async () => {
    await cleanup()
    rmSync(dir, { recursive: true, force: true })
  }
}

// Runs before each integration test file imports anything: points the app at a private copy
// of the seeded template database. The app reads its environment once, at import time.
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { inject } from 'vitest'

import { psql } from './global-setup'

const db = inject('db')
let url: string
if (db.kind === 'sqlite') {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'salon-file-')), 'test.db')
  const source = db.template.replace(/^file:/, '')
  // WAL mode: committed pages may still sit in the -wal file, so copy it along.
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(source + suffix)) copyFileSync(source + suffix, file + suffix)
  }
  url = `file:${file}`
} else {
  const template = new URL(db.template)
  const name = `salon_f${randomBytes(4).toString('hex')}_${template.pathname.split('_').pop()}`
  psql(db.template, `CREATE DATABASE ${name} TEMPLATE ${template.pathname.slice(1)}`)
  template.pathname = `/${name}`
  url = template.toString()
}
Object.assign(process.env, {
  DATABASE_URL: url,
  MEDIA_DIR: db.mediaDir,
  PAYLOAD_SECRET: db.secret,
  // Tests run delivery jobs themselves, with short backoffs.
  JOBS_AUTORUN: 'false',
  DELIVERY_BACKOFF_MS: '20',
  DELIVERY_ATTEMPTS: '4',
  SITE_URL: 'https://salon.test',
  RATE_LIMIT_QUOTES: '60',
  RATE_LIMIT_APPLICATIONS: '20',
  // Many tests save quotes for the same client; tests/int/rate-limits.test.ts lowers these.
  RATE_LIMIT_QUOTES_PER_CONTACT: '1000',
  RATE_LIMIT_APPLICATIONS_PER_CONTACT: '1000',
})

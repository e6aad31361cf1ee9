#!/usr/bin/env node
// The reliability tests (tests/reliability/) against the production build:
//   submissions — 2,000 mixed valid and invalid submissions from 50 concurrent clients;
//   crash       — SIGKILL of the server during such a load, restart, nothing acknowledged lost,
//                 every stored quote e-mailed and texted exactly once;
//   restart     — SIGTERM during 300 saves then a restart (nothing lost, nothing sent twice), and
//                 100 queued quotes sent within a minute of a restart with only public traffic;
//   fuzz        — 10,000 generated requests to every public endpoint, no 5xx;
//   postgres    — two app instances and two delivery workers on PostgreSQL, exactly-once delivery,
//                 /api/health with the database up and dropped;
//   cluster     — three instances on PostgreSQL, Redis and an S3-compatible server with two
//                 workers: a price and a photo changed on one are served by the others at once,
//                 shared limits, exactly-once delivery, no stored 404s, pages without Redis.
//
//   npm run test:reliability                      # all, on the existing .next build
//   npm run test:reliability -- --build           # build first
//   npm run test:reliability -- fuzz crash        # some of them
//   npm run test:reliability -- --template .tmp/e2e   # reuse a seeded database (salon.db + media)
//
// Each test file runs its own server(s) on a private copy of one seeded SQLite template
// (ports from RELIABILITY_PORT, default 3410). PostgreSQL: a throwaway server on loopback when
// Debian's binaries are there (required in CI), or RELIABILITY_PG_URL / TEST_POSTGRES_URL.
// Rate limits per client address are raised for these runs (the load comes from one address).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { appEnv, build, freshDir, hasBuild, prepareDatabase } from './lib/app-server.mjs'
import { postgresAvailable, startPostgres } from './lib/postgres.mjs'

const { values: opt, positionals: only } = parseArgs({
  allowPositionals: true,
  options: { build: { type: 'boolean', default: false }, template: { type: 'string' } },
})
const wants = (name) => only.length === 0 || only.includes(name)

let template = opt.template
if (template && !existsSync(`${template}/salon.db`)) {
  console.error(`no salon.db in ${template}`)
  process.exit(1)
}
if (!template) {
  template = freshDir('reliability-template')
  console.log(`› seeding a template database in ${template}`)
  prepareDatabase(appEnv({ dir: template, port: 3410 }), { quiet: false })
}
if (opt.build || !hasBuild()) {
  if (!opt.build) console.log('› no production build in .next: building')
  build(appEnv({ dir: template, port: 3410 }))
}

let pgUrl = process.env.RELIABILITY_PG_URL ?? process.env.TEST_POSTGRES_URL
let pg = null
if (wants('postgres') && !pgUrl) {
  if (postgresAvailable()) {
    pg = await startPostgres()
    pgUrl = pg.url
  } else if (process.env.CI) {
    console.error('PostgreSQL is required in CI (apt-get install postgresql)')
    process.exit(1)
  } else {
    console.warn('!! PostgreSQL server not found: the PostgreSQL reliability test is skipped')
  }
}

const files = only.map((name) => `tests/reliability/${name}.test.ts`)
let status = 1
try {
  const res = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'tests/reliability/vitest.config.ts', ...files],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        RELIABILITY_TEMPLATE_DIR: template,
        ...(pgUrl && wants('postgres') ? { RELIABILITY_PG_URL: pgUrl } : {}),
      },
    },
  )
  status = res.status ?? 1
} finally {
  pg?.stop()
}
process.exit(status)

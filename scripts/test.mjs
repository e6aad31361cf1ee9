#!/usr/bin/env node
// The whole test suite, in the order that fails fastest:
// lint → types → unit → integration (SQLite) → integration (PostgreSQL) → build → performance
// budget → end-to-end → reliability.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

import { portFrom } from './lib/ports.mjs'
import { postgresAvailable, startPostgres } from './lib/postgres.mjs'

const isCI = Boolean(process.env.CI)
const only = process.argv[2] // optional prefix of the steps to run: lint | unit | int | int:postgres | e2e | reliability
const results = []

function step(name, cmd, args, env = {}) {
  if (only && !name.startsWith(only)) return
  const started = Date.now()
  console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`)
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const secs = ((Date.now() - started) / 1000).toFixed(1)
  results.push(`${res.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs} s)`)
  if (res.status !== 0) finish(1)
}

function finish(code) {
  const passed = results.filter((r) => r.startsWith('ok')).length
  const failed = results.filter((r) => r.startsWith('FAIL')).length
  console.log(`\n━━ summary\n${results.join('\n')}\nsteps: ${passed} passed, ${failed} failed`)
  process.exit(code)
}

step('lint', 'npx', ['eslint', '.'])
step('lint:format', 'npx', [
  'prettier',
  '--check',
  'src/**/*.{ts,tsx,css}',
  'tests/**/*.ts',
  'scripts/**/*.{ts,mjs}',
  'server/**/*.{ts,mjs}',
  '*.{ts,mjs}',
])
step('lint:types', 'npx', ['tsc', '--noEmit'])
step('unit', 'npx', ['vitest', 'run', '--project', 'unit'])
step('int:sqlite', 'npx', ['vitest', 'run', '--project', 'integration'])

if (!only || 'int:postgres'.startsWith(only)) {
  if (process.env.TEST_POSTGRES_URL) {
    step('int:postgres', 'npx', ['vitest', 'run', '--project', 'integration'])
  } else if (postgresAvailable()) {
    const pg = await startPostgres()
    try {
      step('int:postgres', 'npx', ['vitest', 'run', '--project', 'integration'], {
        TEST_POSTGRES_URL: pg.url,
      })
    } finally {
      pg.stop()
    }
  } else if (isCI) {
    console.error('PostgreSQL is required in CI (apt-get install postgresql)')
    finish(1)
  } else {
    console.warn('\n!! PostgreSQL server not found: skipping the PostgreSQL integration run')
    results.push('SKIP int:postgres (no PostgreSQL)')
  }
}

// End-to-end: a production build served by server.mjs on a fresh, seeded database, on port 3100
// or, when something already listens there (a demo, another checkout's tests), the next free one.
const wantsE2e = !only || ['e2e', 'reliability'].some((s) => s.startsWith(only))
const e2ePort = process.env.E2E_PORT ?? String(wantsE2e ? await portFrom(3100) : 3100)
if (e2ePort !== '3100' && !process.env.E2E_PORT)
  console.log(`\n(port 3100 is taken: the browser tests use ${e2ePort})`)
const e2eEnv = {
  E2E_PORT: e2ePort,
  DATABASE_URL: 'file:./.tmp/e2e/salon.db',
  MEDIA_DIR: '.tmp/e2e/media',
  // Staff sign-in e-mails without an SMTP server: the tests read the link where the operator would.
  STAFF_MAIL_DIR: '.tmp/e2e/staff-mail',
  PAYLOAD_SECRET: 'e2e-test-secret-not-for-production',
  SITE_URL: `http://localhost:${e2ePort}`,
  NEXT_TELEMETRY_DISABLED: '1',
  // A production build with the demo logins: the explicit opt-in (a real production refuses).
  DEMO_MODE: '1',
  // The browser tests submit many forms from one address, some to the same contact details.
  RATE_LIMIT_QUOTES: '200',
  RATE_LIMIT_APPLICATIONS: '200',
  RATE_LIMIT_QUOTES_PER_CONTACT: '200',
  RATE_LIMIT_APPLICATIONS_PER_CONTACT: '200',
}
if (!only || only === 'e2e') rmSync('.tmp/e2e', { recursive: true, force: true })
step('e2e:prepare', 'npx', ['tsx', 'scripts/prepare.ts'], e2eEnv)
step('e2e:build', 'npx', ['next', 'build'], e2eEnv)
// Bytes, not timings (ADR 018): own client JS per content page from the build output, and the
// images a phone downloads on a first visit, against the build on the e2e database.
step('e2e:budget', 'node', ['scripts/perf-budget.mjs'], e2eEnv)
step('e2e:browser', 'npx', ['playwright', 'test'], e2eEnv)

// Reliability (tests/reliability): the same build, a copy of the browser tests' database as the
// template, sizes that fit CI; `npm run test:reliability` runs the full sizes.
step(
  'reliability',
  'node',
  [
    'scripts/reliability.mjs',
    ...(existsSync('.tmp/e2e/salon.db') ? ['--template', '.tmp/e2e'] : []),
  ],
  {
    RELIABILITY_SUBMISSIONS: '400',
    RELIABILITY_CRASH_SUBMISSIONS: '400',
    FUZZ_RUNS: '2000',
    FUZZ_SEED: '42', // the same requests every CI run; `npm run test:reliability` explores new seeds
    FUZZ_STRICT: '1', // any 5xx fails, the framework classes of ADR 006 included
    RELIABILITY_PG_QUOTES: '60',
    RELIABILITY_RESTART_SAVES: '150',
    RELIABILITY_RESTART_QUEUED: '40',
  },
)

finish(0)

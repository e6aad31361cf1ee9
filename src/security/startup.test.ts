// The environment check every entry point runs first (the Next server through
// src/instrumentation.ts, scripts through their imports), in a fresh process without a .env.
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { describe, expect, it } from 'vitest'

const envModule = pathToFileURL(path.resolve(import.meta.dirname, '../env.server.ts')).href
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href
// As the scripts do: env.server.ts imports 'server-only' (ADR 037).
const allowServerOnly = pathToFileURL(
  path.resolve(import.meta.dirname, '../../scripts/lib/allow-server-only.mjs'),
).href
const emptyDir = mkdtempSync(path.join(tmpdir(), 'salon-env-'))

function start(env: Record<string, string | undefined>) {
  const { PAYLOAD_SECRET: _secret, NODE_ENV: _mode, ...inherited } = process.env
  const res = spawnSync(
    process.execPath,
    [
      '--import',
      tsx,
      '--import',
      allowServerOnly,
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(envModule)}); console.log('started')`,
    ],
    {
      cwd: emptyDir,
      env: Object.fromEntries(
        Object.entries({ ...inherited, ...env }).filter(([, v]) => v !== undefined),
      ) as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 60_000,
    },
  )
  return { code: res.status, out: res.stdout, err: res.stderr }
}

describe('start-up in production', { timeout: 60_000 }, () => {
  it.each([
    ['no secret', undefined],
    ['an empty secret', ''],
    ['the demo default', 'local-demo-secret-change-me'],
  ])('refuses to start with %s', (_, secret) => {
    const res = start({ NODE_ENV: 'production', PAYLOAD_SECRET: secret })
    expect(res.code).toBe(1)
    expect(res.out).not.toContain('started')
    expect(res.err).toContain('PAYLOAD_SECRET is missing or the demo default')
  })

  it('refuses a short secret', () => {
    const res = start({ NODE_ENV: 'production', PAYLOAD_SECRET: 'only-twenty-chars-xx' })
    expect(res.code).toBe(1)
    expect(res.err).toContain('PAYLOAD_SECRET must be at least 32 characters in production')
  })

  it('starts with a private secret, and in development without one', () => {
    expect(
      start({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'a-private-random-secret-of-forty-characters',
      }).out,
    ).toContain('started')
    expect(start({ NODE_ENV: 'development', PAYLOAD_SECRET: undefined }).out).toContain('started')
  })
})

// The server's modules import 'server-only' (ADR 037): in a plain Node process it throws,
// unless the script registered allow-server-only.mjs, which gives that one package React's
// server condition and leaves every other package as Node resolves it.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function run(code: string, withHook: boolean) {
  const args = [
    ...(withHook ? ['--import', './scripts/lib/allow-server-only.mjs'] : []),
    '--input-type=module',
    '-e',
    code,
  ]
  return spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 30_000 })
}

describe("'server-only' outside Next.js", { timeout: 30_000 }, () => {
  it('throws in plain Node', () => {
    const res = run(`await import('server-only')`, false)
    expect(res.status).not.toBe(0)
    expect(res.stderr).toContain('Server Component')
  })

  it('is the empty module with the hook, and React is still the ordinary build', () => {
    const code = `await import('server-only'); console.log(import.meta.resolve('server-only'), import.meta.resolve('react'))`
    const res = run(code, true)
    expect(res.stderr).toBe('')
    const [serverOnly, react] = res.stdout.trim().split(' ')
    expect(serverOnly).toMatch(/node_modules\/server-only\/empty\.js$/)
    expect(react).toMatch(/node_modules\/react\/index\.js$/)
  })
})

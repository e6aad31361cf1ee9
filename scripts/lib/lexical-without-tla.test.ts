// Scripts that load the Payload config exited 13 now and then (Node 20): lexical's `*.node.mjs`
// wrappers are each one top-level `await import()`, and with dozens of them in one graph Node
// sometimes never settles the config's import. These tests pin the way round it.
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const registration = './scripts/lib/lexical-without-tla.mjs'

/** Every lexical specifier that @payloadcms/richtext-lexical's server code imports. */
function lexicalSpecifiers(): string[] {
  const dist = path.join(root, 'node_modules/@payloadcms/richtext-lexical/dist')
  const found = new Set<string>()
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    for (const m of source.matchAll(/from '((?:lexical|@lexical\/[^']+))'/g)) found.add(m[1]!)
  }
  return [...found].sort()
}

/** Where Node resolves each specifier from the project root, with or without the hook. */
function resolveAll(specifiers: string[], withHook: boolean): Record<string, string> {
  const code = `const out = {}; for (const s of ${JSON.stringify(specifiers)}) out[s] = import.meta.resolve(s); console.log(JSON.stringify(out))`
  const args = [...(withHook ? ['--import', registration] : []), '--input-type=module', '-e', code]
  return JSON.parse(execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' }))
}

const hasTopLevelAwait = (url: string) =>
  /^const mod = await /m.test(readFileSync(fileURLToPath(url), 'utf8'))

describe('loading lexical without top-level await', () => {
  const specifiers = lexicalSpecifiers()

  it('finds the lexical packages the rich-text editor imports', () => {
    expect(specifiers).toContain('lexical')
    expect(specifiers.length).toBeGreaterThan(5)
    // Without the hook Node picks the wrappers that await (the cause of the exits).
    const plain = resolveAll(specifiers, false)
    expect(Object.values(plain).filter(hasTopLevelAwait).length).toBeGreaterThan(0)
  })

  it('resolves every one of them to a module with no top-level await once registered', () => {
    const resolved = resolveAll(specifiers, true)
    const awaiting = Object.entries(resolved).filter(([, url]) => hasTopLevelAwait(url))
    expect(awaiting).toEqual([])
    expect(resolved.lexical).toMatch(/Lexical\.dev\.mjs$/)
  })

  it('picks the production build when NODE_ENV is production, as the wrappers did', () => {
    const code = `console.log(import.meta.resolve('lexical'))`
    const url = execFileSync(
      process.execPath,
      ['--import', registration, '--input-type=module', '-e', code],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    )
    expect(url.trim()).toMatch(/Lexical\.prod\.mjs$/)
  })

  it('lets the whole rich-text editor package load and the process finish', () => {
    // Plain Node without the hook exited 13 here in about half of the runs on this machine.
    for (let run = 0; run < 3; run++) {
      const r = spawnSync(
        process.execPath,
        [
          '--import',
          registration,
          '--input-type=module',
          '-e',
          `await import('@payloadcms/richtext-lexical'); console.log('loaded')`,
        ],
        { cwd: root, encoding: 'utf8', timeout: 120_000 },
      )
      expect({ status: r.status, stdout: r.stdout.trim() }).toEqual({ status: 0, stdout: 'loaded' })
    }
  }, 400_000)

  it('is the first thing every script that loads the Payload config imports', () => {
    const scripts = readdirSync(path.join(root, 'scripts')).filter((f) => f.endsWith('.ts'))
    const loaders = scripts.filter((f) =>
      readFileSync(path.join(root, 'scripts', f), 'utf8').includes('payload.config'),
    )
    expect(loaders).toContain('prepare.ts')
    for (const f of loaders) {
      const source = readFileSync(path.join(root, 'scripts', f), 'utf8')
      const firstImport = source.match(/^(?:import|const .* = await import)\b.*$/m)?.[0]
      expect({ script: f, firstImport }).toEqual({
        script: f,
        firstImport: "import './lib/lexical-without-tla.mjs'",
      })
    }
  })
})

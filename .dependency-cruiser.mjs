// The boundaries the code keeps (ADR 037), checked by src/content/boundaries.test.ts and by
// `npx depcruise src`: the quote module stands alone, a client component never reaches server
// code, and no import circle anywhere in src.
import fs from 'node:fs'
import path from 'node:path'

const root = import.meta.dirname

/** Source files whose first statement is the directive (leading comments allowed). */
function filesSaying(directive, dir = path.join(root, 'src')) {
  const starts = new RegExp(`^(?:\\s*(?://[^\\n]*|/\\*[\\s\\S]*?\\*/))*\\s*['"]${directive}['"]`)
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesSaying(directive, full)
    if (!/\.(ts|tsx)$/.test(entry.name)) return []
    return starts.test(fs.readFileSync(full, 'utf8'))
      ? [path.relative(root, full).split(path.sep).join('/')]
      : []
  })
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const exactly = (files) => (files.length > 0 ? files.map((f) => `^${escape(f)}$`) : ['^$'])
const clients = filesSaying('use client')
// A client component that imports a server action ('use server') gets only a reference to it
// (docs: Next.js server functions), so the action's own imports are not followed.
const serverActions = filesSaying('use server')

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'quote-stands-alone',
      comment:
        'src/quote runs in the browser and on the server alike and imports nothing outside itself, ' +
        'type imports included (ADR 037). Its test fixtures (src/quote/testing) read the seed data.',
      severity: 'error',
      from: { path: '^src/quote/', pathNot: ['^src/quote/testing/', '\\.test\\.ts$'] },
      to: { pathNot: '^src/quote/' },
    },
    {
      name: 'quote-tests-stand-alone',
      comment: "The quote module's tests use only it, its fixtures, Vitest and fast-check.",
      severity: 'error',
      from: { path: '^src/quote/.+\\.test\\.ts$' },
      to: { pathNot: ['^src/quote/', '^node_modules/(vitest|fast-check)/'] },
    },
    {
      name: 'quote-keeps-fixtures-to-tests',
      comment: 'The demo fixtures (src/quote/testing) read the seed: only tests use them.',
      severity: 'error',
      from: { path: '^src/quote/', pathNot: ['^src/quote/testing/', '\\.test\\.ts$'] },
      to: { path: '^src/quote/testing/' },
    },
    {
      name: 'client-reaches-no-server-code',
      comment:
        "A client component ('use client') is sent to the browser with everything it imports: " +
        "it must never reach a *.server.ts(x) module or one that imports 'server-only' (ADR 037).",
      severity: 'error',
      from: { path: exactly(clients) },
      to: { path: ['\\.server\\.tsx?$', '^node_modules/server-only/'], reachable: true },
    },
    {
      name: 'no-import-circles',
      comment: 'Modules that import each other in a circle cannot be read or moved one at a time.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', ...exactly(serverActions)] },
    exclude: { path: '^\\.next/' },
    // Type imports count: a type is still a dependency on the module that declares it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}

export default config

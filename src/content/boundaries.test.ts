// The boundaries the code keeps (ADR 037), as dependency-cruiser sees the import graph of src
// (type imports included) under the rules of .dependency-cruiser.mjs: the quote module imports
// nothing outside itself, no client component reaches server code, and no import circles.
// Each rule fails with the list of imports that break it.
import path from 'node:path'

import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

let result: ICruiseResult

/** One line per violation: the import, or the chain that reaches it or closes the circle. */
function broken(rule: string): string[] {
  return result.summary.violations
    .filter((v: IViolation) => v.rule.name === rule)
    .map((v) => {
      const chain = (v.cycle ?? v.via ?? []).map((step) => step.name)
      return [v.from, ...(chain.length > 0 ? chain : [v.to])].join(' → ')
    })
}

describe('the boundaries the code keeps', () => {
  beforeAll(async () => {
    const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.mjs'))
    const fileName = path.join(root, 'tsconfig.json')
    const { output } = await cruise(
      ['src'],
      // From the repository's root whatever the working directory (the config's paths are relative).
      { ...options, baseDir: root, tsConfig: { fileName } },
      {},
      { tsConfig: extractTSConfig(fileName) },
    )
    result = output as ICruiseResult
  }, 60_000)

  it('reads all of src, client components and server modules among it', () => {
    const sources = result.modules.map((m) => m.source)
    expect(sources.filter((s) => s.startsWith('src/')).length).toBeGreaterThan(400)
    expect(sources.filter((s) => /\.server\.tsx?$/.test(s)).length).toBeGreaterThan(20)
    expect(sources).toContain('src/quote/model.ts')
    expect(sources).toContain('src/calculator/components/finish-form.tsx')
  })

  it('the quote module imports nothing outside src/quote', () => {
    expect([
      ...broken('quote-stands-alone'),
      ...broken('quote-tests-stand-alone'),
      ...broken('quote-keeps-fixtures-to-tests'),
    ]).toEqual([])
  })

  it("no client component reaches a *.server module or 'server-only'", () => {
    expect(broken('client-reaches-no-server-code')).toEqual([])
  })

  it('no import circles in src', () => {
    expect(broken('no-import-circles')).toEqual([])
  })

  it('breaks no other rule', () => {
    const known = new Set([
      'quote-stands-alone',
      'quote-tests-stand-alone',
      'quote-keeps-fixtures-to-tests',
      'client-reaches-no-server-code',
      'no-import-circles',
    ])
    expect(result.summary.violations.filter((v) => !known.has(v.rule.name))).toEqual([])
  })
})

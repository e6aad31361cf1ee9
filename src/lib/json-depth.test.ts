import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { holdsNul, MAX_JSON_DEPTH, nestedTooDeep } from './json-depth'

const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)
const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n)

/** The nesting of a parsed value, for comparison (recursive: small values only). */
const depthOf = (v: unknown): number =>
  v !== null && typeof v === 'object'
    ? 1 + Math.max(0, ...Object.values(v as object).map(depthOf))
    : 0

describe('how deep a JSON text nests', () => {
  it('refuses more than the limit, of objects or arrays or both, and takes the limit', () => {
    expect(nestedTooDeep(objects(MAX_JSON_DEPTH))).toBe(false)
    expect(nestedTooDeep(objects(MAX_JSON_DEPTH + 1))).toBe(true)
    expect(nestedTooDeep(arrays(MAX_JSON_DEPTH + 1))).toBe(true)
    expect(nestedTooDeep(`[${objects(60)},${arrays(60)}]`)).toBe(false)
    expect(nestedTooDeep('[{"a":'.repeat(51) + '1' + '}]'.repeat(51))).toBe(true)
  })

  it('reads a body of 10,000 levels (60 KB) in one pass, without running out of stack', () => {
    expect(nestedTooDeep(objects(10_000))).toBe(true)
    expect(nestedTooDeep(arrays(1_000_000))).toBe(true)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(500), b: '"{{{{\\"[[[[', c: ['\\'] })
    expect(nestedTooDeep(text, 2)).toBe(false)
    expect(nestedTooDeep(JSON.stringify({ q: '\\"' + '{'.repeat(10) }), 1)).toBe(false)
  })

  it('agrees with the parsed value on any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (v, max) => {
        expect(nestedTooDeep(JSON.stringify(v), max)).toBe(depthOf(v) > max)
      }),
      { numRuns: 500 },
    )
  })
})

describe('a NUL in a JSON text', () => {
  it('is found raw or escaped inside a string, not in an escaped backslash', () => {
    expect(holdsNul(JSON.stringify({ a: 'x\u0000y' }))).toBe(true)
    expect(holdsNul('{"a":"x\u0000"}')).toBe(true)
    expect(holdsNul(JSON.stringify({ a: String.raw`C:\u0000` }))).toBe(false)
    expect(holdsNul(JSON.stringify({ a: 'u0000', b: ['\\'] }))).toBe(false)
  })

  it('agrees with the parsed value on any JSON', () => {
    const strings = (v: unknown): string[] =>
      typeof v === 'string'
        ? [v]
        : v !== null && typeof v === 'object'
          ? Object.entries(v as object).flatMap(([k, x]) => [k, ...strings(x)])
          : []
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        const text = JSON.stringify(v)
        expect(holdsNul(text)).toBe(strings(v).some((s) => s.includes('\u0000')))
      }),
    )
  })
})

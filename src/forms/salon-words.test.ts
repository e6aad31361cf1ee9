// Every message a zod schema gives a client or a member of staff is one we wrote, in salon words
// (ADR 034, ADR 044): never zod's own ("Too big: expected number to be <=100000"). Zod falls back
// to its locale only for an issue nobody worded; here that locale says a marker, and hostile
// values are put in every field of a good body, and in place of the body, until none says it.
import fc from 'fast-check'
import * as z from '@/lib/zod'
import { describe, expect, it } from 'vitest'

import { exportRangeSchema } from '@/dashboard/exports'
import { personLookupSchema } from '@/privacy/lookup'

import { defaultPositions, jobApplicationSchemaFor } from './job-application'
import { contactSchemaFor, defaultReferralOptions, saveQuoteSchemaFor } from './quote-details'

const UNWORDED = '<<zod said this itself>>'
z.config({ localeError: () => UNWORDED })

const hostile: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'x'.repeat(5000),
  'default',
  -1,
  0,
  1.5,
  1e20,
  -1e20,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  [1],
  ['x', 'y'],
  {},
  { a: 1 },
  { id: 'x' },
  Array.from({ length: 20 }, () => ({ id: 1, price: 1 })),
]

type Json = Record<string, unknown> | unknown[]

/** Every path into a body: its keys, the keys of what they hold, and so on. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return []
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value)
  return keys.flatMap((k) => [
    [...at, k],
    ...paths((value as Record<string | number, unknown>)[k], [...at, k]),
  ])
}

function withValue(body: Json, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>
  let node = copy
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>
  node[path.at(-1)!] = value
  return copy
}

const unworded = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body)
  return parsed.success ? [] : parsed.error.issues.filter((i) => i.message === UNWORDED)
}

const quote = {
  name: 'Jo Tester',
  mobile: '07700 900123',
  email: 'jo@example.com',
  referral: 'Google',
  website: '',
  salon_id: 2,
  stylist_salon_id: 2,
  stylist_id: 3,
  level_id: 9,
  calculator_type: 'Colour',
  regular: 'no',
  selector: 'Level',
  link: 'abc',
  offer: 'general',
  quote: {
    services: [{ id: 1, service: 'Cut, dry & style', price: 49 }],
    total: 49,
    regular: 'no',
    stylist: null,
    salon: null,
  },
}

const application = {
  name: 'Jo Tester',
  mobile: '07700 900123',
  email: 'jo@example.com',
  role: 'Stylist',
  position: 'Stylist',
  about: 'a',
  why_hair: 'b',
  why_us: 'c',
  salon: 2,
  website: '',
}

const schemas: [string, z.ZodType, Json][] = [
  ['the finish form', contactSchemaFor(defaultReferralOptions), quote],
  [
    'a saved quote (the finish form and POST /api/save-quote-details)',
    saveQuoteSchemaFor(defaultReferralOptions),
    quote,
  ],
  [
    'a job application (the form and POST /api/joinus)',
    jobApplicationSchemaFor(defaultPositions),
    application,
  ],
  ['an export range', exportRangeSchema, { from: '2026-01-01', to: '2026-01-31' }],
]

describe('no schema speaks for itself', () => {
  it.each(schemas)('%s: a hostile value in any field', (_, schema, good) => {
    expect(schema.safeParse(good).success).toBe(true)
    for (const path of paths(good))
      for (const value of hostile)
        expect(
          unworded(schema, withValue(good, path, value)),
          `${path.join('.')} = ${String(value)}`,
        ).toEqual([])
  })

  it.each(schemas)('%s: a hostile body', (_, schema) => {
    for (const value of hostile) expect(unworded(schema, value), String(value)).toEqual([])
  })

  it.each(schemas)('%s: any JSON at all', (_, schema, good) => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()), (body, extra) => {
        expect(unworded(schema, body)).toEqual([])
        expect(unworded(schema, { ...good, ...extra })).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('the person look-up (staff)', () => {
    for (const value of hostile) expect(unworded(personLookupSchema, value)).toEqual([])
  })
})

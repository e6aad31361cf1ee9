// The proxy's check of server-action posts (action-posts.ts) against React itself: bodies made
// by React's own encoder (what the forms send) must pass, and every body the check lets through
// must decode with React's own decoder, run the way Next.js runs it (react-reply-oracle.mjs).
// Thousands of mutated and made-up bodies make the second half a property, not a few examples.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { bodyProblem, headerProblem, type ActionBody, type ActionPost } from './action-posts'

const require = createRequire(import.meta.url)
const client = require('next/dist/compiled/react-server-dom-turbopack/client.edge') as {
  encodeReply: (value: unknown, options?: { temporaryReferences?: unknown }) => Promise<unknown>
  createTemporaryReferenceSet: () => unknown
}

const ACTION_ID = '7f'.padEnd(42, '0')
const ORACLE = path.join(import.meta.dirname, 'react-reply-oracle.mjs')

type Entries = [string, string][]
type Case =
  | { kind: 'text'; text: string; admin?: boolean }
  | { kind: 'multipart'; entries: Entries; admin?: boolean }
  | { kind: 'form'; entries: Entries; admin?: boolean }

/** React's decoder, as Next.js runs it, on each case: 'ok' or why it failed. */
function oracle(cases: Case[]): string[] {
  const res = spawnSync(process.execPath, ['--conditions=react-server', ORACLE], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ORACLE_ACTION_ID: ACTION_ID },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (res.status !== 0) throw new Error(`oracle failed: ${res.stderr}`)
  return JSON.parse(res.stdout) as string[]
}

/** The proxy's verdict on a case: null when it lets the post through. */
function check(c: Case) {
  const post: ActionPost = {
    path: c.admin ? '/admin/collections/quotes/1' : '/prices/finish',
    actionId: c.kind === 'form' ? null : ACTION_ID,
    contentType:
      c.kind === 'text' ? 'text/plain;charset=UTF-8' : 'multipart/form-data; boundary=----x',
    origin: null,
    host: 'localhost:3000',
  }
  const body: ActionBody =
    c.kind === 'text'
      ? { text: c.text }
      : {
          form: (() => {
            const form = new FormData()
            for (const [k, v] of c.entries) form.append(k, v)
            return form
          })(),
        }
  return headerProblem(post) ?? bodyProblem(post, body)
}

/** What a form's JavaScript sends: React's encoding of the action's arguments. */
async function encoded(args: unknown[], admin = false): Promise<Case> {
  const body = await client.encodeReply(args, {
    temporaryReferences: client.createTemporaryReferenceSet(),
  })
  if (typeof body === 'string') return { kind: 'text', text: body, admin }
  const entries: Entries = []
  for (const [k, v] of body as FormData) {
    if (typeof v !== 'string') throw new Error('a file in a test body')
    entries.push([k, v])
  }
  return { kind: 'multipart', entries, admin }
}

const formData = (fields: Record<string, string>) => {
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  return fd
}

const finishFields = {
  name: 'Jo Client',
  mobile: '07700 900123',
  email: 'jo@example.com',
  referral: 'Google',
  state: 'type=Colour&mode=level&salon=1',
  website: '',
}

/** A form without JavaScript: React's hidden fields for a bound action (useActionState). */
const noScriptForm = (prevState: unknown, extra: Entries = []): Case => ({
  kind: 'form',
  entries: [
    ['$ACTION_REF_1', ''],
    ['$ACTION_1:0', JSON.stringify({ id: ACTION_ID, bound: '$@1' })],
    ['$ACTION_1:1', JSON.stringify([prevState])],
    ['$ACTION_KEY', 'k2f1b6c3a0'],
    ...Object.entries(finishFields),
    ...extra,
  ],
})

async function realCases(): Promise<Case[]> {
  const shared = { name: 'Jo', note: '$ is escaped' }
  return [
    // The finish and application forms: (previous state, the form's fields).
    await encoded([{ status: 'idle' }, formData(finishFields)]),
    await encoded([
      { status: 'error', message: 'Your name is required', values: { ...finishFields, name: '' } },
      formData(finishFields),
    ]),
    await encoded([
      { status: 'error', values: { a: shared, b: shared }, when: undefined },
      formData({}),
    ]),
    await encoded([
      { status: 'ok', at: new Date(0), big: 12n, n: NaN, i: -Infinity },
      formData(finishFields),
    ]),
    // A call whose arguments need no parts is sent as text.
    await encoded(['plain', 1, null, { nested: [1, 2, { deep: true }] }]),
    await encoded([]),
    // Payload's admin server functions: one object argument, with shared values, maps and sets.
    await encoded(
      [
        {
          name: 'form-state',
          args: {
            collectionSlug: 'quotes',
            docPermissions: shared,
            again: shared,
            formState: { title: { value: 'x', initialValue: 'x', valid: true } },
            map: new Map([['k', { v: 1 }]]),
            set: new Set(['a', 'b']),
          },
        },
      ],
      true,
    ),
    noScriptForm({ status: 'idle' }),
    noScriptForm({ status: 'error', message: 'x', values: finishFields }),
    {
      kind: 'form',
      entries: [
        [`$ACTION_ID_${ACTION_ID}`, ''],
        ['q', 'jo@example.com'],
      ],
    },
    // A plain multipart post that is no action at all: Next renders the page.
    { kind: 'form', entries: [['name', 'x']] },
  ]
}

describe('server-action posts: the proxy agrees with React', () => {
  it('lets through everything the forms really send, and React decodes all of it', async () => {
    const cases = await realCases()
    expect(cases.map((c) => check(c))).toEqual(cases.map(() => null))
    expect(oracle(cases)).toEqual(cases.map(() => 'ok'))
  })

  it('refuses a body React would fail on (examples)', () => {
    const bad: Case[] = [
      { kind: 'text', text: 'not json' },
      { kind: 'text', text: '\uFEFF[]' },
      { kind: 'text', text: '"x"' },
      { kind: 'text', text: '["$"]' },
      { kind: 'text', text: '["$1"]' },
      { kind: 'text', text: '["$nx"]' },
      { kind: 'text', text: '["$h1"]' },
      { kind: 'text', text: '["$0:nope"]' },
      { kind: 'text', text: JSON.stringify(Array(1001).fill(0)) },
      { kind: 'text', text: JSON.stringify(['x'.repeat(600_000), '$0:0', '$0:0']) },
      { kind: 'multipart', entries: [['1', '[]']] },
      {
        kind: 'multipart',
        entries: [
          ['0', '["$1"]'],
          ['1', '{}'],
        ],
      },
      {
        kind: 'multipart',
        entries: [
          ['1', 'null'],
          ['0', '["$Q1"]'],
        ],
      },
      {
        kind: 'multipart',
        entries: [
          ['', '['],
          ['0', '[]'],
        ],
      },
      { kind: 'multipart', entries: [['0', '[']] },
      {
        kind: 'form',
        entries: [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', '{"id":"x","bound":"$@2"}'],
        ],
      },
      {
        kind: 'form',
        entries: [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', '{'],
        ],
      },
      {
        kind: 'form',
        entries: [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', JSON.stringify({ id: ACTION_ID, bound: '$@1' })],
          ['$ACTION_1:1', '["$T"]'],
        ],
      },
    ]
    expect(bad.map((c) => check(c)?.status)).toEqual(bad.map(() => 400))
    // …and React does fail on each of them: these are not merely stricter than React.
    const verdicts = oracle(bad)
    expect(bad.filter((_, i) => verdicts[i] === 'ok')).toEqual([])
    // Refused although React would decode them: nothing the forms send looks like this (a
    // promise or stream never filled, a part sent twice, arguments that are not a list).
    const unusual: Case[] = [
      { kind: 'text', text: '["$@1"]' },
      { kind: 'text', text: '["$R1"]' },
      { kind: 'text', text: '{}' },
      noScriptForm({}, [['$ACTION_1:1', '[]']]),
      {
        kind: 'multipart',
        entries: [
          ['1', '[]'],
          ['S1', '"x"'],
          ['0', '["$Q1"]'],
        ],
      },
    ]
    expect(unusual.map((c) => check(c)?.status)).toEqual(unusual.map(() => 400))
  })

  it('refuses files on the public forms, cross-origin calls and unreadable content types', () => {
    const post: ActionPost = {
      path: '/recruitment/stylist',
      actionId: ACTION_ID,
      contentType: 'multipart/form-data; boundary=x',
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    }
    const withFile = new FormData()
    withFile.append('0', '["$K1"]')
    withFile.append('_1_name', new Blob(['x']), 'cv.pdf')
    expect(bodyProblem(post, { form: withFile })?.message).toMatch(/not files/)
    expect(headerProblem({ ...post, origin: 'https://evil.example' })?.status).toBe(403)
    expect(headerProblem({ ...post, origin: 'null' })?.status).toBe(403)
    // What the browser marks as another site's, with or without Origin (ADR 040).
    for (const fetchSite of ['cross-site', 'same-site', ' Cross-Site ']) {
      expect(headerProblem({ ...post, fetchSite })?.status).toBe(403)
      expect(headerProblem({ ...post, origin: null, fetchSite })?.status).toBe(403)
      expect(headerProblem({ ...post, actionId: null, fetchSite })?.status).toBe(403)
    }
    expect(headerProblem({ ...post, fetchSite: 'same-origin' })).toBeNull()
    expect(headerProblem({ ...post, fetchSite: 'none' })).toBeNull()
    // Not a form post at all (a link followed from another site): Next renders the page.
    expect(
      headerProblem({ ...post, actionId: null, contentType: '', fetchSite: 'cross-site' }),
    ).toBeNull()
    expect(headerProblem({ ...post, contentType: 'multipart/form-data' })?.status).toBe(400)
    expect(headerProblem({ ...post, contentType: 'application/json' })?.status).toBe(400)
    expect(headerProblem({ ...post, contentType: 'text/plain;charset=UTF-8' })).toBeNull()
    // A post without the action header and without a multipart body is not an action.
    expect(headerProblem({ ...post, actionId: null, contentType: 'application/json' })).toBeNull()
  })

  it('never lets through a body React fails on (generated and mutated bodies)', async () => {
    const real = await realCases()
    const ref = fc.oneof(
      fc.constantFrom('$1', '$2', '$@1', '$@0', '$K1', '$Q1', '$W1', '$i1', '$h1', '$T', '$0:0'),
      fc.constantFrom('$0:1:name', '$1:0', '$n12', '$n1.5', '$D2020', '$undefined', '$$x', '$B1'),
      fc.constantFrom('$A1', '$R1', '$X1', '$Z', '$', '$@', '$@zz', '$-0', '$Infinity', '$u'),
      fc.string({ maxLength: 6 }).map((s) => `$${s}`),
    )
    const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        ref,
        fc.string({ maxLength: 5 }),
        fc.integer(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom('a', 'name', '0', '__proto__'), tie('value'), {
          maxKeys: 3,
        }),
      ),
    })).value
    const key = fc.constantFrom(
      '0',
      '1',
      '2',
      '_1_name',
      '$ACTION_REF_1',
      '$ACTION_1:0',
      '$ACTION_1:1',
      'name',
      'S1',
    )
    const entry = fc.tuple(
      key,
      fc.oneof(
        json.map((v) => JSON.stringify(v) ?? 'null'),
        fc.string({ maxLength: 8 }),
        fc.constant(JSON.stringify({ id: ACTION_ID, bound: '$@1' })),
      ),
    )
    const mutated = fc
      .tuple(
        fc.constantFrom(...real),
        fc.array(fc.tuple(fc.nat(), entry), { maxLength: 3 }),
        fc.nat(),
      )
      .map(([base, changes, drop]): Case => {
        if (base.kind === 'text') {
          const first = changes[0]
          return first ? { kind: 'text', text: first[1][1] } : base
        }
        const entries = [...base.entries]
        if (entries.length && drop % 3 === 0) entries.splice(drop % entries.length, 1)
        for (const [at, e] of changes) entries.splice(at % (entries.length + 1), 0, e)
        return { ...base, entries }
      })
    const made = fc.oneof(
      json.map((v): Case => ({ kind: 'text', text: JSON.stringify(v) ?? '' })),
      fc.array(entry, { maxLength: 5 }).map((entries): Case => ({ kind: 'multipart', entries })),
      fc.array(entry, { maxLength: 5 }).map((entries): Case => ({ kind: 'form', entries })),
    )
    const cases = fc.sample(fc.oneof(mutated, made), {
      numRuns: Number(process.env.ACTION_POSTS_RUNS ?? 3000),
      seed: Number(process.env.ACTION_POSTS_SEED ?? 12),
    })
    const passed = cases.filter((c) => check(c) === null)
    const verdicts = oracle(passed)
    const wrong = passed.map((c, i) => ({ c, why: verdicts[i] })).filter((w) => w.why !== 'ok')
    expect(wrong.slice(0, 8).map((w) => `${w.why} ← ${JSON.stringify(w.c)}`)).toEqual([])
    // Not vacuous: many generated bodies were let through (and React decoded every one).
    expect(passed.length).toBeGreaterThan(300)
  }, 120_000)
})

import { describe, expect, it } from 'vitest'

import {
  CHOOSE_RECORDS,
  SHARED_CHOOSE,
  UNKNOWN_CHOICE,
  chosenKeys,
  defaultChoice,
  maskContact,
  namesSharing,
  resolveChoice,
  resolveErasure,
  type HeldMessage,
  type HeldRecord,
} from './choose'

const rec = (patch: Partial<HeldRecord> & Pick<HeldRecord, 'kind' | 'id'>): HeldRecord => ({
  key: `${patch.kind}:${patch.id}`,
  name: 'Ann Example',
  email: 'ann@example.com',
  mobile: '+447700900301',
  direct: true,
  ...patch,
})
const msg = (id: number, belongsTo: string | null, toLookup = false): HeldMessage => ({
  key: `message:${id}`,
  id,
  to: '+447700900301',
  belongsTo,
  toLookup,
})

// Ann and Bob share a phone; Ann also applied for a job. Messages 1–2 are Ann's quote's e-mail
// and text, 3 the salon's notice of her application, 4–5 Bob's quote's, 6 an old unlinked text.
const ann = rec({ kind: 'quote', id: 1 })
const annApplication = rec({ kind: 'application', id: 7 })
const bob = rec({ kind: 'quote', id: 2, name: 'Bob Sample', email: 'bob@example.com' })
const messages = [
  msg(1, 'quote:1'),
  msg(2, 'quote:1'),
  msg(3, 'application:7'),
  msg(4, 'quote:2'),
  msg(5, 'quote:2'),
  msg(6, null, true),
]
const shared = { records: [ann, annApplication, bob], messages }

describe('resolveErasure', () => {
  it('takes the chosen records with every message sent about them, and nothing of the others', () => {
    const res = resolveErasure(shared, ['quote:1', 'application:7'])
    expect(res).toEqual({
      ok: true,
      erase: { quotes: [1], applications: [7], messages: [1, 2, 3] },
      keys: ['quote:1', 'application:7', 'message:1', 'message:2', 'message:3'],
    })
  })

  it('takes an unlinked message only when it is chosen', () => {
    const res = resolveErasure(shared, ['quote:2', 'message:6'])
    expect(res).toMatchObject({
      ok: true,
      erase: { quotes: [2], applications: [], messages: [4, 5, 6] },
    })
  })

  it('requires a choice when the records found carry different names', () => {
    const res = resolveErasure(shared, undefined)
    expect(res).toMatchObject({ ok: false, status: 409 })
    expect(!res.ok && res.message).toContain('Ann Example, Bob Sample')
  })

  it('takes everything found directly when it is clearly one person', () => {
    const one = { records: [ann, annApplication, { ...bob, direct: false }], messages }
    expect(resolveErasure(one, undefined)).toMatchObject({
      ok: true,
      erase: { quotes: [1], applications: [7], messages: [1, 2, 3, 6] },
    })
  })

  it('refuses an empty choice and a record that was not found', () => {
    expect(resolveErasure(shared, [])).toEqual({
      ok: false,
      status: 400,
      message: CHOOSE_RECORDS('erase'),
    })
    expect(resolveErasure(shared, ['quote:1', 'quote:99'])).toEqual({
      ok: false,
      status: 400,
      message: UNKNOWN_CHOICE,
    })
  })
})

describe('resolveChoice for an export', () => {
  const keysOf = (res: ReturnType<typeof resolveChoice>) => (res.ok ? chosenKeys(res) : res)

  it('refuses, with the erasure’s explanation, when people share what staff typed', () => {
    const res = resolveChoice(shared, undefined, 'export')
    expect(res).toEqual({
      ok: false,
      status: 409,
      message: SHARED_CHOOSE(['Ann Example', 'Bob Sample'], 'export'),
    })
    expect(!res.ok && res.message).toBe(
      (resolveErasure(shared, undefined) as { message: string }).message.replace(
        'to erase',
        'to export',
      ),
    )
  })

  it('takes only the chosen records and the messages about them', () => {
    expect(keysOf(resolveChoice(shared, ['quote:1'], 'export'))).toEqual([
      'quote:1',
      'message:1',
      'message:2',
    ])
  })

  it('takes everything found directly when it is clearly one person, as before', () => {
    const one = { records: [ann, annApplication, { ...bob, direct: false }], messages }
    expect(keysOf(resolveChoice(one, undefined, 'export'))).toEqual([
      'quote:1',
      'application:7',
      'message:1',
      'message:2',
      'message:3',
      'message:6',
    ])
  })

  it('refuses an empty choice and a key the look-up did not give', () => {
    expect(resolveChoice(shared, [], 'export')).toEqual({
      ok: false,
      status: 400,
      message: CHOOSE_RECORDS('export'),
    })
    expect(resolveChoice(shared, ['quote:1', 'application:99'], 'export')).toEqual({
      ok: false,
      status: 400,
      message: UNKNOWN_CHOICE,
    })
  })
})

describe('namesSharing and defaultChoice', () => {
  it('ignore case, spacing, erased names and related records', () => {
    expect(
      namesSharing([
        ann,
        { ...annApplication, name: ' ann  EXAMPLE ' },
        { ...bob, name: null },
        { ...bob, id: 3, key: 'quote:3', direct: false },
      ]),
    ).toEqual([])
    expect(namesSharing(shared.records)).toEqual(['Ann Example', 'Bob Sample'])
    expect(defaultChoice([ann, { ...bob, direct: false }], messages)).toEqual([
      'quote:1',
      'message:6',
    ])
  })
})

describe('maskContact', () => {
  it('takes the address and number out of a provider’s error, in any spelling', () => {
    expect(
      maskContact('550 <Ann@Example.com> rejected; SMS to 07700900301 / +447700900301 failed', {
        email: 'ann@example.com',
        mobile: '+447700900301',
      }),
    ).toBe('550 <[erased]> rejected; SMS to [erased] / [erased] failed')
    expect(maskContact('smtp: <abc@mail>', { email: null, mobile: null })).toBe('smtp: <abc@mail>')
  })
})

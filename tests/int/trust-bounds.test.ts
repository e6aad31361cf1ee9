// Bounds where a salon has them (issue 45, item 8; ADR 044), through the real REST API and the
// public API on the seeded demo: money staff type is £0 to £5,000 to the penny, drafts and bulk
// edits included; a £0 quote carries no offer; a body nested too deep is a 400, not a 500; the
// finish form's save answers in salon words and keeps what she chose.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { GET as getQuote } from '@/app/api/get-quote-details/[link]/route'
import { finishQuote } from '@/calculator/finish.server'
import { MONEY_MESSAGE } from '@/quote'

import { bootPayload, call } from './harness'
import { pricedLines, validQuote } from './quotes'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string
let owner: string

beforeAll(async () => {
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie!
  owner = (await login(demoEmail.owner)).cookie!
})

const serviceNamed = async (name: string) =>
  (await payload.find({ collection: 'services', where: { service: { equals: name } }, depth: 0 }))
    .docs[0]!

/** Zod's own words ("Too big: expected number to be <=100000", "Invalid input: …"). */
const SCHEMA_WORDS = /expected|Invalid input|Too (big|small)|Required|received|Unrecognized/i

describe('money staff type is £0 to £5,000, in pounds and pence', () => {
  let service: { id: number; price: number; productPrice?: number | null }
  beforeAll(async () => {
    service = (await serviceNamed('Cut, dry & style')) as typeof service
  })
  afterAll(async () => {
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { price: service.price, productPrice: service.productPrice ?? 0 },
    })
  })

  const stored = async () =>
    (await payload.findByID({ collection: 'services', id: service.id, depth: 0 })) as {
      price: number
      productPrice?: number | null
    }

  it.each([
    ['£1,000,000,000', { price: 1_000_000_000 }],
    ['1e-9', { price: 1e-9 }],
    ['-1', { price: -1 }],
    ['£5,000.01', { price: 5000.01 }],
    ['a product cost of £1,000,000,000', { productPrice: 1_000_000_000 }],
    ['a product cost of 1e-9', { productPrice: 1e-9 }],
  ])('a manager saving %s is refused with the message', async (_, body) => {
    const res = await rest('PATCH', `/cms-api/services/${service.id}`, { cookie: manager, body })
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain(MONEY_MESSAGE)
    expect((await stored()).price).toBe(service.price)
  })

  it('as a draft too', async () => {
    const res = await rest('PATCH', `/cms-api/services/${service.id}?draft=true`, {
      cookie: manager,
      body: { price: 1_000_000_000 },
    })
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain(MONEY_MESSAGE)
    expect((await stored()).price).toBe(service.price)
  })

  it('and in a bulk edit', async () => {
    const res = await rest('PATCH', `/cms-api/services?where[id][in]=${service.id}`, {
      cookie: manager,
      body: { price: 1e-9 },
    })
    // Payload's bulk answer names the field, not its message ("… is invalid: Price (£)").
    expect(res.status, res.text).toBe(400)
    expect(res.json.errors[0].message).toMatch(/Price \(£\)/)
    expect((await stored()).price).toBe(service.price)
  })

  it.each([5000, 0, 49.5, 0.1 + 0.2])('takes %s', async (price) => {
    const res = await rest('PATCH', `/cms-api/services/${service.id}`, {
      cookie: manager,
      body: { price, productPrice: price },
    })
    expect(res.status, res.text).toBe(200)
    expect((await stored()).price).toBe(Math.round(price * 100) / 100)
    expect((await stored()).productPrice).toBe(Math.round(price * 100) / 100)
  })

  it('an amount off an offer, kept as a draft, too', async () => {
    const offer = (
      await payload.find({ collection: 'offers', where: { benefit: { equals: 'amount' } } })
    ).docs[0]!
    for (const amountOffPounds of [1_000_000_000, 1e-9]) {
      const res = await rest('PATCH', `/cms-api/offers/${offer.id}?draft=true`, {
        cookie: manager,
        body: { amountOffPounds, _status: 'draft' },
      })
      expect(res.status, res.text).toBe(400)
      expect(res.text).toContain(MONEY_MESSAGE)
    }
  })

  it("and the referral scheme's amounts in Site settings", async () => {
    const res = await rest('POST', '/cms-api/globals/site-settings', {
      cookie: owner,
      body: { referral: { friendPounds: 1_000_000_000, referrerPounds: 20 } },
    })
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain(MONEY_MESSAGE)
  })
})

describe('a £0 quote', () => {
  let dryAndStyle: { id: number; price: number }
  let free: { id: number }
  beforeAll(async () => {
    dryAndStyle = (await serviceNamed('Dry & style')) as typeof dryAndStyle
    const mask = await serviceNamed('Hydrating mask')
    // An offer every cut carries, whatever the day: a free mask with any quote.
    free = await payload.create({
      collection: 'offers',
      data: {
        title: 'A free mask with any quote',
        slug: `free-mask-${Date.now()}`,
        kind: 'general',
        headline: 'A free mask',
        summary: 'A free mask with any quote.',
        audience: 'everyone',
        appliesTo: 'anything',
        benefit: 'free',
        freeService: mask.id,
        code: `FREEMASK${Date.now()}`,
        validDays: 28,
        active: true,
        startDate: '2020-01-01T00:00:00.000Z',
        endDate: '2099-12-31T00:00:00.000Z',
        _status: 'published',
      },
    })
  })
  afterAll(async () => {
    await payload.update({
      collection: 'services',
      id: dryAndStyle.id,
      data: { price: dryAndStyle.price },
    })
    await payload.delete({ collection: 'offers', id: free.id })
  })

  it('carries no offer, and claims no saving', async () => {
    const set = await rest('PATCH', `/cms-api/services/${dryAndStyle.id}`, {
      cookie: manager,
      body: { price: 0 },
    })
    expect(set.status, set.text).toBe(200)
    const email = `zero-${Date.now()}@example.com`
    const res = await call(saveQuote, {
      method: 'POST',
      body: await validQuote({
        email,
        calculator_type: 'CuttingStyling',
        quote: { services: [{ id: dryAndStyle.id, price: 0 }], total: 0 },
      }),
    })
    expect(res.status, res.text).toBe(201)
    const doc = (await payload.find({ collection: 'quotes', where: { email: { equals: email } } }))
      .docs[0]!
    expect(doc.totalPence).toBe(0)
    expect(doc.offerCode ?? null).toBeNull()
    expect((doc.quote as { applied_offer?: unknown }).applied_offer ?? null).toBeNull()
    const shown = await call(getQuote, { params: { link: res.json.link } })
    expect(shown.status, shown.text).toBe(200)
    expect(shown.text).not.toMatch(/worth|FREEMASK/i)
  })
})

/** `{"a":{"a":…1…}}`, `levels` deep: about 60 KB at 10,000. */
const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)

describe('a body nested too deep is refused, not a 500', () => {
  it('on /cms-api, as JSON', async () => {
    const service = await serviceNamed('Cut, dry & style')
    const res = await rest('PATCH', `/cms-api/services/${service.id}`, {
      cookie: manager,
      raw: { type: 'application/json', body: `{"description":"x","deep":${deep(10_000)}}` },
    })
    expect(res.status, res.text).toBe(400)
    expect(res.json.errors[0].message).toBe('The request could not be read.')
  })

  it("on /cms-api, in a form's _payload (how the admin sends JSON)", async () => {
    const service = await serviceNamed('Cut, dry & style')
    const form = new FormData()
    form.set('_payload', `{"description":"x","deep":${deep(10_000)}}`)
    const res = await rest('PATCH', `/cms-api/services/${service.id}`, { cookie: manager, form })
    expect(res.status, res.text).toBe(400)
    expect(res.json.errors[0].message).toBe('The request could not be read.')
  })

  it('and not what the admin really sends', async () => {
    const service = await serviceNamed('Cut, dry & style')
    const form = new FormData()
    form.set('_payload', JSON.stringify({ description: service.description ?? null }))
    const res = await rest('PATCH', `/cms-api/services/${service.id}`, { cookie: manager, form })
    expect(res.status, res.text).toBe(200)
  })

  it('on the public API', async () => {
    const body = JSON.stringify(await validQuote({ email: `deep-${Date.now()}@example.com` }))
    const res = await call(saveQuote, {
      method: 'POST',
      rawBody: `${body.slice(0, -1)},"deep":${deep(10_000)}}`,
    })
    expect(res.status, res.text).toBe(400)
    expect(res.json.message).toBe('The request could not be read.')
  })
})

/** The finish form as the browser sends it, for a cut, dry & style at the top level. */
async function finishForm(overrides: Record<string, string | string[]> = {}) {
  const cut = await serviceNamed('Cut, dry & style')
  const state = new URLSearchParams({
    type: 'CuttingStyling',
    mode: 'level',
    salon: '2',
    level: '9',
    finish: String(cut.id),
    regular: 'no',
  })
  const fields: Record<string, string | string[]> = {
    state: state.toString(),
    line: `${cut.id}:100`,
    total: '100',
    offer: '',
    name: 'Jo Tester',
    mobile: '07700 900123',
    email: `finish-${Date.now()}@example.com`,
    referral: 'Friends-family',
    website: '',
    // The form's one-time key (ADR 048).
    send_key: crypto.randomUUID(),
    ...overrides,
  }
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields))
    for (const one of Array.isArray(v) ? v : [v]) fd.append(k, one)
  return fd
}

describe('a NUL in what staff type is refused, not a 500 (PostgreSQL stores none in text)', () => {
  it("as JSON and in the admin's form, in salon words", async () => {
    const service = await serviceNamed('Cut, dry & style')
    const json = await rest('PATCH', `/cms-api/services/${service.id}`, {
      cookie: manager,
      body: { description: 'Cut\u0000, dry & style' },
    })
    expect(json.status, json.text).toBe(400)
    expect(json.json.errors[0].message).toMatch(/hidden control character/)
    const form = new FormData()
    form.set('_payload', JSON.stringify({ description: 'a\u0000b' }))
    const viaForm = await rest('PATCH', `/cms-api/services/${service.id}`, {
      cookie: manager,
      form,
    })
    expect(viaForm.status, viaForm.text).toBe(400)
    // A backslash typed before "u0000" is text, not a NUL.
    const typed = await rest('PATCH', `/cms-api/services/${service.id}`, {
      cookie: manager,
      body: { description: String.raw`C:\u0000` },
    })
    expect(typed.status, typed.text).toBe(200)
  })
})

describe('the finish form answers in salon words and keeps her choices', () => {
  it.each([
    ['a total of more than £100,000', { total: '10000000000' }],
    ['a line of £1,000,000,000', { line: '1:100000000000', total: '100000000000' }],
    ['no lines', { line: [] }],
    ['a line that is not a number', { line: 'x:y', total: 'abc' }],
    ['thirteen lines', { line: Array.from({ length: 13 }, (_, i) => `${i + 1}:100`) }],
    ['an offer name of 500 letters', { offer: 'x'.repeat(500) }],
    ['a honeypot filled in', { website: 'https://spam.example' }],
  ])('%s', async (_, overrides) => {
    const result = await finishQuote(await finishForm(overrides), '203.0.113.45')
    expect(result.status).toBe('error')
    if (result.status !== 'error') return
    expect(result.message).toBeTruthy()
    expect(result.message).not.toMatch(SCHEMA_WORDS)
    for (const message of Object.values(result.fields ?? {}))
      expect(message).not.toMatch(SCHEMA_WORDS)
    expect(result.values).toMatchObject({ name: 'Jo Tester', referral: 'Friends-family' })
  })

  it('and saves the quote when it is right', async () => {
    const fd = await finishForm()
    // The line and total as the quote module prices them.
    const [line] = await pricedLines(['Cut, dry & style'], 9)
    const pence = Math.round(line!.price * 100)
    fd.set('line', `${line!.id}:${pence}`)
    fd.set('total', String(pence))
    const result = await finishQuote(fd, '203.0.113.46')
    expect(result, JSON.stringify(result)).toMatchObject({ status: 'saved' })
  })
})

// Send always answers once (issue 46, ADR 048): the finish form's one-time key makes a second
// tap, or a retry after a lost answer, answer with the first quote — no second quote, no second
// message queued — through the form's save and the public API alike. The same key with other
// details is refused (409) in salon words; API callers without a key save as before.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { POST as sendQuote } from '@/app/api/send-quote/route'
import { finishQuote } from '@/calculator/finish.server'
import { SEND_KEY_VALID_MS } from '@/collections/quotes/send-once.server'
import { SEND_ONCE_MESSAGES } from '@/forms/quote-details'

import { bootPayload, call } from './harness'
import { pricedLines, validQuote } from './quotes'

let payload: Payload
beforeAll(async () => {
  payload = await bootPayload()
})

let n = 0
const email = () => `send-once-${Date.now()}-${(n += 1)}@example.com`

/** A valid quote for the API, with a key of its own. */
async function keyed() {
  const key = crypto.randomUUID()
  return { key, body: { ...(await validQuote({ email: email() })), send_key: key } }
}

const post = (body: unknown) =>
  call(saveQuote, { method: 'POST', path: '/api/save-quote-details', body })

/** The quotes saved with this key, and the deliveries (one e-mail and one text each) queued. */
async function savedWith(key: string) {
  const quotes = await payload.find({
    collection: 'quotes',
    where: { sendKey: { equals: key } },
    depth: 0,
    pagination: false,
  })
  const ids = new Set(quotes.docs.map((q) => q.id))
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'deliverQuote' } },
    depth: 0,
    pagination: false,
    limit: 0,
  })
  const queued = jobs.docs.filter((j) => ids.has((j.input as { quoteId?: number })?.quoteId ?? -1))
  return { quotes: quotes.docs, queued: queued.length }
}

/** The finish form as the browser posts it: a cut, dry & style at level 9, priced right. */
async function finishForm(overrides: Record<string, string> = {}) {
  const [cut] = await pricedLines(['Cut, dry & style'], 9)
  const pence = String(Math.round(cut!.price * 100))
  const state = new URLSearchParams({
    type: 'CuttingStyling',
    mode: 'level',
    salon: '2',
    level: '9',
    finish: String(cut!.id),
    regular: 'no',
  })
  const fields = {
    state: state.toString(),
    line: `${cut!.id}:${pence}`,
    total: pence,
    offer: '',
    name: 'Jo Tester',
    mobile: '07700 900123',
    email: email(),
    referral: 'Friends-family',
    website: '',
    send_key: crypto.randomUUID(),
    ...overrides,
  }
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  return fd
}

describe('the public API with a key', () => {
  it('answers a second save with the first quote: one quote, one e-mail and one text queued', async () => {
    const { key, body } = await keyed()
    const first = await post(body)
    expect(first.status, first.text).toBe(201)
    const second = await post(body)
    expect(second.status, second.text).toBe(201)
    expect(second.json).toEqual(first.json)
    const { quotes, queued } = await savedWith(key)
    expect(quotes.map((q) => q.link)).toEqual([first.json.link])
    expect(queued).toBe(1)
  })

  it('saves once when both tries arrive at the same moment', async () => {
    const { key, body } = await keyed()
    const answers = await Promise.all([post(body), post(body), post(body)])
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((a) => a.json.link)).size).toBe(1)
    const { quotes, queued } = await savedWith(key)
    expect(quotes).toHaveLength(1)
    expect(queued).toBe(1)
  })

  it('refuses the key with other details (409, in salon words), and saves nothing more', async () => {
    const { key, body } = await keyed()
    expect((await post(body)).status).toBe(201)
    const other = await post({ ...body, name: 'Someone Else' })
    expect(other.status, other.text).toBe(409)
    expect(other.json.message).toBe(SEND_ONCE_MESSAGES.changed)
    expect((await savedWith(key)).quotes).toHaveLength(1)
  })

  it('refuses a key older than its day (409)', async () => {
    const { key, body } = await keyed()
    expect((await post(body)).status).toBe(201)
    const [doc] = (await savedWith(key)).quotes
    const old = new Date(Date.now() - SEND_KEY_VALID_MS - 60_000).toISOString()
    await payload.update({ collection: 'quotes', id: doc!.id, data: { createdAt: old } })
    const again = await post(body)
    expect(again.status, again.text).toBe(409)
    expect(again.json.message).toBe(SEND_ONCE_MESSAGES.expired)
  })

  it('refuses a key that is not one of ours (400), in salon words', async () => {
    const res = await post(await validQuote({ email: email(), send_key: 'x' }))
    expect(res.status).toBe(400)
    expect(res.json.message).toMatch(/didn't come through/)
  })

  it('saves as before without a key: each save is a new quote', async () => {
    const body = await validQuote({ email: email() })
    const [a, b] = [await post(body), await post(body)]
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.json.link).not.toBe(b.json.link)
  })
})

describe("the finish form's save", () => {
  it('lands a second send of the same form on the same thank-you page, with one quote', async () => {
    const fd = await finishForm()
    const first = await finishQuote(fd, '203.0.113.60')
    expect(first, JSON.stringify(first)).toMatchObject({ status: 'saved' })
    const second = await finishQuote(fd, '203.0.113.60')
    expect(second).toEqual(first)
    const { quotes, queued } = await savedWith(String(fd.get('send_key')))
    expect(quotes).toHaveLength(1)
    expect(queued).toBe(1)
  })

  it('refuses the key with other details and gives the form a new key, keeping what she typed', async () => {
    const fd = await finishForm()
    expect(await finishQuote(fd, '203.0.113.61')).toMatchObject({ status: 'saved' })
    fd.set('email', email())
    const other = await finishQuote(fd, '203.0.113.61')
    expect(other).toMatchObject({
      status: 'error',
      code: 409,
      message: SEND_ONCE_MESSAGES.changed,
      values: { email: fd.get('email') },
    })
    const key = 'sendKey' in other ? other.sendKey : undefined
    expect(key).toBeTruthy()
    expect(key).not.toBe(fd.get('send_key'))
    // With the new key, the other details are a quote of their own.
    fd.set('send_key', key!)
    expect(await finishQuote(fd, '203.0.113.61')).toMatchObject({ status: 'saved' })
  })

  it('asks to send again, with a key, when the form came without one (a page from before)', async () => {
    const fd = await finishForm()
    fd.delete('send_key')
    const result = await finishQuote(fd, '203.0.113.62')
    expect(result).toMatchObject({ status: 'error', code: 400, values: { name: 'Jo Tester' } })
    expect('sendKey' in result && result.sendKey).toBeTruthy()
  })
})

describe('the finish form with scripts (POST /api/send-quote)', () => {
  const send = (fd: FormData) =>
    call(sendQuote, {
      method: 'POST',
      path: '/api/send-quote',
      body: { fields: [...fd].map(([k, v]) => [k, String(v)]) },
    })

  it('answers a retry with the same thank-you page (201), one quote', async () => {
    const fd = await finishForm()
    const first = await send(fd)
    expect(first.status, first.text).toBe(201)
    expect(first.json.to).toMatch(/^\/prices\/finish\/submitted\?link=/)
    const again = await send(fd)
    expect(again.status).toBe(201)
    expect(again.json).toEqual(first.json)
    expect((await savedWith(String(fd.get('send_key')))).queued).toBe(1)
  })

  it('says what was wrong with its status, keeping what she typed', async () => {
    const fd = await finishForm({ email: 'not-an-address' })
    const res = await send(fd)
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ status: 'error', values: { email: 'not-an-address' } })
    expect(res.json.fields.email).toBeTruthy()
  })

  it('refuses a body that is not the form, in salon words (400)', async () => {
    const res = await call(sendQuote, {
      method: 'POST',
      path: '/api/send-quote',
      body: { fields: 'x' },
    })
    expect(res.status).toBe(400)
    expect(res.json.message).toMatch(/didn't come through/)
    const long = await call(sendQuote, {
      method: 'POST',
      path: '/api/send-quote',
      body: {
        fields: [
          ['name', 'x'.repeat(6_000)],
          [1, 2],
        ],
      },
    })
    expect(long.status).toBe(400)
    expect(long.json.message).toMatch(/didn't come through/)
  })
})

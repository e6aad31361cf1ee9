// What staff save is checked like what visitors send: through the real REST API, a record's
// dates stay the server's, a draft cannot be saved in a shape that cannot be read back, the
// Outbox keeps what was sent, and no query string answers with a 5xx (ADR 011).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { demoEmail, login, rest } from './rest'

let payload: Payload
const cookies = {} as Record<'owner' | 'manager' | 'front-desk', string>

beforeAll(async () => {
  payload = await bootPayload()
  for (const role of ['owner', 'manager', 'front-desk'] as const) {
    const res = await login(demoEmail[role])
    expect(res.status, res.text).toBe(200)
    cookies[role] = res.cookie!
  }
})

const PAST = '2000-01-01T00:00:00.000Z'
const FUTURE = '2999-01-01T00:00:00.000Z'

const stored = async (collection: 'quotes' | 'job-applications' | 'news-items', id: number) =>
  (await payload.findByID({ collection, id, depth: 0, draft: true })) as {
    createdAt: string
    updatedAt: string
  }

async function newQuote(n: number) {
  const email = `trust-${n}-${Date.now()}@example.com`
  const res = await call(saveQuote, { method: 'POST', body: await validQuote({ email }) })
  expect(res.status, res.text).toBe(201)
  return (await payload.find({ collection: 'quotes', where: { email: { equals: email } } }))
    .docs[0]!
}

describe("a record's dates are the server's", () => {
  it('front desk cannot backdate a quote, one at a time or in bulk; a manager cannot future-date it', async () => {
    const quote = await newQuote(1)
    const one = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies['front-desk'],
      body: { createdAt: PAST, updatedAt: PAST, leadStatus: 'contacted' },
    })
    expect(one.status, one.text).toBe(200)
    const after = await stored('quotes', quote.id)
    expect(after.createdAt).toBe(quote.createdAt)
    expect(after.updatedAt).not.toBe(PAST)

    const bulk = await rest(
      'PATCH',
      `/cms-api/quotes?where[email][in]=${encodeURIComponent(quote.email!)}`,
      { cookie: cookies['front-desk'], body: { createdAt: PAST } },
    )
    expect(bulk.status, bulk.text).toBe(200)
    expect((await stored('quotes', quote.id)).createdAt).toBe(quote.createdAt)

    const future = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies.manager,
      body: { createdAt: FUTURE, erasedAt: FUTURE, delivery: { resentAt: FUTURE } },
    })
    expect(future.status, future.text).toBe(200)
    const doc = (await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })) as {
      createdAt: string
      erasedAt?: string | null
      delivery?: { resentAt?: string | null }
    }
    expect(doc.createdAt).toBe(quote.createdAt)
    expect(doc.erasedAt ?? null).toBeNull()
    expect(doc.delivery?.resentAt ?? null).toBeNull()
  })

  it('nor a job application', async () => {
    const email = `trust-app-${Date.now()}@example.com`
    const res = await call(joinus, {
      method: 'POST',
      body: {
        name: 'Trust Applicant',
        mobile: '07700 900321',
        email,
        role: 'Stylist',
        position: 'Stylist',
        about: 'a',
        why_hair: 'b',
        why_us: 'c',
      },
    })
    expect(res.status, res.text).toBe(201)
    const app = (
      await payload.find({ collection: 'job-applications', where: { email: { equals: email } } })
    ).docs[0]!
    for (const role of ['front-desk', 'owner'] as const) {
      const patch = await rest('PATCH', `/cms-api/job-applications/${app.id}`, {
        cookie: cookies[role],
        body: { createdAt: PAST, reply: 'answered' },
      })
      expect(patch.status, patch.text).toBe(200)
      expect((await stored('job-applications', app.id)).createdAt).toBe(app.createdAt)
    }
  })

  it('a new document made by staff is dated now, whatever the request says', async () => {
    const model = (await payload.find({ collection: 'news-items', limit: 1, depth: 0 })).docs[0]!
    const res = await rest('POST', '/cms-api/news-items', {
      cookie: cookies.manager,
      body: {
        image: model.image,
        author: model.author,
        title: 'Dated by the server',
        slug: `dated-by-server-${Date.now()}`,
        body: 'A short note.',
        date: '2026-11-01',
        createdAt: PAST,
        updatedAt: PAST,
      },
    })
    expect(res.status, res.text).toBe(201)
    const doc = await stored('news-items', res.json.doc.id)
    expect(Date.now() - Date.parse(doc.createdAt)).toBeLessThan(60_000)
    expect(Date.now() - Date.parse(doc.updatedAt)).toBeLessThan(60_000)
  })
})

describe('drafts are checked before they are saved', () => {
  it('refuses a draft with a value its field cannot hold, and the document stays usable', async () => {
    const news = (await payload.find({ collection: 'news-items', limit: 1, depth: 0 })).docs[0]!
    const bad = await rest('PATCH', `/cms-api/news-items/${news.id}?draft=true`, {
      cookie: cookies.manager,
      body: { date: 'notadate' },
    })
    expect(bad.status, bad.text).toBe(400)
    expect(bad.text).toMatch(/date/i)

    const read = await rest('GET', `/cms-api/news-items/${news.id}?draft=true`, {
      cookie: cookies.owner,
    })
    expect(read.status, read.text).toBe(200)
    const publish = await rest('PATCH', `/cms-api/news-items/${news.id}`, {
      cookie: cookies.owner,
      body: { title: `${news.title} (checked)` },
    })
    expect(publish.status, publish.text).toBe(200)
  })

  it('still saves a draft with its required fields empty', async () => {
    const res = await rest('POST', '/cms-api/news-items?draft=true', {
      cookie: cookies.manager,
      body: { title: 'Half-written', _status: 'draft' },
    })
    expect(res.status, res.text).toBe(201)
    const again = await rest('PATCH', `/cms-api/news-items/${res.json.doc.id}?draft=true`, {
      cookie: cookies.manager,
      body: { title: 'Still half-written' },
    })
    expect(again.status, again.text).toBe(200)
    const publish = await rest('PATCH', `/cms-api/news-items/${res.json.doc.id}`, {
      cookie: cookies.manager,
      body: { _status: 'published' },
    })
    expect(publish.status, publish.text).toBe(400)
  })
})

describe('the Outbox keeps what was sent', () => {
  it('nobody deletes or edits a message; a manager finds no staff sign-in e-mail about the owner', async () => {
    const mail = await payload.create({
      collection: 'outbox',
      data: {
        channel: 'email',
        to: demoEmail.owner,
        subject: 'Reset your admin password',
        text: 'Choose a new password here: (link withheld)',
      },
    })
    for (const role of ['manager', 'owner'] as const) {
      const del = await rest('DELETE', `/cms-api/outbox/${mail.id}`, { cookie: cookies[role] })
      expect([403, 404], `${role}: ${del.status}`).toContain(del.status)
      const edit = await rest('PATCH', `/cms-api/outbox/${mail.id}`, {
        cookie: cookies[role],
        body: { subject: 'Nothing to see' },
      })
      expect([403, 404], `${role}: ${edit.status}`).toContain(edit.status)
    }
    const bulk = await rest('DELETE', `/cms-api/outbox?where[id][exists]=true`, {
      cookie: cookies.owner,
    })
    expect(bulk.status).toBeGreaterThanOrEqual(400)
    expect(await payload.findByID({ collection: 'outbox', id: mail.id, depth: 0 })).toBeTruthy()

    const asManager = await rest('POST', '/cms-api/privacy/person', {
      cookie: cookies.manager,
      body: { q: demoEmail.owner },
    })
    expect(asManager.status, asManager.text).toBe(200)
    expect(asManager.text).not.toContain('Reset your admin password')
    const asOwner = await rest('POST', '/cms-api/privacy/person', {
      cookie: cookies.owner,
      body: { q: demoEmail.owner },
    })
    expect(asOwner.status, asOwner.text).toBe(200)
    expect(asOwner.text).toContain('Reset your admin password')
  })
})

describe('no query string answers with a 5xx', () => {
  const signedOut = [
    ['/cms-api/pages/distinct?field=slug', 404],
    ['/cms-api/pages?where[id][equals]=1e400', 400],
    ['/cms-api/pages?where[updatedAt][greater_than]=notadate', 400],
    ['/cms-api/pages?where[slug][near]=1,2', 400],
    ['/cms-api/pages?where[slug][within]=x', 400],
    ['/cms-api/pages?where[layout.blockType][equals]=x', 400],
    ['/cms-api/stylists?where[salon][equals]=abc', 400],
    ['/cms-api/stylists?where[salon.name][equals]=x&where[or][0][level][in]=1,x', 400],
    ['/cms-api/stylists?where[or][0][id][equals]=NaN', 400],
    ['/cms-api/salons/count?where[id][greater_than]=Infinity', 400],
    ['/cms-api/blog-posts?where[title][all]=x', 400],
    ['/cms-api/offers?where[stylists][all]=1,2', 400],
    ['/cms-api/payload-migrations', 404],
    ['/cms-api/pages/me', 404],
    ['/cms-api/colour-categories/access', 404],
    ['/cms-api/levels/login', 404],
    ['/cms-api/nope', 404],
    ['/cms-api/pages?where[nope][equals]=1', 400],
    ['/cms-api/pages?where[slug][nope]=1', 400],
  ] as const
  it.each(signedOut)('signed out: %s → %i', async (path, status) => {
    const res = await rest('GET', path)
    expect(res.status, res.text).toBe(status)
    expect(res.json?.errors?.[0]?.message ?? res.json?.message).toBeTruthy()
  })

  it.each(['outbox', 'media', 'reviews', 'users'])(
    'staff: /cms-api/%s/versions (a collection that keeps no versions) → 404',
    async (c) => {
      const res = await rest('GET', `/cms-api/${c}/versions`, { cookie: cookies.owner })
      expect(res.status, res.text).toBe(404)
    },
  )

  it('keeps answering good queries, versions included', async () => {
    for (const path of [
      '/cms-api/stylists?where[salon][equals]=1&depth=0',
      '/cms-api/stylists?where[salon.name][like]=High&depth=0',
      '/cms-api/stylists?where[or][0][level][in]=1,2&where[or][1][salon][exists]=false',
      '/cms-api/pages?where[updatedAt][greater_than]=2020-01-01',
      '/cms-api/pages/versions?where[parent][equals]=1&where[version.title][like]=a',
      '/cms-api/offers?where[active][equals]=true',
    ]) {
      const res = await rest('GET', path, { cookie: cookies.owner })
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200)
    }
  })
})

describe('names are names', () => {
  it('a name holding a link, an e-mail address or markup is refused, and nothing is saved', async () => {
    for (const name of ['https://evil.example/refund', 'jo@example.com', '<b>Jo</b>']) {
      const email = `not-a-name-${Date.now()}@example.com`
      const res = await call(saveQuote, { method: 'POST', body: await validQuote({ name, email }) })
      expect(res.status, res.text).toBe(400)
      expect(res.text).toContain("Please enter your name as you'd like us to call you")
      expect(
        (await payload.find({ collection: 'quotes', where: { email: { equals: email } } })).docs,
      ).toEqual([])
    }
  })
})

// Quotes as leads the front desk works (ADR 015): finding a quote the way staff type
// it into the admin list's search box, following it up (status, notes, who and when), and the
// dashboard's conversion figures — on the real database, through the real REST API.
import type { Payload, TypedUser, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { loadDashboard } from '@/content/dashboard.server'
import { periodOf } from '@/dashboard/period'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { demoEmail, login, rest } from './rest'

let payload: Payload
const users = {} as Record<'front-desk' | 'manager' | 'owner', TypedUser>
const cookies = {} as Record<'front-desk' | 'manager' | 'owner', string>

beforeAll(async () => {
  payload = await bootPayload()
  for (const role of ['front-desk', 'manager', 'owner'] as const) {
    const res = await login(demoEmail[role])
    expect(res.status, res.text).toBe(200)
    cookies[role] = res.cookie!
    users[role] = (await payload.findByID({
      collection: 'users',
      id: res.user!.id,
      depth: 0,
    })) as TypedUser
  }
})

async function save(overrides: Record<string, unknown>) {
  const res = await call(saveQuote, { method: 'POST', body: await validQuote(overrides) })
  expect(res.status, res.text).toBe(201)
  const found = await payload.find({
    collection: 'quotes',
    where: { link: { equals: res.json.link } },
    depth: 0,
  })
  return found.docs[0]!
}

/** What the admin's list does with the search box: Payload's own query, read as the user. */
async function listSearch(search: string, as: 'front-desk' | 'manager' = 'front-desk') {
  const where = mergeListSearchAndWhere({
    collectionConfig: payload.collections.quotes.config,
    search,
  }) as Where
  const res = await payload.find({
    collection: 'quotes',
    where,
    depth: 0,
    limit: 100,
    overrideAccess: false,
    user: users[as],
  })
  return res.docs.map((d) => d.id)
}

describe('finding a quote from the list search', () => {
  let lena: Awaited<ReturnType<typeof save>>
  let other: Awaited<ReturnType<typeof save>>

  beforeAll(async () => {
    lena = await save({
      name: 'Lena Finder',
      email: 'Lena.Finder@example.com',
      mobile: '07700 900611',
    })
    other = await save({ name: 'Otto Other', email: 'otto@example.com', mobile: '07700 900612' })
  })

  it.each([
    '07700 900611',
    '07700900611',
    '+44 7700 900611',
    '+44 (0)7700 900 611',
    '0044 7700 900611',
    '07700-900-611',
    '(07700) 900611',
  ])('by the mobile number typed as %j', async (typed) => {
    expect(await listSearch(typed)).toEqual([lena.id])
  })

  it('by name, e-mail in any case, the quote link or its whole address', async () => {
    expect(await listSearch('Lena Finder')).toEqual([lena.id])
    expect(await listSearch('finder')).toEqual([lena.id])
    expect(await listSearch('lena.finder@EXAMPLE.com')).toEqual([lena.id])
    expect(await listSearch(lena.link)).toEqual([lena.id])
    expect(await listSearch(`https://salon.test/quote/${lena.link}`)).toEqual([lena.id])
    expect(await listSearch(`http://localhost:3000/quote/${other.link}?from=sms`)).toEqual([
      other.id,
    ])
  })

  it('by part of a number, and finds nobody for a number that is not there', async () => {
    expect(await listSearch('0770 0900 61')).toEqual(expect.arrayContaining([lena.id, other.id]))
    expect(await listSearch('07700 900699')).toEqual([])
  })

  it('through the REST API too (the same rule for every reader)', async () => {
    const res = await rest(
      'GET',
      `/cms-api/quotes?depth=0&where[mobile][like]=${encodeURIComponent('07700 900 612')}`,
      { cookie: cookies['front-desk'] },
    )
    expect(res.status, res.text).toBe(200)
    expect(res.json.docs.map((d: { id: number }) => d.id)).toEqual([other.id])
  })
})

describe('following a quote up', () => {
  it('front desk marks it contacted with a note, then booked; each change says who and when', async () => {
    const quote = await save({ name: 'Fay Follow', mobile: '07700 900621' })
    expect(quote.leadStatus).toBe('new')
    const before = Date.now()

    const contacted = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies['front-desk'],
      body: { leadStatus: 'contacted', leadNote: '  Left a voicemail; call after 5  ' },
    })
    expect(contacted.status, contacted.text).toBe(200)
    const booked = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies['front-desk'],
      body: { leadStatus: 'booked' },
    })
    expect(booked.status, booked.text).toBe(200)
    const noted = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies.manager,
      body: { leadNote: 'Deposit paid' },
    })
    expect(noted.status, noted.text).toBe(200)

    const doc = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    expect(doc.leadStatus).toBe('booked')
    const history = doc.leadHistory ?? []
    expect(
      history.map((h) => [h.from, h.to, h.note ?? null, h.by, h.byName?.length ? 'named' : '']),
    ).toEqual([
      ['new', 'contacted', 'Left a voicemail; call after 5', users['front-desk'].id, 'named'],
      ['contacted', 'booked', null, users['front-desk'].id, 'named'],
      ['booked', 'booked', 'Deposit paid', users.manager.id, 'named'],
    ])
    for (const h of history) {
      expect(Date.parse(h.at!)).toBeGreaterThanOrEqual(before - 1000)
      expect(Date.parse(h.at!)).toBeLessThanOrEqual(Date.now())
    }
    // The note is not kept anywhere but the history.
    expect((doc as unknown as Record<string, unknown>).leadNote ?? null).toBeNull()
  })

  it('never goes back to New, with a message', async () => {
    const quote = await save({ mobile: '07700 900622' })
    await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies['front-desk'],
      body: { leadStatus: 'not-booked' },
    })
    const res = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies['front-desk'],
      body: { leadStatus: 'new' },
    })
    expect(res.status).toBe(400)
    expect(res.text).toContain('cannot go back to New')
    const doc = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    expect(doc.leadStatus).toBe('not-booked')
    expect(doc.leadHistory).toHaveLength(1)
  })

  it("front desk cannot change the client's details, the price, the snapshot or the history", async () => {
    const quote = await save({ name: 'Pat Private', mobile: '07700 900623' })
    await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies['front-desk'],
      body: { leadStatus: 'contacted' },
    })
    const before = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    const res = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies['front-desk'],
      body: {
        name: 'Changed',
        email: 'changed@example.com',
        mobile: '+447700900999',
        regular: !before.regular,
        totalPence: 1,
        quote: { services: [], total: 0 },
        delivery: { email: 'failed' },
        erasedAt: new Date().toISOString(),
        leadHistory: [],
      },
    })
    expect(res.status).toBeLessThan(500)
    const after = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    for (const field of [
      'name',
      'email',
      'mobile',
      'regular',
      'totalPence',
      'quote',
      'erasedAt',
      'leadHistory',
    ] as const) {
      expect(after[field] ?? null, field).toEqual(before[field] ?? null)
    }
    expect(after.delivery?.email).toBe(before.delivery?.email)
  })

  it('visitors cannot follow quotes up', async () => {
    const quote = await save({ mobile: '07700 900624' })
    const res = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      body: { leadStatus: 'booked' },
    })
    expect([401, 403]).toContain(res.status)
    const doc = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    expect(doc.leadStatus).toBe('new')
  })
})

describe('conversion on the dashboard', () => {
  it('counts the period’s quotes booked, by service type, stylist and salon', async () => {
    const now = new Date()
    const period = periodOf(now, 12)
    const inPeriod: Where = { createdAt: { greater_than_equal: period.start.toISOString() } }
    const count = async (where: Where) =>
      (await payload.count({ collection: 'quotes', where: { and: [inPeriod, where] } })).totalDocs

    const figures = await loadDashboard(payload, { weeks: 12, user: users.owner, now })
    const c = figures.conversion
    expect(c.all.quotes).toBe(await count({}))
    expect(c.all.booked).toBe(await count({ leadStatus: { equals: 'booked' } }))
    expect(c.all.notBooked).toBe(await count({ leadStatus: { equals: 'not-booked' } }))
    // The seed follows its demo quotes up, so the chart has something to show.
    expect(c.all.booked).toBeGreaterThan(10)
    expect(c.all.rate).toBe(Math.round((c.all.booked / c.all.quotes) * 100))
    for (const groups of [c.byType, c.byStylist, c.bySalon]) {
      expect(groups.reduce((s, r) => s + r.quotes, 0)).toBe(c.all.quotes)
      expect(groups.reduce((s, r) => s + r.booked, 0)).toBe(c.all.booked)
    }
    const colour = c.byType.find((r) => r.key === 'Colour')!
    expect(colour.booked).toBe(
      await count({
        and: [{ serviceType: { equals: 'Colour' } }, { leadStatus: { equals: 'booked' } }],
      }),
    )
    expect(JSON.stringify(c)).not.toMatch(/@example\.com|\+447700/)

    // Front desk books a quote: the figures follow at once, in the right rows.
    const quote = await save({ mobile: '07700 900631' })
    const res = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
      cookie: cookies['front-desk'],
      body: { leadStatus: 'booked' },
    })
    expect(res.status, res.text).toBe(200)
    const after = (await loadDashboard(payload, { weeks: 12, user: users.owner })).conversion
    expect(after.all.quotes).toBe(c.all.quotes + 1)
    expect(after.all.booked).toBe(c.all.booked + 1)
    const salonRow = (rows: typeof c.bySalon) => rows.find((r) => r.key === '2')
    expect(salonRow(after.bySalon)!.booked).toBe((salonRow(c.bySalon)?.booked ?? 0) + 1)
    const levelOnly = (rows: typeof c.byStylist) => rows.find((r) => r.key === 'none')
    expect(levelOnly(after.byStylist)!.booked).toBe((levelOnly(c.byStylist)?.booked ?? 0) + 1)
  })
})

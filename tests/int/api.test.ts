// The public JSON API (README, "Public JSON API") against a real, seeded database — SQLite by default,
// PostgreSQL when TEST_POSTGRES_URL is set.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { GET as cmsGet } from '@/app/(payload)/cms-api/[...slug]/route'
import { GET as blogPost } from '@/app/api/blog-post/[slug]/route'
import { GET as blogPosts } from '@/app/api/blog-posts/route'
import { GET as getQuote } from '@/app/api/get-quote-details/[link]/route'
import { POST as joinus } from '@/app/api/joinus/route'
import { GET as levels } from '@/app/api/levels/route'
import { GET as newsItems } from '@/app/api/news-items/route'
import { GET as reviews } from '@/app/api/reviews/[[...slug]]/route'
import { GET as salons } from '@/app/api/salons/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { GET as services } from '@/app/api/services/route'
import { GET as storeData } from '@/app/api/store-data/route'
import { GET as stylists } from '@/app/api/stylists/route'
import { GET as teamMember } from '@/app/api/team/[slug]/route'
import { GET as team } from '@/app/api/team/route'
import { POST as oldSaveQuote } from '@/app/prices/api/save-quote-details/route'

import { averageCutAndColourPence, serviceKind } from '@/quote'
import { demoCatalogue } from '@/quote/testing/demo-catalogue'
import { peerAddressHeader } from '@/security/request-guard.server'

import { bootPayload, call } from './harness'
import { pricedLines, quoteOf, validQuote } from './quotes'

let payload: Payload
beforeAll(async () => {
  payload = await bootPayload()
})

describe('content reads', () => {
  it('runs on the database the run asked for', () => {
    expect(payload.db.name).toBe(inject('db').kind)
  })

  it('GET /api/levels lists the nine levels in order with signed adapters', async () => {
    const { status, json } = await call(levels)
    expect(status).toBe(200)
    expect(json).toHaveLength(9)
    expect(json[0]).toEqual({ id: 1, name: 'New Starter', adapter: -81.41 })
    expect(json[8]).toEqual({ id: 9, name: 'Advanced Senior', adapter: 25.3 })
  })

  it('GET /api/salons has salons 1..3 with id 3 the academy', async () => {
    const { json } = await call(salons)
    expect(json.map((s: { id: number }) => s.id)).toEqual([1, 2, 3])
    expect(json[2].is_academy).toBe(true)
    for (const s of json) {
      expect(s).toMatchObject({
        name: expect.any(String),
        logo: expect.stringMatching(/^\/cms-api\/media\/file\//),
        image: expect.any(String),
      })
    }
  })

  it('GET /api/services covers every calculator category with the API fields', async () => {
    const { status, json } = await call(services)
    expect(status).toBe(200)
    for (const s of json) {
      expect(Object.keys(s)).toEqual(
        expect.arrayContaining([
          'id',
          'service',
          'price',
          'product_price',
          'cat1',
          'cat2',
          'description',
        ]),
      )
      expect(serviceKind(s.cat1, s.cat2)).not.toBeNull()
      // Issue 25: a line in plain words, or null (never an empty string).
      expect(
        s.description === null || (typeof s.description === 'string' && s.description.trim()),
      ).toBeTruthy()
    }
    // The seed explains the jargon, e.g. what a gloss is.
    expect(
      json.find((s: { service: string }) => s.service === 'Gloss & tone')?.description,
    ).toMatch(/gloss/i)
    const kinds = new Set(
      json.map((s: { cat1: number; cat2: number }) => serviceKind(s.cat1, s.cat2)),
    )
    expect([...kinds].sort()).toEqual([
      'colour',
      'colourAddOn',
      'finish',
      'finishAddOn',
      'mensColour',
      'mensCut',
      'plex',
      'treatment',
    ])
    const colourCategories = new Set(
      json.filter((s: { cat1: number }) => s.cat1 === 2).map((s: { cat2: number }) => s.cat2),
    )
    expect([...colourCategories].sort()).toEqual([0, 1, 2, 3, 4, 5, 6])
    // Zero-priced "None" options exist where the flow offers one.
    for (const kind of ['colourAddOn', 'plex', 'treatment', 'finishAddOn', 'mensColour']) {
      expect(
        json.some(
          (s: { cat1: number; cat2: number; price: number }) =>
            serviceKind(s.cat1, s.cat2) === kind && s.price === 0,
        ),
      ).toBe(true)
    }
    const foils = json.find((s: { service: string }) => s.service === 'Full head foils')
    expect(foils).toMatchObject({ price: 66, product_price: 32, cat1: 2, cat2: 2 })
  })

  it('GET /api/stylists lists current stylists with the API fields, never those who have left', async () => {
    const { json } = await call(stylists)
    expect(json.length).toBeGreaterThanOrEqual(18)
    expect(json[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        first_name: expect.any(String),
        last_name: expect.any(String),
        name: expect.any(String),
        slug: expect.any(String),
        salon: expect.any(Number),
        level: expect.any(Number),
        remote_image: expect.any(String),
        para_1: expect.any(String),
      }),
    )
    expect(json.some((s: { slug: string }) => s.slug === 'oscar-fenwick')).toBe(false)
    expect(
      json.filter((s: { accepting_new_clients: boolean }) => !s.accepting_new_clients),
    ).toHaveLength(1)
    expect(
      json
        .filter((s: { level: number; salon: number }) => s.level === 1)
        .every((s: { salon: number }) => s.salon === 3),
    ).toBe(true)
  })

  it('GET /api/team and /api/team/{slug} answer with profile fields; unknown slugs are 404 JSON', async () => {
    const list = await call(team)
    expect(list.json.length).toBeGreaterThanOrEqual(18)
    const one = await call(teamMember, { params: { slug: 'aisha-rahman' } })
    expect(one.status).toBe(200)
    expect(one.json).toEqual({
      slug: 'aisha-rahman',
      first_name: 'Aisha',
      last_name: 'Rahman',
      image: expect.stringMatching(/\.webp$/),
      level_name: 'Advanced Senior',
      // Computed from the price list by the quote module, not typed per level (ADR 014).
      price: averageCutAndColourPence(demoCatalogue(), 9)! / 100,
      para_1: expect.any(String),
      para_2: expect.any(String),
      para_3: expect.any(String),
    })
    for (const slug of ['nobody-here', 'oscar-fenwick', '../etc/passwd', 'A'.repeat(300)]) {
      const missing = await call(teamMember, { params: { slug } })
      expect(missing.status).toBe(404)
      expect(missing.json).toMatchObject({ error: 'not_found' })
    }
  })

  it('GET /api/reviews/{slug} gives both spellings and filters by stylist; default all', async () => {
    const all = await call(reviews, { params: {} })
    expect(all.json).toHaveLength(60)
    const allExplicit = await call(reviews, { params: { slug: ['all'] } })
    expect(allExplicit.json).toHaveLength(60)
    const aisha = await call(reviews, { params: { slug: ['aisha-rahman'] } })
    expect(aisha.json.length).toBeGreaterThan(0)
    for (const r of aisha.json) {
      expect(r).toMatchObject({
        review: expect.any(String),
        client: expect.any(String),
        staff: 'Aisha Rahman',
        stylist: 'Aisha Rahman',
      })
    }
    expect((await call(reviews, { params: { slug: ['no-such-stylist'] } })).status).toBe(404)
    expect((await call(reviews, { params: { slug: ['a', 'b'] } })).status).toBe(404)
  })

  it('GET /api/blog-posts and /api/blog-post/{slug} return HTML bodies', async () => {
    const list = await call(blogPosts)
    expect(list.json.length).toBeGreaterThanOrEqual(6)
    const post = await call(blogPost, { params: { slug: 'allergy-alert-test' } })
    expect(post.status).toBe(200)
    expect(post.json).toMatchObject({
      slug: 'allergy-alert-test',
      title: expect.any(String),
      author: expect.any(String),
      date: expect.any(String),
      alt: expect.any(String),
      image: expect.any(String),
    })
    expect(post.json.body).toMatch(/<p[^>]*>.*48/s)
    expect((await call(blogPost, { params: { slug: 'missing-post' } })).status).toBe(404)
  })

  it('GET /api/news-items and /api/store-data', async () => {
    const news = await call(newsItems)
    expect(news.json.length).toBeGreaterThanOrEqual(4)
    expect(news.json[0]).toMatchObject({
      slug: expect.any(String),
      title: expect.any(String),
      body: expect.any(String),
      image: expect.any(String),
    })
    const store = await call(storeData)
    expect(store.json.banners.length).toBeGreaterThan(0)
    expect(store.json.tiles[0]).toEqual({
      image: expect.any(String),
      brand: expect.any(String),
      description: expect.any(String),
      url: expect.any(String),
      title: expect.any(String),
    })
  })
})

describe('saving and reading quotes', () => {
  it('saves a correctly priced quote, answers with an unguessable link, and reads it back without contact details', async () => {
    const body = await validQuote()
    expect(body.quote.services[0]!.price).toBe(115) // the worked example in docs/rules.md
    const saved = await call(saveQuote, { method: 'POST', body })
    expect(saved.status).toBe(201)
    expect(saved.json.link).toMatch(/^[A-Za-z0-9_-]{16,}$/)

    const read = await call(getQuote, { params: { link: saved.json.link } })
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({
      name: 'Jo',
      created_at: expect.any(String),
      expires_at: expect.any(String),
      quote: { total: body.quote.total, regular: false },
      skin_test: true, // foils: colour on her skin
    })
    expect(read.json.quote.services.map((s: { service: string }) => s.service)).toEqual([
      'Full head foils',
      'Toner',
      'Cut, dry & style',
    ])
    expect(read.text).not.toContain('07700')
    expect(read.text).not.toContain('+447700900123')
    expect(read.text).not.toContain('jo@example.com')
    // Her offer (the first-visit offer, docs/rules.md) is good until the end of the 28th day.
    expect(read.json.offer).toEqual({ code: 'QG20', percentOff: 20, validDays: 28 })
    expect(read.json.applied_offer).toMatchObject({
      slug: 'general',
      code: 'QG20',
      saving_text: '20% off',
      total_before: body.quote.total,
      total_after: expect.any(Number),
    })
    const days = (Date.parse(read.json.expires_at) - Date.parse(read.json.created_at)) / 86_400_000
    expect(days).toBeGreaterThan(28)
    expect(days).toBeLessThan(29)

    const stored = await payload.find({
      collection: 'quotes',
      where: { link: { equals: saved.json.link } },
    })
    expect(stored.docs[0]).toMatchObject({
      mobile: '+447700900123',
      email: 'jo@example.com',
      totalPence: body.quote.total * 100,
    })
  })

  it('also accepts the old front end path /prices/api/save-quote-details', async () => {
    const saved = await call(oldSaveQuote, { method: 'POST', body: await validQuote() })
    expect(saved.status).toBe(201)
  })

  it('refuses a tampered price with 422 and stores nothing', async () => {
    const before = await payload.count({ collection: 'quotes' })
    const body = await validQuote()
    body.quote.services[0]!.price = 1
    body.quote.total = body.quote.services.reduce((a, l) => a + l.price, 0)
    const res = await call(saveQuote, { method: 'POST', body })
    expect(res.status).toBe(422)
    expect(res.json.message).toMatch(/prices/i)
    const tamperedTotal = await call(saveQuote, {
      method: 'POST',
      body: { ...(await validQuote()), quote: { ...(await validQuote()).quote, total: 5 } },
    })
    expect(tamperedTotal.status).toBe(422)
    expect((await payload.count({ collection: 'quotes' })).totalDocs).toBe(before.totalDocs)
  })

  it.each([
    [{ name: '  ' }, 'name', 'Your name is required'],
    // Control, format and invisible characters alone are no name: stored, such a
    // quote was never delivered.
    [{ name: '\u0000' }, 'name', 'Your name is required'],
    [{ name: '\u202E' }, 'name', 'Your name is required'],
    [{ name: '\u200B' }, 'name', 'Your name is required'],
    [{ name: ' \u200B\u00A0\u3164\t' }, 'name', 'Your name is required'],
    [{ mobile: '' }, 'mobile', 'Your mobile number is required'],
    [{ mobile: '12345' }, 'mobile', 'A valid mobile number is required'],
    [{ email: '' }, 'email', 'Email Address is required'],
    [{ email: 'not-an-email' }, 'email', 'Valid Email Address is required'],
    [{ referral: 'default' }, 'referral', 'How did you hear about us is required'],
  ])(
    'answers bad contact details %j with 400 and the standard message',
    async (patch, field, message) => {
      const res = await call(saveQuote, { method: 'POST', body: await validQuote(patch) })
      expect(res.status).toBe(400)
      expect(res.json.fields[field]).toBe(message)
    },
  )

  it('stores a name without its control and invisible characters', async () => {
    const res = await call(saveQuote, {
      method: 'POST',
      body: await validQuote({
        name: '\u202EJo\u0000\u200B  Tester\u2066',
        email: 'clean@example.com',
      }),
    })
    expect(res.status).toBe(201)
    const stored = await payload.find({
      collection: 'quotes',
      where: { email: { equals: 'clean@example.com' } },
    })
    expect(stored.docs[0]?.name).toBe('Jo Tester')
  })

  it("refuses services that do not fit the quote's type and steps: a Men's quote with foils and two cuts", async () => {
    const before = await payload.count({ collection: 'quotes' })
    // Priced exactly as the quote module would, so only the mix is wrong.
    const lines = await pricedLines(['Clipper cut', "Men's restyle", 'Full head foils'], 6)
    const body = await validQuote({ calculator_type: 'Men', level_id: 6, quote: quoteOf(lines) })
    const res = await call(saveQuote, { method: 'POST', body })
    expect(res.status).toBe(422)
    expect(res.json.message).toMatch(/do not go together/)
    // The old front end sent no type: refused just the same.
    const untyped = await call(saveQuote, {
      method: 'POST',
      body: { ...body, calculator_type: undefined },
    })
    expect(untyped.status).toBe(422)
    expect((await payload.count({ collection: 'quotes' })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses a balayage quote with a New Starter (its category is restricted for New Starters)', async () => {
    const lines = await pricedLines(['Balayage — half head', 'Dry & style'], 1)
    const res = await call(saveQuote, {
      method: 'POST',
      body: await validQuote({ level_id: 1, salon_id: 3, quote: quoteOf(lines) }),
    })
    expect(res.status).toBe(422)
    expect(res.json.message).toMatch(/New Starters/)
    const apprentice = await pricedLines(['Balayage — half head', 'Dry & style'], 2)
    const ok = await call(saveQuote, {
      method: 'POST',
      body: await validQuote({ level_id: 2, salon_id: 3, quote: quoteOf(apprentice) }),
    })
    expect(ok.status).toBe(201)
  })

  it('answers malformed bodies with 4xx, never 5xx', async () => {
    for (const rawBody of ['', 'null', '[]', '{', '"text"', JSON.stringify({ quote: 'x' })]) {
      const res = await call(saveQuote, { method: 'POST', rawBody })
      expect(res.status).toBe(400)
    }
    const huge = await call(saveQuote, {
      method: 'POST',
      rawBody: JSON.stringify({ name: 'x'.repeat(100_000) }),
    })
    expect(huge.status).toBe(413)
  })

  it('an unknown or malformed quote link is a 404', async () => {
    for (const link of ['AAAAAAAAAAAAAAAA', '12345', '<script>', '']) {
      const res = await call(getQuote, { params: { link } })
      expect(res.status).toBe(404)
    }
  })
})

describe('job applications', () => {
  const application = {
    name: 'Sam Applicant',
    mobile: '+44 7700 900456',
    email: 'sam@example.com',
    role: 'Stylist',
    position: 'Senior Stylist',
    about: 'Ten years in salons.',
    why_hair: 'I love colour.',
    why_us: 'Your academy.',
    salon: 2,
  }

  it('stores a valid application against salon 2', async () => {
    const res = await call(joinus, { method: 'POST', body: application })
    expect(res.status).toBe(201)
    const stored = await payload.find({
      collection: 'job-applications',
      where: { email: { equals: 'sam@example.com' } },
    })
    expect(stored.docs[0]).toMatchObject({
      mobile: '+447700900456',
      role: 'Stylist',
      position: 'Senior Stylist',
    })
    expect(
      typeof stored.docs[0]!.salon === 'object'
        ? (stored.docs[0]!.salon as { id: number }).id
        : stored.docs[0]!.salon,
    ).toBe(2)
  })

  it.each(['\u0000', '\u202E', '\u200B', ' \u200D\u2060 '])(
    'refuses the name %j with the standard message',
    async (name) => {
      const res = await call(joinus, { method: 'POST', body: { ...application, name } })
      expect(res.status).toBe(400)
      expect(res.json.fields.name).toBe('Full Name is required')
    },
  )

  it('answers an empty application with every standard message', async () => {
    const res = await call(joinus, {
      method: 'POST',
      body: { role: 'Apprentice', position: 'default' },
    })
    expect(res.status).toBe(400)
    expect(res.json.fields).toEqual({
      name: 'Full Name is required',
      mobile: 'Mobile number is required',
      email: 'Email Address is required',
      position: 'Position is required',
      about: 'About yourself is required',
      why_hair: 'Why hairdressing required',
      why_us: 'Why us required',
    })
  })
})

describe('abuse limits', () => {
  it('answers a flood of saves or applications from one address with 429 and a clear message', async () => {
    // The socket's address, as the request guard writes it (X-Forwarded-For is not trusted).
    const headersFor = (ip: string) => ({ [peerAddressHeader()]: ip })
    const post = (handler: typeof saveQuote, ip: string) =>
      handler(
        new Request('http://localhost/api', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headersFor(ip) },
          body: '{}',
        }),
      )
    const quoteStatuses = []
    for (let i = 0; i < 61; i++) quoteStatuses.push((await post(saveQuote, '198.51.100.7')).status)
    expect(quoteStatuses.slice(0, 60).every((s) => s === 400)).toBe(true)
    const limited = await post(saveQuote, '198.51.100.7')
    expect(limited.status).toBe(429)
    expect((await limited.json()).message).toBe(
      'Too many requests — please wait a minute and try again.',
    )
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    // Another address is not affected.
    expect((await post(saveQuote, '198.51.100.8')).status).toBe(400)
    const appStatuses = []
    for (let i = 0; i < 21; i++) appStatuses.push((await post(joinus, '198.51.100.9')).status)
    expect(appStatuses.at(-1)).toBe(429)
  })

  it('refuses overlong free text with a message', async () => {
    const res = await call(joinus, {
      method: 'POST',
      body: {
        name: 'A',
        mobile: '07700900999',
        email: 'a@example.com',
        role: 'Stylist',
        position: 'Stylist',
        about: 'x'.repeat(3001),
        why_hair: 'y',
        why_us: 'z',
      },
    })
    expect(res.status).toBe(400)
    expect(res.json.fields.about).toBe('Please keep this under 3000 characters')
  })
})

describe('privacy: staff-only collections', () => {
  it.each(['quotes', 'job-applications', 'users'])(
    'GET /cms-api/%s without a login is refused',
    async (collection) => {
      const res = await call(cmsGet as never, {
        path: `/cms-api/${collection}`,
        params: { slug: [collection] },
      })
      expect(res.status).toBe(403)
      expect(res.text).not.toContain('+447')
    },
  )

  it('no public endpoint returns a mobile number or e-mail address of a client', async () => {
    await call(saveQuote, {
      method: 'POST',
      body: await validQuote({ email: 'private@example.com' }),
    })
    const bodies = await Promise.all([
      call(reviews, { params: {} }),
      call(team),
      call(stylists),
      call(salons),
      call(services),
      call(levels),
      call(blogPosts),
      call(newsItems),
      call(storeData),
    ])
    for (const b of bodies) {
      expect(b.text).not.toContain('private@example.com')
      expect(b.text).not.toMatch(/\+447\d{9}/)
    }
  })
})

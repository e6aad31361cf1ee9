// Bad input answered with a 4xx instead of a 5xx or a leak, through the real route handlers:
// bodies capped while they are read, unknown salons and far-off dates, junk ids and parameters
// on the CMS REST API, a missing media file, the saved-quote API's caching headers, files sent
// in place of form fields, and the privacy search's audit entry (a POST, never a GET).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getQuote } from '@/app/api/get-quote-details/[link]/route'
import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { GET as exportsGet } from '@/app/exports/[file]/route'
import { applyAction } from '@/collections/job-applications/apply-action'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { demoEmail, login, rest } from './rest'

let payload: Payload
beforeAll(async () => {
  payload = await bootPayload()
})

const application = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Applicant',
  mobile: '07700 900456',
  email: 'sam.applicant@example.com',
  role: 'Stylist',
  position: 'Stylist',
  about: 'Ten years in salons.',
  why_hair: 'I love it.',
  why_us: 'Your training.',
  ...overrides,
})

describe('request bodies', () => {
  it('stops reading a 256 MB body at the limit and answers 413', async () => {
    const total = 256 * 1024 * 1024
    const chunk = new Uint8Array(64 * 1024).fill(0x61)
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const req = new Request('http://localhost/api/joinus', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    const res = await joinus(req)
    expect(res.status).toBe(413)
    expect((await res.json()).message).toBe('The request is too large.')
    // At most the limit and a chunk or two was read — not the 256 MB.
    expect(pulled).toBeLessThan(512 * 1024)
  })

  it('refuses a declared Content-Length over the limit without reading', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const req = new Request('http://localhost/api/save-quote-details', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit)
    expect((await saveQuote(req)).status).toBe(413)
    expect(pulled).toBeLessThanOrEqual(1)
  })
})

describe('answers 4xx where the database would have failed', () => {
  it('POST /api/joinus with an unknown salon is a 400 with the field named', async () => {
    const res = await call(joinus, { method: 'POST', body: application({ salon: 999999 }) })
    expect(res.status).toBe(400)
    expect(res.json.fields.salon).toBe('Please choose one of our salons')
    const ok = await call(joinus, { method: 'POST', body: application({ salon: 1 }) })
    expect(ok.status).toBe(201)
  })

  it('GET /exports/quotes.csv with a far-off date is a 400', async () => {
    const { cookie } = await login(demoEmail.owner)
    for (const q of ['to=9999-12-31', 'from=0001-01-01', 'from=2026-01-01&to=2100-01-01']) {
      const res = await exportsGet(
        // As the browser sends it: Payload ignores a cookie without Origin or Sec-Fetch-Site.
        new Request(`http://localhost/exports/quotes.csv?${q}`, {
          headers: { cookie: cookie!, 'sec-fetch-site': 'same-origin' },
        }),
        { params: Promise.resolve({ file: 'quotes.csv' }) },
      )
      expect(res.status, q).toBe(400)
      expect((await res.json()).message).toBe('Choose dates between 2000 and 2099')
    }
  })

  it('the CMS REST API answers junk ids and numbers with 404 and 400', async () => {
    for (const path of [
      '/cms-api/levels/K',
      '/cms-api/reviews/__proto__',
      '/cms-api/salons/1e400',
      '/cms-api/news-items/NaN',
      '/cms-api/offers/-',
      '/cms-api/services/99999999999',
      '/cms-api/offers/versions/abc',
    ]) {
      const res = await rest('GET', path)
      expect(res.status, path).toBe(404)
    }
    for (const path of [
      '/cms-api/services?limit=1e400',
      '/cms-api/levels?page=-1',
      '/cms-api/levels?depth=x',
    ])
      expect((await rest('GET', path)).status, path).toBe(400)
    // A collection or global named like a property every object has ("constructor").
    for (const [method, path] of [
      ['POST', '/cms-api/constructor'],
      ['GET', '/cms-api/constructor'],
      ['GET', '/cms-api/toString/1'],
      ['GET', '/cms-api/globals/hasOwnProperty'],
    ] as const) {
      const res = await rest(method, path, method === 'POST' ? { body: { a: 1 } } : {})
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    // What the site and the admin use still works.
    expect((await rest('GET', '/cms-api/levels/1')).status).toBe(200)
    expect((await rest('GET', '/cms-api/levels?limit=2&page=1&depth=0')).status).toBe(200)
    expect((await rest('GET', '/cms-api/globals/site-settings')).status).toBe(200)
  })

  it('a media file missing from the disk is a 404', async () => {
    const media = (await payload.find({ collection: 'media', limit: 1 })).docs[0]!
    expect((await rest('GET', `/cms-api/media/file/${media.filename}`)).status).toBe(200)
    expect((await rest('GET', '/cms-api/media/file/not-there.webp')).status).toBe(404)
    expect((await rest('GET', '/cms-api/media/file/..%2Fsalon.db')).status).toBe(404)
  })

  it('HEAD on a media file answers as GET would, without the body', async () => {
    const media = (await payload.find({ collection: 'media', limit: 1 })).docs[0]!
    const get = await rest('GET', `/cms-api/media/file/${media.filename}`)
    const head = await rest('HEAD', `/cms-api/media/file/${media.filename}`)
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
    expect((await rest('HEAD', '/cms-api/media/file/not-there.webp')).status).toBe(404)
  })
})

describe('GET /api/get-quote-details/{link}', () => {
  it('is never cached or indexed, found or not', async () => {
    const saved = await call(saveQuote, { method: 'POST', body: await validQuote() })
    expect(saved.status).toBe(201)
    for (const link of [saved.json.link, 'no-such-link']) {
      const res = await getQuote(new Request(`http://localhost/api/get-quote-details/${link}`), {
        params: Promise.resolve({ link }),
      })
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('x-robots-tag')).toBe('noindex')
    }
  })
})

describe('form fields sent as files', () => {
  it('the application form refuses them and stores nothing', async () => {
    const fd = new FormData()
    for (const [k, v] of Object.entries(application({ email: 'file.sender@example.com' })))
      fd.set(k, String(v))
    fd.set('about', new File(['not typed'], 'about.txt', { type: 'text/plain' }))
    const state = await applyAction({ status: 'idle' }, fd)
    expect(state.status).toBe('error')
    expect(state.message).toBe('This form takes typed answers only, not files.')
    const stored = await payload.find({
      collection: 'job-applications',
      where: { email: { equals: 'file.sender@example.com' } },
    })
    expect(stored.totalDocs).toBe(0)
    const anywhere = await payload.find({
      collection: 'job-applications',
      where: { about: { like: 'object File' } },
    })
    expect(anywhere.totalDocs).toBe(0)
  })
})

describe('the privacy search', () => {
  const searches = async () =>
    (await payload.count({ collection: 'audit-log', where: { action: { equals: 'search' } } }))
      .totalDocs

  it('writes its audit entry on a POST, once, and never on a GET', async () => {
    const { cookie } = await login(demoEmail.manager)
    const before = await searches()
    const get = await rest('GET', '/cms-api/privacy/person?q=jo@example.com', { cookie })
    expect(get.status).toBe(405)
    expect(await searches()).toBe(before)
    const post = await rest('POST', '/cms-api/privacy/person', {
      cookie,
      body: { q: 'jo@example.com' },
    })
    expect(post.status).toBe(200)
    expect(post.json).toMatchObject({ quotes: expect.any(Array) })
    expect(await searches()).toBe(before + 1)
  })
})

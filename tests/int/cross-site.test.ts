// Another site making its visitors' browsers save quotes and send our texts (issue 45, item 2):
// the public JSON endpoints take JSON only and refuse writes another origin makes, as /cms-api
// and the forms' server actions do (ADR 022, ADR 040). A "simple" cross-site fetch — text/plain,
// no preflight — is a 415; a JSON one that names another origin, or that the browser marks as
// cross-site or same-site, is a 403; and in neither case is anything saved or queued.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { POST as oldSaveQuote } from '@/app/prices/api/save-quote-details/route'
import { proxy } from '@/proxy'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { siteOrigin } from './rest'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
})

const EVIL = 'http://evil.example'
const JSON_ONLY = 'Send this request as JSON (application/json).'
const FROM_THIS_SITE =
  'Quotes and job applications are accepted from this website only. Please use the form on our website.'

const application = (email: string) => ({
  name: 'Sam Crossley',
  mobile: '+44 7700 900777',
  email,
  role: 'Stylist',
  position: 'Senior Stylist',
  about: 'Ten years in salons.',
  why_hair: 'I love colour.',
  why_us: 'Your academy.',
  salon: 2,
})

const quotesFor = async (email: string) =>
  (await payload.count({ collection: 'quotes', where: { email: { equals: email } } })).totalDocs
const applicationsFor = async (email: string) =>
  (
    await payload.count({
      collection: 'job-applications',
      where: { email: { equals: email } },
    })
  ).totalDocs
const jobCount = async () =>
  (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs

const endpoints = [
  {
    name: '/api/save-quote-details',
    handler: saveQuote,
    body: (email: string) => validQuote({ email, name: 'Jo Crossley' }),
    saved: quotesFor,
  },
  {
    name: '/prices/api/save-quote-details',
    handler: oldSaveQuote,
    body: (email: string) => validQuote({ email, name: 'Jo Crossley' }),
    saved: quotesFor,
  },
  {
    name: '/api/joinus',
    handler: joinus,
    body: async (email: string) => application(email),
    saved: applicationsFor,
  },
] as const

let n = 0
const address = () => `cross.${++n}@example.com`

describe.each(endpoints)('POST $name', ({ handler, body, saved }) => {
  /** Posts a valid body with these headers; what was answered and what was stored. */
  async function post(headers: Record<string, string | null>) {
    const email = address()
    const jobsBefore = await jobCount()
    const text = JSON.stringify(await body(email))
    const res = await call(handler, { method: 'POST', headers, rawBody: text })
    return { res, saved: await saved(email), queued: (await jobCount()) - jobsBefore }
  }

  it('refuses text/plain (a fetch no browser asks permission for) with a 415: nothing saved, nothing queued', async () => {
    const { res, saved, queued } = await post({ 'content-type': 'text/plain;charset=UTF-8' })
    expect(res.status, res.text).toBe(415)
    expect(res.json.message).toBe(JSON_ONLY)
    expect(saved).toBe(0)
    expect(queued).toBe(0)
  })

  it.each([
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    'text/json',
  ])('refuses %s with a 415', async (type) => {
    const { res, saved } = await post({ 'content-type': type })
    expect(res.status, res.text).toBe(415)
    expect(saved).toBe(0)
  })

  it('refuses a body sent with no type at all (a Blob) with a 415', async () => {
    const { res, saved, queued } = await post({ 'content-type': null })
    expect(res.status, res.text).toBe(415)
    expect(saved).toBe(0)
    expect(queued).toBe(0)
  })

  it('refuses JSON from another origin with a 403: nothing saved, nothing queued', async () => {
    const { res, saved, queued } = await post({ origin: EVIL })
    expect(res.status, res.text).toBe(403)
    expect(res.json.message).toBe(FROM_THIS_SITE)
    expect(saved).toBe(0)
    expect(queued).toBe(0)
  })

  it.each(<Record<string, string>[]>[
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'null' },
    { origin: `${siteOrigin()}:8443` },
    { origin: siteOrigin().replace('https://', 'https://www.') },
    { origin: EVIL, 'content-type': 'text/plain' },
  ])('refuses %j with a 403', async (headers) => {
    const { res, saved } = await post(headers)
    expect(res.status, res.text).toBe(403)
    expect(saved).toBe(0)
  })

  it("accepts JSON from the site's own origin", async () => {
    const { res, saved } = await post({
      origin: siteOrigin(),
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json; charset=utf-8',
    })
    expect(res.status, res.text).toBe(201)
    expect(saved).toBe(1)
  })

  it('accepts JSON with neither Origin nor Sec-Fetch-Site (curl, a server: no browser to misuse)', async () => {
    const { res, saved } = await post({})
    expect(res.status, res.text).toBe(201)
    expect(saved).toBe(1)
  })
})

/** A form posted without JavaScript, as the browser sends it, through the proxy (src/proxy.ts). */
async function noScriptPost(page: string, headers: Record<string, string>) {
  const form = new FormData()
  form.set('$ACTION_ID_0123456789abcdef0123456789abcdef01234567', '')
  form.set('name', 'Sam Crossley')
  form.set('email', address())
  const encoded = new Request('https://salon.test/', { method: 'POST', body: form })
  return new NextRequest(new URL(page, siteOrigin()), {
    method: 'POST',
    headers: {
      host: new URL(siteOrigin()).host,
      'content-type': encoded.headers.get('content-type')!,
      ...headers,
    },
    body: await encoded.arrayBuffer(),
  })
}

describe('the forms posted without JavaScript (server actions)', () => {
  for (const page of ['/prices/calculator', '/recruitment/stylist']) {
    it(`${page}: refuses another site's no-script post, by Origin or by Sec-Fetch-Site`, async () => {
      for (const headers of <Record<string, string>[]>[
        { origin: EVIL },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]) {
        const res = await proxy(await noScriptPost(page, headers))
        expect(res.status, JSON.stringify(headers)).toBe(403)
        expect((await res.json()).message).toBe('Forms are accepted from this site only.')
      }
    })

    it(`${page}: lets the site's own no-script post through to the form`, async () => {
      const res = await proxy(
        await noScriptPost(page, { origin: siteOrigin(), 'sec-fetch-site': 'same-origin' }),
      )
      // NextResponse.next(): the page and its action handle the post.
      expect(res.headers.get('x-middleware-next')).toBe('1')
    })
  }
})

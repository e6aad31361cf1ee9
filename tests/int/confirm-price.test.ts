// A price her stylist confirms (issue 48, ADR 052), on SQLite and PostgreSQL alike: her form
// through POST /api/confirm-price/{link} (photos made anew, refusals that keep the rest), every
// state change through the staff's endpoint, the two-staff race, the message in the Outbox, the
// skin-test rule, and who may see a request and its photos.
import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as confirmPrice } from '@/app/api/confirm-price/[link]/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { clientPhotoMessages } from '@/confirm/photos.server'
import { REQUEST_MESSAGES } from '@/confirm/request.server'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { demoEmail, login, rest, siteOrigin } from './rest'

let payload: Payload
const cookies: Record<string, string> = {}
let n = 0

async function newQuote(): Promise<string> {
  const res = await call(saveQuote, {
    method: 'POST',
    body: await validQuote({
      email: `confirm.${++n}@example.com`,
      mobile: `07700 9004${String(n).padStart(2, '0')}`,
    }),
  })
  expect(res.status, res.text).toBe(201)
  return res.json.link
}

const jpegWithGps = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 80, b: 50 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer()

const answers: [string, string][] = [
  ['colour', 'home'],
  ['colourWhen', '3-to-12-months'],
  ['treatments', 'none'],
  ['condition', 'dry'],
  ['skinTest', 'never'],
  ['goal', 'Soft caramel, lived-in'],
  ['photoConsent', 'on'],
]

function formOf(
  entries: [string, string][],
  files: Record<string, Buffer> = {},
  intent = 'request',
) {
  const f = new FormData()
  f.append('intent', intent)
  for (const [k, v] of entries) f.append(k, v)
  for (const [k, bytes] of Object.entries(files))
    f.append(k, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'IMG_0042.jpg')
  return f
}

async function post(
  link: string,
  form: FormData,
  opts: { json?: boolean; headers?: Record<string, string> } = {},
) {
  const req = new Request(`http://localhost/api/confirm-price/${link}`, {
    method: 'POST',
    headers: {
      origin: siteOrigin(),
      'sec-fetch-site': 'same-origin',
      ...(opts.json === false ? {} : { accept: 'application/json' }),
      ...opts.headers,
    },
    body: form,
  })
  const res = await confirmPrice(req, { params: Promise.resolve({ link }) })
  const text = await res.text()
  let json: any = null
  try {
    json = JSON.parse(text)
  } catch {
    /* a redirect */
  }
  return { status: res.status, json, text, headers: res.headers }
}

const requestOf = async (link: string) => {
  const q = (
    await payload.find({ collection: 'quotes', where: { link: { equals: link } }, depth: 0 })
  ).docs[0]!
  return (
    await payload.find({
      collection: 'confirmation-requests',
      where: { quote: { equals: q.id } },
      depth: 0,
    })
  ).docs[0] as any
}

const actOn = (id: number, body: unknown, role = 'manager') =>
  rest('POST', `/cms-api/confirmation-requests/${id}/act`, { cookie: cookies[role], body })

async function sentRequest() {
  const link = await newQuote()
  const res = await post(link, formOf(answers, { 'photo.front': await jpegWithGps() }))
  expect(res.status, res.text).toBe(200)
  return { link, request: await requestOf(link) }
}

beforeAll(async () => {
  payload = await bootPayload()
  for (const role of ['owner', 'manager', 'front-desk'] as const) {
    const res = await login(demoEmail[role])
    cookies[role] = res.cookie!
  }
})

describe('her request', () => {
  it('is sent with a real JPEG carrying GPS: the stored and served photo has no GPS or camera', async () => {
    const { request } = await sentRequest()
    expect(request.state).toBe('waiting')
    expect(request.revision).toBe(1)
    expect(request.answers.goal).toBe('Soft caramel, lived-in')
    expect(request.health).toBeNull()
    const photo = (await payload.findByID({
      collection: 'client-photos',
      id: request.photos[0],
      depth: 0,
    })) as any
    expect(photo.filename).toMatch(/^[0-9a-f]{32}\.jpg$/)
    const served = await rest('GET', `/cms-api/client-photos/file/${photo.filename}`, {
      cookie: cookies.manager,
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('private, no-store')
    const bytes = Buffer.from(
      await (await fetchBytes(photo.filename, cookies.manager)).arrayBuffer(),
    )
    const meta = await sharp(bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('iPhone'))).toBe(false)
    // Who opened it is in the audit log.
    const log = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'photos-opened' } },
      depth: 0,
    })
    expect(log.docs.some((d: any) => d.summary.includes(photo.filename))).toBe(true)
  })

  it('refuses an SVG, HTML named .jpg and a 20,000 × 20,000 PNG, saying which, and keeps the rest', async () => {
    const link = await newQuote()
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const html = Buffer.from('<!doctype html><h1>hi</h1>')
    const res = await post(
      link,
      formOf(
        answers.filter(([k]) => k !== 'condition'),
        {
          'photo.front': await jpegWithGps(),
          'photo.back': svg,
          'photo.wanted': html,
        },
      ),
    )
    expect(res.status).toBe(400)
    expect(res.json.errors['photo.back']).toBe(
      clientPhotoMessages.notPhoto('Photo 2 (your hair now, from the back)'),
    )
    expect(res.json.errors['photo.wanted']).toBe(
      clientPhotoMessages.notPhoto('Photo 3 (the result you want)'),
    )
    expect(res.json.errors.condition).toBeTruthy()
    const draft = await requestOf(link)
    expect(draft.state).toBe('draft')
    expect(draft.photos).toHaveLength(1) // the front photo is kept
    expect(draft.refused.values.goal).toBe('Soft caramel, lived-in')
    // Staff never see a draft.
    expect(
      (await rest('GET', `/cms-api/confirmation-requests/${draft.id}`, { cookie: cookies.owner }))
        .status,
    ).toBe(404)
    // Without script: back to her form, which shows it all again.
    const plain = await post(link, formOf([]), { json: false })
    expect(plain.status).toBe(303)
    expect(plain.headers.get('location')).toBe(`/quote/${link}/confirm#form`)
    // A bomb is refused from its header; then she sends the rest and it goes.
    const png = Buffer.from(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    )
    png.writeUInt32BE(20_000, 16)
    png.writeUInt32BE(20_000, 20)
    const bomb = await post(link, formOf(answers, { 'photo.back': png }))
    expect(bomb.status).toBe(400)
    expect(bomb.json.errors['photo.back']).toMatch(/20,000 × 20,000|could not be read/)
    const ok = await post(link, formOf(answers))
    expect(ok.status, ok.text).toBe(200)
    expect((await requestOf(link)).state).toBe('waiting')
    expect((await post(link, formOf(answers))).status).toBe(409)
  })

  it('is refused from another site, and without a photo', async () => {
    const link = await newQuote()
    const other = await post(link, formOf(answers), {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(other.status).toBe(403)
    const none = await post(link, formOf(answers))
    expect(none.status).toBe(400)
    expect(none.json.errors['photo.front']).toBe(REQUEST_MESSAGES.noPhoto)
    expect((await post('nosuchlink123', formOf(answers))).status).toBe(404)
  })
})

async function fetchBytes(filename: string, cookie?: string) {
  const { GET } = await import('@/app/(payload)/cms-api/[...slug]/route')
  return GET(
    new Request(`http://localhost/cms-api/client-photos/file/${filename}`, {
      headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
    }),
    { params: Promise.resolve({ slug: ['client-photos', 'file', filename] }) },
  )
}

describe('the salon’s actions', () => {
  it('ask → her answer → adjust: priced by src/quote, in the history, told by e-mail and text', async () => {
    const { link, request } = await sentRequest()
    const asked = await actOn(request.id, {
      action: 'ask',
      revision: 1,
      question: 'Is the dark colour underneath box dye?',
    })
    expect(asked.status, asked.text).toBe(200)
    const reply = await post(link, formOf([['reply', 'Yes, from last spring']], {}, 'reply'))
    expect(reply.status, reply.text).toBe(200)
    let r = await requestOf(link)
    expect([r.state, r.revision, r.reply]).toEqual(['waiting', 3, 'Yes, from last spring'])
    const preview = await rest('POST', `/cms-api/confirmation-requests/${r.id}/preview`, {
      cookie: cookies.manager,
      body: {
        serviceIds: [], // the test reads the lines back below
        ownLines: [
          { name: 'Colour correction time', pence: 3000, reason: 'Lifting the box dye underneath' },
        ],
      },
    })
    // Every line taken off needs a reason.
    expect(preview.status).toBe(400)
    const q = (
      await payload.find({ collection: 'quotes', where: { link: { equals: link } }, depth: 0 })
    ).docs[0]!
    const ids = (q.quote as any).services.map((s: any) => s.id)
    const adjustment = {
      serviceIds: ids,
      ownLines: [
        { name: 'Colour correction time', pence: 3000, reason: 'Lifting the box dye underneath' },
      ],
    }
    const priced = await rest('POST', `/cms-api/confirmation-requests/${r.id}/preview`, {
      cookie: cookies.manager,
      body: adjustment,
    })
    expect(priced.status, priced.text).toBe(200)
    expect(priced.json.totalPence).toBe(Math.round((q.quote as any).total * 100) + 3000)
    const done = await actOn(r.id, { action: 'adjust', revision: 3, adjustment })
    expect(done.status, done.text).toBe(200)
    r = await requestOf(link)
    expect(r.state).toBe('confirmed')
    expect(r.confirmed.totalPence).toBe(priced.json.totalPence)
    expect(r.skinTestNeeded).toBe(true)
    expect(r.history.map((h: any) => h.action)).toEqual(['send', 'ask', 'answer', 'adjust'])
    expect(r.history.at(-1).byName).toBe('Demo Manager')
    await payload.jobs.run({ queue: 'delivery', limit: 50 })
    await payload.jobs.run({ queue: 'delivery', limit: 50 })
    const outbox = await payload.find({
      collection: 'outbox',
      where: { quote: { equals: q.id } },
      depth: 0,
      limit: 50,
    })
    const texts = outbox.docs.map((d: any) => `${d.subject ?? ''} ${d.text}`)
    expect(texts.some((t) => t.includes('has a question about your quote'))).toBe(true)
    expect(texts.some((t) => t.includes('has confirmed your price: you pay'))).toBe(true)
    expect(texts.some((t) => t.includes('Lifting the box dye underneath'))).toBe(true)
    // Run again: nothing is sent twice.
    await payload.jobs.run({ queue: 'delivery', limit: 50 })
    const again = await payload.find({
      collection: 'outbox',
      where: { quote: { equals: q.id } },
      depth: 0,
      limit: 50,
    })
    expect(again.totalDocs).toBe(outbox.totalDocs)
    // The skin test: only she says she booked it, once.
    const skin = await post(link, formOf([], {}, 'skin-test'))
    expect(skin.status).toBe(200)
    expect((await requestOf(link)).skinTestBookedAt).toBeTruthy()
  })

  it('two staff at once: the second is told what the first did', async () => {
    const { request } = await sentRequest()
    const [a, b] = await Promise.all([
      actOn(request.id, { action: 'confirm', revision: 1 }, 'manager'),
      actOn(request.id, { action: 'consultation', revision: 1 }, 'owner'),
    ])
    const statuses = [a.status, b.status].sort()
    expect(statuses).toEqual([200, 409])
    const loser = a.status === 409 ? a : b
    expect(loser.json.message).toMatch(
      /^Demo (Manager|Owner) (confirmed it as it was|asked for an in-salon consultation) \(/,
    )
    const stale = await actOn(
      request.id,
      { action: 'ask', revision: 1, question: 'x' },
      'front-desk',
    )
    expect(stale.status).toBe(409)
  })

  it('a question, then an in-salon consultation: she is told, and her answer is no longer asked for', async () => {
    const { link, request } = await sentRequest()
    expect(
      (await actOn(request.id, { action: 'ask', revision: 1, question: 'Any henna?' })).status,
    ).toBe(200)
    const consult = await actOn(request.id, {
      action: 'consultation',
      revision: 2,
      note: 'We need to test a strand first',
    })
    expect(consult.status, consult.text).toBe(200)
    const r = await requestOf(link)
    expect([r.state, Boolean(r.closedAt)]).toEqual(['consultation', true])
    expect(r.history.at(-1)).toMatchObject({
      action: 'consultation',
      note: 'We need to test a strand first',
    })
    const late = await post(link, formOf([['reply', 'No henna']], {}, 'reply'))
    expect(late.status).toBe(409)
    expect(late.json.message).toBe(REQUEST_MESSAGES.notAsked)
    for (let k = 0; k < 4; k++) await payload.jobs.run({ queue: 'delivery', limit: 100 })
    const quote = (await payload.find({ collection: 'quotes', where: { link: { equals: link } } }))
      .docs[0]!
    const sms = await payload.find({
      collection: 'outbox',
      where: { and: [{ quote: { equals: quote.id } }, { channel: { equals: 'sms' } }] },
      limit: 10,
    })
    const texts = sms.docs.map((d) => d.text)
    expect(texts.some((t) => t.includes('has a question about your quote'))).toBe(true)
    expect(texts.some((t) => t.includes('would like to see you for a free consultation'))).toBe(
      true,
    )
  })

  it('refuses what its state does not allow, and bad bodies, in salon words', async () => {
    const { request } = await sentRequest()
    expect((await actOn(request.id, { action: 'confirm', revision: 1 })).status).toBe(200)
    const again = await actOn(request.id, { action: 'ask', revision: 2, question: 'x' })
    expect(again.status).toBe(409)
    expect(again.json.message).toMatch(/cannot be sent a question now/)
    expect((await actOn(request.id, { action: 'nonsense', revision: 2 })).status).toBe(400)
    expect((await actOn(999_999, { action: 'confirm', revision: 0 })).status).toBe(404)
  })
})

describe('who sees a request', () => {
  it('a signed-out visitor, another salon’s front desk and another stylist get nothing', async () => {
    const { request } = await sentRequest()
    const photo = (await payload.findByID({
      collection: 'client-photos',
      id: request.photos[0],
      depth: 0,
    })) as any
    // Signed out.
    expect((await rest('GET', `/cms-api/confirmation-requests/${request.id}`)).status).not.toBe(200)
    expect((await fetchBytes(photo.filename)).status).not.toBe(200)
    expect((await actOn(request.id, { action: 'confirm', revision: 1 }, 'nobody')).status).toBe(401)
    // A front desk at another salon (request is salon 2's).
    const otherDesk = await staff('desk.elsewhere@willowandwren.example', ['front-desk'], {
      salon: 1,
    })
    expect(
      (await rest('GET', `/cms-api/confirmation-requests/${request.id}`, { cookie: otherDesk }))
        .status,
    ).toBe(404)
    expect((await fetchBytes(photo.filename, otherDesk)).status).not.toBe(200)
    expect(
      (await actOn(request.id, { action: 'confirm', revision: 1 }, 'otherDesk')).status,
    ).not.toBe(200)
    cookies.otherDesk = otherDesk
    expect((await actOn(request.id, { action: 'confirm', revision: 1 }, 'otherDesk')).status).toBe(
      404,
    )
    // The salon's own front desk sees it.
    const ownDesk = await staff('desk.here@willowandwren.example', ['front-desk'], { salon: 2 })
    expect(
      (await rest('GET', `/cms-api/confirmation-requests/${request.id}`, { cookie: ownDesk }))
        .status,
    ).toBe(200)
    // A stylist sees only her own clients' requests, and nothing else in the admin.
    const stylistId = (await payload.find({ collection: 'stylists', limit: 1, depth: 0 })).docs[0]!
      .id
    const stylist = await staff('stylist.one@willowandwren.example', ['stylist'], {
      stylist: stylistId,
    })
    expect(
      (await rest('GET', `/cms-api/confirmation-requests/${request.id}`, { cookie: stylist }))
        .status,
    ).toBe(404)
    expect((await rest('GET', '/cms-api/quotes', { cookie: stylist })).status).toBe(403)
    await payload.update({
      collection: 'confirmation-requests',
      id: request.id,
      data: { stylist: stylistId } as never,
    })
    await payload.update({
      collection: 'client-photos',
      id: photo.id,
      data: { stylist: stylistId } as never,
    })
    expect(
      (await rest('GET', `/cms-api/confirmation-requests/${request.id}`, { cookie: stylist }))
        .status,
    ).toBe(200)
    expect((await fetchBytes(photo.filename, stylist)).status).toBe(200)
    cookies.stylist = stylist
    expect((await actOn(request.id, { action: 'confirm', revision: 1 }, 'stylist')).status).toBe(
      200,
    )
  })
})

async function staff(email: string, roles: string[], extra: Record<string, unknown>) {
  await payload.create({
    collection: 'users',
    data: {
      email,
      password: 'a-long-test-password-here',
      name: email.split('@')[0]!.replace('.', ' '),
      roles,
      ...extra,
    } as never,
  })
  const res = await login(email, 'a-long-test-password-here')
  expect(res.status, res.text).toBe(200)
  return res.cookie!
}

describe('her photos and answers as personal data', () => {
  it('are in her export (the readable copy shows the photos) and gone with an erasure', async () => {
    const { link, request } = await sentRequest()
    const quote = (
      await payload.find({ collection: 'quotes', where: { link: { equals: link } }, depth: 0 })
    ).docs[0]!
    const q = encodeURIComponent(quote.email!)
    const json = await rest(
      'GET',
      `/cms-api/privacy/person/export?q=${q}&records=quote:${quote.id}`,
      {
        cookie: cookies.owner,
      },
    )
    expect(json.status, json.text).toBe(200)
    const exported = json.json.quotes[0].confirmation
    expect(exported.answers.map((a: any) => a.answer)).toContain('Soft caramel, lived-in')
    expect(exported.photos[0].dataUrl).toMatch(/^data:image\/jpeg;base64,/)
    const page = await rest(
      'GET',
      `/cms-api/privacy/person/export?q=${q}&records=quote:${quote.id}&format=html`,
      { cookie: cookies.owner },
    )
    expect(page.text).toContain('Your request to have this price confirmed')
    expect(page.text).toContain('<img src="data:image/jpeg;base64,')

    const photo = request.photos[0]
    const erased = await rest('POST', '/cms-api/privacy/person/erase', {
      cookie: cookies.owner,
      body: { q: quote.email, confirm: true, records: [`quote:${quote.id}`] },
    })
    expect(erased.status, erased.text).toBe(200)
    const after = await requestOf(link)
    expect(after.erasedAt).toBeTruthy()
    expect(after.answers).toBeNull()
    expect(after.photos).toEqual([])
    expect(
      await payload.findByID({ collection: 'client-photos', id: photo, disableErrors: true }),
    ).toBeNull()
  })

  it('retention: photos and health answers deleted after the set days; a confirmation lapses after 4 weeks; an unsent form is dropped', async () => {
    const { runConfirmationRetention } = await import('@/confirm/records.server')
    const withHealth = await newQuote()
    const sent = await post(
      withHealth,
      formOf([...answers, ['health.reaction', 'no'], ['healthConsent', 'on']], {
        'photo.front': await jpegWithGps(),
      }),
    )
    expect(sent.status, sent.text).toBe(200)
    const r = await requestOf(withHealth)
    expect(r.health).toEqual(expect.objectContaining({ reaction: 'no' }))
    expect((await actOn(r.id, { action: 'confirm', revision: 1 })).status).toBe(200)
    const draftLink = await newQuote()
    await post(draftLink, formOf([], { 'photo.front': await jpegWithGps() }))
    const draft = await requestOf(draftLink)

    const in29Days = new Date(Date.now() + 29 * 86_400_000)
    const first = await runConfirmationRetention(payload, in29Days, 90)
    expect(first.expired).toBeGreaterThanOrEqual(1)
    expect(first.draftsDropped).toBeGreaterThanOrEqual(1)
    expect((await requestOf(withHealth)).state).toBe('expired')
    expect(
      await payload.findByID({
        collection: 'confirmation-requests',
        id: draft.id,
        disableErrors: true,
      }),
    ).toBeNull()
    // Still within 90 days of closing: kept.
    expect((await requestOf(withHealth)).health).toBeTruthy()
    const in91Days = new Date(Date.now() + 91 * 86_400_000)
    const second = await runConfirmationRetention(payload, in91Days, 90)
    expect(second.photosErased).toBeGreaterThanOrEqual(1)
    const gone = await requestOf(withHealth)
    expect([gone.health, gone.photos, Boolean(gone.erasedAt)]).toEqual([null, [], true])
    // What the price was confirmed from stays for the figures.
    expect(gone.confirmed.payPence).toBeGreaterThan(0)
  })
})

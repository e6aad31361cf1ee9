// Requests made by another site with a signed-in member of staff's cookie (ADR 022), and changes
// to her own account, through the real REST route on a real database: a write to /cms-api whose
// Origin is not the site's is refused before Payload sees it, and Payload ignores the cookie from
// another origin; our own endpoints take JSON only; nobody makes a document lock over REST in
// someone else's name; her own e-mail or password needs her current password; and a taken
// e-mail address is not confirmed as a staff account.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as saveQuote } from '@/app/api/save-quote-details/route'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { DEMO_PASSWORD, demoEmail, login, rest, siteOrigin } from './rest'

let payload: Payload
const sessions = {} as Record<'owner' | 'manager' | 'front-desk', { cookie: string; id: number }>

beforeAll(async () => {
  payload = await bootPayload()
  for (const role of ['owner', 'manager', 'front-desk'] as const) {
    const res = await login(demoEmail[role])
    expect(res.status).toBe(200)
    sessions[role] = { cookie: res.cookie!, id: res.user!.id }
  }
})

const EVIL = 'https://evil.example'

async function savedQuote(email: string, mobile: string) {
  const res = await call(saveQuote, {
    method: 'POST',
    body: await validQuote({ email, mobile, name: 'Cross Site' }),
  })
  expect(res.status).toBe(201)
  const found = await payload.find({
    collection: 'quotes',
    where: { link: { equals: res.json.link } },
    limit: 1,
  })
  return found.docs[0]!
}

const jobCount = async () =>
  (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs

describe('requests from another origin', () => {
  it('refuses an erase posted as text/plain from another origin, and the quote stays', async () => {
    const quote = await savedQuote('cross.site@example.com', '07700 900401')
    const res = await rest('POST', '/cms-api/privacy/person/erase', {
      cookie: sessions.manager.cookie,
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      raw: {
        type: 'text/plain',
        body: JSON.stringify({
          q: 'cross.site@example.com',
          confirm: true,
          records: [`quote:${quote.id}`],
        }),
      },
    })
    expect(res.status, res.text).toBe(403)
    expect(res.json.errors[0].message).toBe(
      'Changes are accepted from this site only. Reload the page and try again.',
    )
    const after = await payload.findByID({ collection: 'quotes', id: quote.id })
    expect(after.email).toBe('cross.site@example.com')
    expect(after.erasedAt ?? null).toBeNull()
  })

  it('refuses a resend posted as a form from another origin, or as a form at all', async () => {
    const quote = await savedQuote('form.post@example.com', '07700 900402')
    const before = await jobCount()
    const crossSite = await rest('POST', `/cms-api/quotes/${quote.id}/resend`, {
      cookie: sessions.manager.cookie,
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      raw: { type: 'application/x-www-form-urlencoded', body: 'a=1' },
    })
    expect(crossSite.status).toBe(403)
    // The same form from the site itself: our own endpoints take JSON only.
    const form = await rest('POST', `/cms-api/quotes/${quote.id}/resend`, {
      cookie: sessions.manager.cookie,
      raw: { type: 'application/x-www-form-urlencoded', body: 'a=1' },
    })
    expect(form.status).toBe(415)
    expect(form.json.errors[0].message).toBe('Send this request as JSON (application/json).')
    const plain = await rest('POST', '/cms-api/privacy/person/erase', {
      cookie: sessions.manager.cookie,
      raw: { type: 'text/plain', body: '{"q":"form.post@example.com","confirm":true}' },
    })
    expect(plain.status).toBe(415)
    expect(await jobCount()).toBe(before)
    expect((await payload.findByID({ collection: 'quotes', id: quote.id })).email).toBe(
      'form.post@example.com',
    )
  })

  it('refuses a sibling subdomain or port, and Sec-Fetch-Site cross-site or same-site', async () => {
    const site = new URL(siteOrigin())
    for (const headers of <Record<string, string>[]>[
      { origin: `${site.protocol}//admin.${site.host}` },
      { origin: `${site.origin}:8443` },
      { origin: 'null' },
      { origin: site.origin.replace(/^https:/, 'http:') },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await rest('POST', '/cms-api/privacy/person', {
        cookie: sessions.manager.cookie,
        browser: false,
        headers,
        body: { q: 'jo@example.com' },
      })
      expect(res.status, JSON.stringify(headers)).toBe(403)
    }
  })

  it('accepts the same requests from the site itself, as JSON', async () => {
    const quote = await savedQuote('same.site@example.com', '07700 900403')
    const resend = await rest('POST', `/cms-api/quotes/${quote.id}/resend`, {
      cookie: sessions.manager.cookie,
    })
    expect(resend.status, resend.text).toBe(200)
    const erase = await rest('POST', '/cms-api/privacy/person/erase', {
      cookie: sessions.manager.cookie,
      headers: { origin: siteOrigin() },
      body: { q: 'same.site@example.com', confirm: true, records: [`quote:${quote.id}`] },
    })
    expect(erase.status, erase.text).toBe(200)
    expect((await payload.findByID({ collection: 'quotes', id: quote.id })).email).toBeNull()
  })

  it('lets a client without Origin (curl, a server) through with a token', async () => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: demoEmail.manager, password: DEMO_PASSWORD },
    })
    const res = await rest('POST', '/cms-api/privacy/person', {
      browser: false,
      headers: { authorization: `JWT ${token}` },
      body: { q: 'jo@example.com' },
    })
    expect(res.status, res.text).toBe(200)
  })

  it('Payload ignores the session cookie when another origin sends it', async () => {
    const own = await rest('GET', '/cms-api/users/me', { cookie: sessions.manager.cookie })
    expect(own.json.user?.email).toBe(demoEmail.manager)
    const other = await rest('GET', '/cms-api/users/me', {
      cookie: sessions.manager.cookie,
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    })
    expect(other.status).toBe(200)
    expect(other.json.user ?? null).toBeNull()
  })

  it("Payload's own routes still take the admin's multipart saves", async () => {
    const service = (await payload.find({ collection: 'services', limit: 1, depth: 0 })).docs[0]!
    const form = new FormData()
    form.set('_payload', JSON.stringify({ price: service.price }))
    const res = await rest('PATCH', `/cms-api/services/${service.id}`, {
      cookie: sessions.manager.cookie,
      form,
    })
    expect(res.status, res.text).toBe(200)
  })
})

describe('document locks', () => {
  it('the front desk cannot lock a service in the owner’s name; the manager still saves', async () => {
    const service = (await payload.find({ collection: 'services', limit: 1, depth: 0 })).docs[0]!
    const res = await rest('POST', '/cms-api/payload-locked-documents', {
      cookie: sessions['front-desk'].cookie,
      body: {
        document: { relationTo: 'services', value: service.id },
        user: { relationTo: 'users', value: sessions.owner.id },
      },
    })
    expect(res.status, res.text).toBe(403)
    const locks = await payload.find({
      collection: 'payload-locked-documents',
      where: { 'document.value': { equals: service.id } },
      overrideAccess: true,
    })
    expect(locks.totalDocs).toBe(0)
    const save = await rest('PATCH', `/cms-api/services/${service.id}`, {
      cookie: sessions.manager.cookie,
      body: { price: service.price },
    })
    expect(save.status, save.text).toBe(200)
  })

  it('a lock is taken over only by someone who may edit the document, in her own name', async () => {
    const service = (await payload.find({ collection: 'services', limit: 1, page: 2, depth: 0 }))
      .docs[0]!
    // As the admin makes it when the manager opens the service (a server function, not REST).
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'services', value: service.id },
        user: { relationTo: 'users', value: sessions.manager.id },
      },
    })
    const takeOver = (who: keyof typeof sessions, userId: number) =>
      rest('PATCH', `/cms-api/payload-locked-documents/${lock.id}`, {
        cookie: sessions[who].cookie,
        body: { user: { relationTo: 'users', value: userId } },
      })
    expect((await takeOver('front-desk', sessions['front-desk'].id)).status).toBe(403)
    expect((await takeOver('owner', sessions['front-desk'].id)).status).toBe(403)
    expect((await takeOver('front-desk', sessions.owner.id)).status).toBe(403)
    const moved = await rest('PATCH', `/cms-api/payload-locked-documents/${lock.id}`, {
      cookie: sessions.owner.cookie,
      body: { document: { relationTo: 'services', value: service.id + 1 } },
    })
    expect(moved.status).toBe(403)
    const owner = await takeOver('owner', sessions.owner.id)
    expect(owner.status, owner.text).toBe(200)
    // The front desk cannot lift a lock on what she may not edit either.
    const lifted = await rest('DELETE', `/cms-api/payload-locked-documents/${lock.id}`, {
      cookie: sessions['front-desk'].cookie,
    })
    expect(lifted.status).toBe(403)
    const own = await rest('DELETE', `/cms-api/payload-locked-documents/${lock.id}`, {
      cookie: sessions.owner.cookie,
    })
    expect(own.status, own.text).toBe(200)
  })
})

let n = 0
async function freshStaff(password = 'A long staff password 1') {
  n += 1
  const email = `own-${n}-${Date.now()}@willowandwren.example`
  const user = await payload.create({
    collection: 'users',
    data: { email, name: `Own ${n}`, roles: ['front-desk'], password },
  })
  const res = await login(email, password)
  expect(res.status).toBe(200)
  return { email, id: user.id, name: user.name, cookie: res.cookie!, password }
}

describe('changing her own e-mail or password', () => {
  it('needs her current password', async () => {
    const me = await freshStaff()
    const patch = (body: Record<string, unknown>) =>
      rest('PATCH', `/cms-api/users/${me.id}`, { cookie: me.cookie, body })

    const none = await patch({ password: 'Seven lanterns by the quay' })
    expect(none.status).toBe(400)
    expect(JSON.stringify(none.json)).toContain(
      'Enter your current password to change your e-mail address or password.',
    )
    const wrong = await patch({
      password: 'Seven lanterns by the quay',
      currentPassword: 'not my password at all',
    })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.json)).toContain('That is not your current password.')
    // A wrong current password counts towards the account's sign-in lock.
    const stored = await payload.db.findOne<{ id: number; loginAttempts?: number }>({
      collection: 'users',
      where: { id: { equals: me.id } },
    })
    expect(stored?.loginAttempts).toBe(1)
    expect((await login(me.email, 'Seven lanterns by the quay')).status).toBe(401)

    const email = `moved-${me.email}`
    const noEmail = await patch({ email })
    expect(noEmail.status).toBe(400)

    // An unchanged e-mail (the admin always sends it) needs nothing, nor her unchanged name.
    expect((await patch({ name: me.name, email: me.email.toUpperCase() })).status).toBe(200)

    const right = await patch({
      password: 'Seven lanterns by the quay',
      currentPassword: me.password,
    })
    expect(right.status, right.text).toBe(200)
    expect((await login(me.email, 'Seven lanterns by the quay')).status).toBe(200)
    const moved = await patch({ email, currentPassword: 'Seven lanterns by the quay' })
    expect(moved.status, moved.text).toBe(200)
    expect((await login(email, 'Seven lanterns by the quay')).status).toBe(200)
  })

  it('the admin sends it with the form (multipart), and it is never stored or shown', async () => {
    const me = await freshStaff()
    const form = new FormData()
    form.set(
      '_payload',
      JSON.stringify({
        email: me.email,
        name: me.name,
        password: 'Harbour lights at dusk',
        'confirm-password': 'Harbour lights at dusk',
        currentPassword: me.password,
      }),
    )
    const res = await rest('PATCH', `/cms-api/users/${me.id}`, { cookie: me.cookie, form })
    expect(res.status, res.text).toBe(200)
    expect(res.text).not.toContain(me.password)
    const read = await rest('GET', `/cms-api/users/${me.id}`, { cookie: me.cookie })
    expect(read.json.currentPassword ?? null).toBeNull()
  })

  it('is not got round with a bulk update', async () => {
    const me = await freshStaff()
    const bulk = await rest('PATCH', `/cms-api/users?where[id][equals]=${me.id}`, {
      cookie: me.cookie,
      body: { password: 'Seven lanterns by the quay' },
    })
    expect(bulk.status).toBe(400)
    expect(bulk.text).toContain('Change e-mail addresses and passwords one account at a time.')
    expect((await login(me.email, me.password)).status).toBe(200)
  })

  it('an owner changes another member of staff’s password and e-mail without it', async () => {
    const other = await freshStaff()
    const res = await rest('PATCH', `/cms-api/users/${other.id}`, {
      cookie: sessions.owner.cookie,
      body: { password: 'Primroses by the back door', email: `owner-set-${other.email}` },
    })
    expect(res.status, res.text).toBe(200)
    expect((await login(`owner-set-${other.email}`, 'Primroses by the back door')).status).toBe(200)
  })
})

describe('an e-mail address already in use', () => {
  const message = 'This e-mail address cannot be used for a staff account.'

  it('is refused without saying that it has an account', async () => {
    const res = await rest('POST', '/cms-api/users', {
      cookie: sessions.owner.cookie,
      body: { email: demoEmail.manager, name: 'Copy', password: 'Marigold teapot harbour' },
    })
    expect(res.status).toBe(400)
    expect(res.text).not.toMatch(/unique/i)
    expect(JSON.stringify(res.json)).toContain(message)

    const me = await freshStaff()
    const taken = await rest('PATCH', `/cms-api/users/${me.id}`, {
      cookie: me.cookie,
      body: { email: demoEmail.owner, currentPassword: me.password },
    })
    expect(taken.status).toBe(400)
    expect(taken.text).not.toMatch(/unique/i)
    expect(JSON.stringify(taken.json)).toContain(message)
  })
})

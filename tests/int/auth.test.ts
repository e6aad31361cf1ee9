// Signing in to the admin and staff passwords, through the real REST endpoints: the session
// cookie's flags, the per-connection throttle that keeps one guesser from locking an account,
// the account lock, the same answer for unknown and known e-mails, the password rule, and the
// password reset by e-mail (SMTP through the delivery settings, a link to SITE_URL).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  LOCK_MINUTES,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  MAX_LOGIN_ATTEMPTS,
  SIGN_IN_REFUSED,
} from '@/security/login'
import { peerAddressHeader } from '@/security/request-guard.server'

import { startSmtp } from './fakes'
import { bootPayload } from './harness'
import { DEMO_PASSWORD, demoEmail, login, rest } from './rest'

let payload: Payload
beforeAll(async () => {
  payload = await bootPayload()
})

/** Requests as they arrive through the request guard from one socket address. */
const from = (address: string) => ({ [peerAddressHeader()]: address })

async function signIn(email: string, password: string, address: string) {
  const res = await rest('POST', '/cms-api/users/login', {
    body: { email, password },
    headers: from(address),
  })
  return { ...res, cookie: res.headers.getSetCookie().find((c) => c.startsWith('payload-token=')) }
}

let n = 0
async function freshUser(password = 'A long staff password 1') {
  n += 1
  const email = `staff-${n}-${Date.now()}@willowandwren.example`
  await payload.create({
    collection: 'users',
    data: { email, name: `Staff ${n}`, roles: ['front-desk'], password },
  })
  return email
}

describe('session cookie', () => {
  it('is HTTP-only and SameSite=Lax, and Secure only in production', async () => {
    const res = await login(demoEmail.manager)
    expect(res.status).toBe(200)
    // Attribute names count, not values: Payload writes "HttpOnly=true", which browsers read as HttpOnly.
    const attributes = new Map(
      res
        .setCookie!.split(';')
        .slice(1)
        .map((p) => {
          const [name, value = ''] = p.trim().split('=')
          return [name!.toLowerCase(), value.toLowerCase()] as const
        }),
    )
    expect(attributes.has('httponly')).toBe(true)
    expect(attributes.get('samesite')).toBe('lax')
    expect(attributes.get('path')).toBe('/')
    // Tests run with NODE_ENV=test; the production build's Secure flag is checked in the browser tests.
    expect(attributes.has('secure')).toBe(false)
    const me = await rest('GET', '/cms-api/users/me', { cookie: res.cookie })
    expect(me.json.user.email).toBe(demoEmail.manager)
  })
})

describe('guessing at a password', () => {
  it(`pauses one connection after ${LOGIN_ATTEMPTS_PER_ADDRESS} failures, without locking the account for its owner`, async () => {
    const email = await freshUser()
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS; i++) {
      const wrong = await signIn(email, `wrong password ${i}!`, '198.51.100.10')
      expect(wrong.status).toBe(401)
      expect(wrong.cookie).toBeUndefined()
    }
    // The guesser is paused — even with the right password — with a 429 and a clear message.
    const paused = await signIn(email, 'A long staff password 1', '198.51.100.10')
    expect(paused.status).toBe(429)
    expect(paused.json.errors[0].message).toBe(
      `Too many failed sign-in attempts from your connection. Try again in ${LOCK_MINUTES} minutes.`,
    )
    // Another X-Forwarded-For changes nothing: the address is the socket's.
    const spoofed = await rest('POST', '/cms-api/users/login', {
      body: { email, password: 'guess again please' },
      headers: { ...from('198.51.100.10'), 'x-forwarded-for': '203.0.113.77' },
    })
    expect(spoofed.status).toBe(429)
    // The owner of the account, elsewhere, signs in as usual: it was never locked.
    const owner = await signIn(email, 'A long staff password 1', '203.0.113.20')
    expect(owner.status).toBe(200)
    const [user] = (
      await payload.find({ collection: 'users', where: { email: { equals: email } } })
    ).docs
    expect(user!.lockUntil ?? null).toBeNull()
  })

  it('answers an unknown e-mail exactly like a known one, attempt for attempt', async () => {
    const known = await freshUser()
    const unknown = `nobody-${Date.now()}@willowandwren.example`
    for (let i = 0; i <= LOGIN_ATTEMPTS_PER_ADDRESS; i++) {
      const a = await signIn(known, `not it at all ${i}`, '198.51.100.30')
      const b = await signIn(unknown, `not it at all ${i}`, '198.51.100.31')
      expect([b.status, b.json]).toEqual([a.status, a.json])
    }
  })

  it(`locks an account after ${MAX_LOGIN_ATTEMPTS} failures from several addresses; an owner unlocks it`, async () => {
    const email = await freshUser()
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++)
      expect((await signIn(email, `wrong ${i} password`, `198.51.100.${100 + i}`)).status).toBe(401)
    const right = await signIn(email, 'A long staff password 1', '203.0.113.40')
    expect(right.status).toBe(401)
    // The same words as a wrong password: the lock tells nobody the account exists (ADR 043).
    expect(right.json.errors[0].message).toBe(SIGN_IN_REFUSED)
    const [user] = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        showHiddenFields: true,
      })
    ).docs
    const lockedFor = new Date(user!.lockUntil!).getTime() - Date.now()
    expect(lockedFor).toBeGreaterThan((LOCK_MINUTES - 1) * 60_000)
    expect(lockedFor).toBeLessThanOrEqual(LOCK_MINUTES * 60_000)

    // A manager cannot lift the lock; an owner can, and the right password works again.
    const manager = await login(demoEmail.manager)
    expect(
      (await rest('POST', '/cms-api/users/unlock', { cookie: manager.cookie, body: { email } }))
        .status,
    ).toBe(403)
    const owner = await login(demoEmail.owner)
    expect(
      (await rest('POST', '/cms-api/users/unlock', { cookie: owner.cookie, body: { email } }))
        .status,
    ).toBe(200)
    expect((await signIn(email, 'A long staff password 1', '203.0.113.41')).status).toBe(200)
  })

  it('a success clears the failures of that connection', async () => {
    const email = await freshUser()
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS - 1; i++)
        expect((await signIn(email, 'nope nope nope', '198.51.100.50')).status).toBe(401)
      expect((await signIn(email, 'A long staff password 1', '198.51.100.50')).status).toBe(200)
    }
  })
})

describe('staff passwords', () => {
  it('refuses short, common and demo passwords when an owner creates an account', async () => {
    const owner = await login(demoEmail.owner)
    for (const [password, message] of [
      ['short1!', /at least 12 characters/],
      ['password1234', /guessing tools/],
      ['Welcome2026!!', /common word/],
    ] as const) {
      const res = await rest('POST', '/cms-api/users', {
        cookie: owner.cookie,
        body: { email: `new-${Date.now()}@willowandwren.example`, name: 'New', password },
      })
      expect(res.status, password).toBe(400)
      expect(JSON.stringify(res.json), password).toMatch(message)
    }
    const ok = await rest('POST', '/cms-api/users', {
      cookie: owner.cookie,
      body: {
        email: `new-ok-${Date.now()}@willowandwren.example`,
        name: 'New',
        password: 'Marigold teapot harbour',
      },
    })
    expect(ok.status).toBe(201)
  })

  it('refuses a weak password when staff change their own', async () => {
    const email = await freshUser()
    const me = await signIn(email, 'A long staff password 1', '203.0.113.60')
    const cookie = me.cookie!.split(';')[0]
    const id = me.json.user.id
    // Her own password changes only with her current one (tests/int/csrf.test.ts).
    const currentPassword = 'A long staff password 1'
    const weak = await rest('PATCH', `/cms-api/users/${id}`, {
      cookie,
      body: { password: 'qwerty123456', currentPassword },
    })
    expect(weak.status).toBe(400)
    const strong = await rest('PATCH', `/cms-api/users/${id}`, {
      cookie,
      body: { password: 'Seven lanterns by the quay', currentPassword },
    })
    expect(strong.status).toBe(200)
    expect((await signIn(email, 'Seven lanterns by the quay', '203.0.113.61')).status).toBe(200)
  })
})

describe('password reset by e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  beforeAll(async () => {
    smtp = await startSmtp()
    // The same settings as quote delivery (read on use).
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(smtp.port)
  })
  afterAll(async () => {
    delete process.env.SMTP_HOST
    delete process.env.SMTP_PORT
    await smtp.stop()
  })

  it('sends the link to SITE_URL over SMTP, and the link sets a new password', async () => {
    const email = await freshUser()
    // A forged Host header must not end up in the link.
    const asked = await rest('POST', '/cms-api/users/forgot-password', {
      body: { email },
      headers: { ...from('203.0.113.70'), host: 'evil.example' },
    })
    expect(asked.status).toBe(200)
    const mail = smtp.mails.find((m) => m.to.includes(email))
    expect(mail, 'the reset e-mail arrived at the SMTP server').toBeDefined()
    const link = /https:\/\/salon\.test\/admin\/reset\/([A-Za-z0-9]+)/.exec(mail!.body)
    expect(link, mail!.body).not.toBeNull()
    expect(mail!.body).not.toContain('evil.example')
    const token = link![1]!

    const weak = await rest('POST', '/cms-api/users/reset-password', {
      body: { token, password: 'too short' },
    })
    expect(weak.status).toBe(400)
    // The admin's toast shows the first error's message: the rule, not "field is invalid: password".
    expect(weak.json.errors[0].message).toMatch(/^Use at least 12 characters for a staff password/)
    // The password box shows it too.
    expect(weak.json.errors[0].data.errors).toEqual([
      { path: 'password', message: expect.stringMatching(/^Use at least 12 characters/) },
    ])
    const reset = await rest('POST', '/cms-api/users/reset-password', {
      body: { token, password: 'Harbour lights at dusk' },
    })
    expect(reset.status).toBe(200)
    expect((await signIn(email, 'Harbour lights at dusk', '203.0.113.71')).status).toBe(200)
    expect((await signIn(email, 'A long staff password 1', '203.0.113.72')).status).toBe(401)
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.mails.length
    const res = await rest('POST', '/cms-api/users/forgot-password', {
      body: { email: `nobody-${Date.now()}@willowandwren.example` },
      headers: from('203.0.113.73'),
    })
    expect(res.status).toBe(200)
    expect(smtp.mails.length).toBe(before)
  })

  it('without SMTP (the demo) keeps the link from other staff: front desk and managers cannot take over an owner', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'staff-mail-'))
    const host = process.env.SMTP_HOST
    delete process.env.SMTP_HOST
    process.env.STAFF_MAIL_DIR = dir
    try {
      // Signed out, anyone may ask for an owner's reset link.
      const asked = await rest('POST', '/cms-api/users/forgot-password', {
        body: { email: demoEmail.owner },
        headers: from('203.0.113.74'),
      })
      expect(asked.status).toBe(200)
    } finally {
      process.env.SMTP_HOST = host
      delete process.env.STAFF_MAIL_DIR
    }
    const where = `where[to][equals]=${encodeURIComponent(demoEmail.owner)}&depth=0`
    for (const role of ['front-desk', 'manager'] as const) {
      const { cookie } = await login(demoEmail[role])
      const read = await rest('GET', `/cms-api/outbox?${where}`, { cookie })
      expect(read.status, role).toBe(200)
      expect(read.json.docs, role).toHaveLength(0)
      expect(read.text, role).not.toContain('/admin/reset/')
    }
    // Owners see that it was sent, with the link masked.
    const { cookie } = await login(demoEmail.owner)
    const owner = await rest('GET', `/cms-api/outbox?${where}`, { cookie })
    expect(owner.json.docs).toHaveLength(1)
    expect(owner.text).not.toMatch(/\/admin\/reset\/[A-Za-z0-9]/)
    expect(owner.json.docs[0].html).toContain('link withheld')
    // The whole message is on the server's disk, for whoever runs the server; its link works.
    const files = readdirSync(dir)
    expect(files).toHaveLength(1)
    const mail = readFileSync(path.join(dir, files[0]!), 'utf8')
    const token = /https:\/\/salon\.test\/admin\/reset\/([A-Za-z0-9]+)/.exec(mail)?.[1]
    expect(token, mail).toBeTruthy()
    const reset = await rest('POST', '/cms-api/users/reset-password', {
      body: { token, password: DEMO_PASSWORD + ' again' },
    })
    expect(reset.status).toBe(200)
    // Put the demo password back for the other tests.
    const back = await payload.find({
      collection: 'users',
      where: { email: { equals: demoEmail.owner } },
    })
    await payload.update({
      collection: 'users',
      id: back.docs[0]!.id,
      data: { password: DEMO_PASSWORD },
    })
  })
})

describe('the demo password', () => {
  it('is what the demo logins use (allowed outside production)', async () => {
    expect((await signIn(demoEmail.owner, DEMO_PASSWORD, '203.0.113.80')).status).toBe(200)
  })
})

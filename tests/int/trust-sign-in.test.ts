// Sign-in answers alike for a paused, an unknown and a wrong-password account and costs the same
// work, and a pause stops the password, not the owner: her right password during a pause sends
// her a one-time sign-in link by e-mail (issue 45, ADR 043). Through the real login endpoint,
// each request from the client address the request guard would have seen (client-address.ts).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOGIN_ATTEMPTS_PER_ADDRESS, MAX_LOGIN_ATTEMPTS } from '@/security/login'
import { peerAddressHeader } from '@/security/request-guard.server'

import { startSmtp } from './fakes'
import { bootPayload } from './harness'
import { rest } from './rest'

const PASSWORD = 'A long staff password 1'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
beforeAll(async () => {
  payload = await bootPayload()
  smtp = await startSmtp()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
})
afterAll(async () => {
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
  await smtp.stop()
})

const from = (address: string) => ({ [peerAddressHeader()]: address })

async function signIn(email: string, password: string, address: string) {
  const res = await rest('POST', '/cms-api/users/login', {
    body: { email, password },
    headers: from(address),
  })
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('payload-token='))
    ?.split(';')[0]
  return { status: res.status, json: res.json, cookie }
}

let n = 0
async function freshUser() {
  n += 1
  const email = `trust-${n}-${Date.now()}@willowandwren.example`
  await payload.create({
    collection: 'users',
    data: { email, name: `Trust ${n}`, roles: ['front-desk'], password: PASSWORD },
  })
  return email
}
const unknownEmail = () => `nobody-${++n}-${Date.now()}@willowandwren.example`

/** Five failures from each of two addresses, as reported: the account is then paused. */
async function hammer(email: string, addresses: [string, string]) {
  const answers = []
  for (const address of addresses)
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS; i++)
      answers.push(await signIn(email, `wrong password ${i}!`, address))
  return answers
}

const lockUntil = async (email: string) => {
  const user = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({
    collection: 'users',
    where: { email: { equals: email } },
  })
  return user?.lockUntil ? new Date(user.lockUntil).getTime() : null
}

const LINK = /https:\/\/salon\.test\/admin\/sign-in-link\/([A-Za-z0-9_-]{43})/

/** The mails to `email` that arrived after `since` (sending happens after the answer). */
async function mailsTo(email: string, since: number, want = 1, waitMs = 10_000) {
  const deadline = Date.now() + waitMs
  for (;;) {
    const mails = smtp.mails.slice(since).filter((m) => m.to.includes(email))
    if (mails.length >= want || Date.now() > deadline) return mails
    await new Promise((r) => setTimeout(r, 50))
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

describe('the same answer for every refused sign-in', () => {
  it('after 5 failed sign-ins from each of two addresses, a real account answers exactly like an unknown one (the report)', async () => {
    const known = await freshUser()
    const unknown = unknownEmail()
    const a = await hammer(known, ['198.51.100.1', '198.51.100.2'])
    const b = await hammer(unknown, ['198.51.100.3', '198.51.100.4'])
    expect(a.map((x) => [x.status, x.json])).toEqual(b.map((x) => [x.status, x.json]))
    // The real account is paused now (the tenth failure), which its answers did not tell.
    expect(await lockUntil(known)).toBeGreaterThan(Date.now())

    // From a third address: a wrong password, and the right one, answer as an unknown address does.
    const unknownAgain = await signIn(unknown, 'wrong password 9!', '198.51.100.5')
    expect(unknownAgain.status).toBe(401)
    const wrong = await signIn(known, 'wrong password 9!', '198.51.100.6')
    const right = await signIn(known, PASSWORD, '198.51.100.7')
    expect([wrong.status, wrong.json]).toEqual([unknownAgain.status, unknownAgain.json])
    expect([right.status, right.json]).toEqual([unknownAgain.status, unknownAgain.json])
    expect(right.cookie).toBeUndefined()
    expect(unknownAgain.json.errors[0].message).toBe(
      `That e-mail address and password do not match. After ${MAX_LOGIN_ATTEMPTS} failed attempts an account is paused for 15 minutes: if your password was right, we have e-mailed you a link to sign in.`,
    )
  })

  it('a paused account costs a password hash, like a known and an unknown one', async () => {
    const paused = await freshUser()
    await hammer(paused, ['198.51.100.11', '198.51.100.12'])
    const open = await freshUser()
    const unknown = unknownEmail()
    const time = async (email: string, address: string) => {
      const started = performance.now()
      const res = await signIn(email, 'not the password at all', address)
      expect(res.status).toBe(401)
      return performance.now() - started
    }
    const t = { paused: [] as number[], open: [] as number[], unknown: [] as number[] }
    for (let i = 0; i < 3; i++) {
      t.open.push(await time(open, `198.51.100.${20 + i}`))
      t.paused.push(await time(paused, `198.51.100.${30 + i}`))
      t.unknown.push(await time(unknown, `198.51.100.${40 + i}`))
    }
    // One hash (hundreds of milliseconds) each; without it a paused account answered in a few.
    expect(median(t.paused)).toBeGreaterThan(median(t.open) * 0.5)
    expect(median(t.unknown)).toBeGreaterThan(median(t.open) * 0.5)
  })
})

describe('the owner gets in while someone hammers her account', () => {
  it('her right password during the pause e-mails her a link that signs her in; the pause still stops the guessers', async () => {
    const email = await freshUser()
    await hammer(email, ['198.51.100.51', '198.51.100.52'])
    const pausedUntil = await lockUntil(email)
    expect(pausedUntil).toBeGreaterThan(Date.now())

    // She, at the salon, with her right password: the same answer as everyone…
    const since = smtp.mails.length
    const mine = await signIn(email, PASSWORD, '203.0.113.150')
    expect(mine.status).toBe(401)
    expect(mine.cookie).toBeUndefined()
    // …and a link in her e-mail, saying when and from where.
    const [mail] = await mailsTo(email, since)
    expect(mail, 'the sign-in link arrived at the SMTP server').toBeDefined()
    expect(mail!.body).toContain('203.0.113.150')
    expect(mail!.body).toMatch(/someone knows your password/)
    const token = LINK.exec(mail!.body)?.[1]
    expect(token, mail!.body).toBeTruthy()

    // The guessers carry on from another address, and still meet the pause.
    expect((await signIn(email, 'guess number 11', '198.51.100.53')).status).toBe(401)

    // Her click on the link's page: signed in, with a session the admin accepts.
    const used = await rest('POST', '/cms-api/users/sign-in-link', {
      body: { token },
      headers: from('203.0.113.150'),
    })
    expect(used.status, used.text).toBe(200)
    const cookie = used.headers
      .getSetCookie()
      .find((c) => c.startsWith('payload-token='))
      ?.split(';')[0]
    expect(cookie).toBeTruthy()
    const me = await rest('GET', '/cms-api/users/me', { cookie })
    expect(me.json.user?.email).toBe(email)

    // A link works once.
    const again = await rest('POST', '/cms-api/users/sign-in-link', {
      body: { token },
      headers: from('203.0.113.150'),
    })
    expect(again.status).toBe(400)
    expect(again.json.errors[0].message).toMatch(/^This sign-in link has run out or has already/)

    // The pause stands for everyone else: her own password still signs nobody in directly.
    expect(await lockUntil(email)).toBe(pausedUntil)
    expect((await signIn(email, PASSWORD, '198.51.100.54')).cookie).toBeUndefined()
  })

  it('a wrong password during the pause sends nothing; a made-up link is a 400 counted against the connection', async () => {
    const email = await freshUser()
    await hammer(email, ['198.51.100.61', '198.51.100.62'])
    const since = smtp.mails.length
    await signIn(email, 'still not it', '198.51.100.63')
    expect(await mailsTo(email, since, 1, 1500)).toEqual([])

    const forged = 'A'.repeat(43)
    const statuses: number[] = []
    for (let i = 0; i < 21; i++)
      statuses.push(
        (
          await rest('POST', '/cms-api/users/sign-in-link', {
            body: { token: forged },
            headers: from('198.51.100.64'),
          })
        ).status,
      )
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400))
    expect(statuses[20]).toBe(429)
    // Not JSON: refused before anything is read (ADR 022).
    const form = await rest('POST', '/cms-api/users/sign-in-link', {
      raw: { type: 'application/x-www-form-urlencoded', body: `token=${forged}` },
      headers: from('198.51.100.65'),
    })
    expect(form.status).toBe(415)
  })

  it('at most three links per pause, however often the right password is typed', async () => {
    const email = await freshUser()
    await hammer(email, ['198.51.100.71', '198.51.100.72'])
    const since = smtp.mails.length
    for (let i = 0; i < 5; i++) await signIn(email, PASSWORD, `203.0.113.${160 + i}`)
    await mailsTo(email, since, 5, 3000)
    expect((await mailsTo(email, since, 3)).length).toBe(3)
  })
})

describe('the link’s route', () => {
  it('is the users’ POST only: a GET, or the same word under another collection, is a 4xx, never a 500', async () => {
    for (const [method, path] of [
      ['GET', '/cms-api/users/sign-in-link'],
      ['GET', '/cms-api/quotes/sign-in-link'],
      ['POST', '/cms-api/quotes/sign-in-link'],
      ['PATCH', '/cms-api/users/sign-in-link'],
    ] as const) {
      const res = await rest(method, path, { body: method === 'GET' ? undefined : { token: 'x' } })
      expect(res.status, `${method} ${path}: ${res.text}`).toBeGreaterThanOrEqual(400)
      expect(res.status, `${method} ${path}`).toBeLessThan(500)
    }
  })
})

// Records that tell the truth (issue 45, ADR 041): a quote's and an application's delivery state
// is the server's alone — no role writes it through the REST API, one at a time or in bulk — so
// nobody re-sends a client's messages by editing a status, or makes a delivered quote look failed;
// every resend goes through the one throttled path and is logged with who asked; and the
// follow-up history names the account that made each change, as the server knows it.
import { sql } from '@payloadcms/db-sqlite'
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { runSql } from '@/delivery/claim.server'
import { recoverStalled } from '@/delivery/recovery.server'
import { RESEND_WINDOW_MS, RESENDS_PER_DAY } from '@/delivery/resend-window'
import { loadToDo } from '@/leads/to-do.server'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { demoEmail, login, rest } from './rest'

type Role = 'owner' | 'manager' | 'front-desk'
let payload: Payload
const cookies = {} as Record<Role, string>
const users = {} as Record<Role, TypedUser & { name: string; email: string }>

beforeAll(async () => {
  // Outbox delivery (no SMTP, no SMS provider); the salon's notices go to this address.
  process.env.SALON_NOTIFY_EMAIL = 'jobs@willowandwren.example'
  payload = await bootPayload()
  for (const role of ['owner', 'manager', 'front-desk'] as const) {
    const res = await login(demoEmail[role])
    expect(res.status, res.text).toBe(200)
    cookies[role] = res.cookie!
    users[role] = (await payload.findByID({
      collection: 'users',
      id: res.user!.id,
      depth: 0,
    })) as never
  }
})

/** Runs the delivery queue until nothing is left to do now. */
async function drain(rounds = 6) {
  for (let i = 0; i < rounds; i++) {
    await payload.jobs.run({ queue: 'delivery', limit: 50 })
    await new Promise((r) => setTimeout(r, 30))
  }
}

/** What a runner does after a restart, and every few minutes: queue whatever still looks unsent. */
async function recoverAndDrain() {
  await new Promise((r) => setTimeout(r, 5))
  await recoverStalled(payload, 0)
  await drain()
}

let n = 0
async function deliveredQuote() {
  n += 1
  const email = `records-${n}-${Date.now()}@example.com`
  const res = await call(saveQuote, {
    method: 'POST',
    body: await validQuote({ email, mobile: `07700 9004${String(n).padStart(2, '0')}` }),
  })
  expect(res.status, res.text).toBe(201)
  await drain()
  const quote = (await payload.find({ collection: 'quotes', where: { email: { equals: email } } }))
    .docs[0]!
  expect(quote.delivery).toMatchObject({ email: 'sent', sms: 'sent' })
  expect(await outboxFor('quote', quote.id)).toBe(2)
  return quote
}

const outboxFor = (kind: 'quote' | 'application', id: number) =>
  payload
    .count({ collection: 'outbox', where: { [kind]: { equals: id } } })
    .then((r) => r.totalDocs)

const readQuote = (id: number, as: Role = 'front-desk') =>
  rest('GET', `/cms-api/quotes/${id}?depth=0`, { cookie: cookies[as] }).then((r) => {
    expect(r.status, r.text).toBe(200)
    return r.json as {
      deliveryState: string
      delivery: { email: string; sms: string; emailClaimedBy?: string | null }
    }
  })

const toDoDeliveries = async () =>
  (await loadToDo(payload, { user: users['front-desk'] })).groups.flatMap((g) => g.deliveries)

describe("a quote's delivery state is the server's", () => {
  it('a manager setting both messages back to pending sends nothing again, one at a time or in bulk', async () => {
    const quote = await deliveredQuote()
    for (const role of ['manager', 'owner'] as const) {
      const one = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
        cookie: cookies[role],
        body: { delivery: { email: 'pending', sms: 'pending' } },
      })
      expect(one.status, one.text).toBeLessThan(500)
      await recoverAndDrain()
      expect(await outboxFor('quote', quote.id)).toBe(2)

      const bulk = await rest('PATCH', `/cms-api/quotes?where[id][equals]=${quote.id}`, {
        cookie: cookies[role],
        body: { delivery: { email: 'pending', sms: 'retrying', emailClaimedBy: 'me' } },
      })
      expect(bulk.status, bulk.text).toBeLessThan(500)
      await recoverAndDrain()
      expect(await outboxFor('quote', quote.id)).toBe(2)
    }
    const after = await readQuote(quote.id)
    expect(after.delivery).toMatchObject({ email: 'sent', sms: 'sent' })
    expect(after.delivery.emailClaimedBy ?? null).toBeNull()
    expect(after.deliveryState).toBe('Sent')
  })

  it('"failed" typed on a delivered quote changes nothing the list, To do or the quote shows', async () => {
    const quote = await deliveredQuote()
    for (const body of [
      { delivery: { email: 'failed' } },
      { delivery: { sms: 'failed', email: 'cancelled' } },
    ]) {
      const res = await rest('PATCH', `/cms-api/quotes/${quote.id}`, {
        cookie: cookies.manager,
        body,
      })
      expect(res.status, res.text).toBeLessThan(500)
    }
    const bulk = await rest('PATCH', `/cms-api/quotes?where[id][equals]=${quote.id}`, {
      cookie: cookies.owner,
      body: { delivery: { email: 'failed', sms: 'failed' } },
    })
    expect(bulk.status, bulk.text).toBeLessThan(500)

    const read = await readQuote(quote.id)
    expect(read.delivery).toMatchObject({ email: 'sent', sms: 'sent' })
    expect(read.deliveryState).toBe('Sent')
    // The list's "Failed" filter does not find it; the To do list does not name it.
    const failed = await rest(
      'GET',
      `/cms-api/quotes?depth=0&where[delivery.email][equals]=failed&where[id][equals]=${quote.id}`,
      { cookie: cookies['front-desk'] },
    )
    expect(failed.json.docs).toEqual([])
    expect((await toDoDeliveries()).map((d) => d.id)).not.toContain(quote.id)
  })
})

describe("an application's salon notice is the server's", () => {
  it('neither pending (sent again) nor failed (To do) can be typed in', async () => {
    const email = `records-app-${Date.now()}@example.com`
    const res = await call(joinus, {
      method: 'POST',
      body: {
        name: 'Riley Records',
        mobile: '07700 900498',
        email,
        role: 'Stylist',
        position: 'Stylist',
        about: 'a',
        why_hair: 'b',
        why_us: 'c',
      },
    })
    expect(res.status, res.text).toBe(201)
    await drain()
    const app = (
      await payload.find({ collection: 'job-applications', where: { email: { equals: email } } })
    ).docs[0]!
    expect(app.notified).toBe('sent')
    expect(await outboxFor('application', app.id)).toBe(1)

    for (const body of [
      { notified: 'pending', notifyFailures: 0 },
      { notified: 'failed', notifyError: 'Mailbox full', notifyFailures: 9 },
    ]) {
      const one = await rest('PATCH', `/cms-api/job-applications/${app.id}`, {
        cookie: cookies.manager,
        body,
      })
      expect(one.status, one.text).toBeLessThan(500)
      const bulk = await rest('PATCH', `/cms-api/job-applications?where[id][equals]=${app.id}`, {
        cookie: cookies.owner,
        body,
      })
      expect(bulk.status, bulk.text).toBeLessThan(500)
      await recoverAndDrain()
    }
    expect(await outboxFor('application', app.id)).toBe(1)
    const after = await payload.findByID({ collection: 'job-applications', id: app.id, depth: 0 })
    expect(after).toMatchObject({ notified: 'sent' })
    expect(after.notifyError ?? null).toBeNull()
    expect((await toDoDeliveries()).map((d) => `${d.collection}:${d.id}`)).not.toContain(
      `job-applications:${app.id}`,
    )
  })
})

describe('resending a quote', () => {
  const resend = (id: number, as: Role) =>
    rest('POST', `/cms-api/quotes/${id}/resend`, { cookie: cookies[as] })
  /** Moves the last resend back past the double-click window, as time passing would. */
  const windowPassed = (id: number) =>
    runSql(
      payload,
      sql`UPDATE quotes SET delivery_resent_at = ${new Date(Date.now() - RESEND_WINDOW_MS - 1000).toISOString()} WHERE id = ${id}`,
    )
  const logged = async (id: number) =>
    (
      await payload.find({
        collection: 'audit-log',
        where: { quote: { equals: id } },
        sort: 'createdAt',
        depth: 0,
        pagination: false,
      })
    ).docs.map((e) => ({
      action: e.action,
      actor: typeof e.actor === 'object' ? e.actor?.id : e.actor,
      actorEmail: e.actorEmail,
    }))

  it('is logged with who asked; over the day’s limit it is refused in words, and logged too', async () => {
    const quote = await deliveredQuote()
    const who = ['front-desk', 'manager', 'front-desk', 'owner'] as const
    for (const [i, role] of who.slice(0, RESENDS_PER_DAY).entries()) {
      if (i > 0) await windowPassed(quote.id)
      const ok = await resend(quote.id, role)
      expect(ok.status, ok.text).toBe(200)
      expect(ok.json.alreadyQueued).toBe(false)
      await drain()
      expect(await outboxFor('quote', quote.id)).toBe(2 + 2 * (i + 1))
    }
    await windowPassed(quote.id)
    const refused = await resend(quote.id, 'owner')
    expect(refused.status, refused.text).toBe(429)
    expect(refused.json.message).toMatch(/already been sent again \d+ times/)
    expect(refused.text).not.toMatch(/throttl|rate|limit exceeded/i)
    await drain()
    await recoverAndDrain()
    expect(await outboxFor('quote', quote.id)).toBe(2 + 2 * RESENDS_PER_DAY)

    const expected = [
      ...who.slice(0, RESENDS_PER_DAY).map((role) => ({
        action: 'resend',
        actor: users[role].id,
        actorEmail: users[role].email,
      })),
      { action: 'resend-refused', actor: users.owner.id, actorEmail: users.owner.email },
    ]
    expect(await logged(quote.id)).toEqual(expected)
    // Nobody writes or removes an entry through the API.
    const forged = await rest('POST', '/cms-api/audit-log', {
      cookie: cookies.owner,
      body: { action: 'resend', summary: 'forged', quote: quote.id },
    })
    expect([401, 403]).toContain(forged.status)
  })

  it('a double click inside the window queues nothing more and logs nothing more', async () => {
    const quote = await deliveredQuote()
    expect((await resend(quote.id, 'front-desk')).json.alreadyQueued).toBe(false)
    expect((await resend(quote.id, 'front-desk')).json.alreadyQueued).toBe(true)
    await drain()
    expect(await outboxFor('quote', quote.id)).toBe(4)
    expect((await logged(quote.id)).map((e) => e.action)).toEqual(['resend'])
  })
})

describe('the follow-up history names the account', () => {
  const followUp = (id: number, as: Role, body: Record<string, unknown>) =>
    rest('PATCH', `/cms-api/quotes/${id}`, { cookie: cookies[as], body })
  const lastEntry = async (id: number) => {
    const doc = await payload.findByID({ collection: 'quotes', id, depth: 0 })
    return doc.leadHistory!.at(-1)!
  }
  const nameOf = async (id: number) =>
    ((await payload.findByID({ collection: 'users', id, depth: 0 })) as { name: string }).name

  it('the front desk cannot rename herself, least of all to the owner’s name', async () => {
    const me = users['front-desk']
    for (const name of ['Demo Owner', 'demo  OWNER', 'Ｄｅｍｏ Ｏｗｎｅｒ', 'Sam Desk']) {
      const res = await rest('PATCH', `/cms-api/users/${me.id}`, {
        cookie: cookies['front-desk'],
        body: { name },
      })
      expect(res.status, res.text).toBe(403)
      expect(res.text).toContain('Only an owner can change a member of staff’s name')
      expect(await nameOf(me.id)).toBe(me.name)
    }
    // Nor in bulk.
    const bulk = await rest('PATCH', `/cms-api/users?where[id][equals]=${me.id}`, {
      cookie: cookies['front-desk'],
      body: { name: 'Demo Owner' },
    })
    expect(bulk.status).toBe(403)
    expect(await nameOf(me.id)).toBe(me.name)
    // Her own account still saves with her name as it is (the admin sends it with every save).
    const same = await rest('PATCH', `/cms-api/users/${me.id}`, {
      cookie: cookies['front-desk'],
      body: { name: me.name },
    })
    expect(same.status, same.text).toBe(200)

    const quote = await deliveredQuote()
    expect((await followUp(quote.id, 'front-desk', { leadStatus: 'contacted' })).status).toBe(200)
    const entry = await lastEntry(quote.id)
    expect(entry).toMatchObject({ by: me.id, byName: me.name, byEmail: me.email })
    expect(entry.byName).not.toContain('Owner')
  })

  it('an owner cannot give one account another’s name, however it is typed', async () => {
    const me = users['front-desk']
    for (const name of [
      'Demo Owner',
      'demo owner',
      'Demo  Owner.',
      'Ｄｅｍｏ　Ｏｗｎｅｒ',
      'De\u200Bmo Owner',
      'Démo Owner',
    ]) {
      const res = await rest('PATCH', `/cms-api/users/${me.id}`, {
        cookie: cookies.owner,
        body: { name },
      })
      expect(res.status, `${name}: ${res.text}`).toBe(400)
      expect(res.text).toContain('Another member of staff already has this name')
    }
    const made = await rest('POST', '/cms-api/users', {
      cookie: cookies.owner,
      body: {
        email: `second-owner-${Date.now()}@willowandwren.example`,
        name: 'DEMO OWNER',
        password: 'Marigold teapot harbour',
        roles: ['front-desk'],
      },
    })
    expect(made.status).toBe(400)
    expect(await nameOf(me.id)).toBe(me.name)
  })

  it('staff names follow the rule clients’ names follow', async () => {
    const me = users['front-desk']
    const refused = await rest('PATCH', `/cms-api/users/${me.id}`, {
      cookie: cookies.owner,
      body: { name: 'Sam\u2027Desk' },
    })
    expect(refused.status, refused.text).toBe(400)
    expect(refused.text).toContain('ordinary full stop')
    for (const name of ['https://evil.example', 'Sam <b>Desk</b>', '\u200B\u202E']) {
      const res = await rest('PATCH', `/cms-api/users/${me.id}`, {
        cookie: cookies.owner,
        body: { name },
      })
      expect(res.status, `${name}: ${res.text}`).toBe(400)
    }
    expect(await nameOf(me.id)).toBe(me.name)
  })

  it('the name in the history is the account’s at the time, with its e-mail address, whoever set it', async () => {
    const me = users['front-desk']
    const quote = await deliveredQuote()
    // An owner renames her (fullwidth letters are made ordinary ones).
    const renamed = await rest('PATCH', `/cms-api/users/${me.id}`, {
      cookie: cookies.owner,
      body: { name: 'Ｓａｍ Desk\u200D' },
    })
    expect(renamed.status, renamed.text).toBe(200)
    expect(await nameOf(me.id)).toBe('Sam Desk')
    expect((await followUp(quote.id, 'front-desk', { leadNote: 'Called her' })).status).toBe(200)
    expect(await lastEntry(quote.id)).toMatchObject({
      by: me.id,
      byName: 'Sam Desk',
      byEmail: me.email,
    })
    // Server code acting for her with a user object that says otherwise still names the account.
    await payload.update({
      collection: 'quotes',
      id: quote.id,
      data: { leadStatus: 'booked' },
      user: { ...me, name: 'Demo Owner', email: demoEmail.owner },
      overrideAccess: false,
    })
    expect(await lastEntry(quote.id)).toMatchObject({
      by: me.id,
      byName: 'Sam Desk',
      byEmail: me.email,
    })
    // The earlier entry keeps the name she had then.
    const back = await rest('PATCH', `/cms-api/users/${me.id}`, {
      cookie: cookies.owner,
      body: { name: me.name },
    })
    expect(back.status, back.text).toBe(200)
    expect(await lastEntry(quote.id)).toMatchObject({ byName: 'Sam Desk', byEmail: me.email })
  })

  it('"Answered by" on a job application names the account the same way', async () => {
    const email = `records-reply-${Date.now()}@example.com`
    const res = await call(joinus, {
      method: 'POST',
      body: {
        name: 'Reese Reply',
        mobile: '07700 900497',
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
    const me = users['front-desk']
    const answered = await rest('PATCH', `/cms-api/job-applications/${app.id}`, {
      cookie: cookies['front-desk'],
      body: { reply: 'answered', repliedBy: 'Demo Owner' },
    })
    expect(answered.status, answered.text).toBe(200)
    const after = await payload.findByID({ collection: 'job-applications', id: app.id, depth: 0 })
    expect(after.repliedBy).toBe(`${me.name} (${me.email})`)
  })
})

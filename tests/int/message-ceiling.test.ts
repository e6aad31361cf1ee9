// The daily limit on messages (issue 45, item 2; ADR 040): past the number of texts or e-mails an
// owner allows in one UK day, messages are not lost but wait, saved, and go out when the next UK
// day starts or the limit is raised; the owners are told once, by e-mail and on the To do list.
// Counted in the database, so that every runner (several instances, workers) shares one count.
// Real SMTP server and SMS provider stand-in on loopback, the real job queue and recovery pass.
import type { Payload, TypedUser } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { deliveryConfig } from '@/delivery/config.server'
import { givePlaceBack, sentToday, takePlace } from '@/delivery/daily-limits.server'
import { recoverStalled } from '@/delivery/recovery.server'
import { loadToDo } from '@/leads/to-do.server'
import { addDays, londonMidnight, ukDay } from '@/quote/uk-date'

import { startSmsProvider, startSmtp } from './fakes'
import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
let sms: Awaited<ReturnType<typeof startSmsProvider>>
let owners: TypedUser[]

const NOTIFY = 'jobs@willowandwren.example'

beforeAll(async () => {
  smtp = await startSmtp()
  sms = await startSmsProvider('AC_test_account', 'test-token')
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    TWILIO_ACCOUNT_SID: 'AC_test_account',
    TWILIO_AUTH_TOKEN: 'test-token',
    TWILIO_FROM: '+447700900000',
    TWILIO_API_BASE: sms.url,
    SALON_NOTIFY_EMAIL: NOTIFY,
  })
  payload = await bootPayload()
  owners = (
    await payload.find({
      collection: 'users',
      where: { roles: { in: ['owner'] } },
      depth: 0,
      pagination: false,
    })
  ).docs as TypedUser[]
  expect(owners.length).toBeGreaterThan(0)
})

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await smtp?.stop()
  await sms?.stop()
})

async function drainJobs(rounds = 6) {
  for (let i = 0; i < rounds; i++) {
    await payload.jobs.run({ queue: 'delivery', limit: 50 })
    await new Promise((r) => setTimeout(r, 40))
  }
}

/** What an owner sets in Messages & rules → Daily limits. */
async function setLimits(limits: { texts?: number; emails?: number }) {
  const current = await payload.findGlobal({ slug: 'messages', depth: 0 })
  await payload.updateGlobal({
    slug: 'messages',
    data: { dailyLimits: { ...current.dailyLimits, ...limits } },
    depth: 0,
  })
}

let n = 0
/** Saves a quote for a new client of her own (a mobile number only she has). */
async function saveFor() {
  const i = ++n
  const mobile = `07700 9${String(100000 + i).slice(1)}`
  const email = `limit.${i}@example.com`
  const res = await call(saveQuote, { method: 'POST', body: await validQuote({ email, mobile }) })
  expect(res.status, res.text).toBe(201)
  const doc = (
    await payload.find({ collection: 'quotes', where: { link: { equals: res.json.link } } })
  ).docs[0]!
  return { id: doc.id, email, to: `+447700${mobile.slice(6)}` }
}

type Saved = Awaited<ReturnType<typeof saveFor>>
const textsTo = (quotes: Saved[]) =>
  sms.messages.filter((m) => quotes.some((q) => q.to === m.to)).length
const mailsTo = (quotes: Saved[]) =>
  smtp.mails.filter((m) => quotes.some((q) => m.to.includes(q.email))).length
const smsStatus = async (q: Saved) =>
  (await payload.findByID({ collection: 'quotes', id: q.id, depth: 0 })).delivery?.sms
/** The e-mails owners got saying a limit was reached. */
const ownerNotices = () =>
  smtp.mails.filter(
    (m) =>
      owners.some((o) => m.to.includes(o.email)) && /Subject: Daily limit reached/.test(m.body),
  )

/** The recovery pass of a runner, as it runs once the claim timeout has passed. */
const recoveryPass = () => {
  const timeout = deliveryConfig().DELIVERY_CLAIM_TIMEOUT_MS
  return recoverStalled(payload, timeout, new Date(Date.now() + timeout + 1000))
}

describe('the daily limit on text messages', () => {
  it('keeps texts past the limit queued, sends the e-mails, and tells the owners once', async () => {
    const before = (await sentToday(payload)).sms
    await setLimits({ texts: before + 3, emails: 1000 })
    const quotes: Saved[] = []
    for (let i = 0; i < 5; i++) quotes.push(await saveFor())
    await drainJobs()

    expect(textsTo(quotes)).toBe(3)
    expect(mailsTo(quotes)).toBe(5)
    const statuses = await Promise.all(quotes.map(smsStatus))
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(3)
    // Not failed, not lost: still waiting to be sent.
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(2)
    expect((await sentToday(payload)).sms).toBe(before + 3)

    // Told once: each owner one e-mail, however many more wait and however often runners look.
    const notices = ownerNotices()
    expect(notices).toHaveLength(owners.length)
    expect(notices[0]!.body).toContain(`${before + 3} text messages`)
    expect(notices[0]!.body).toContain('Messages & rules')
    quotes.push(await saveFor())
    await recoveryPass()
    await drainJobs()
    expect(textsTo(quotes)).toBe(3)
    expect(ownerNotices()).toHaveLength(owners.length)

    // The To do list says so, with how many wait.
    const todo = await loadToDo(payload, { user: owners[0]! })
    expect(todo.limits).toEqual([
      expect.objectContaining({ kind: 'sms', limit: before + 3, sent: before + 3 }),
    ])
    expect(todo.limits[0]!.waiting).toBeGreaterThanOrEqual(3)
    expect(todo.limits[0]!.line).toMatch(/text messages/)
  })

  it('counts in the database: runners working at once never send past the limit', async () => {
    await drainJobs()
    const before = (await sentToday(payload)).sms
    await setLimits({ texts: before + 3 })
    const quotes: Saved[] = []
    for (let i = 0; i < 8; i++) quotes.push(await saveFor())
    // Four runners take the queue at once (on PostgreSQL, each on its own connection).
    await Promise.all([0, 1, 2, 3].map(() => payload.jobs.run({ queue: 'delivery', limit: 2 })))
    await drainJobs()
    expect(textsTo(quotes)).toBe(3)
    expect((await sentToday(payload)).sms).toBe(before + 3)
    expect(mailsTo(quotes)).toBe(8)
  })

  it('gives out exactly the places there are, however many runners ask at once', async () => {
    // A day of its own, far off; on PostgreSQL each ask is on its own connection.
    const day = new Date('2030-06-01T11:00:00Z')
    const asks = await Promise.all(
      Array.from({ length: 24 }, () => takePlace(payload, 'sms', 7, day)),
    )
    expect(asks.filter(Boolean)).toHaveLength(7)
    expect(new Set(asks.filter(Boolean))).toEqual(new Set(['sms:2030-06-01']))
    expect((await sentToday(payload, day)).sms).toBe(7)
    // A failed send gives its place back; a place for the next message is then free again.
    await givePlaceBack(payload, 'sms:2030-06-01')
    expect(await takePlace(payload, 'sms', 7, day)).toBe('sms:2030-06-01')
    expect(await takePlace(payload, 'sms', 7, day)).toBeNull()
    expect(await takePlace(payload, 'sms', 0, day)).toBeNull()
  })

  it('sends the waiting texts when the next UK day starts, within that day’s limit', async () => {
    const waiting = async () =>
      (
        await payload.count({
          collection: 'quotes',
          where: { 'delivery.sms': { in: ['pending', 'retrying'] } },
        })
      ).totalDocs
    const limit = (await sentToday(payload)).sms
    await setLimits({ texts: limit })
    const held = await waiting()
    expect(held).toBeGreaterThan(limit)
    // Still the same day and at the limit: a runner that looks sends nothing.
    const sentBefore = sms.messages.length
    await recoveryPass()
    await drainJobs()
    expect(sms.messages.length).toBe(sentBefore)

    // Five past midnight, UK time, the next day: the day's limit again, from nothing.
    const tomorrow = addDays(ukDay(new Date()), 1)
    vi.useFakeTimers({
      toFake: ['Date'],
      shouldAdvanceTime: true,
      now: londonMidnight(tomorrow).getTime() + 5 * 60_000,
    })
    expect(ukDay(new Date())).toBe(tomorrow)
    expect((await sentToday(payload)).sms).toBe(0)
    await recoveryPass()
    await drainJobs()
    expect(sms.messages.length - sentBefore).toBe(limit)
    expect(await waiting()).toBe(held - limit)
    expect((await sentToday(payload)).sms).toBe(limit)
  })

  it('sends the waiting texts soon after an owner raises the limit, and tells her again at the new limit', async () => {
    const tomorrow = addDays(ukDay(new Date()), 1)
    vi.useFakeTimers({
      toFake: ['Date'],
      shouldAdvanceTime: true,
      now: londonMidnight(tomorrow).getTime() + 10 * 60_000,
    })
    const noticesBefore = ownerNotices().length
    await setLimits({ texts: (await sentToday(payload)).sms + 1 })
    const quotes: Saved[] = []
    for (let i = 0; i < 3; i++) quotes.push(await saveFor())
    await drainJobs()
    expect(textsTo(quotes)).toBe(1)
    expect(ownerNotices().length - noticesBefore).toBe(owners.length)

    await setLimits({ texts: (await sentToday(payload)).sms + 10 })
    await recoveryPass()
    await drainJobs()
    expect(textsTo(quotes)).toBe(3)
    expect(await Promise.all(quotes.map(smsStatus))).toEqual(['sent', 'sent', 'sent'])
    // Not reached at the new limit: no new notice, and nothing on the To do list.
    expect(ownerNotices().length - noticesBefore).toBe(owners.length)
    expect((await loadToDo(payload, { user: owners[0]! })).limits).toEqual([])
  })
})

describe('the daily limit on e-mails', () => {
  it('counts job application notices as e-mails: past the limit the notice waits, then goes', async () => {
    await drainJobs()
    await setLimits({ emails: (await sentToday(payload)).email })
    const res = await call(joinus, {
      method: 'POST',
      body: {
        name: 'Lima Applicant',
        mobile: '07700900871',
        email: 'lima.applicant@example.com',
        role: 'Apprentice',
        position: 'Apprentice',
        about: 'Keen.',
        why_hair: 'Creative.',
        why_us: 'Your academy.',
      },
    })
    expect(res.status).toBe(201)
    await drainJobs()
    const notice = () =>
      smtp.mails.filter((m) => m.to.includes(NOTIFY) && m.body.includes('Lima Applicant'))
    expect(notice()).toHaveLength(0)
    const app = (
      await payload.find({
        collection: 'job-applications',
        where: { email: { equals: 'lima.applicant@example.com' } },
      })
    ).docs[0]!
    expect(app.notified).toBe('pending')
    // The owners' own notice is not held back by the limit it reports.
    expect(ownerNotices().some((m) => m.body.includes('e-mails'))).toBe(true)

    await setLimits({ emails: (await sentToday(payload)).email + 5 })
    await recoveryPass()
    await drainJobs()
    expect(notice()).toHaveLength(1)
    expect((await payload.findByID({ collection: 'job-applications', id: app.id })).notified).toBe(
      'sent',
    )
  })
})

describe('who sets the limits', () => {
  it('owners set them, other staff read them, visitors never see them', async () => {
    const [owner, manager] = await Promise.all([login(demoEmail.owner), login(demoEmail.manager)])
    const limitsAs = async (cookie?: string) =>
      (await rest('GET', '/cms-api/globals/messages?depth=0', { cookie })).json.dailyLimits
    await setLimits({ texts: 321, emails: 654 })
    expect((await limitsAs()) ?? {}).toEqual({})
    expect(await limitsAs(manager.cookie!)).toEqual({ texts: 321, emails: 654 })

    // A manager's change to them is ignored (the rest of her save goes through).
    const byManager = await rest('POST', '/cms-api/globals/messages', {
      cookie: manager.cookie!,
      body: { dailyLimits: { texts: 100_000 } },
    })
    expect(byManager.status, byManager.text).toBe(200)
    expect((await payload.findGlobal({ slug: 'messages' })).dailyLimits?.texts).toBe(321)

    const byOwner = await rest('POST', '/cms-api/globals/messages', {
      cookie: owner.cookie!,
      body: { dailyLimits: { texts: 800 } },
    })
    expect(byOwner.status, byOwner.text).toBe(200)
    expect((await payload.findGlobal({ slug: 'messages' })).dailyLimits?.texts).toBe(800)

    for (const texts of [-1, 2.5, 100_001]) {
      const bad = await rest('POST', '/cms-api/globals/messages', {
        cookie: owner.cookie!,
        body: { dailyLimits: { texts } },
      })
      expect(bad.status, String(texts)).toBe(400)
      expect(bad.text).toContain('Text messages a day')
    }
  })
})

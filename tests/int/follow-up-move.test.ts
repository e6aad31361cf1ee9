// Following a quote up from the To do list and moving it to another stylist (ADR 055), through
// the real REST API as each role sends it, on this file's own database (SQLite or PostgreSQL):
// the row's buttons write the quote's history; a move re-prices the quote at the new stylist's
// level with today's offers, records it and sends her the quote's own messages again; a quote
// whose stylist has left is not resent until it is moved. The steps build on each other.
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { FOLLOW_UP_MESSAGES } from '@/leads/follow-up'
import { NOTE_MAX } from '@/leads/status'
import { loadToDo } from '@/leads/to-do.server'
import { toDoTotals } from '@/leads/to-do'

import { decodeQuotedPrintable, startSmsProvider, startSmtp } from './fakes'
import { bootPayload, call } from './harness'
import { pricedLines, quoteOf } from './quotes'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
let sms: Awaited<ReturnType<typeof startSmsProvider>>
const users = {} as Record<'front-desk' | 'manager' | 'owner', TypedUser>
const cookies = {} as Record<'front-desk' | 'manager' | 'owner' | 'stylist', string>

type StylistDoc = { id: number; level: number; salon: number; name: string }
const people = {} as Record<'nathan' | 'sana' | 'jade' | 'priya' | 'oscar', StylistDoc>
const COLOUR_AND_CUT = ['Full head foils', 'Toner', 'Cut, dry & style']

async function stylist(slug: string): Promise<StylistDoc> {
  const doc = (
    await payload.find({ collection: 'stylists', where: { slug: { equals: slug } }, depth: 0 })
  ).docs[0]!
  return {
    id: doc.id,
    level: doc.level as number,
    salon: doc.salon as number,
    name: `${doc.firstName} ${doc.lastName}`,
  }
}

let mobile = 700
/** A new client's colour and cut with this stylist, saved through the public API. */
async function quoteWith(s: StylistDoc, name: string) {
  mobile += 1
  const lines = await pricedLines(COLOUR_AND_CUT, s.level)
  const res = await call(saveQuote, {
    method: 'POST',
    body: {
      salon_id: s.salon,
      level_id: s.level,
      stylist_id: s.id,
      calculator_type: 'Colour',
      selector: 'Stylist',
      name,
      mobile: `07700 900${mobile}`,
      email: `move-${mobile}@example.com`,
      regular: 'no',
      referral: 'Google',
      quote: quoteOf(lines),
    },
  })
  expect(res.status, res.text).toBe(201)
  return (await payload.find({ collection: 'quotes', where: { link: { equals: res.json.link } } }))
    .docs[0]!
}

async function drainJobs(rounds = 4) {
  for (let i = 0; i < rounds; i++) {
    await payload.jobs.run({ queue: 'delivery', limit: 50 })
    await new Promise((r) => setTimeout(r, 60))
  }
}

const followUp = (
  id: number | string,
  body: unknown,
  cookie: string | undefined = cookies['front-desk'],
) => rest('POST', `/cms-api/quotes/${id}/follow-up`, { cookie, body })
const move = (id: number, body: unknown, cookie: string | undefined = cookies['front-desk']) =>
  rest('POST', `/cms-api/quotes/${id}/move`, { cookie, body })
const quote = (id: number) => payload.findByID({ collection: 'quotes', id, depth: 0 })
const mailsTo = (email: string) =>
  smtp.mails.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.body))

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
  })
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
  people.nathan = await stylist('nathan-brierley')
  people.sana = await stylist('sana-mirza')
  people.jade = await stylist('jade-whitlock')
  people.priya = await stylist('priya-desai')
  people.oscar = await stylist('oscar-fenwick')
  await payload.create({
    collection: 'users',
    data: {
      email: 'stylist.move@willowandwren.example',
      password: 'a-long-test-password-here',
      name: 'Stylist Move',
      roles: ['stylist'],
      stylist: people.jade.id,
    } as never,
  })
  const res = await login('stylist.move@willowandwren.example', 'a-long-test-password-here')
  expect(res.status, res.text).toBe(200)
  cookies.stylist = res.cookie!
})

afterAll(async () => {
  await smtp?.stop()
  await sms?.stop()
})

describe('the To do row’s follow-up', () => {
  it('the front desk marks a quote contacted with a note: its history names her, the row leaves the list', async () => {
    const q = await quoteWith(people.sana, 'Tilly Todo')
    const before = toDoTotals((await loadToDo(payload, { user: users['front-desk'] })).groups)
    const res = await followUp(q.id, { action: 'contacted', note: 'Called, ringing back Friday' })
    expect(res.status, res.text).toBe(200)
    expect(res.json).toMatchObject({
      ok: true,
      message: 'Contacted: Tilly Todo.',
      leadStatus: 'contacted',
      note: {
        text: 'Called, ringing back Friday',
        by: expect.stringContaining(users['front-desk'].name as string),
      },
    })
    const saved = await quote(q.id)
    expect(saved.leadStatus).toBe('contacted')
    expect(saved.leadHistory?.at(-1)).toMatchObject({
      from: 'new',
      to: 'contacted',
      note: 'Called, ringing back Friday',
      byEmail: users['front-desk'].email,
    })
    const todo = await loadToDo(payload, { user: users['front-desk'] })
    expect(todo.groups.flatMap((g) => g.quotes).some((r) => r.id === q.id)).toBe(false)
    expect(toDoTotals(todo.groups).quotes).toBe(before.quotes - 1)
  })

  it('a note alone keeps where she stands; Booked and Not booked move it on; every office role may', async () => {
    const q = await quoteWith(people.sana, 'Nora Note')
    const note = await followUp(q.id, { action: 'note', note: 'Left a voicemail' })
    expect(note.status, note.text).toBe(200)
    expect(note.json.message).toBe('Note saved: Nora Note.')
    expect(note.json.leadStatus).toBe('new')
    const booked = await followUp(q.id, { action: 'booked' }, cookies.manager)
    expect(booked.json).toMatchObject({ message: 'Booked: Nora Note.', leadStatus: 'booked' })
    const notBooked = await followUp(
      q.id,
      { action: 'not-booked', note: 'Cancelled' },
      cookies.owner,
    )
    expect(notBooked.json).toMatchObject({
      message: 'Not booked: Nora Note.',
      leadStatus: 'not-booked',
    })
    const same = await followUp(q.id, { action: 'not-booked' })
    expect(same.json.message).toBe('Nothing changed: Nora Note.')
    const history = (await quote(q.id)).leadHistory ?? []
    expect(history.map((h) => [h.from, h.to, h.note ?? null])).toEqual([
      ['new', 'new', 'Left a voicemail'],
      ['new', 'booked', null],
      ['booked', 'not-booked', 'Cancelled'],
    ])
    expect(history.map((h) => h.byEmail)).toEqual([
      users['front-desk'].email,
      users.manager.email,
      users.owner.email,
    ])
  })

  it('refuses a visitor and a stylist’s own sign-in, changing nothing', async () => {
    const q = await quoteWith(people.sana, 'Vera Visitor')
    const anonymous = await followUp(q.id, { action: 'booked' }, '')
    expect(anonymous.status).toBe(401)
    expect(anonymous.json.message).toBe('Please sign in')
    const stylist = await followUp(q.id, { action: 'booked' }, cookies.stylist)
    expect(stylist.status).toBe(403)
    expect(stylist.json.message).toBe(
      'Following clients up is for the front desk, managers and owners.',
    )
    expect(
      (await rest('GET', `/cms-api/quotes/${q.id}/move`, { cookie: cookies.stylist })).status,
    ).toBe(403)
    expect((await move(q.id, { stylistId: people.jade.id }, '')).status).toBe(401)
    const after = await quote(q.id)
    expect(after.leadStatus).toBe('new')
    expect(after.leadHistory ?? []).toEqual([])
  })

  it('answers bad input with a 4xx in the desk’s words', async () => {
    const q = await quoteWith(people.sana, 'Bella Bad')
    const cases: [unknown, string][] = [
      [{ action: 'new' }, FOLLOW_UP_MESSAGES.action],
      [{}, FOLLOW_UP_MESSAGES.action],
      [{ action: 'note' }, FOLLOW_UP_MESSAGES.noteMissing],
      [{ action: 'note', note: '   ' }, FOLLOW_UP_MESSAGES.noteMissing],
      [{ action: 'contacted', note: 'x'.repeat(NOTE_MAX + 1) }, FOLLOW_UP_MESSAGES.noteTooLong],
      [{ action: 'contacted', note: 7 }, FOLLOW_UP_MESSAGES.notRead],
      [{ action: 'contacted', leadStatus: 'booked' }, FOLLOW_UP_MESSAGES.notRead],
      ['contacted', FOLLOW_UP_MESSAGES.notRead],
    ]
    for (const [body, message] of cases) {
      const res = await followUp(q.id, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json.message).toBe(message)
    }
    const broken = await rest('POST', `/cms-api/quotes/${q.id}/follow-up`, {
      cookie: cookies['front-desk'],
      raw: { type: 'application/json', body: '{"action":' },
    })
    expect(broken.status).toBe(400)
    expect(broken.json.message).toBe(FOLLOW_UP_MESSAGES.notRead)
    const form = await rest('POST', `/cms-api/quotes/${q.id}/follow-up`, {
      cookie: cookies['front-desk'],
      raw: { type: 'application/x-www-form-urlencoded', body: 'action=booked' },
    })
    expect(form.status).toBe(415)
    for (const id of [999999]) {
      const missing = await followUp(id, { action: 'booked' })
      expect(missing.status).toBe(404)
      expect(missing.json.message).toBe('That quote is not there any more. Please reload the list.')
    }
    // Not an id at all: Payload's own router answers 404 before ours.
    for (const id of ['abc', 0]) expect((await followUp(id, { action: 'booked' })).status).toBe(404)
    expect((await quote(q.id)).leadHistory ?? []).toEqual([])
  })
})

describe('moving a quote to another stylist', () => {
  let moved: Awaited<ReturnType<typeof quoteWith>>

  it('lists whom she can move to at her salon, each with what she would pay', async () => {
    moved = await quoteWith(people.nathan, 'Mia Moved')
    await drainJobs()
    expect(mailsTo(moved.email!)).toHaveLength(1)
    const res = await rest('GET', `/cms-api/quotes/${moved.id}/move`, {
      cookie: cookies['front-desk'],
    })
    expect(res.status, res.text).toBe(200)
    expect(res.json.from).toBe(people.nathan.name)
    const options = res.json.options as { id: number; name: string; level: string; pays: string }[]
    const ids = options.map((o) => o.id)
    expect(ids).toContain(people.sana.id)
    expect(ids).toContain(people.jade.id)
    // Never the one she is with, one who has left, or another salon's.
    for (const no of [people.nathan.id, people.oscar.id, people.priya.id])
      expect(ids).not.toContain(no)
    const sana = options.find((o) => o.id === people.sana.id)!
    expect(sana.level).toBe('Graduate Stylist')
    expect(sana.pays).toMatch(/^£\d+ \(£\d+ before WWTRIO\)$/)
  })

  it('re-prices the quote at the new stylist’s level with her offer, records it and sends it again', async () => {
    const lines = await pricedLines(COLOUR_AND_CUT, people.sana.level)
    const newTotal = Math.round(lines.reduce((a, l) => a + l.price, 0) * 100)
    const sentBefore = mailsTo(moved.email!).length
    const res = await move(moved.id, { stylistId: people.sana.id })
    expect(res.status, res.text).toBe(200)
    expect(res.json.ok).toBe(true)
    expect(res.json.sent).toBe(true)
    expect(res.json.note).toMatch(
      new RegExp(`^Moved from ${people.nathan.name} to ${people.sana.name}: £\\d+ → £\\d+$`),
    )
    expect(res.json.message).toContain('sent again')
    const after = await quote(moved.id)
    expect(after.stylist).toBe(people.sana.id)
    expect(after.level).toBe(people.sana.level)
    expect(after.totalPence).toBe(newTotal)
    expect(after.totalPence).toBeLessThan(moved.totalPence)
    expect(after.offerCode).toBe('WWTRIO')
    const snap = after.quote as {
      stylist: { id: number; name: string }
      level: { id: number }
      total: number
      applied_offer: { code: string; after: number } | null
    }
    expect(snap.stylist).toMatchObject({ id: people.sana.id, name: people.sana.name })
    expect(snap.total * 100).toBe(newTotal)
    expect(snap.applied_offer?.code).toBe('WWTRIO')
    expect(res.json.pays).toBe(`£${snap.applied_offer!.after} (£${snap.total} before WWTRIO)`)
    // The history says who moved it, from whom to whom, and both prices.
    expect(after.leadHistory?.at(-1)).toMatchObject({
      note: res.json.note,
      byEmail: users['front-desk'].email,
    })
    expect(after.leadStatus).toBe(moved.leadStatus)
    // Her own messages, sent again, now name Sana and the new price.
    await drainJobs()
    const mails = mailsTo(moved.email!)
    expect(mails).toHaveLength(sentBefore + 1)
    expect(mails.at(-1)).toContain('Sana')
    expect(mails.at(-1)).toContain('WWTRIO')
    const texts = sms.messages.filter((m) => m.to === moved.mobile)
    expect(texts.at(-1)?.body).toContain('Sana')
    const log = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'resend' } }, { quote: { equals: moved.id } }] },
      depth: 0,
    })
    expect(log.totalDocs).toBe(1)
  })

  it('refuses the same stylist, another salon’s, one who has left, and bad input, changing nothing', async () => {
    const before = await quote(moved.id)
    const cases: [unknown, number, string | RegExp][] = [
      [{ stylistId: people.sana.id }, 409, `This quote is already with ${people.sana.name}.`],
      [{ stylistId: people.priya.id }, 422, /^Priya does not work at .*Riverside\.$/],
      [{ stylistId: people.oscar.id }, 422, 'That stylist is not working with us at the moment.'],
      [{ stylistId: 999999 }, 422, 'That stylist is not working with us at the moment.'],
      [{ stylistId: 'Jade' }, 400, 'Choose the stylist to move her to.'],
      [{}, 400, 'Choose the stylist to move her to.'],
      [{ stylistId: people.jade.id, total: 1 }, 400, 'Choose the stylist to move her to.'],
    ]
    for (const [body, status, message] of cases) {
      const res = await move(moved.id, body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(res.json.message).toMatch(message)
    }
    expect((await move(999999, { stylistId: people.jade.id })).status).toBe(404)
    const after = await quote(moved.id)
    expect(after.stylist).toBe(before.stylist)
    expect(after.totalPence).toBe(before.totalPence)
    expect(after.leadHistory).toEqual(before.leadHistory)
  })

  it('refuses a quote already booked, and one whose details were erased: nobody to tell', async () => {
    const booked = await quoteWith(people.sana, 'Bo Booked')
    await followUp(booked.id, { action: 'booked' })
    const a = await move(booked.id, { stylistId: people.jade.id })
    expect(a.status).toBe(409)
    expect(a.json.message).toBe('This quote is marked Booked: there is nothing to move.')
    const erased = await quoteWith(people.sana, 'Eve Erased')
    await payload.update({
      collection: 'quotes',
      id: erased.id,
      data: { erasedAt: new Date().toISOString(), name: null, email: null, mobile: null } as never,
    })
    const b = await move(erased.id, { stylistId: people.jade.id })
    expect(b.status).toBe(409)
    expect(b.json.message).toBe(
      'This quote’s contact details were erased: there is nobody to tell.',
    )
    expect(
      (await rest('GET', `/cms-api/quotes/${erased.id}/move`, { cookie: cookies['front-desk'] }))
        .status,
    ).toBe(409)
  })
})

describe('a stylist who has left', () => {
  const his = {} as Record<'fresh' | 'contacted' | 'moving', Awaited<ReturnType<typeof quoteWith>>>

  beforeAll(async () => {
    his.fresh = await quoteWith(people.nathan, 'Fran Fresh')
    his.contacted = await quoteWith(people.nathan, 'Cleo Contacted')
    his.moving = await quoteWith(people.nathan, 'Molly Moving')
    await followUp(his.contacted.id, { action: 'contacted' })
    await drainJobs()
    const res = await rest('PATCH', `/cms-api/stylists/${people.nathan.id}`, {
      cookie: cookies.manager,
      body: { hasLeft: true, alternatives: [people.sana.id, people.jade.id] },
    })
    expect(res.status, res.text).toBe(200)
  })

  it('his quote is not sent again: the answer is 409 and offers the move', async () => {
    const res = await rest('POST', `/cms-api/quotes/${his.fresh.id}/resend`, {
      cookie: cookies['front-desk'],
    })
    expect(res.status, res.text).toBe(409)
    expect(res.json).toMatchObject({
      message: `${people.nathan.name} has left: move this quote to another stylist first?`,
      stylistLeft: people.nathan.name,
      moveFirst: true,
    })
    const log = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'resend' } }, { quote: { equals: his.fresh.id } }] },
      depth: 0,
    })
    expect(log.totalDocs).toBe(0)
  })

  it('each of his clients is on the To do list once, under him; followed up or moved, the count falls', async () => {
    const read = async () => {
      const todo = await loadToDo(payload, { user: users['front-desk'] })
      const left = todo.groups.flatMap((g) => g.left)
      const quotes = todo.groups.flatMap((g) => g.quotes)
      return { left, quotes, totals: toDoTotals(todo.groups) }
    }
    const first = await read()
    for (const q of Object.values(his)) {
      expect(first.left.filter((r) => r.id === q.id)).toHaveLength(1)
      expect(first.quotes.some((r) => r.id === q.id)).toBe(false)
    }
    expect(first.left.find((r) => r.id === his.fresh.id)?.left).toBe(
      'Nathan has left: offer Sana or Jade',
    )

    // Followed up since he left (here a note alone): she is off the list.
    const noted = await followUp(his.contacted.id, {
      action: 'note',
      note: 'Told her Sana can do it',
    })
    expect(noted.status, noted.text).toBe(200)
    const second = await read()
    expect(second.left.some((r) => r.id === his.contacted.id)).toBe(false)
    expect(second.totals.left).toBe(first.totals.left - 1)

    // Moved: with Jade now, off his list, and sent again at once.
    const options = await rest('GET', `/cms-api/quotes/${his.moving.id}/move`, {
      cookie: cookies['front-desk'],
    })
    expect((options.json.options as { id: number }[]).map((o) => o.id)).not.toContain(
      people.nathan.id,
    )
    const res = await move(his.moving.id, { stylistId: people.jade.id })
    expect(res.status, res.text).toBe(200)
    const third = await read()
    expect(third.left.some((r) => r.id === his.moving.id)).toBe(false)
    expect(third.totals.left).toBe(second.totals.left - 1)
    expect(third.left.filter((r) => r.id === his.fresh.id)).toHaveLength(1)
    // Her quote is with someone here now: a resend goes through.
    const again = await rest('POST', `/cms-api/quotes/${his.moving.id}/resend`, {
      cookie: cookies['front-desk'],
    })
    expect(again.status, again.text).toBe(200)
  })
})

// Privacy: the retention job and the staff find / export / erase tool, on the real database
// through the real endpoints, with the audit log they write.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as cmsGet, POST as cmsPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { POST as joinus } from '@/app/api/joinus/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { runRetention } from '@/privacy/records.server'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'

let payload: Payload
const tokens: Record<string, string> = {}

beforeAll(async () => {
  payload = await bootPayload()
  for (const who of ['owner', 'manager', 'frontdesk']) {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: `${who}@willowandwren.example`, password: 'willow-wren-demo' },
    })
    tokens[who] = token!
  }
})

function cms(
  method: 'GET' | 'POST',
  pathAndQuery: string,
  opts: { as?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (opts.as) headers.authorization = `JWT ${tokens[opts.as]}`
  const url = new URL(`http://localhost/cms-api/${pathAndQuery}`)
  const req = new Request(url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  })
  const slug = url.pathname.replace('/cms-api/', '').split('/')
  return (method === 'GET' ? cmsGet : cmsPost)(req, { params: Promise.resolve({ slug }) })
}

async function saveQuoteFor(email: string, mobile: string, name = 'Client Person') {
  const res = await call(saveQuote, {
    method: 'POST',
    body: await validQuote({ email, mobile, name }),
  })
  expect(res.status).toBe(201)
  const found = await payload.find({
    collection: 'quotes',
    where: { link: { equals: res.json.link } },
    limit: 1,
  })
  return found.docs[0]!
}

async function applyAs(email: string, mobile: string, name = 'Applicant Person') {
  const res = await call(joinus, {
    method: 'POST',
    body: {
      name,
      mobile,
      email,
      role: 'Stylist',
      position: 'Stylist',
      about: 'I have worked in two salons in town.',
      why_hair: 'I love colour.',
      why_us: 'Your academy.',
    },
  })
  expect(res.status).toBe(201)
  const found = await payload.find({
    collection: 'job-applications',
    where: { email: { equals: email } },
    sort: '-createdAt',
    limit: 1,
  })
  return found.docs[0]!
}

/** Runs the delivery queue until nothing is left (no SMTP or SMS settings: the outbox). */
async function deliver() {
  for (let i = 0; i < 4; i++) {
    await payload.jobs.run({ queue: 'delivery', limit: 50 })
    await new Promise((r) => setTimeout(r, 30))
  }
}

/** Outbox messages about a record, or addressed to someone. */
async function outbox(where: Record<string, unknown>) {
  return (await payload.find({ collection: 'outbox', where: where as never, depth: 0, limit: 100 }))
    .docs
}

/** Back-dates a record in the database itself: the API never lets anyone choose createdAt. */
const backdate = (collection: 'quotes' | 'job-applications' | 'outbox', id: number, iso: string) =>
  payload.db.updateOne({ collection, id, data: { createdAt: iso } })

describe('retention job', () => {
  it('erases personal data past the periods, keeps the figures, and is idempotent', async () => {
    const oldQuote = await saveQuoteFor('old.client@example.com', '07700 900201')
    const newQuote = await saveQuoteFor('new.client@example.com', '07700 900202')
    const oldApp = await applyAs('old.applicant@example.com', '07700 900203')
    const newApp = await applyAs('new.applicant@example.com', '07700 900204')
    const oldMessage = await payload.create({
      collection: 'outbox',
      data: {
        channel: 'email',
        to: 'old.client@example.com',
        subject: 'Your quote',
        text: 'Hello',
      } as never,
    })
    const now = new Date('2026-11-21T12:00:00Z')
    await backdate('quotes', oldQuote.id, '2024-10-01T09:00:00.000Z') // > 24 months
    await backdate('quotes', newQuote.id, '2025-06-01T09:00:00.000Z') // < 24 months
    await backdate('job-applications', oldApp.id, '2025-10-01T09:00:00.000Z') // > 12 months
    await backdate('job-applications', newApp.id, '2026-06-01T09:00:00.000Z')
    await backdate('outbox', oldMessage.id, '2024-10-01T09:00:00.000Z')

    const counts = await runRetention(payload, now)
    expect(counts.quotes).toBeGreaterThanOrEqual(1)
    expect(counts.applications).toBeGreaterThanOrEqual(1)
    expect(counts.messages).toBeGreaterThanOrEqual(1)

    const q1 = await payload.findByID({ collection: 'quotes', id: oldQuote.id })
    expect([q1.name, q1.email, q1.mobile]).toEqual([null, null, null])
    expect(q1.erasedAt).toBe(now.toISOString())
    // The anonymous figures the dashboard counts stay as they were.
    expect(q1.totalPence).toBe(oldQuote.totalPence)
    expect(q1.serviceType).toBe(oldQuote.serviceType)
    expect(q1.quote).toEqual(oldQuote.quote)
    const q2 = await payload.findByID({ collection: 'quotes', id: newQuote.id })
    expect(q2.email).toBe('new.client@example.com')
    expect(q2.erasedAt ?? null).toBeNull()

    const a1 = await payload.findByID({ collection: 'job-applications', id: oldApp.id })
    expect([a1.name, a1.email, a1.mobile, a1.about, a1.whyHair, a1.whyUs]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
    expect([a1.role, a1.position]).toEqual(['Stylist', 'Stylist'])
    const a2 = await payload.findByID({ collection: 'job-applications', id: newApp.id })
    expect(a2.email).toBe('new.applicant@example.com')

    const gone = await payload.find({
      collection: 'outbox',
      where: { id: { equals: oldMessage.id } },
    })
    expect(gone.totalDocs).toBe(0)

    const log = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'retention' } },
    })
    expect(log.docs[0]?.summary).toMatch(
      /Retention \(24 months for quotes, 12 for applications\): erased/,
    )

    // A second run finds nothing more to do.
    expect(await runRetention(payload, now)).toEqual({ quotes: 0, applications: 0, messages: 0 })
  })

  it('takes every message sent about an expired record with it, however recent', async () => {
    const quote = await saveQuoteFor('lapsed.client@example.com', '07700 900206', 'Lapsed Client')
    const app = await applyAs('lapsed.applicant@example.com', '07700 900207', 'Lapsed Applicant')
    await deliver()
    const now = new Date('2026-11-21T12:00:00Z')
    await backdate('quotes', quote.id, '2024-10-01T09:00:00.000Z') // > 24 months
    await backdate('job-applications', app.id, '2025-10-01T09:00:00.000Z') // > 12 months
    // The quote was resent last month; the salon's notice is as old as the application.
    for (const m of await outbox({ quote: { equals: quote.id } }))
      await backdate('outbox', m.id, '2026-10-20T09:00:00.000Z')
    for (const m of await outbox({ application: { equals: app.id } }))
      await backdate('outbox', m.id, '2025-10-01T09:00:00.000Z')
    expect(await outbox({ quote: { equals: quote.id } })).toHaveLength(2)
    expect(await outbox({ application: { equals: app.id } })).toHaveLength(1)

    await runRetention(payload, now)
    expect(await outbox({ quote: { equals: quote.id } })).toEqual([])
    expect(await outbox({ application: { equals: app.id } })).toEqual([])
  })

  it('follows the periods the owner sets in Site settings', async () => {
    const quote = await saveQuoteFor('short.keep@example.com', '07700 900205')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { privacy: { quoteRetentionMonths: 1 } } as never,
    })
    try {
      const inTwoMonths = new Date(Date.now() + 62 * 24 * 3600 * 1000)
      await runRetention(payload, inTwoMonths)
      const after = await payload.findByID({ collection: 'quotes', id: quote.id })
      expect(after.email ?? null).toBeNull()
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { privacy: { quoteRetentionMonths: 24 } } as never,
      })
    }
  })
})

describe('find, export and erase one person', () => {
  it('is for owners and managers only', async () => {
    expect((await cms('POST', 'privacy/person', { body: { q: 'jo@example.com' } })).status).toBe(
      401,
    )
    const frontDesk = await cms('POST', 'privacy/person', {
      as: 'frontdesk',
      body: { q: 'jo@example.com' },
    })
    expect(frontDesk.status).toBe(403)
    expect((await frontDesk.json()).message).toBe(
      'Only owners and managers can use the privacy tools',
    )
    expect(
      (
        await cms('POST', 'privacy/person/erase', {
          as: 'frontdesk',
          body: { q: 'jo@example.com', confirm: true },
        })
      ).status,
    ).toBe(403)
    expect(
      (await cms('POST', 'privacy/person', { as: 'owner', body: { q: 'jo@example.com' } })).status,
    ).toBe(200)
  })

  it('refuses an unclear look-up with a message', async () => {
    for (const q of ['', 'someone', '0161 496 0000']) {
      const res = await cms('POST', 'privacy/person', { as: 'manager', body: { q: q } })
      expect(res.status).toBe(400)
      expect((await res.json()).message).toBe('Enter an e-mail address or a UK mobile number')
    }
  })

  it('finds, exports and erases everything about the person, and logs it without their details', async () => {
    const email = 'Sam.Subject@Example.com'
    const quoteA = await saveQuoteFor(email, '07700 900301', 'Sam Subject')
    const quoteB = await saveQuoteFor('sam.subject@example.com', '+44 7700 900301', 'Sam Subject')
    const app = await applyAs('sam.subject@example.com', '07700900301', 'Sam Subject')
    const bystander = await saveQuoteFor('someone.else@example.com', '07700 900302')
    // The text message about her first quote (a message that belongs to no quote or application
    // is a staff sign-in e-mail, which only owners read: tests/int/trust.test.ts).
    await payload.create({
      collection: 'outbox',
      data: { channel: 'sms', to: '+447700900301', text: 'Hi Sam', quote: quoteA.id } as never,
    })

    // By mobile, in another spelling: both quotes, the application and the text message.
    const found = await cms('POST', 'privacy/person', {
      as: 'manager',
      body: { q: '07700 900 301' },
    })
    expect(found.status).toBe(200)
    const held = await found.json()
    expect(held.quotes.map((q: { id: number }) => q.id).sort()).toEqual(
      [quoteA.id, quoteB.id].sort(),
    )
    expect(held.applications.map((a: { id: number }) => a.id)).toEqual([app.id])
    expect(held.messages).toHaveLength(1)

    // By e-mail, any case: a download with everything in it.
    const exported = await cms(
      'GET',
      `privacy/person/export?q=${encodeURIComponent('SAM.subject@example.com')}`,
      { as: 'manager' },
    )
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const file = await exported.json()
    expect(file.person).toBe('sam.subject@example.com')
    expect(file.quotes).toHaveLength(2)
    expect(file.applications[0].about).toBe('I have worked in two salons in town.')

    // Erasing needs an explicit confirmation.
    const unconfirmed = await cms('POST', 'privacy/person/erase', {
      as: 'manager',
      body: { q: '07700900301' },
    })
    expect(unconfirmed.status).toBe(400)
    const erased = await cms('POST', 'privacy/person/erase', {
      as: 'manager',
      body: { q: '07700900301', confirm: true },
    })
    expect(erased.status).toBe(200)
    expect((await erased.json()).erased).toEqual({ quotes: 2, applications: 1, messages: 1 })

    for (const id of [quoteA.id, quoteB.id]) {
      const q = await payload.findByID({ collection: 'quotes', id })
      expect([q.name, q.email, q.mobile]).toEqual([null, null, null])
      expect(q.totalPence).toBeGreaterThan(0)
    }
    const other = await payload.findByID({ collection: 'quotes', id: bystander.id })
    expect(other.email).toBe('someone.else@example.com')
    const again = await (
      await cms('POST', 'privacy/person', { as: 'manager', body: { q: 'sam.subject@example.com' } })
    ).json()
    expect(again).toMatchObject({ quotes: [], applications: [], messages: [] })

    // The saved quote page still works, without the name.
    const page = await payload.find({ collection: 'quotes', where: { id: { equals: quoteA.id } } })
    expect(page.docs[0]?.link).toBe(quoteA.link)

    // The audit log: who did what, with the person masked — never their address or number.
    const log = await payload.find({
      collection: 'audit-log',
      sort: '-createdAt',
      limit: 20,
      depth: 0,
    })
    const actions = log.docs
      .filter((d) => d.actorEmail === 'manager@willowandwren.example')
      .map((d) => d.action)
    expect(actions).toEqual(expect.arrayContaining(['search', 'export', 'erase']))
    const erase = log.docs.find((d) => d.action === 'erase')!
    expect(erase.subject).toBe('+4477••••301')
    expect(erase.counts).toMatchObject({ quotes: 2, applications: 1, messages: 1 })
    const everything = JSON.stringify(log.docs)
    expect(everything).not.toMatch(/sam\.subject@example\.com/i)
    expect(everything).not.toContain('+447700900301')
  })

  it('keeps the audit log out of reach of edits, even for the owner', async () => {
    const res = await cms('POST', 'audit-log', {
      as: 'owner',
      body: { action: 'erase', summary: 'forged' },
    })
    expect(res.status).toBe(403)
    expect((await cms('GET', 'audit-log', { as: 'frontdesk' })).status).toBe(403)
  })

  it('erases every copy: the quote, the application, and every message sent about them', async () => {
    const quote = await saveQuoteFor('ruth.whole@example.com', '07700 900641', 'Ruth Whole')
    const app = await applyAs('ruth.whole@example.com', '07700 900641', 'Ruth Whole')
    await deliver()
    // The quote's e-mail and text message, and the salon's notice of the application.
    expect(await outbox({ quote: { equals: quote.id } })).toHaveLength(2)
    expect(await outbox({ application: { equals: app.id } })).toHaveLength(1)
    expect(await outbox({ to: { equals: '+447700900641' } })).toHaveLength(1)

    // Looked up by her e-mail address alone.
    const erased = await cms('POST', 'privacy/person/erase', {
      as: 'manager',
      body: { q: 'Ruth.Whole@example.com', confirm: true },
    })
    expect(erased.status).toBe(200)
    expect((await erased.json()).erased).toEqual({ quotes: 1, applications: 1, messages: 3 })

    expect(await outbox({ quote: { equals: quote.id } })).toEqual([])
    expect(await outbox({ application: { equals: app.id } })).toEqual([])
    expect(await outbox({ to: { equals: '+447700900641' } })).toEqual([])
    expect(await outbox({ to: { equals: 'ruth.whole@example.com' } })).toEqual([])
    const q = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    expect([q.name, q.email, q.mobile]).toEqual([null, null, null])
    const a = await payload.findByID({ collection: 'job-applications', id: app.id, depth: 0 })
    expect([a.name, a.email, a.mobile, a.about]).toEqual([null, null, null, null])
  })

  it("erases the copies inside a quote: the front desk's notes and the address in a delivery error", async () => {
    const quote = await saveQuoteFor('nora.notes@example.com', '07700 900642', 'Nora Notes')
    await payload.update({
      collection: 'quotes',
      id: quote.id,
      data: { leadStatus: 'contacted', leadNote: 'Nora asked us to call 07700 900642 after 5' },
    } as never)
    // A provider's refusal, as the delivery log keeps it.
    await payload.update({
      collection: 'quotes',
      id: quote.id,
      data: {
        delivery: {
          log: [
            {
              channel: 'email',
              at: new Date().toISOString(),
              ok: false,
              detail: '550 5.1.1 <nora.notes@example.com>: Recipient address rejected',
            },
          ],
        },
      },
    } as never)

    const erased = await cms('POST', 'privacy/person/erase', {
      as: 'owner',
      body: { q: '07700900642', confirm: true },
    })
    expect(erased.status).toBe(200)
    const q = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    // What happened stays (the status, who and when); what was said about her goes.
    expect(q.leadHistory?.map((h) => [h.from, h.to, h.note ?? null])).toEqual([
      ['new', 'contacted', null],
    ])
    expect(q.delivery?.log?.[0]?.detail).toBe('550 5.1.1 <[erased]>: Recipient address rejected')
    expect(JSON.stringify(q)).not.toMatch(/nora|900642/i)
  })

  it('lets staff choose among records that share a number, and erases only those', async () => {
    const ann = await saveQuoteFor('ann.shared@example.com', '07700 900651', 'Ann Shared')
    const bob = await saveQuoteFor('bob.shared@example.com', '+44 7700 900651', 'Bob Shared')
    await deliver()
    expect(await outbox({ quote: { in: [ann.id, bob.id] } })).toHaveLength(4)

    const found = await cms('POST', 'privacy/person', {
      as: 'manager',
      body: { q: '07700 900651' },
    })
    const held = await found.json()
    expect(held.quotes.map((r: { key: string }) => r.key).sort()).toEqual(
      [`quote:${ann.id}`, `quote:${bob.id}`].sort(),
    )
    expect(held.sharedNames.sort()).toEqual(['Ann Shared', 'Bob Shared'])
    // Each message says which record it belongs to.
    expect(
      held.messages.filter((m: { belongsTo: string }) => m.belongsTo === `quote:${ann.id}`),
    ).toHaveLength(2)

    // Without a choice nothing is erased: two names share the number.
    const unchosen = await cms('POST', 'privacy/person/erase', {
      as: 'manager',
      body: { q: '07700900651', confirm: true },
    })
    expect(unchosen.status).toBe(409)
    expect((await unchosen.json()).message).toContain('Choose which records to erase')
    expect((await payload.findByID({ collection: 'quotes', id: ann.id })).email).toBe(
      'ann.shared@example.com',
    )

    // A record that was not found for this number is refused.
    const stray = await cms('POST', 'privacy/person/erase', {
      as: 'manager',
      body: { q: '07700900651', confirm: true, records: [`quote:${ann.id}`, 'quote:999999'] },
    })
    expect(stray.status).toBe(400)

    const erased = await cms('POST', 'privacy/person/erase', {
      as: 'manager',
      body: { q: '07700900651', confirm: true, records: [`quote:${ann.id}`] },
    })
    expect(erased.status).toBe(200)
    expect((await erased.json()).erased).toEqual({ quotes: 1, applications: 0, messages: 2 })
    // The audit entry names what was erased, by key: Ann's quote, not Bob's.
    const entry = (
      await payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'erase' } },
        sort: '-createdAt',
        limit: 1,
      })
    ).docs[0]!
    expect(entry.summary).toContain(`quote:${ann.id}`)
    expect(entry.summary).not.toContain(`quote:${bob.id}`)

    const annAfter = await payload.findByID({ collection: 'quotes', id: ann.id, depth: 0 })
    expect([annAfter.name, annAfter.email, annAfter.mobile]).toEqual([null, null, null])
    expect(await outbox({ quote: { equals: ann.id } })).toEqual([])
    const bobAfter = await payload.findByID({ collection: 'quotes', id: bob.id, depth: 0 })
    expect([bobAfter.name, bobAfter.email, bobAfter.mobile]).toEqual([
      'Bob Shared',
      'bob.shared@example.com',
      '+447700900651',
    ])
    expect(await outbox({ quote: { equals: bob.id } })).toHaveLength(2)
  })

  it('exports only the records staff chose when people share a number', async () => {
    const cara = await saveQuoteFor('cara.shared@example.com', '07700 900661', 'Cara Shared')
    const dan = await saveQuoteFor('dan.shared@example.com', '+44 7700 900661', 'Dan Shared')
    const caraApp = await applyAs('cara.shared@example.com', '07700900661', 'Cara Shared')
    await deliver()
    const caraKeys = [`quote:${cara.id}`, `application:${caraApp.id}`]
    const exportOf = (query: string, as = 'manager') =>
      cms('GET', `privacy/person/export?q=${encodeURIComponent('07700 900 661')}${query}`, { as })

    // Without a choice nothing leaves, with the erase's own explanation, and no one's details.
    const erase = await cms('POST', 'privacy/person/erase', {
      as: 'manager',
      body: { q: '07700900661', confirm: true },
    })
    expect(erase.status).toBe(409)
    const unchosen = await exportOf('')
    expect(unchosen.status).toBe(409)
    const refusal = await unchosen.text()
    expect(JSON.parse(refusal).message).toBe(
      (await erase.json()).message.replace('records to erase', 'records to export'),
    )
    expect(refusal).not.toMatch(/@example\.com|\+447700900661|"quotes"/)

    // Chosen as the look-up gives the keys: only Cara's records and the messages about them.
    const chosen = await exportOf(`&records=${caraKeys.join(',')}`)
    expect(chosen.status).toBe(200)
    expect(chosen.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
    const body = await chosen.text()
    const file = JSON.parse(body)
    expect(file.quotes.map((q: { key: string }) => q.key)).toEqual([`quote:${cara.id}`])
    expect(file.applications.map((a: { key: string }) => a.key)).toEqual([
      `application:${caraApp.id}`,
    ])
    expect(file.messages.length).toBe(3)
    expect(file.messages.every((m: { belongsTo: string }) => caraKeys.includes(m.belongsTo))).toBe(
      true,
    )
    expect(body).not.toMatch(/Dan Shared|dan\.shared@example\.com/i)
    expect(body).not.toContain(`quote:${dan.id}`)

    // The same choice sent as the admin page's form sends it: one `records` per tick box.
    const repeated = await exportOf(caraKeys.map((k) => `&records=${k}`).join(''))
    expect(repeated.status).toBe(200)
    expect(await repeated.text()).not.toMatch(/Dan Shared/)

    // A key the look-up did not give, or not a key at all: refused with a message, not a 500.
    for (const bad of [`quote:${cara.id},quote:999999`, 'quote:abc', '']) {
      const res = await exportOf(`&records=${encodeURIComponent(bad)}`)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      const text = await res.text()
      expect(JSON.parse(text).message).toMatch(/\w/)
      expect(text).not.toMatch(/Shared|@example\.com/)
    }

    // Still for owners and managers only.
    expect((await exportOf(`&records=${caraKeys[0]}`, 'frontdesk')).status).toBe(403)

    // The audit entry names what left, by key, and no one's details.
    const log = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'export' } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    const entry = log.docs[0]!
    for (const key of caraKeys) expect(entry.summary).toContain(key)
    expect(entry.summary).not.toContain(`quote:${dan.id}`)
    expect(entry.counts).toMatchObject({ quotes: 1, applications: 1, messages: 3 })
    expect(JSON.stringify(entry)).not.toMatch(/cara|dan|900661/i)
  })

  it('exports all of one person without a choice, and narrows to the records chosen', async () => {
    const first = await saveQuoteFor('eve.single@example.com', '07700 900662', 'Eve Single')
    const second = await saveQuoteFor('eve.single@example.com', '07700 900662', 'Eve Single')
    const whole = await cms('GET', `privacy/person/export?q=eve.single@example.com`, {
      as: 'owner',
    })
    expect(whole.status).toBe(200)
    expect((await whole.json()).quotes.map((q: { id: number }) => q.id).sort()).toEqual(
      [first.id, second.id].sort(),
    )
    const narrowed = await cms(
      'GET',
      `privacy/person/export?q=eve.single@example.com&records=quote:${second.id}`,
      { as: 'owner' },
    )
    expect(narrowed.status).toBe(200)
    expect((await narrowed.json()).quotes.map((q: { id: number }) => q.id)).toEqual([second.id])
  })

  it('gives everything about her as a readable document too: services, salon, stylist, offer, staff notes and history, what staff did', async () => {
    const quote = await saveQuoteFor('hana.read@example.com', '07700 900664', 'Hana Read')
    // The front desk calls and writes a note; markup in it stays words in the document.
    const frontDesk = await payload.find({
      collection: 'users',
      where: { email: { equals: 'frontdesk@willowandwren.example' } },
      limit: 1,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'quotes',
      id: quote.id,
      data: {
        leadStatus: 'contacted',
        leadNote: 'Called: shares this phone with her brother <b>Sam</b>',
      } as never,
      user: frontDesk.docs[0],
      overrideAccess: true,
    })
    // A look-up before the copy is among what staff did with her data.
    expect(
      (await cms('POST', 'privacy/person', { as: 'manager', body: { q: 'hana.read@example.com' } }))
        .status,
    ).toBe(200)

    const json = await cms('GET', 'privacy/person/export?q=hana.read@example.com', {
      as: 'manager',
    })
    const data = await json.json()
    const [q] = data.quotes
    expect(q.services.length).toBeGreaterThan(0)
    expect(q.salon).toEqual(expect.any(String))
    expect(q.level).toEqual(expect.any(String))
    expect(q.followUp).toBe('Contacted')
    expect(q.history).toEqual([
      expect.objectContaining({
        change: 'New → Contacted',
        note: 'Called: shares this phone with her brother <b>Sam</b>',
        by: frontDesk.docs[0]!.name,
      }),
    ])
    expect(data.auditEntries).toEqual([
      expect.objectContaining({ action: 'Looked up a person', by: expect.any(String) }),
    ])
    expect(JSON.stringify(data.auditEntries)).not.toMatch(/@willowandwren/)

    const doc = await cms('GET', 'privacy/person/export?q=hana.read@example.com&format=html', {
      as: 'manager',
    })
    expect(doc.status).toBe(200)
    expect(doc.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await doc.text()
    expect(html).toContain('Your personal data held by')
    expect(html).toContain('Called: shares this phone with her brother &lt;b&gt;Sam&lt;/b&gt;')
    expect(html).not.toContain('<b>Sam</b>')
    for (const l of q.services) expect(html).toContain(l.service.replace(/&/g, '&amp;'))
    expect(html).toContain(q.salon.replace(/&/g, '&amp;'))
    expect(html).toContain('Looked up a person')
    // Plain words: none of the data's own names.
    expect(html).not.toMatch(/totalPence|toLookup|"direct"|quote:\d/)
    // The same refusal rule as the JSON copy; the front desk may not have it.
    expect(
      (
        await cms('GET', 'privacy/person/export?q=hana.read@example.com&format=html', {
          as: 'frontdesk',
        })
      ).status,
    ).toBe(403)
  })

  it("sends the admin page's download back to the page when nothing is ticked", async () => {
    await saveQuoteFor('fay.page@example.com', '07700 900663', 'Fay Page')
    await saveQuoteFor('gus.page@example.com', '07700 900663', 'Gus Page')
    // The page's form sends the recorded search's id; a refusal goes back to that page.
    const res = await cms('GET', 'privacy/person/export?q=07700+900663&search=42', {
      as: 'manager',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(
      '/admin/privacy?q=07700%20900663&search=42&download=missing',
    )
    expect(await res.text()).not.toMatch(/Page|@example\.com/)
  })
})

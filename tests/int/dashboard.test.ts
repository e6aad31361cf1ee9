// The staff dashboard's figures and the CSV downloads, on the seeded database (which holds
// about twelve weeks of demo quotes and a few job applications).
import type { Payload, TypedUser, Where } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as exportGET } from '@/app/exports/[file]/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import {
  dashboardApplicationSelect,
  dashboardQuoteSelect,
  loadDashboard,
} from '@/content/dashboard.server'
import { daysBetween, periodFor, periodOf, recentMonths } from '@/dashboard/period'
import { formatDateTime } from '@/dashboard/time'
import { linePence, serviceKind, type PricedService } from '@/quote'
import { addDays, londonMidnight, ukDay } from '@/quote/uk-date'

import { bootPayload, call } from './harness'
import { validQuote } from './quotes'
import { parseCsv } from '../support/csv'

const PASSWORD = 'willow-wren-demo'
let payload: Payload
let owner: TypedUser
const tokens: Record<'owner' | 'manager' | 'frontdesk', string> = {
  owner: '',
  manager: '',
  frontdesk: '',
}

beforeAll(async () => {
  payload = await bootPayload()
  for (const who of ['owner', 'manager', 'frontdesk'] as const) {
    const res = await payload.login({
      collection: 'users',
      data: { email: `${who}@willowandwren.example`, password: PASSWORD },
    })
    tokens[who] = res.token!
    if (who === 'owner') owner = res.user as TypedUser
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})

async function download(file: string, opts: { as?: keyof typeof tokens; query?: string } = {}) {
  const headers: Record<string, string> = opts.as
    ? // As the browser sends it: Payload ignores a cookie without Origin or Sec-Fetch-Site.
      { cookie: `payload-token=${tokens[opts.as]}`, 'sec-fetch-site': 'same-origin' }
    : {}
  const res = await exportGET(
    new Request(`http://localhost/exports/${file}${opts.query ?? ''}`, { headers }),
    {
      params: Promise.resolve({ file }),
    },
  )
  const bytes = new Uint8Array(await res.arrayBuffer())
  // TextDecoder drops a leading BOM by default; keep it so the test can see it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  return { status: res.status, headers: res.headers, bytes, text }
}

describe('demo activity in the seed', () => {
  it('has about twelve weeks of quotes priced by the quote module, and job applications of every role', async () => {
    const quotes = await payload.find({
      collection: 'quotes',
      pagination: false,
      limit: 0,
      depth: 0,
    })
    expect(quotes.docs.length).toBeGreaterThan(150)
    const services = new Map(
      (await payload.find({ collection: 'services', pagination: false, limit: 0 })).docs.map(
        (s) => [s.id, s],
      ),
    )
    const levels = new Map(
      (await payload.find({ collection: 'levels', pagination: false, limit: 0 })).docs.map((l) => [
        l.id,
        l,
      ]),
    )
    for (const q of quotes.docs) {
      const snap = q.quote as {
        services: { id: number; service: string; price: number }[]
        total: number
        level: { id: number }
      }
      const level = levels.get(snap.level.id)!
      // Every line is what the quote module charges today for that service at that level.
      for (const line of snap.services) {
        const s = services.get(line.id)!
        const priced: PricedService = {
          id: s.id,
          name: s.service,
          kind: serviceKind(Number(s.cat1), s.cat2)!,
          pricePence: Math.round(s.price * 100),
          productPence: Math.round((s.productPrice ?? 0) * 100),
        }
        expect(linePence(priced, level.adapter)).toBe(Math.round(line.price * 100))
      }
      expect(q.totalPence).toBe(Math.round(snap.total * 100))
      expect(snap.services.reduce((sum, l) => sum + Math.round(l.price * 100), 0)).toBe(
        q.totalPence,
      )
      expect(q.email).toMatch(/@example\.com$/)
      expect(q.mobile).toMatch(/^\+447700900\d{3}$/)
    }
    const days = quotes.docs.map((q) => Date.parse(q.createdAt))
    expect((Math.max(...days) - Math.min(...days)) / 86_400_000).toBeGreaterThan(70)
    const types = new Set(quotes.docs.map((q) => q.serviceType))
    expect([...types].sort()).toEqual(['Colour', 'CuttingStyling', 'Men'])
    const roles = new Set(
      (
        await payload.find({ collection: 'job-applications', pagination: false, limit: 0 })
      ).docs.map((a) => a.role),
    )
    expect([...roles].sort()).toEqual(['Apprentice', 'Saturday', 'Stylist'])
  })
})

describe('dashboard figures', () => {
  it('agree with the database for the period, and never ask for names, phones or e-mails', async () => {
    const find = vi.spyOn(payload, 'find')
    const now = new Date()
    const figures = await loadDashboard(payload, { weeks: 12, user: owner, now })

    const inPeriod = { createdAt: { greater_than_equal: periodOf(now, 12).start.toISOString() } }
    const quoteCount = (await payload.count({ collection: 'quotes', where: inPeriod })).totalDocs
    const regulars = (
      await payload.count({
        collection: 'quotes',
        where: { and: [inPeriod, { regular: { equals: true } }] },
      })
    ).totalDocs
    const applications = (await payload.count({ collection: 'job-applications', where: inPeriod }))
      .totalDocs
    expect(quoteCount).toBeGreaterThan(100)
    expect(figures.value.current.count).toBe(quoteCount)
    expect(figures.weekly.weeks).toHaveLength(12)
    expect(figures.weekly.weeks.reduce((s, w) => s + w.total, 0)).toBe(quoteCount)
    expect(figures.clients).toEqual({ regulars, newClients: quoteCount - regulars })
    expect(figures.applications.total).toBe(applications)
    expect(figures.applications.byRole.reduce((s, r) => s + r.count, 0)).toBe(applications)
    expect(figures.topServices.length).toBeGreaterThanOrEqual(5)
    expect(figures.topStylists.length).toBeGreaterThanOrEqual(5)
    expect(figures.value.current.averagePence).toBe(
      Math.round(figures.value.current.totalPence / quoteCount),
    )

    // What the loader asked Payload for: only anonymous fields of quotes and applications.
    const personal = ['name', 'mobile', 'email', 'about', 'whyHair', 'whyUs']
    const privateReads = find.mock.calls
      .map(([args]) => args)
      .filter((a) => a.collection === 'quotes' || a.collection === 'job-applications')
    expect(privateReads.length).toBeGreaterThanOrEqual(2)
    for (const args of privateReads) {
      expect(args.select).toBeDefined()
      expect(Object.keys(args.select!).filter((k) => personal.includes(k))).toEqual([])
    }
    expect(Object.keys(dashboardQuoteSelect)).not.toContain('name')
    expect(Object.keys(dashboardApplicationSelect)).not.toContain('email')
    expect(JSON.stringify(figures)).not.toMatch(/@example\.com|\+447700/)
  })

  it("give the £ of booked quotes, conversion by offer, and one salon's figures when a salon is chosen", async () => {
    const now = new Date()
    const inPeriod = { createdAt: { greater_than_equal: periodOf(now, 12).start.toISOString() } }
    const all = await loadDashboard(payload, { weeks: 12, user: owner, now })
    const booked = await payload.find({
      collection: 'quotes',
      where: { and: [inPeriod, { leadStatus: { equals: 'booked' } }] },
      select: { totalPence: true },
      pagination: false,
    })
    expect(booked.docs.length).toBeGreaterThan(0)
    expect(all.conversion.all.bookedPence).toBe(
      booked.docs.reduce((sum, d) => sum + (d.totalPence ?? 0), 0),
    )
    expect(all.conversion.byOffer.reduce((n, r) => n + r.quotes, 0)).toBe(all.conversion.all.quotes)

    // High Street chosen: every figure is that salon's.
    const highStreet = all.conversion.bySalon.find((r) => /High Street/.test(r.label))!
    const one = await loadDashboard(payload, {
      weeks: 12,
      user: owner,
      now,
      salonId: Number(highStreet.key),
    })
    expect(one.value.current.count).toBe(highStreet.quotes)
    expect(one.conversion.all.booked).toBe(highStreet.booked)
    expect(one.conversion.all.bookedPence).toBe(highStreet.bookedPence)
    expect(one.conversion.bySalon.map((r) => r.key)).toEqual([highStreet.key])
    expect(one.value.current.count).toBeLessThan(all.value.current.count)
    const applicationsThere = (
      await payload.count({
        collection: 'job-applications',
        where: { and: [inPeriod, { salon: { equals: Number(highStreet.key) } }] },
      })
    ).totalDocs
    expect(one.applications.total).toBe(applicationsThere)
  })

  it('count a quote saved just now, and keep counting records whose personal data is erased', async () => {
    const before = await loadDashboard(payload, { weeks: 4, user: owner })
    const saved = await call(saveQuote, {
      method: 'POST',
      body: await validQuote({ regular: 'yes' }),
    })
    expect(saved.status).toBe(201)
    const after = await loadDashboard(payload, { weeks: 4, user: owner })
    expect(after.value.current.count).toBe(before.value.current.count + 1)
    expect(after.clients.regulars).toBe(before.clients.regulars + 1)
    expect(after.weekly.weeks.at(-1)!.counts.Colour).toBe(
      before.weekly.weeks.at(-1)!.counts.Colour + 1,
    )

    // The retention job blanks the personal fields of old records; the figures must not move.
    const recent = await payload.find({
      collection: 'quotes',
      where: { createdAt: { greater_than_equal: periodOf(new Date(), 4).start.toISOString() } },
      limit: 20,
      depth: 0,
    })
    for (const q of recent.docs) {
      await payload.db.updateOne({
        collection: 'quotes',
        id: q.id,
        data: { name: '', mobile: '', email: '' },
      })
    }
    const erased = await loadDashboard(payload, { weeks: 4, user: owner })
    expect(erased.value).toEqual(after.value)
    expect(erased.weekly).toEqual(after.weekly)
    expect(erased.topServices).toEqual(after.topServices)
  })
})

/** Quotes saved from 00:00 London on `first` up to (not including) 00:00 after `last`. */
async function quotesOn(first: string, last: string, extra: Where = {}) {
  return (
    await payload.count({
      collection: 'quotes',
      where: {
        and: [
          { createdAt: { greater_than_equal: londonMidnight(first).toISOString() } },
          { createdAt: { less_than: londonMidnight(addDays(last, 1)).toISOString() } },
          extra,
        ],
      },
    })
  ).totalDocs
}

describe('figures by month and by days', () => {
  it('count a calendar month in London days, compared with as many days just before', async () => {
    const now = new Date()
    const last = recentMonths(now)[1]!.month
    const figures = await loadDashboard(payload, {
      period: { kind: 'month', month: last },
      user: owner,
      now,
    })
    const p = figures.period
    expect(p.firstDay).toBe(`${last}-01`)
    expect(p.lastDay.slice(0, 7)).toBe(last)
    expect(p.days).toBe(daysBetween(p.firstDay, p.lastDay) + 1)
    expect(daysBetween(p.previousFirstDay, p.previousLastDay) + 1).toBe(p.days)
    expect(p.previousLastDay).toBe(addDays(p.firstDay, -1))
    expect(p.since).toMatch(new RegExp(`^the ${p.days} days before \\(`))

    const count = await quotesOn(p.firstDay, p.lastDay)
    expect(count).toBeGreaterThan(0)
    expect(figures.value.current.count).toBe(count)
    expect(figures.value.previous.count).toBe(await quotesOn(p.previousFirstDay, p.previousLastDay))
    expect(figures.weekly.weeks).toHaveLength(Math.ceil(p.days / 7))
    expect(figures.weekly.weeks.reduce((n, w) => n + w.total, 0)).toBe(count)
    expect(figures.weekly.weeks.reduce((n, w) => n + w.days, 0)).toBe(p.days)
    expect(figures.conversion.all.booked).toBe(
      await quotesOn(p.firstDay, p.lastDay, { leadStatus: { equals: 'booked' } }),
    )
  })

  it('count any from–to days, inclusive', async () => {
    const now = new Date()
    const to = addDays(ukDay(now), -3)
    const from = addDays(to, -9)
    const figures = await loadDashboard(payload, {
      period: { kind: 'range', from, to },
      user: owner,
      now,
    })
    expect(figures.period).toMatchObject({ firstDay: from, lastDay: to, days: 10 })
    expect(figures.value.current.count).toBe(await quotesOn(from, to))
    expect(figures.value.previous.count).toBe(await quotesOn(addDays(from, -10), addDays(from, -1)))
    // The same days as a download: one row per quote counted.
    const csv = await download('quotes.csv', { as: 'owner', query: `?from=${from}&to=${to}` })
    expect(parseCsv(csv.text.slice(1)).length - 1).toBe(figures.value.current.count)
  })

  it('count booked quotes at what the client pays, after her offer', async () => {
    const now = new Date()
    const thisMonth = { kind: 'month' as const, month: ukDay(now).slice(0, 7) }
    const before = await loadDashboard(payload, { period: thisMonth, user: owner, now })
    // A new client's quote: the first-visit offer, 20% off (QG20), marked booked.
    const body = await validQuote({ email: 'paid@example.com' })
    const saved = await call(saveQuote, { method: 'POST', body })
    expect(saved.status).toBe(201)
    const doc = (
      await payload.find({
        collection: 'quotes',
        where: { link: { equals: saved.json.link } },
        depth: 0,
        limit: 1,
      })
    ).docs[0]!
    const offer = (doc.quote as { applied_offer: { code: string; after: number } }).applied_offer
    expect(offer.code).toBe('QG20')
    expect(doc.offerCode).toBe('QG20')
    await payload.update({
      collection: 'quotes',
      id: doc.id,
      data: { leadStatus: 'booked' },
    } as never)

    const after = await loadDashboard(payload, { period: thisMonth, user: owner })
    const all = after.conversion.all
    expect(all.booked).toBe(before.conversion.all.booked + 1)
    expect(all.bookedPence - before.conversion.all.bookedPence).toBe(doc.totalPence)
    expect(all.bookedPaidPence - before.conversion.all.bookedPaidPence).toBe(
      Math.round(offer.after * 100),
    )
    expect(Math.round(offer.after * 100)).toBeLessThan(doc.totalPence)
    expect(all.bookedPaidPence).toBeLessThan(all.bookedPence)
    const qg20 = after.conversion.byOffer.find((r) => r.key === 'QG20')!
    expect(qg20.bookedPaidPence).toBeLessThan(qg20.bookedPence)

    // The download says the same: the code, the total before it and what she pays.
    const today = ukDay(new Date())
    const row = parseCsv(
      (
        await download('quotes.csv', { as: 'owner', query: `?from=${today}&to=${today}` })
      ).text.slice(1),
    ).find((r) => r[1] === `https://salon.test/quote/${saved.json.link}`)!
    expect(row.slice(6, 10)).toEqual([
      String(doc.totalPence / 100),
      'QG20',
      String(doc.totalPence / 100),
      String(offer.after),
    ])
  })

  it('are worked out for the period asked, whatever the clock says', async () => {
    // A month well before the demo's quotes: nothing, and nothing to compare.
    const empty = await loadDashboard(payload, {
      period: { kind: 'month', month: '2020-02' },
      user: owner,
    })
    expect(empty.period).toMatchObject({ days: 29, since: 'the 29 days before (3–31 Jan 2020)' })
    expect(empty.value.current.count).toBe(0)
    expect(empty.value.previous.count).toBe(0)
    expect(periodFor({ kind: 'month', month: '2020-02' }, new Date()).weekKeys).toHaveLength(5)
  })
})

describe('CSV downloads', () => {
  it('refuse visitors who are not signed in (401) and front desk staff (403)', async () => {
    for (const file of ['quotes.csv', 'applications.csv']) {
      const anonymous = await download(file)
      expect(anonymous.status).toBe(401)
      expect(anonymous.text).not.toContain('@example.com')
      const frontDesk = await download(file, { as: 'frontdesk' })
      expect(frontDesk.status).toBe(403)
      expect(frontDesk.text).not.toContain('@example.com')
    }
    // A forged or expired token is no better than none.
    const forged = await exportGET(
      new Request('http://localhost/exports/quotes.csv', {
        headers: { cookie: 'payload-token=not-a-token' },
      }),
      {
        params: Promise.resolve({ file: 'quotes.csv' }),
      },
    )
    expect(forged.status).toBe(401)
  })

  it('gives owners every quote as UTF-8 CSV with a BOM, one row per quote', async () => {
    const res = await download('quotes.csv', { as: 'owner' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(res.text.slice(1))
    expect(rows[0]).toEqual([
      'Date',
      'Quote link',
      'Service type',
      'Salon',
      'Stylist',
      'Level',
      'Total (£)',
      'Offer',
      'Before offer (£)',
      'After offer (£)',
      'Services',
      'Regular client',
      'Referral',
      'E-mail delivery',
      'Text message delivery',
      'Name',
      'Mobile',
      'E-mail',
      'Follow-up',
      'Last follow-up',
    ])
    expect(rows.length - 1).toBe((await payload.count({ collection: 'quotes' })).totalDocs)
    expect(rows.slice(1).every((r) => r.length === 20)).toBe(true)
    // Oldest first; dates in London time.
    const first = (
      await payload.find({ collection: 'quotes', sort: 'createdAt', limit: 1, depth: 0 })
    ).docs[0]!
    expect(rows[1]![0]).toBe(formatDateTime(new Date(first.createdAt)))
    expect(rows[1]![1]).toBe(`https://salon.test/quote/${first.link}`)
  })

  it('escapes awkward text and defuses formulas in what clients typed', async () => {
    // A web address is not a name (the form refuses it); a formula still reads as one.
    const name = '=HYPERLINK("evil","Click me"), Jr.'
    const body = await validQuote({ name, email: 'formula@example.com', mobile: '07700 900777' })
    const saved = await call(saveQuote, { method: 'POST', body })
    expect(saved.status).toBe(201)
    const res = await download('quotes.csv', { as: 'manager' })
    expect(res.status).toBe(200)
    expect(res.text).toContain(`"'=HYPERLINK(""evil"",""Click me""), Jr."`)
    const row = parseCsv(res.text.slice(1)).find(
      (r) => r[1] === `https://salon.test/quote/${saved.json.link}`,
    )!
    // The name is defused; the mobile, in UK national form, starts with no formula sign: no
    // apostrophe.
    expect(row.slice(15, 18)).toEqual([`'${name}`, '07700 900777', 'formula@example.com'])
    expect(row.slice(18)).toEqual(['New', ''])

    // The front desk's follow-up shows: where it stands, and when it last moved.
    await payload.update({
      collection: 'quotes',
      where: { link: { equals: saved.json.link } },
      data: { leadStatus: 'contacted', leadNote: 'Left a voicemail' },
    } as never)
    const after = parseCsv((await download('quotes.csv', { as: 'manager' })).text.slice(1)).find(
      (r) => r[1] === `https://salon.test/quote/${saved.json.link}`,
    )!
    expect(after[18]).toBe('Contacted')
    expect(after[19]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(row.slice(2, 13)).toEqual([
      'Colour',
      'Willow & Wren High Street',
      '',
      'Advanced Senior',
      String(body.quote.total),
      // A new client's quote carries the first-visit offer: 20% off with QG20.
      'QG20',
      String(body.quote.total),
      expect.stringMatching(/^\d+(\.\d+)?$/),
      'Full head foils; Toner; Cut, dry & style',
      'No',
      'Google',
    ])
    expect(Number(row[9])).toBeLessThan(body.quote.total)
    // No cell of the whole file starts with a formula character.
    for (const r of parseCsv(res.text.slice(1)))
      for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })

  it('limits the rows to a date range in London days, and answers a bad range with 400', async () => {
    const today = ukDay(new Date())
    const res = await download('quotes.csv', { as: 'owner', query: `?from=${today}&to=${today}` })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain(`quotes-${today}-to-${today}.csv`)
    const todays = parseCsv(res.text.slice(1)).slice(1)
    expect(todays.length).toBeGreaterThan(0)
    expect(todays.every((r) => r[0]!.startsWith(today))).toBe(true)

    for (const query of [
      '?from=2026-02-30',
      '?to=31/12/2026',
      '?from=2026-05-01&to=2026-04-01',
      `?from=${'9'.repeat(500)}`,
    ]) {
      const bad = await download('quotes.csv', { as: 'owner', query })
      expect(bad.status).toBe(400)
      expect(JSON.parse(bad.text).message).toEqual(expect.any(String))
    }
    expect((await download('users.csv', { as: 'owner' })).status).toBe(404)
  })

  it('gives managers the job applications with their role, position, salon and notification status', async () => {
    const res = await download('applications.csv', { as: 'manager' })
    expect(res.status).toBe(200)
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(res.text.slice(1))
    expect(rows[0]).toEqual([
      'Date',
      'Role',
      'Position',
      'Salon',
      'Name',
      'Mobile',
      'E-mail',
      'Salon notified',
      'Reply',
      'Answered on',
    ])
    expect(rows.length - 1).toBe(
      (await payload.count({ collection: 'job-applications' })).totalDocs,
    )
    expect(
      rows.some(
        (r) =>
          r[1] === 'Saturday (Pre-Apprenticeship)' &&
          r[3]!.startsWith('Willow & Wren') &&
          r[7] === 'Sent',
      ),
    ).toBe(true)
    expect(
      rows.slice(1).every((r) => r[6]!.endsWith('@example.com') && r[5]!.startsWith('07700 ')),
    ).toBe(true)
  })

  it('exports erased records with their figures and empty personal cells', async () => {
    const q = (await payload.find({ collection: 'quotes', sort: 'createdAt', limit: 1, depth: 0 }))
      .docs[0]!
    await payload.db.updateOne({
      collection: 'quotes',
      id: q.id,
      data: { name: '', mobile: '', email: '' },
    })
    const row = parseCsv((await download('quotes.csv', { as: 'owner' })).text.slice(1)).find((r) =>
      r[1]!.endsWith(`/quote/${q.link}`),
    )!
    expect(row.slice(15, 18)).toEqual(['', '', ''])
    expect(row[6]).toBe(String(q.totalPence / 100))
    // A demo quote carries no offer: no code, and she pays the total.
    expect(row.slice(7, 10)).toEqual(['', String(q.totalPence / 100), String(q.totalPence / 100)])
  })
})

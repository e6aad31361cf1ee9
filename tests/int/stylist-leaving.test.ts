// A stylist who leaves (ADR 032), through the REST API as the admin sends it: before it takes
// effect the manager is shown the offers naming her and the clients holding a live quote with
// her; a save without a choice for an offer that could carry on is refused, naming it; with the
// choices, an offer carried on keeps going with the others (a new version, without her) and the
// rest stop; her clients' live quotes go on the front desk's To do list with whom to offer.
// The steps build on each other, in order, on this file's own database.
import type { Payload, TypedUser, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { loadStoppedOffers } from '@/content/dashboard.server'
import { getLiveOfferPage } from '@/content/offer-queries.server'
import { whereQuery } from '@/delivery/state'
import { isLiveQuote } from '@/leads/leaving'
import { loadToDo } from '@/leads/to-do.server'

import type { LeavingPreview } from '@/collections/stylists/leaving-preview'

import { bootPayload, call } from './harness'
import { pricedLines, quoteOf } from './quotes'
import { demoEmail, login, rest } from './rest'

let payload: Payload
const users = {} as Record<'front-desk' | 'manager', TypedUser>
const cookies = {} as Record<'front-desk' | 'manager', string>

type StylistDoc = { id: number; level: number; salon: number; firstName: string }
const people = {} as Record<'zoe' | 'grace' | 'priya' | 'callum', StylistDoc>
const offers = {} as Record<'balayage' | 'meetZoe', number>
const quotes = {} as Record<
  'fresh' | 'contacted' | 'booked' | 'erased' | 'runOut' | 'withPriya',
  number
>

const BALAYAGE = 'balayage-season-test'
const DRAFT_HEADLINE = 'Balayage season: a draft nobody has published yet'

async function stylist(slug: string): Promise<StylistDoc> {
  const doc = (
    await payload.find({ collection: 'stylists', where: { slug: { equals: slug } }, depth: 0 })
  ).docs[0]!
  return {
    id: doc.id,
    level: doc.level as number,
    salon: doc.salon as number,
    firstName: doc.firstName,
  }
}

let mobile = 500
/** A new client's colour and cut with this stylist, saved through the public API. */
async function quoteWith(s: StylistDoc, name: string) {
  mobile += 1
  const lines = await pricedLines(['Full head foils', 'Toner', 'Cut, dry & style'], s.level)
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
      email: `leaving-${mobile}@example.com`,
      regular: 'no',
      referral: 'Google',
      quote: quoteOf(lines),
    },
  })
  expect(res.status, res.text).toBe(201)
  return (await payload.find({ collection: 'quotes', where: { link: { equals: res.json.link } } }))
    .docs[0]!.id
}

const offerBySlug = async (slug: string, draft = false) =>
  (
    await payload.find({
      collection: 'offers',
      where: { slug: { equals: slug } },
      depth: 0,
      draft,
    })
  ).docs[0]!

const preview = (cookie?: string, body: unknown = {}) =>
  rest('POST', `/cms-api/stylists/${people.zoe.id}/leaving`, { cookie, body })

beforeAll(async () => {
  payload = await bootPayload()
  for (const role of ['front-desk', 'manager'] as const) {
    const res = await login(demoEmail[role])
    expect(res.status, res.text).toBe(200)
    cookies[role] = res.cookie!
    users[role] = (await payload.findByID({
      collection: 'users',
      id: res.user!.id,
      depth: 0,
    })) as TypedUser
  }
  people.zoe = await stylist('zoe-kowalski')
  people.grace = await stylist('grace-pemberton')
  people.priya = await stylist('priya-desai')
  people.callum = await stylist('callum-reid')

  // "Balayage season (Zoe or Grace)", published, then a draft with a change not yet published.
  const balayage = (
    await payload.find({
      collection: 'colour-categories',
      where: { name: { equals: 'Balayage' } },
      depth: 0,
    })
  ).docs[0]!
  const created = await payload.create({
    collection: 'offers',
    data: {
      // Its words say with whom through {with}, from the rule (docs/rules.md, "Offers").
      title: 'Balayage season: {saving} {with}',
      slug: BALAYAGE,
      kind: 'combination',
      headline: 'Balayage season {with}',
      summary: 'Hand-painted colour, {saving} for new clients.',
      audience: 'new',
      stylists: [people.zoe.id, people.grace.id],
      appliesTo: 'colourCategories',
      colourCategories: [balayage.id],
      benefit: 'percent',
      discountPercent: 30,
      code: 'WWBAL',
      validDays: 28,
      active: true,
      endDate: '2027-06-30',
      _status: 'published',
    },
  })
  offers.balayage = created.id
  await payload.update({
    collection: 'offers',
    id: created.id,
    draft: true,
    data: { headline: DRAFT_HEADLINE },
  })
  offers.meetZoe = (await offerBySlug('zoe-kowalski')).id

  quotes.fresh = await quoteWith(people.zoe, 'Nadia New')
  quotes.contacted = await quoteWith(people.zoe, 'Carys Contacted')
  quotes.booked = await quoteWith(people.zoe, 'Bea Booked')
  quotes.erased = await quoteWith(people.zoe, 'Erin Erased')
  quotes.runOut = await quoteWith(people.zoe, 'Rhiannon Ran-Out')
  quotes.withPriya = await quoteWith(people.priya, 'Pippa Priya')
  const set = (id: number, data: Record<string, unknown>) =>
    payload.update({ collection: 'quotes', id, data: data as never })
  await set(quotes.contacted, { leadStatus: 'contacted' })
  await set(quotes.booked, { leadStatus: 'booked' })
  await set(quotes.erased, {
    erasedAt: new Date().toISOString(),
    name: null,
    email: null,
    mobile: null,
  })
  // Saved 60 days ago: its offer (28 days) has run out. The local API acts for nobody, as the
  // seed does, so it may date a record back.
  const runOut = await payload.findByID({ collection: 'quotes', id: quotes.runOut, depth: 0 })
  const snapshot = runOut.quote as { applied_offer?: { expires: string } | null }
  expect(
    snapshot.applied_offer,
    'a new client’s colour and cut with Zoe carries her offer',
  ).toBeTruthy()
  const sixtyDaysAgo = new Date(Date.now() - 60 * 86_400_000)
  await set(quotes.runOut, {
    createdAt: sixtyDaysAgo.toISOString(),
    quote: {
      ...snapshot,
      applied_offer: {
        ...snapshot.applied_offer,
        expires: new Date(sixtyDaysAgo.getTime() + 28 * 86_400_000).toISOString().slice(0, 10),
      },
    },
  })
})

describe('a stylist who leaves', () => {
  it('before she leaves, a manager sees the offers naming her and the clients with a live quote with her', async () => {
    const res = await preview(cookies.manager, {
      alternatives: [people.priya.id, people.callum.id],
    })
    expect(res.status, res.text).toBe(200)
    expect(res.json.firstName).toBe('Zoe')
    const byId = new Map((res.json.offers as { id: number; title: string }[]).map((o) => [o.id, o]))
    expect(byId.get(offers.balayage)).toMatchObject({
      id: offers.balayage,
      title: 'Balayage season: 30% off with Zoe or Grace',
      status: 'Live',
      others: ['Grace'],
      canCarryOn: true,
    })
    // The words it carries on with, shown in the same dialog (ADR 056).
    expect(
      (byId.get(offers.balayage) as { carryOn?: { title: string } | null }).carryOn?.title,
    ).not.toMatch(/Zoe/)
    // Only she gives it: it stops, nothing to choose. Its title never shows an empty "{from}".
    expect(byId.get(offers.meetZoe)).toMatchObject({ others: [], canCarryOn: false })
    expect(byId.get(offers.meetZoe)?.title).toMatch(/^Meet Zoe: colour and cut from £\d/)

    const listed = res.json.quotes as { id: number; name: string; left: string }[]
    const ids = listed.map((q) => q.id)
    expect(ids).toEqual(expect.arrayContaining([quotes.fresh, quotes.contacted]))
    for (const gone of [quotes.booked, quotes.erased, quotes.runOut, quotes.withPriya])
      expect(ids).not.toContain(gone)
    expect(listed.find((q) => q.id === quotes.fresh)).toMatchObject({
      name: 'Nadia New',
      left: 'Zoe has left: offer Priya or Callum',
    })
    // Every quote listed (the demo's own included) is live by the one rule.
    const docs = await payload.find({
      collection: 'quotes',
      where: { id: { in: ids } },
      depth: 0,
      pagination: false,
    })
    for (const q of docs.docs) {
      expect(q.stylist).toBe(people.zoe.id)
      expect(isLiveQuote(q, new Date())).toBe(true)
    }
  })

  it('the preview is for those who may change the team: not the front desk, not visitors', async () => {
    expect((await preview(cookies['front-desk'])).status).toBe(403)
    expect((await preview(undefined)).status).toBe(401)
    const form = await rest('POST', `/cms-api/stylists/${people.zoe.id}/leaving`, {
      cookie: cookies.manager,
      raw: { type: 'application/x-www-form-urlencoded', body: 'alternatives=1' },
    })
    expect(form.status).toBe(415)
  })

  it('saving her as left without a choice is refused, naming the offers that could carry on', async () => {
    const res = await rest('PATCH', `/cms-api/stylists/${people.zoe.id}`, {
      cookie: cookies.manager,
      body: { hasLeft: true },
    })
    expect(res.status, res.text).toBe(400)
    expect(res.json.errors[0].message).toBe('The following field is invalid: Before she leaves')
    const detail = res.json.errors[0].data.errors[0]
    expect(detail.path).toBe('leavingOffers')
    expect(detail.message).toBe(
      'Zoe is named by offers that also name others. Before she leaves, choose for each whether it stops or carries on without her: “Balayage season: 30% off with Zoe or Grace” (with Grace).',
    )
    expect((await payload.findByID({ collection: 'stylists', id: people.zoe.id })).hasLeft).toBe(
      false,
    )
  })

  it('refuses carrying on an offer only she gives, and a choice that is not one', async () => {
    const only = await rest('PATCH', `/cms-api/stylists/${people.zoe.id}`, {
      cookie: cookies.manager,
      body: {
        hasLeft: true,
        leavingOffers: { [offers.meetZoe]: 'carry-on', [offers.balayage]: 'stop' },
      },
    })
    expect(only.status, only.text).toBe(400)
    expect(only.json.errors[0].data.errors[0].message).toMatch(
      /^“Meet Zoe: colour and cut from £\d+(\.\d\d)?” names nobody else who is still with us: it can only stop\.$/,
    )
    const odd = await rest('PATCH', `/cms-api/stylists/${people.zoe.id}`, {
      cookie: cookies.manager,
      body: { hasLeft: true, leavingOffers: { [offers.balayage]: 'maybe' } },
    })
    expect(odd.status, odd.text).toBe(400)
    expect((await payload.findByID({ collection: 'stylists', id: people.zoe.id })).hasLeft).toBe(
      false,
    )
  })

  it('with a choice, she leaves: the offer carried on stays live with Grace alone, the other stops', async () => {
    const versionsBefore = (
      await payload.countVersions({
        collection: 'offers',
        where: { parent: { equals: offers.balayage } },
      })
    ).totalDocs
    const res = await rest('PATCH', `/cms-api/stylists/${people.zoe.id}`, {
      cookie: cookies.manager,
      body: {
        hasLeft: true,
        alternatives: [people.priya.id, people.callum.id],
        leavingOffers: { [offers.balayage]: 'carry-on' },
      },
    })
    expect(res.status, res.text).toBe(200)
    expect(res.json.doc.hasLeft).toBe(true)
    // Nothing of the choice is stored with her.
    expect(res.json.doc.leavingOffers ?? null).toBeNull()

    // The published offer names Grace alone, is live, and its page names only her.
    const published = await offerBySlug(BALAYAGE)
    expect(published.stylists).toEqual([people.grace.id])
    expect(published.headline).toBe('Balayage season {with}')
    const page = await getLiveOfferPage(BALAYAGE)
    expect(page?.status).toEqual({ status: 'live' })
    expect(page?.stylists.map((s) => s.firstName)).toEqual(['Grace'])
    const column = await rest('GET', `/cms-api/offers/${offers.balayage}?depth=0`, {
      cookie: cookies.manager,
    })
    expect(column.json.liveStatus).toBe('Live')
    // Her change is a new version (the published one, and the draft kept on top of it).
    const versionsAfter = (
      await payload.countVersions({
        collection: 'offers',
        where: { parent: { equals: offers.balayage } },
      })
    ).totalDocs
    expect(versionsAfter).toBeGreaterThan(versionsBefore)
    // The draft nobody published keeps its change, without her, and is still not published.
    const draft = await offerBySlug(BALAYAGE, true)
    expect(draft._status).toBe('draft')
    expect(draft.headline).toBe(DRAFT_HEADLINE)
    expect(draft.stylists).toEqual([people.grace.id])

    // The offer only she gave is left as it was, off the site while she has left.
    const meetZoe = await rest('GET', `/cms-api/offers/${offers.meetZoe}?depth=0`, {
      cookie: cookies.manager,
    })
    expect(meetZoe.json.stylists).toEqual([people.zoe.id])
    expect(meetZoe.json.liveStatus).toBe('Zoe has left')
    expect(await getLiveOfferPage('zoe-kowalski')).toBeNull()
  })

  it('the dashboard names the stopped offer without an empty price', async () => {
    const stopped = await loadStoppedOffers(payload, { user: users.manager })
    expect(stopped).toEqual([
      { id: offers.meetZoe, title: 'Meet Zoe: colour and cut', reason: 'Zoe has left' },
    ])
  })

  it('her clients with a live quote are on the front desk’s To do list, with whom to offer', async () => {
    const todo = await loadToDo(payload, { user: users['front-desk'] })
    const highStreet = todo.groups.find((g) => g.salonId === people.zoe.salon)!
    const rows = highStreet.left
    const ids = rows.map((r) => r.id)
    expect(ids).toEqual(expect.arrayContaining([quotes.fresh, quotes.contacted]))
    for (const gone of [quotes.booked, quotes.erased, quotes.runOut, quotes.withPriya])
      expect(ids).not.toContain(gone)
    expect(rows.find((r) => r.id === quotes.fresh)).toMatchObject({
      name: 'Nadia New',
      left: 'Zoe has left: offer Priya or Callum',
      what: expect.stringContaining('with Zoe Kowalski'),
    })
    // Newest first; every other salon has none of hers.
    const times = rows.map((r) => r.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    for (const g of todo.groups.filter((x) => x !== highStreet)) expect(g.left).toEqual([])

    // "Show all" finds exactly the rows, read as the front desk through the REST API.
    const all = await rest(
      'GET',
      `/cms-api/quotes?depth=0&limit=100&${whereQuery(todo.filters.left as Where)}`,
      { cookie: cookies['front-desk'] },
    )
    expect(all.status, all.text).toBe(200)
    expect((all.json.docs as { id: number }[]).map((d) => d.id).sort()).toEqual([...ids].sort())

    // Booked: off the list.
    await rest('PATCH', `/cms-api/quotes/${quotes.fresh}`, {
      cookie: cookies['front-desk'],
      body: { leadStatus: 'booked', leadNote: 'Booked with Priya' },
    })
    const after = await loadToDo(payload, { user: users['front-desk'] })
    expect(after.groups.flatMap((g) => g.left).map((r) => r.id)).not.toContain(quotes.fresh)
  })

  it('once she has left, saving her again asks nothing, and she may come back', async () => {
    const again = await rest('PATCH', `/cms-api/stylists/${people.zoe.id}`, {
      cookie: cookies.manager,
      body: { leftNotice: 'Zoe has moved to Bristol.' },
    })
    expect(again.status, again.text).toBe(200)
    const back = await rest('PATCH', `/cms-api/stylists/${people.zoe.id}`, {
      cookie: cookies.manager,
      body: { hasLeft: false },
    })
    expect(back.status, back.text).toBe(200)
    // The offer only she gave was never changed: it is live again with her.
    expect((await getLiveOfferPage('zoe-kowalski'))?.status).toEqual({ status: 'live' })
    const todo = await loadToDo(payload, { user: users['front-desk'] })
    expect(todo.groups.flatMap((g) => g.left).filter((r) => r.left.startsWith('Zoe '))).toEqual([])
  })

  it('if an offer cannot carry on without him, nothing is saved, and he is told why', async () => {
    // A draft holding words typed before offers were rules (ADR 025), written straight to the
    // database: saving it again is refused, so carrying the offer on fails half-way through.
    const duo = await offerBySlug('priya-and-callum')
    await payload.update({
      collection: 'offers',
      id: duo.id,
      draft: true,
      data: { headline: 'Priya or Callum, this spring' },
    })
    const draft = (
      await payload.findVersions({
        collection: 'offers',
        where: { and: [{ parent: { equals: duo.id } }, { latest: { equals: true } }] },
        depth: 0,
      })
    ).docs[0]!
    await payload.db.updateVersion({
      collection: 'offers',
      id: draft.id,
      versionData: {
        ...draft,
        version: { ...draft.version, title: 'Priya & Callum: colour and cut from £50' },
      },
    } as never)
    expect((await offerBySlug('priya-and-callum', true)).title).toContain('£50')
    const res = await rest('PATCH', `/cms-api/stylists/${people.callum.id}`, {
      cookie: cookies.manager,
      body: { hasLeft: true, leavingOffers: { [duo.id]: 'carry-on' } },
    })
    expect(res.status, res.text).toBe(400)
    // Put right in the same dialog, never in another tab (ADR 056).
    expect(res.json.errors[0].data.errors[0].message).toMatch(
      /^The offer “.+” could not carry on without Callum: .*Please do not type prices.* Change its words under “Change its words” below and save again, or stop the offer\.$/,
    )
    // Nothing happened: he has not left, and the published offer still names him.
    expect((await payload.findByID({ collection: 'stylists', id: people.callum.id })).hasLeft).toBe(
      false,
    )
    expect((await offerBySlug('priya-and-callum')).stylists).toEqual([
      people.priya.id,
      people.callum.id,
    ])
  })

  it('the dialog asks for the words that would be refused, and her words carry the offer on', async () => {
    const duo = await offerBySlug('priya-and-callum')
    const asked = await rest('POST', `/cms-api/stylists/${people.callum.id}/leaving`, {
      cookie: cookies.manager,
    })
    expect(asked.status, asked.text).toBe(200)
    const entry = (asked.json as LeavingPreview).offers.find((o) => o.id === duo.id)!
    // The draft's title is the one refused, so it is the one offered to change.
    expect(entry.carryOn!.words.title).toContain('£50')
    expect(entry.carryOn!.problems.title).toMatch(/Please do not type prices/)
    expect(entry.carryOn!.problems.summary).toBeUndefined()

    const title = 'Colour and cut with Priya: {saving}'
    const res = await rest('PATCH', `/cms-api/stylists/${people.callum.id}`, {
      cookie: cookies.manager,
      body: {
        hasLeft: true,
        leavingOffers: { [duo.id]: { choice: 'carry-on', words: { title } } },
      },
    })
    expect(res.status, res.text).toBe(200)
    for (const draft of [false, true]) {
      const doc = await payload.findByID({ collection: 'offers', id: duo.id, draft, depth: 0 })
      expect(doc?.title, draft ? 'the draft' : 'the published version').toBe(title)
      expect(doc?.stylists).toEqual([people.priya.id])
    }
  })
})

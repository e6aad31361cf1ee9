// The offer a saved quote carries (ADR 025), through the public API on the seeded demo: the
// save works the offer out itself (the best single live offer she qualifies for), refuses a
// quote claiming one it does not carry, and keeps the offer as it was promised when the offer
// changes later. The manager switches an offer off through the REST API, as the admin does.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getQuote } from '@/app/api/get-quote-details/[link]/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { percentOffPence, SAVE_MESSAGES } from '@/quote'

import { bootPayload, call } from './harness'
import { pricedLines, quoteOf } from './quotes'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string
let duo: { id: number; active?: boolean | null; discountPercent?: number | null }
let priya: { id: number; levelId: number }
let newClientOffers: string[]

const DUO = 'priya-and-callum' // 30% off a colour and cut with Priya or Callum, new clients
const GENERAL = 'general' // the first-visit offer: 20% off anything, new clients

beforeAll(async () => {
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie!
  const offers = await payload.find({ collection: 'offers', depth: 0, limit: 100 })
  duo = offers.docs.find((o) => o.slug === DUO)!
  newClientOffers = offers.docs.filter((o) => o.audience === 'new').map((o) => o.slug)
  const stylist = (
    await payload.find({
      collection: 'stylists',
      where: { slug: { equals: 'priya-desai' } },
      depth: 0,
    })
  ).docs[0]!
  priya = { id: stylist.id, levelId: stylist.level as number }
})

afterAll(async () => {
  if (duo)
    await payload.update({
      collection: 'offers',
      id: duo.id,
      data: { active: duo.active, discountPercent: duo.discountPercent, _status: 'published' },
    })
})

/** The manager changes an offer and publishes it. */
const setDuo = (data: Record<string, unknown>) =>
  rest('PATCH', `/cms-api/offers/${duo.id}`, {
    cookie: manager,
    body: { ...data, _status: 'published' },
  })

let n = 0
/** A colour and cut with Priya (roots, then a cut, dry & style), priced as the calculator does. */
async function priyaQuote(overrides: Record<string, unknown> = {}) {
  n += 1
  const lines = await pricedLines(['Roots', 'Cut, dry & style'], priya.levelId)
  const quote = quoteOf(lines)
  const body = {
    salon_id: 2,
    stylist_id: priya.id,
    level_id: priya.levelId,
    calculator_type: 'Colour',
    selector: 'Stylist',
    name: 'Jo Tester',
    mobile: `07700 9004${String(n).padStart(2, '0')}`,
    email: `offer-${n}@example.com`,
    regular: 'no',
    referral: 'Google',
    quote,
    ...overrides,
  }
  return { body, totalPence: Math.round(quote.total * 100), email: body.email }
}

const save = (body: unknown) => call(saveQuote, { method: 'POST', body })
const read = async (link: string) => (await call(getQuote, { params: { link } })).json
const quotesFor = async (email: string) =>
  (
    await payload.find({
      collection: 'quotes',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

describe('the offer a saved quote carries', () => {
  let duoLink: string
  let duoAfter: number

  it('is the best one she qualifies for: a new client’s colour and cut with Priya', async () => {
    const q = await priyaQuote()
    const res = await save(q.body)
    expect(res.status, res.text).toBe(201)
    duoLink = res.json.link
    const afterPence = percentOffPence(q.totalPence, 30)
    duoAfter = afterPence / 100

    const quote = await read(duoLink)
    expect(quote.applied_offer).toMatchObject({
      slug: DUO,
      code: 'WWDUO',
      benefit: { kind: 'percent', percent: 30 },
      saving_text: '30% off',
      total_before: q.totalPence / 100,
      total_after: duoAfter,
      saving: (q.totalPence - afterPence) / 100,
      free_service: null,
    })
    // The title as the offer page shows it: its price worked out, no placeholder left.
    expect(quote.applied_offer.title).toMatch(/^Priya & Callum: colour and cut from £\d+$/)
    expect(quote.applied_offer.expires).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(quote.offer).toMatchObject({ code: 'WWDUO', percentOff: 30 })
    expect(Date.parse(quote.expires_at)).toBeGreaterThan(Date.parse(quote.created_at))

    const [doc] = await quotesFor(q.email)
    expect(doc?.offerCode).toBe('WWDUO')
    // The price before the offer, as before; the snapshot has the price with it.
    expect(doc?.totalPence).toBe(q.totalPence)
  })

  it('is never a new-client offer for a returning client', async () => {
    const q = await priyaQuote({ regular: 'yes' })
    const res = await save(q.body)
    expect(res.status, res.text).toBe(201)
    const offer = (await read(res.json.link)).applied_offer as { slug: string } | null
    // A seasonal offer for everyone may apply; never one for new clients.
    expect(newClientOffers).toContain(DUO)
    expect(newClientOffers).not.toContain(offer?.slug)
  })

  it('refuses a quote claiming an offer she does not qualify for, and saves nothing', async () => {
    const returning = await priyaQuote({ regular: 'yes', offer: DUO })
    const res = await save(returning.body)
    expect(res.status).toBe(422)
    expect(res.json.message).toBe(SAVE_MESSAGES.offerNotApplicable)
    expect(await quotesFor(returning.email)).toHaveLength(0)

    // Nor one she qualifies for that is not the best (offers are not combinable).
    const notBest = await priyaQuote({ offer: GENERAL })
    const second = await save(notBest.body)
    expect(second.status).toBe(422)
    expect(second.json.message).toBe(SAVE_MESSAGES.offerNotApplicable)
    expect(await quotesFor(notBest.email)).toHaveLength(0)

    const unknown = await priyaQuote({ offer: 'half-price-everything' })
    const third = await save(unknown.body)
    expect(third.status).toBe(422)
    expect(third.json.message).toBe(SAVE_MESSAGES.offerNotApplicable)
  })

  it('accepts a quote claiming the offer it carries, or claiming none', async () => {
    const claimed = await priyaQuote({ offer: DUO })
    const res = await save(claimed.body)
    expect(res.status, res.text).toBe(201)
    expect((await read(res.json.link)).applied_offer.slug).toBe(DUO)

    // An older client says nothing of offers; the finish form without an offer sends ''.
    for (const offer of [undefined, '', null]) {
      const q = await priyaQuote({ offer })
      const ok = await save(q.body)
      expect(ok.status, ok.text).toBe(201)
      expect((await read(ok.json.link)).applied_offer.slug).toBe(DUO)
    }
  })

  it('switched off, an offer is on no new quote; a saved quote keeps the offer it was made with', async () => {
    const off = await setDuo({ active: false })
    expect(off.status, off.text).toBe(200)

    const q = await priyaQuote()
    const res = await save(q.body)
    expect(res.status, res.text).toBe(201)
    expect((await read(res.json.link)).applied_offer).toMatchObject({
      slug: GENERAL,
      code: 'QG20',
      total_after: percentOffPence(q.totalPence, 20) / 100,
    })
    const stale = await priyaQuote({ offer: DUO })
    const refused = await save(stale.body)
    expect(refused.status).toBe(422)
    expect(refused.json.message).toBe(SAVE_MESSAGES.offerNotApplicable)

    // Back on with a different saving: the quote saved first still says what it was promised.
    expect((await setDuo({ active: true, discountPercent: 10 })).status).toBe(200)
    const kept = await read(duoLink)
    expect(kept.applied_offer).toMatchObject({
      slug: DUO,
      saving_text: '30% off',
      total_after: duoAfter,
    })
  })
})

// GET /api/offers (ADR 025): the live offers as JSON for the link pages and partners, each with
// its title filled, its saving and its "from" price worked out by the quote module on the price
// list in the database — checked here through src/quote on the same database, not by hand.
import type { Payload, Where } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/offers/route'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { benefitText, offerClaim } from '@/quote'

import { dominatedOffer, NEVER_APPLIES } from '../dominated-offer'

import { bootPayload, call } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload

type ApiOffer = {
  slug: string
  title: string
  audience: string
  stylists: string[]
  code: string | null
  benefit: { kind: string; percent?: number; amount?: number; service?: string | null }
  saving: string
  from: number | null
  start: string | null
  end: string
  url: string
}

const getOffers = async () => {
  const res = await call(GET, { path: '/api/offers' })
  expect(res.status).toBe(200)
  return res.json as ApiOffer[]
}

const setHideOffers = (hideOffers: boolean) =>
  payload.updateGlobal({ slug: 'site-settings', data: { hideOffers } })

beforeAll(async () => {
  payload = await bootPayload()
})

afterEach(async () => {
  await setHideOffers(false)
})

describe('GET /api/offers', () => {
  it('lists the first-visit offer with the "from" the quote module works out', async () => {
    const offers = await getOffers()
    const general = offers.find((o) => o.slug === 'general')
    expect(general).toBeDefined()

    const cat = await readQuoteCatalogue(payload, { photos: false })
    const rule = cat.offers?.find((o) => o.slug === 'general')
    expect(rule).toBeDefined()
    const worked = offerClaim(cat, rule!)
    const from = worked.carried ? worked.claim : null
    expect(from).not.toBeNull()
    expect(general).toMatchObject({
      audience: 'new',
      stylists: [],
      code: 'QG20',
      benefit: { kind: 'percent', percent: 20 },
      saving: benefitText(cat, rule!.benefit),
      from: from!.pence / 100,
      url: 'https://salon.test/offers/general',
    })
    expect(general!.saving).toBe('20% off')
    expect(general!.title).toBe('20% off your first visit')
    expect(general!.end).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('names the stylists of a stylist offer by slug, with her own price list', async () => {
    const offers = await getOffers()
    const duo = offers.find((o) => o.slug === 'priya-and-callum')
    expect(duo?.stylists).toEqual(['priya-desai', 'callum-reid'])
    const cat = await readQuoteCatalogue(payload, { photos: false })
    const rule = cat.offers!.find((o) => o.slug === 'priya-and-callum')!
    const worked = offerClaim(cat, rule)
    expect(worked.carried && duo?.from).toBe(worked.carried && worked.claim.pence / 100)
  })

  it('shows no placeholder, and only live offers (not the switched-off ones)', async () => {
    const offers = await getOffers()
    for (const o of offers) expect(o.title, o.slug).not.toMatch(/\{[A-Za-z:]+\}/)
    expect(offers.map((o) => o.slug)).not.toContain('first-appointment')
    expect(offers.map((o) => o.slug)).not.toContain('newyear')
    // Nothing qualifies online for the extensions offer: it has no "from".
    const extensions = offers.find((o) => o.slug === 'extensions')
    if (extensions) expect(extensions.from).toBeNull()
  })

  it('is empty while "Hide all offers" is ticked', async () => {
    await setHideOffers(true)
    expect(await getOffers()).toEqual([])
  })
})

describe('an offer no quote would carry', () => {
  it('is flagged for staff ("Never applies"), and stays off the site', async () => {
    const find = async (collection: 'stylists' | 'colour-categories', where: Where) =>
      (await payload.find({ collection, where, depth: 0, limit: 10 })).docs
    const stylists = await find('stylists', {
      firstName: { in: ['Zoe', 'Grace'] },
    })
    const balayage = await find('colour-categories', { name: { like: 'Balayage' } })
    expect(stylists.length).toBe(2)
    expect(balayage.length).toBeGreaterThan(0)
    // 15% off balayage for new clients with Zoe or Grace: the first-visit 20% always wins.
    const made = await payload.create({
      collection: 'offers',
      data: dominatedOffer({
        slug: 'balayage-saving',
        stylistIds: stylists.map((s) => s.id),
        balayageId: balayage[0]!.id,
      }) as never,
    })
    const cat = await readQuoteCatalogue(payload, { photos: false })
    const rule = cat.offers?.find((o) => o.slug === 'balayage-saving')
    expect(rule).toBeDefined()
    const worked = offerClaim(cat, rule!)
    expect(worked.carried).toBe(false)
    if (!worked.carried) expect(worked.beatenBy?.offer.code).toBe('QG20')
    // Not on the site…
    expect((await getOffers()).map((o) => o.slug)).not.toContain('balayage-saving')
    // …and staff read why, in the offers list's "On the site".
    const owner = await login(demoEmail.owner)
    const read = await rest('GET', `/cms-api/offers/${made.id}?depth=0`, { cookie: owner.cookie })
    expect(read.json.liveStatus).toBe(NEVER_APPLIES)
    await payload.delete({ collection: 'offers', id: made.id })
  })
})

describe('offer codes', () => {
  it('one code names one offer: another offer with QG20, in any case, is refused with a message', async () => {
    const find = async (collection: 'stylists' | 'colour-categories', where: Where) =>
      (await payload.find({ collection, where, depth: 0, limit: 10 })).docs
    const stylists = await find('stylists', { firstName: { in: ['Zoe', 'Grace'] } })
    const balayage = await find('colour-categories', { name: { like: 'Balayage' } })
    const data = dominatedOffer({
      slug: 'second-qg20',
      stylistIds: stylists.map((s) => s.id),
      balayageId: balayage[0]!.id,
    })
    const manager = await login(demoEmail.manager)
    const res = await rest('POST', '/cms-api/offers', {
      cookie: manager.cookie,
      body: { ...data, code: 'qg20' },
    })
    expect(res.status).toBe(400)
    expect(res.text).toMatch(/already uses the code qg20\. Choose another code\./)
    // The demo's offers have a code each.
    const offers = await payload.find({ collection: 'offers', pagination: false, depth: 0 })
    const codes = offers.docs.map((o) => o.code?.toUpperCase()).filter(Boolean)
    expect(new Set(codes).size).toBe(codes.length)
  })
})

// GET /api/offers (issue 28): the live offers as JSON for the link pages and partners, each with
// its title filled, its saving and its "from" price worked out by the quote module on the price
// list in the database — checked here through src/quote on the same database, not by hand.
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/offers/route'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { benefitText, offerFrom } from '@/quote'

import { bootPayload, call } from './harness'

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
    const from = offerFrom(cat, rule!)
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
    expect(duo?.from).toBe(offerFrom(cat, rule)!.pence / 100)
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

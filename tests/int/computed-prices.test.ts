// Every "from £" is computed (ADR 031): the men's page names its prices with placeholders that
// the quote module fills from the price list in the database, a typed "from £" or an unknown
// price placeholder is refused when staff save a page, and the offer admin's "Worked out" panel
// prices the form's rule through the quote module — checked here through src/quote on the same
// database, never against a number typed in the test.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { mapOfferRule } from '@/content/map'
import { witnessText } from '@/content/offers'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { getPage } from '@/content/site-queries.server'
import { formatGBP, offerClaim, type QuoteCatalogue } from '@/quote'
import { priceFromPence } from '@/quote/price-from'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string | undefined
let cat: QuoteCatalogue

beforeAll(async () => {
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie
  expect(manager).toBeDefined()
  cat = await readQuoteCatalogue(payload, { photos: false })
})

describe('the men’s page', () => {
  it('says "from £" as the price list works it out, and its button opens the men’s calculator', async () => {
    const page = await getPage('men')
    expect(page).not.toBeNull()
    const mensCut = priceFromPence(cat, 'mensCut')
    expect(mensCut).not.toBeNull()
    expect(page!.hero.lede).toContain(`Men’s cuts from ${formatGBP(mensCut!)}`)
    const words = JSON.stringify(page)
    expect(words).not.toContain('{from:')
    expect(words).toContain(`from ${formatGBP(priceFromPence(cat, 'mensColour')!)}`)
    expect(page!.meta.description).toContain(`from ${formatGBP(mensCut!)}`)
    expect(page!.hero.actions).toContainEqual(
      expect.objectContaining({
        label: 'Get a price for your cut',
        href: '/prices/calculator?type=Men',
      }),
    )
  })

  it('follows the price list: a dearer men’s cut list moves the page’s "from"', async () => {
    const ids = cat.services.filter((s) => s.kind === 'mensCut').map((s) => s.id)
    expect(ids.length).toBeGreaterThan(0)
    const before = await Promise.all(
      ids.map(async (id) => {
        const d = await payload.findByID({ collection: 'services', id, depth: 0 })
        return { id, price: d.price }
      }),
    )
    try {
      for (const d of before)
        await payload.update({ collection: 'services', id: d.id, data: { price: d.price + 10 } })
      const now = await readQuoteCatalogue(payload, { photos: false })
      const from = priceFromPence(now, 'mensCut')!
      expect(from).toBeGreaterThan(priceFromPence(cat, 'mensCut')!)
      expect((await getPage('men'))!.hero.lede).toContain(`Men’s cuts from ${formatGBP(from)}`)
    } finally {
      for (const d of before)
        await payload.update({ collection: 'services', id: d.id, data: { price: d.price } })
    }
  })
})

describe('page text names prices only through placeholders', () => {
  const save = (lede: string) =>
    rest('POST', '/cms-api/pages', {
      cookie: manager,
      body: { title: 'Prices test', slug: 'prices-test', _status: 'draft', hero: { lede } },
    })

  it('refuses a typed "from £"', async () => {
    const res = await save('Men’s cuts from around £20')
    expect(res.status).toBe(400)
    expect(res.text).toContain('{from:mensCut}')
  })

  it('refuses an unknown price placeholder, and accepts a known one', async () => {
    const bad = await save('Men’s cuts from {from:beard}')
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('{from:beard}')
    const good = await save('Men’s cuts from {from:mensCut}')
    expect(good.status).toBe(201)
    await payload.delete({ collection: 'pages', id: good.json.doc.id })
  })
})

describe('the offer admin’s "Worked out" panel', () => {
  const workedOut = (body: unknown, cookie = manager, raw?: { type: string; body: string }) =>
    rest('POST', '/cms-api/offers/worked-out', { cookie, body, raw })

  it('prices the form’s rule through the quote module, with the quote that reaches it', async () => {
    const duo = (
      await payload.find({
        collection: 'offers',
        where: { slug: { equals: 'priya-and-callum' } },
        depth: 0,
      })
    ).docs[0]!
    const form = {
      id: duo.id,
      audience: duo.audience,
      stylists: duo.stylists,
      salons: duo.salons,
      levels: duo.levels,
      appliesTo: duo.appliesTo,
      serviceTypes: duo.serviceTypes,
      colourCategories: duo.colourCategories,
      services: duo.services,
      benefit: duo.benefit,
      discountPercent: duo.discountPercent,
      amountOffPounds: duo.amountOffPounds,
      freeService: duo.freeService,
    }
    const res = await workedOut(form)
    expect(res.status).toBe(200)
    const worked = offerClaim(cat, mapOfferRule(duo))
    if (!worked.carried) throw new Error('the duo offer is carried by some quote')
    const from = worked.claim
    expect(res.json).toEqual({
      saving: '30% off',
      fromPence: from.pence,
      witness: witnessText(cat, from.witness),
      never: null,
    })
    expect(res.json.witness).toMatch(/ with (Priya Desai|Callum Reid), new client$/)

    // As staff change the form: a bigger saving lowers the price, before anything is saved.
    const more = await workedOut({ ...form, discountPercent: 50 })
    expect(more.json.saving).toBe('50% off')
    expect(more.json.fromPence).toBeLessThan(from.pence)
    // A rule no online quote can meet says so.
    const none = await workedOut({ ...form, appliesTo: 'services', services: [] })
    expect(none.json).toMatchObject({
      fromPence: null,
      witness: null,
      never: 'Never applies: no quote the calculator gives qualifies for it.',
    })
  })

  it('is for staff only, and reads JSON only', async () => {
    const visitor = await rest('POST', '/cms-api/offers/worked-out', {
      body: { benefit: 'percent', discountPercent: 20 },
    })
    expect(visitor.status).toBe(401)
    const form = await workedOut(undefined, manager, {
      type: 'application/x-www-form-urlencoded',
      body: 'benefit=percent',
    })
    expect(form.status).toBe(415)
    expect((await workedOut({ benefit: 'nonsense' })).status).toBe(400)
  })
})

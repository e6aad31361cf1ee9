// An offer's words checked by the people its rule names, not by first names (ADR 056), through
// the REST API as the admin sends it: with two stylists called Isla, an offer with Isla Grant may
// say "Isla" and "Isla Grant" but not "Isla McKenzie"; and when Grace leaves the demo's Riverside
// trio ("with Sana, Grace or Jade"), carrying it on with Sana and Jade rewords it and its
// address in the same save, instead of refusing her save for the words naming her.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string
const people = {} as Record<'islaGrant' | 'islaMcKenzie' | 'grace' | 'sana' | 'jade', number>

const idOf = async (slug: string) =>
  (await payload.find({ collection: 'stylists', where: { slug: { equals: slug } }, depth: 0 }))
    .docs[0]!.id

beforeAll(async () => {
  payload = await bootPayload()
  const res = await login(demoEmail.manager)
  expect(res.status, res.text).toBe(200)
  manager = res.cookie!
  const mckenzie = (
    await payload.find({ collection: 'stylists', where: { slug: { equals: 'isla-mckenzie' } } })
  ).docs[0]!
  // The new stylist: another Isla, at Riverside.
  const grant = await payload.create({
    collection: 'stylists',
    data: {
      firstName: 'Isla',
      lastName: 'Grant',
      slug: 'isla-grant',
      salon: mckenzie.salon as number,
      level: mckenzie.level as number,
      para1: 'Isla joins the Academy from a salon in Glasgow.',
      acceptingNewClients: true,
      hasLeft: false,
    } as never,
  })
  people.islaGrant = grant.id
  people.islaMcKenzie = mckenzie.id
  people.grace = await idOf('grace-pemberton')
  people.sana = await idOf('sana-mirza')
  people.jade = await idOf('jade-whitlock')
})

const offerWith = (title: string) => ({
  title,
  kind: 'stylist',
  headline: 'Balayage {with}',
  summary: '{saving} balayage for new clients.',
  audience: 'new',
  stylists: [people.islaGrant],
  appliesTo: 'anything',
  benefit: 'percent',
  discountPercent: 15,
  validDays: 28,
  active: false,
  endDate: '2027-06-30',
  _status: 'published',
})

describe('offer words are checked by the people its rule names', () => {
  it('an offer with Isla Grant may say “Isla” and “Isla Grant”, though Isla McKenzie shares her name', async () => {
    const first = await rest('POST', '/cms-api/offers', {
      cookie: manager,
      body: offerWith('{saving} balayage with Isla, new clients'),
    })
    expect(first.status, first.text).toBe(201)
    const full = await rest('POST', '/cms-api/offers', {
      cookie: manager,
      body: offerWith('{saving} balayage with Isla Grant'),
    })
    expect(full.status, full.text).toBe(201)
  })

  it('refuses “Isla McKenzie” when only Isla Grant is in the rule', async () => {
    const res = await rest('POST', '/cms-api/offers', {
      cookie: manager,
      body: offerWith('{saving} balayage with Isla McKenzie'),
    })
    expect(res.status, res.text).toBe(400)
    expect(JSON.stringify(res.json)).toContain(
      '“Isla McKenzie” is not in this offer’s rule: write {with} for who it is with',
    )
  })

  it('Grace leaving the Riverside trio: carried on, its words and address no longer name her', async () => {
    const trio = (
      await payload.find({
        collection: 'offers',
        where: { slug: { equals: 'sana-grace-and-jade' } },
        depth: 0,
      })
    ).docs[0]!
    const res = await rest('PATCH', `/cms-api/stylists/${people.grace}`, {
      cookie: manager,
      body: {
        hasLeft: true,
        alternatives: [people.sana, people.jade],
        leavingOffers: { [trio.id]: 'carry-on' },
      },
    })
    expect(res.status, res.text).toBe(200)
    const after = await payload.findByID({ collection: 'offers', id: trio.id, depth: 0 })
    expect(after.stylists).toEqual([people.sana, people.jade])
    expect(after.slug).toBe('sana-and-jade')
    expect(after.headline).toBe('Colour and cut from {from} with Sana or Jade at Riverside')
    expect(after.summary).toContain('a colour and cut with Sana or Jade, from {from}')
    for (const text of [after.title, after.headline, after.summary, after.details ?? ''])
      expect(text).not.toMatch(/Grace/)
    const shown = await rest('GET', `/cms-api/offers/${trio.id}?depth=0`, { cookie: manager })
    expect(shown.json.liveStatus).toBe('Live')
  })

  it('a stylist who has left is not suggested instead of one leaving', async () => {
    // Grace has left (above): Isla Grant, leaving now, may not have her as an alternative.
    const res = await rest('PATCH', `/cms-api/stylists/${people.islaGrant}`, {
      cookie: manager,
      body: { hasLeft: true, alternatives: [people.grace] },
    })
    expect(res.status, res.text).toBe(400)
    expect(JSON.stringify(res.json)).toContain('Grace has left: choose stylists still with us.')
    const ok = await rest('PATCH', `/cms-api/stylists/${people.islaGrant}`, {
      cookie: manager,
      body: { hasLeft: true, alternatives: [people.islaMcKenzie] },
    })
    expect(ok.status, ok.text).toBe(200)
  })

  it('an offer that another always beats is never shown as scheduled in the Offers list', async () => {
    // 15% off anything for new clients from 2027, beside the general 20% (QG20): never applies.
    const res = await rest('POST', '/cms-api/offers', {
      cookie: manager,
      body: {
        ...offerWith('{saving} your first appointment'),
        headline: '{saving} for new clients',
        stylists: [],
        active: true,
        startDate: '2027-01-01',
      },
    })
    expect(res.status, res.text).toBe(201)
    const id = (res.json as { doc: { id: number } }).doc.id
    const shown = await rest('GET', `/cms-api/offers/${id}?depth=0`, { cookie: manager })
    expect(shown.json.liveStatus).toMatch(/^Never applies: the offer QG20/)
  })
})

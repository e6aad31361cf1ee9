// Her hair in the price (issue 47; ADR 051), through the admin's REST API on the seeded demo:
// the bands and supplements a manager sets reach the quote catalogue; a supplement on a first
// band, a negative or absurd one, a band listed twice, a band of no kind are refused in salon
// words, drafts included; a band with extras on a service stays until they are removed; the
// demo's bands and supplements are those a salon would charge.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { forHair, linePence, noHairAnswers, pricedMeasures, supplementsOf } from '@/quote'
import type { QuoteCatalogue } from '@/quote'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string
let cat: QuoteCatalogue

const band = (name: string, measure = name === 'Thick' ? 'thickness' : 'length') =>
  cat.hairBands!.find((b) => b.name === name && b.measure === measure)!
const service = (name: string) => cat.services.find((s) => s.name === name)!

beforeAll(async () => {
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie!
  cat = await readQuoteCatalogue(payload, { photos: false })
})

describe('the demo’s hair bands and supplements', () => {
  it('length and thickness in order, each with a line and a picture, “Not sure” priced as Medium', async () => {
    const docs = (
      await payload.find({
        collection: 'hair-bands',
        depth: 0,
        limit: 0,
        sort: ['measure', 'rank'],
      })
    ).docs
    expect(docs.map((d) => `${d.measure}:${d.name}`)).toEqual([
      'length:Short',
      'length:Medium',
      'length:Long',
      'length:Extra long',
      'thickness:Fine',
      'thickness:Medium',
      'thickness:Thick',
    ])
    expect(docs.every((d) => d.description && d.image)).toBe(true)
    expect(docs.filter((d) => d.unsure).map((d) => `${d.measure}:${d.name}`)).toEqual([
      'length:Medium',
      'thickness:Medium',
    ])
  })

  it('balayage costs more for long, thick hair; roots, toners and men’s services do not', () => {
    const senior = cat.levels.find((l) => l.name === 'Senior Stylist')!
    const long = forHair(cat, { length: band('Long').id, thickness: band('Thick').id })
    const line = (c: QuoteCatalogue, name: string) =>
      linePence(
        c.services.find((s) => s.name === name)!,
        senior.adapter,
      )
    // docs/rules.md, "Her hair": £122 → £156 at Senior Stylist.
    expect(line(cat, 'Balayage — half head')).toBe(12200)
    expect(line(long, 'Balayage — half head')).toBe(15600)
    for (const name of ['Roots', 'Toner', 'Clipper cut', "Men's full head colour", 'Bleach roots'])
      expect(pricedMeasures(cat, [service(name)]), name).toEqual([])
    expect(pricedMeasures(cat, [service('Balayage — half head')])).toEqual(['length', 'thickness'])
    // The face frame sets its own £0 rows over its category's.
    expect(pricedMeasures(cat, [service('Balayage — face frame')])).toEqual([])
    expect(forHair(cat, noHairAnswers())).toBe(cat)
  })
})

describe('a manager sets supplements; what no salon charges is refused', () => {
  let id: number
  let before: unknown
  beforeAll(async () => {
    const doc = (
      await payload.find({
        collection: 'services',
        where: { service: { equals: 'Dry & style' } },
        depth: 0,
      })
    ).docs[0]!
    id = doc.id
    before = doc.hairSupplements ?? []
  })
  afterAll(async () => {
    await payload.update({ collection: 'services', id, data: { hairSupplements: before as [] } })
  })

  const save = (rows: unknown[], draft = false) =>
    rest('PATCH', `/cms-api/services/${id}${draft ? '?draft=true' : ''}`, {
      cookie: manager,
      body: { hairSupplements: rows },
    })

  it('a blow-dry +£8 for long hair reaches the catalogue and prices her line', async () => {
    const res = await save([{ band: band('Long').id, amount: 8, minutes: 15 }])
    expect(res.status, res.text).toBe(200)
    const now = await readQuoteCatalogue(payload, { photos: false })
    const dry = now.services.find((s) => s.name === 'Dry & style')!
    expect(supplementsOf(now, dry)).toEqual([
      { bandId: band('Long').id, percent: 0, pence: 800, minutes: 15 },
    ])
    const long = forHair(now, { length: band('Long').id, thickness: null })
    expect(
      linePence(
        long.services.find((s) => s.id === dry.id)!,
        0,
      ),
    ).toBe(4100) // £33 + £8
  })

  it.each([
    [
      'a supplement on the first band',
      () => [{ band: band('Short').id, percent: 10 }],
      '“Short” is the price list’s own price',
    ],
    ['a negative amount', () => [{ band: band('Long').id, amount: -5 }], 'between £0 and £250'],
    [
      'an absurd amount',
      () => [{ band: band('Long').id, amount: 1_000_000 }],
      'between £0 and £250',
    ],
    [
      'an absurd percentage',
      () => [{ band: band('Long').id, percent: 400 }],
      'between 0 % and 100 %',
    ],
    [
      'a band twice',
      () => [
        { band: band('Long').id, percent: 10 },
        { band: band('Long').id, percent: 20 },
      ],
      '“Long” is listed twice',
    ],
    ['no band', () => [{ percent: 10 }], 'Choose the hair band'],
    ['a band that does not exist', () => [{ band: 999_999, percent: 10 }], ''],
  ])('%s is refused with a message in salon words', async (_, rows, words) => {
    const res = await save(rows())
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain(words)
    expect(res.text).not.toMatch(/expected|Invalid input|received/i)
  })

  it('as a draft too', async () => {
    const res = await save([{ band: band('Long').id, percent: 400 }], true)
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain('between 0 % and 100 %')
  })
})

describe('the bands themselves', () => {
  it('a second band in the same place, or a second “Not sure”, is refused naming the other', async () => {
    const place = await rest('POST', '/cms-api/hair-bands', {
      cookie: manager,
      body: { measure: 'length', name: 'Waist', rank: 4 },
    })
    expect(place.status).toBe(400)
    expect(place.text).toContain('“Extra long” is already number 4')
    const unsure = await rest('POST', '/cms-api/hair-bands', {
      cookie: manager,
      body: { measure: 'thickness', name: 'Very thick', rank: 4, unsure: true },
    })
    expect(unsure.status).toBe(400)
    expect(unsure.text).toContain('“Medium” is already what “Not sure” is priced as')
  })

  it('a band with extras on a service or category stays until they are removed', async () => {
    const res = await rest('DELETE', `/cms-api/hair-bands/${band('Thick').id}`, { cookie: manager })
    expect(res.status).toBe(400)
    expect(res.text).toContain('Remove those extras first')
    expect(await payload.findByID({ collection: 'hair-bands', id: band('Thick').id })).toBeTruthy()
  })

  it('a front desk cannot change them', async () => {
    const desk = (await login(demoEmail['front-desk'])).cookie
    const res = await rest('PATCH', `/cms-api/hair-bands/${band('Long').id}`, {
      cookie: desk,
      body: { name: 'Longer' },
    })
    expect([401, 403]).toContain(res.status)
  })
})

// Quotes priced for her hair (issue 47; ADR 051), through the public API on the seeded demo,
// on SQLite and PostgreSQL alike: a quote saved with each length band (and "Not sure") and
// thickness is priced by the server from the supplements /api/services gives, keeps her
// answers and each line's supplement, and reads back so; a quote priced for another band, or
// naming a band of the wrong measure, is refused like any wrong price, and nothing is saved.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getQuote } from '@/app/api/get-quote-details/[link]/route'
import { GET as levels } from '@/app/api/levels/route'
import { POST as saveQuote } from '@/app/api/save-quote-details/route'
import { GET as services } from '@/app/api/services/route'
import { linePence, SAVE_MESSAGES, serviceKind, type HairChoice } from '@/quote'

import { bootPayload, call } from './harness'
import { validQuote, type ApiService } from './quotes'

let payload: Payload
let svc: ApiService[]
let adapter: number
const LEVEL = 9 // Advanced Senior, at the salon of validQuote

beforeAll(async () => {
  payload = await bootPayload()
  svc = (await call(services)).json as ApiService[]
  adapter = ((await call(levels)).json as { id: number; adapter: number }[]).find(
    (l) => l.id === LEVEL,
  )!.adapter
})

const named = (name: string) => svc.find((s) => s.service === name)!
const bandId = (measure: 'length' | 'thickness', band: string) =>
  svc.flatMap((s) => s.hair_supplements).find((x) => x.measure === measure && x.band === band)
    ?.band_id

/**
 * A line as the API's numbers say it should be, for her bands' names (the not-sure band is
 * Medium, which adds nothing to any demo service).
 */
function line(name: string, bands: string[]) {
  const s = named(name)
  const rows = s.hair_supplements.filter((r) => bands.includes(r.band))
  const pence = linePence(
    {
      id: s.id,
      name: s.service,
      kind: serviceKind(s.cat1, s.cat2)!,
      pricePence: Math.round(s.price * 100),
      productPence: Math.round(s.product_price * 100),
      hair: {
        percent: rows.reduce((a, r) => a + r.percent, 0),
        pence: rows.reduce((a, r) => a + Math.round(r.amount * 100), 0),
      },
    },
    adapter,
  )
  return { id: s.id, service: s.service, price: pence / 100 }
}

const balayageQuote = (bands: string[]) => {
  const lines = [line('Balayage — half head', bands), line('Dry & style', bands)]
  return { services: lines, total: lines.reduce((a, l) => a + l.price, 0) }
}

describe('/api/services gives each service’s supplements by band', () => {
  it('balayage: long +20 %, extra long +35 %, thick +£10, with the time each adds', () => {
    const rows = named('Balayage — half head').hair_supplements
    expect(rows.map((r) => [r.measure, r.band, r.percent, r.amount, r.minutes])).toEqual([
      ['length', 'Long', 20, 0, 30],
      ['length', 'Extra long', 35, 0, 60],
      ['thickness', 'Thick', 0, 10, 20],
    ])
    expect(named('Balayage — half head').minutes).toBe(150)
  })

  it('roots, toners, cuts and men’s services have none; the face frame sets its own £0', () => {
    for (const name of ['Roots', 'Toner', 'Dry & style', 'Clipper cut', 'Balayage — face frame'])
      expect(named(name).hair_supplements, name).toEqual([])
  })
})

describe('a quote saved with her hair', () => {
  const long = () => bandId('length', 'Long')!
  const cases: [string, HairChoice | (() => number), string[]][] = [
    ['Short', () => bandId('length', 'Short') ?? -1, []],
    ['Long', () => bandId('length', 'Long')!, ['Long']],
    ['Extra long', () => bandId('length', 'Extra long')!, ['Extra long']],
    ['Not sure (priced as Medium)', 'unsure', []],
  ]

  it.each(cases)('%s, thick: priced by the server, kept and read back', async (_, len, bands) => {
    const length = typeof len === 'function' ? len() : len
    // Short adds nothing, so /api/services has no row naming it: its id comes from the bands.
    const shortId = (
      await payload.find({ collection: 'hair-bands', where: { name: { equals: 'Short' } } })
    ).docs[0]!.id
    const thick = bandId('thickness', 'Thick')!
    const body = await validQuote({
      salon_id: 2,
      level_id: LEVEL,
      hair: { length: length === -1 ? shortId : length, thickness: thick },
      quote: balayageQuote([...bands, 'Thick']),
    })
    const res = await call(saveQuote, { method: 'POST', body })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    const link = (res.json as { link: string }).link
    const read = (await call(getQuote, { params: { link } })).json as {
      quote: {
        services: { service: string; price: number; supplement: number; hair_note: string | null }[]
        hair: { measure: string; band: string; unsure: boolean }[]
        total: number
        minutes: number | null
      }
    }
    expect(read.quote.total).toBe(body.quote.total)
    const plain = line('Balayage — half head', []).price
    const balayage = read.quote.services.find((s) => s.service === 'Balayage — half head')!
    expect(balayage.price).toBe(line('Balayage — half head', [...bands, 'Thick']).price)
    expect(balayage.supplement).toBe(balayage.price - plain)
    // The line names the bands that added to it, as her quote page and e-mail show it.
    expect(balayage.hair_note).toBe(`${[...bands, 'Thick'].join(', ').toLowerCase()} hair`)
    const style = read.quote.services.find((s) => s.service === 'Dry & style')!
    expect(style.supplement).toBe(0)
    expect(style.hair_note).toBeNull()
    // How long it takes: the services' minutes and what her bands add (duration.ts).
    expect(read.quote.minutes).toBeGreaterThanOrEqual(150)
    expect(read.quote.hair).toEqual([
      {
        measure: 'length',
        band: length === 'unsure' ? 'Medium' : (bands[0] ?? 'Short'),
        unsure: length === 'unsure',
      },
      { measure: 'thickness', band: 'Thick', unsure: false },
    ])
  })

  it('a quote priced for short hair but saying long is refused, and nothing is saved', async () => {
    const before = (await payload.count({ collection: 'quotes' })).totalDocs
    const res = await call(saveQuote, {
      method: 'POST',
      body: await validQuote({
        salon_id: 2,
        level_id: LEVEL,
        hair: { length: long() },
        quote: balayageQuote([]),
      }),
    })
    expect(res.status).toBe(422)
    expect((res.json as { message: string }).message).toBe(SAVE_MESSAGES.pricesChanged)
    expect((await payload.count({ collection: 'quotes' })).totalDocs).toBe(before)
  })

  it('a thickness band given as her length, or a band that is not there, is refused', async () => {
    for (const length of [bandId('thickness', 'Thick')!, 999_999]) {
      const res = await call(saveQuote, {
        method: 'POST',
        body: await validQuote({ hair: { length }, quote: balayageQuote([]) }),
      })
      expect(res.status).toBe(422)
      expect((res.json as { message: string }).message).toBe(SAVE_MESSAGES.hairUnknown)
    }
  })

  it('an answer that is not a band is a 400 in salon words', async () => {
    const res = await call(saveQuote, {
      method: 'POST',
      body: await validQuote({ hair: { length: 'waist' } }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).not.toMatch(/expected|Invalid input|received/i)
  })

  it('an older client that says nothing of her hair is priced at the price list’s own price', async () => {
    const res = await call(saveQuote, {
      method: 'POST',
      body: await validQuote({ salon_id: 2, level_id: LEVEL, quote: balayageQuote([]) }),
    })
    expect(res.status).toBe(201)
    const read = (await call(getQuote, { params: { link: (res.json as { link: string }).link } }))
      .json as { quote: { hair: unknown[]; services: { hair_note: string | null }[] } }
    expect(read.quote.hair).toEqual([])
    expect(read.quote.services.every((s) => s.hair_note === null)).toBe(true)
  })
})

// Property tests for her hair in the price (ADR 051), on random catalogues with random bands and
// supplements, against a brute force written from docs/rules.md ("Her hair") in exact rational
// arithmetic: each line is (price × (1 + adjustment) + product) × (1 + her bands' percentages)
// + her bands' amounts, rounded once to whole pounds, half up; a band's supplement is the
// service's own row for it, else its colour category's; an unanswered measure is its first band.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { emptySelection, priceSelection } from './calculator'
import {
  bandFor,
  bandsOf,
  forHair,
  hairMeasures,
  noHairAnswers,
  pricedMeasures,
  type HairAnswers,
  type HairChoice,
} from './hair'
import type { BandSupplement, CatalogueHairBand, CatalogueService, QuoteCatalogue } from './model'
import { pricingRule } from './service-kinds'
import { hairSupplementPence, linePence } from './pricing'
import { catalogueArb } from './testing/arbitraries'

/** Exact: pounds = round-half-up(value), value = num / den, in BigInt. */
const roundPounds = (num: bigint, den: bigint) => {
  // value in pence = num/den; pounds = floor(value/100 + 1/2)
  const twice = (2n * num + 100n * den) / (200n * den)
  return Number(twice) * 100
}

/** The line by the rule, brute force: hundredths of a percent as exact fractions. */
function bruteLine(
  s: CatalogueService,
  adapter: number,
  hair: { percentBp: number; pence: number },
): number {
  const rule = pricingRule[s.kind]
  const adjBp = BigInt(rule === 'flat' ? 0 : Math.round(adapter * 100))
  const product = BigInt(rule === 'levelled+product' ? s.productPence : 0)
  // levelled = price × (10000 + adj) / 10000 + product  → over 10000
  const levelled = BigInt(s.pricePence) * (10000n + adjBp) + product * 10000n
  if (levelled <= 0n) return 0
  const num = levelled * (10000n + BigInt(hair.percentBp)) + BigInt(hair.pence) * 100_000_000n
  return roundPounds(num, 100_000_000n)
}

/** The supplement rows a service carries by the rule, brute force. */
function bruteRows(cat: QuoteCatalogue, s: CatalogueService): Map<number, BandSupplement> {
  const rows = new Map<number, BandSupplement>()
  if (s.kind === 'colour') {
    const c = cat.categories.find((x) => x.code === s.cat2)
    for (const r of c?.supplements ?? []) rows.set(r.bandId, r)
  }
  for (const r of s.supplements ?? []) rows.set(r.bandId, r)
  return rows
}

function bruteHair(cat: QuoteCatalogue, s: CatalogueService, answers: HairAnswers) {
  const rows = bruteRows(cat, s)
  let percentBp = 0
  let pence = 0
  for (const m of hairMeasures) {
    const bands = (cat.hairBands ?? [])
      .filter((b) => b.measure === m)
      .sort((a, b) => a.rank - b.rank)
    const a = answers[m]
    const band =
      a === 'unsure'
        ? (bands.find((b) => b.unsure) ?? bands[0])
        : a == null
          ? bands[0]
          : (bands.find((b) => b.id === a) ?? bands[0])
    const row = band && rows.get(band.id)
    if (row) {
      percentBp += Math.round(row.percent * 100)
      pence += row.pence
    }
  }
  return { percentBp, pence }
}

const supplementArb = (bandId: number): fc.Arbitrary<BandSupplement> =>
  fc.record({
    bandId: fc.constant(bandId),
    // A percentage (to the hundredth) or an amount in pounds and pence, or both, or £0.
    percent: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 10000 }).map((x) => x / 100),
    ),
    pence: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 25000 })),
    minutes: fc.oneof(fc.constant(0), fc.integer({ min: 5, max: 120 })),
  })

/** A random catalogue with random bands (none of thickness, sometimes) and supplements. */
const hairWorldArb: fc.Arbitrary<QuoteCatalogue> = catalogueArb.chain((base) =>
  fc
    .record({
      lengths: fc.integer({ min: 1, max: 4 }),
      thicknesses: fc.integer({ min: 0, max: 3 }),
      ids: fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 7, maxLength: 7 }),
      ranks: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 7, maxLength: 7 }),
      unsure: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
    })
    .chain((v) => {
      const bands: CatalogueHairBand[] = v.ids.slice(0, v.lengths + v.thicknesses).map((id, i) => ({
        id,
        measure: i < v.lengths ? 'length' : 'thickness',
        name: `Band ${id}`,
        description: null,
        rank: v.ranks[i]!,
        unsure: v.unsure[i]!,
      }))
      const rowsArb = fc
        .subarray(bands.map((b) => b.id))
        .chain((ids) => fc.tuple(...ids.map(supplementArb)))
      return fc
        .record({
          services: fc.array(rowsArb, {
            minLength: base.services.length,
            maxLength: base.services.length,
          }),
          categories: fc.array(rowsArb, {
            minLength: base.categories.length,
            maxLength: base.categories.length,
          }),
        })
        .map((r): QuoteCatalogue => ({
          ...base,
          hairBands: bands,
          services: base.services.map((s, i) => ({ ...s, supplements: [...r.services[i]!] })),
          categories: base.categories.map((c, i) => ({
            ...c,
            supplements: [...r.categories[i]!],
          })),
        }))
    }),
)

/** Random answers: a band of the measure, "Not sure", none, or a band of the other measure. */
const answersArb = (cat: QuoteCatalogue): fc.Arbitrary<HairAnswers> => {
  const choice: fc.Arbitrary<HairChoice | null> = fc.oneof(
    fc.constant(null),
    fc.constant('unsure' as const),
    fc.constantFrom(...(cat.hairBands ?? []).map((b) => b.id), 9999),
  )
  return fc.record({ length: choice, thickness: choice })
}

const world = hairWorldArb.chain((cat) => fc.tuple(fc.constant(cat), answersArb(cat)))

/** An answer naming a band of another measure (or none) is no answer: the first band. */
const clean = (cat: QuoteCatalogue, a: HairAnswers): HairAnswers => {
  const out = noHairAnswers()
  for (const m of hairMeasures) out[m] = bandFor(cat, m, a[m]) ? a[m] : null
  return out
}

describe('her hair in the price', () => {
  it('every line, at every level, is the rule worked out exactly', () => {
    fc.assert(
      fc.property(world, ([cat, raw]) => {
        const answers = clean(cat, raw)
        const priced = forHair(cat, answers)
        for (const level of cat.levels)
          for (const s of priced.services) {
            const base = cat.services.find((x) => x.id === s.id)!
            expect(linePence(s, level.adapter)).toBe(
              bruteLine(base, level.adapter, bruteHair(cat, base, answers)),
            )
          }
      }),
      { numRuns: 300 },
    )
  })

  it('a supplement is the line less the price list line, and never below £0', () => {
    fc.assert(
      fc.property(world, ([cat, raw]) => {
        const priced = forHair(cat, clean(cat, raw))
        for (const level of cat.levels)
          for (const s of priced.services) {
            const plain = cat.services.find((x) => x.id === s.id)!
            const sup = hairSupplementPence(s, level.adapter)
            expect(sup).toBe(linePence(s, level.adapter) - linePence(plain, level.adapter))
            expect(sup).toBeGreaterThanOrEqual(0)
          }
      }),
      { numRuns: 200 },
    )
  })

  it('a quote is the sum of its lines for her hair (the calculator and the save price alike)', () => {
    fc.assert(
      fc.property(world, ([cat, raw]) => {
        const answers = clean(cat, raw)
        const priced = forHair(cat, answers)
        const level = cat.levels[0]!
        const colour = cat.services.find((s) => s.kind === 'colour')!
        const finish = cat.services.find((s) => s.kind === 'finish')!
        const sel = {
          ...emptySelection(),
          type: 'Colour' as const,
          salonId: 1,
          levelId: level.id,
          stylistId: null,
          colourCategory: colour.cat2,
          skipColourAddOn: true,
          colour: colour.id,
          colourAddOn: null,
          plex: null,
          finish: finish.id,
          finishAddOn: null,
          treatment: null,
          mensCut: null,
          mensColour: null,
        }
        const expected = [colour, finish]
          .map((s) => bruteLine(s, level.adapter, bruteHair(cat, s, answers)))
          .reduce((a, b) => a + b, 0)
        expect(priceSelection(sel, priced.services, level).total).toBe(expected)
      }),
      { numRuns: 200 },
    )
  })

  it('unanswered, every line is its first bands’ price: the lowest she can be quoted when the first band adds nothing', () => {
    fc.assert(
      fc.property(world, ([cat0, raw]) => {
        // The admin's rule: a measure's first band carries no supplement.
        const firsts = new Set(hairMeasures.map((m) => bandsOf(cat0, m)[0]?.id))
        const strip = (rows?: BandSupplement[]) => rows?.filter((r) => !firsts.has(r.bandId))
        const cat: QuoteCatalogue = {
          ...cat0,
          services: cat0.services.map((s) => ({ ...s, supplements: strip(s.supplements) })),
          categories: cat0.categories.map((c) => ({ ...c, supplements: strip(c.supplements) })),
        }
        const none = forHair(cat, noHairAnswers())
        const any = forHair(cat, clean(cat, raw))
        for (const level of cat.levels)
          for (const s of cat.services) {
            const unanswered = none.services.find((x) => x.id === s.id)!
            const answered = any.services.find((x) => x.id === s.id)!
            expect(linePence(unanswered, level.adapter)).toBe(linePence(s, level.adapter))
            expect(linePence(answered, level.adapter)).toBeGreaterThanOrEqual(
              linePence(s, level.adapter),
            )
          }
      }),
      { numRuns: 200 },
    )
  })

  it('asks only the measures a chosen, priced service adds money for', () => {
    fc.assert(
      fc.property(world, ([cat]) => {
        for (const s of cat.services) {
          const rows = bruteRows(cat, s)
          const expected = hairMeasures.filter(
            (m) =>
              s.pricePence > 0 &&
              (cat.hairBands ?? []).some(
                (b) =>
                  b.measure === m &&
                  ((rows.get(b.id)?.percent ?? 0) > 0 || (rows.get(b.id)?.pence ?? 0) > 0),
              ),
          )
          expect(pricedMeasures(cat, [s])).toEqual(expected)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('the same answers give the same catalogue, and no bands leave the catalogue as it is', () => {
    fc.assert(
      fc.property(world, ([cat, raw]) => {
        const a = clean(cat, raw)
        expect(forHair(cat, a)).toBe(forHair(cat, { ...a }))
        const plain = { ...cat, hairBands: [] }
        expect(forHair(plain, a)).toBe(plain)
      }),
      { numRuns: 100 },
    )
  })
})

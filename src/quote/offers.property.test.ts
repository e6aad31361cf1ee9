// Property tests for offers as rules (issue 28), on random catalogues and random offers:
// - every computed "from" equals the minimum, over every quote the server accepts that the
//   offer covers, of the price with the offer — found by brute force — and the quote that
//   reaches it opens as the calculator's finish screen with that price and that offer;
// - the offer a quote carries is one it qualifies for, the lowest price of those that apply,
//   and there is only ever one; a save that claims another offer is refused.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { calculatorTypes, serviceSlots } from './calculator'
import type {
  CatalogueCategory,
  CatalogueService,
  CatalogueStylist,
  QuoteCatalogue,
} from './catalogue'
import {
  applyOffer,
  bestOffer,
  claimProblem,
  offerCovers,
  offerFrom,
  type OfferBasket,
  type OfferBenefit,
  type OfferRule,
} from './offers'
import { everyQuote } from './testing/every-quote'
import { PATHS, screenFor } from './screens'
import type { ServiceKind } from './service-kinds'
import { hrefFor, paramsOf, parseState } from './url-state'

const SALONS = [1, 2]
const LEVELS = [1, 2, 3]

/** A small random catalogue: every slot has one to three services, some "None" at £0. */
const catalogueArb: fc.Arbitrary<QuoteCatalogue> = fc
  .record({
    adapters: fc.tuple(fc.integer({ min: -80, max: 0 }), fc.integer({ min: -40, max: 40 })),
    categories: fc.array(
      fc.record({ skip: fc.boolean(), group: fc.boolean(), restricted: fc.boolean() }),
      { minLength: 1, maxLength: 2 },
    ),
    slots: fc.array(
      fc.array(
        fc.record({
          price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 120 })),
          product: fc.integer({ min: 0, max: 30 }),
          cat2: fc.integer({ min: 0, max: 1 }),
          restricted: fc.boolean(),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      { minLength: serviceSlots.length, maxLength: serviceSlots.length },
    ),
    stylists: fc.array(
      fc.record({
        level: fc.constantFrom(...LEVELS),
        salon: fc.constantFrom(...SALONS),
        accepting: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map((v) => {
    let id = 0
    const services: CatalogueService[] = []
    serviceSlots.forEach((slot, i) => {
      for (const s of v.slots[i]!) {
        id += 1
        services.push({
          id,
          name: `${slot} ${id}`,
          kind: slot as ServiceKind,
          // Colours are always priced (the calculator's colour step has no "None").
          pricePence:
            (slot === 'colour' || slot === 'mensCut' ? Math.max(s.price, 5) : s.price) * 100,
          // A "None" answer costs nothing at all (no product either).
          productPence: s.price === 0 ? 0 : s.product * 100,
          cat2:
            slot === 'colour' ? s.cat2 % v.categories.length : slot === 'colourAddOn' ? s.cat2 : 0,
          newStarterRestricted: s.restricted,
          description: null,
        })
      }
    })
    const categories: CatalogueCategory[] = v.categories.map((c, i) => ({
      id: 100 + i,
      code: i,
      name: `Category ${i}`,
      guidance: '',
      skipAddOn: c.skip,
      addOnGroup: c.group ? 1 : null,
      newStarterRestricted: c.restricted,
    }))
    const stylists: CatalogueStylist[] = v.stylists.map((s, i) => ({
      id: 200 + i,
      slug: `stylist-${i}`,
      name: `Stylist ${i}`,
      firstName: `S${i}`,
      salonId: s.salon,
      levelId: s.level,
      levelName: `Level ${s.level}`,
      acceptingNewClients: s.accepting,
      hasLeft: false,
      photo: null,
      paragraphs: [],
    }))
    return {
      salons: SALONS.map((id) => ({
        id,
        name: `Salon ${id}`,
        shortName: `S${id}`,
        isAcademy: false,
      })),
      levels: [
        { id: 1, name: 'New Starter', adapter: -80, experience: null },
        { id: 2, name: 'Level 2', adapter: v.adapters[0], experience: null },
        { id: 3, name: 'Level 3', adapter: v.adapters[1], experience: null },
      ],
      categories,
      services,
      stylists,
      defaultSalonId: 1,
    }
  })

const subset = <T>(xs: readonly T[]) => fc.subarray([...xs], { maxLength: Math.min(2, xs.length) })

function offerArb(cat: QuoteCatalogue, id: number): fc.Arbitrary<OfferRule> {
  const ids = cat.services.map((s) => s.id)
  const basket: fc.Arbitrary<OfferBasket> = fc.oneof(
    fc.constant({ kind: 'anything' as const }),
    fc.record({ kind: fc.constant('type' as const), types: subset(calculatorTypes) }),
    fc.record({
      kind: fc.constant('colourCategories' as const),
      categoryIds: subset(cat.categories.map((c) => c.id)),
    }),
    fc.record({ kind: fc.constant('services' as const), serviceIds: subset(ids) }),
    fc.record({ kind: fc.constant('colourAndCut' as const), cutIds: subset(ids) }),
  )
  const benefit: fc.Arbitrary<OfferBenefit> = fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 60 }) }),
    fc.record({
      kind: fc.constant('amount' as const),
      pence: fc.integer({ min: 1, max: 60 }).map((p) => p * 100),
    }),
    fc.record({ kind: fc.constant('free' as const), serviceId: fc.constantFrom(...ids) }),
  )
  return fc.record({
    id: fc.constant(id),
    slug: fc.constant(`offer-${id}`),
    title: fc.constant(`Offer ${id}`),
    code: fc.constant(`CODE${id}`),
    audience: fc.constantFrom('new' as const, 'returning' as const, 'everyone' as const),
    stylistIds: subset(cat.stylists.map((s) => s.id)),
    salonIds: subset(SALONS),
    levelIds: subset(LEVELS),
    on: basket,
    benefit,
    validDays: fc.constant(28),
    active: fc.constant(true),
    startDate: fc.constant(null),
    endDate: fc.constant('2099-12-31'),
  })
}

const worldArb = catalogueArb.chain((cat) =>
  fc
    .tuple(fc.constant(cat), fc.array(fc.nat(), { minLength: 1, maxLength: 4 }))
    .chain(([c, n]) => fc.tuple(fc.constant(c), fc.tuple(...n.map((_, i) => offerArb(c, i + 1))))),
)

describe('offers as rules', () => {
  it(
    'every "from" is the lowest price with the offer over every accepted quote, and the calculator reaches it',
    { timeout: 120_000 },
    () => {
      let withFrom = 0
      fc.assert(
        fc.property(worldArb, ([cat, offers]) => {
          const quotes = everyQuote(cat)
          for (const offer of offers) {
            const prices = quotes
              .map((q) => applyOffer(cat, offer, q)?.afterPence)
              .filter((p): p is number => p != null)
            const from = offerFrom(cat, offer)
            expect(from?.pence ?? null).toBe(prices.length ? Math.min(...prices) : null)
            if (!from) continue
            withFrom += 1
            // The witness, opened as the calculator's finish screen, is that price with that offer.
            const w = from.witness
            const state = parseState({})
            const href = hrefFor(PATHS.finish, state, {
              regular: w.regular,
              happy: true,
              mode: w.stylistId ? 'stylist' : 'level',
              selection: {
                type: w.type,
                levelId: w.levelId,
                stylistId: w.stylistId,
                // Every flow has a salon (issue 25): the quote's, else the default one.
                salonId: w.salonId ?? cat.defaultSalonId,
                colourCategory: w.colourCategory,
                ...w.services,
              },
            })
            const url = new URL(href, 'http://x')
            const screen = screenFor(
              { ...cat, offers: [offer] },
              url.pathname,
              paramsOf(url.search),
            )
            expect(screen.kind, href).toBe('finish')
            if (screen.kind !== 'finish') continue
            expect(screen.total).toBe(from.totalPence)
            expect(screen.offer?.offer.id).toBe(offer.id)
            expect(screen.offer?.afterPence).toBe(from.pence)
          }
        }),
        { numRuns: 150 },
      )
      expect(withFrom).toBeGreaterThan(50)
    },
  )

  it(
    'a quote carries one offer: one it qualifies for, leaving the lowest price; a claim of any other is refused',
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(worldArb, fc.nat(), ([cat, offers], pick) => {
          const quotes = everyQuote(cat)
          if (!quotes.length) return
          const q = quotes[pick % quotes.length]!
          const best = bestOffer(cat, offers, q)
          const applying = offers.map((o) => applyOffer(cat, o, q)).filter((a) => a != null)
          if (!best) {
            expect(applying).toEqual([])
          } else {
            expect(offerCovers(cat, best.offer, q)).toBe(true)
            for (const a of applying) expect(best.afterPence).toBeLessThanOrEqual(a.afterPence)
          }
          // What a save may claim: the offer the server computes, or none (she then gets it anyway).
          expect(claimProblem(best, undefined)).toBe(false)
          expect(claimProblem(best, null)).toBe(false)
          expect(claimProblem(best, best?.offer.slug ?? null)).toBe(false)
          for (const o of offers)
            if (o.slug !== best?.offer.slug) expect(claimProblem(best, o.slug)).toBe(true)
        }),
        { numRuns: 200 },
      )
    },
  )
})

// Property tests for claims, on random catalogues and offers, against a brute force over every
// quote the server accepts:
// - the lowest price she pays in a context is the minimum, over the accepted quotes in that
//   context, of the price with the offer each carries;
// - an offer's "from" is the minimum over the quotes that carry it (none: no claim);
// - a service's "from" is its lowest line in an accepted quote in that context;
// - every witness opens in the calculator as that quote, with that price and that offer.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { calculatorTypes } from './calculator'
import { categoryOf } from './catalogue'
import type { QuoteCatalogue } from './catalogue'
import { cheapestQuote, lineClaim, type ClaimContext, type QuoteWitness } from './claims'
import { bestOffer, type OfferQuote } from './offers'
import { linePence } from './pricing'
import { PATHS, screenFor, witnessHref } from './screens'
import { SALONS, worldArb } from './testing/arbitraries'
import { everyQuote } from './testing/every-quote'
import { hrefFor, paramsOf, parseState, type StatePatch } from './url-state'

const contextArb: fc.Arbitrary<ClaimContext> = fc.record(
  {
    regular: fc.constantFrom(false, true, 'any' as const),
    salonId: fc.constantFrom(...SALONS),
    types: fc.subarray([...calculatorTypes], { minLength: 1 }),
  },
  { requiredKeys: ['regular'] },
)

const fits = (ctx: ClaimContext, q: OfferQuote) =>
  (ctx.regular === 'any' || q.regular === (ctx.regular ?? false)) &&
  (ctx.salonId == null || q.salonId === ctx.salonId) &&
  (!ctx.types || ctx.types.includes(q.type)) &&
  (ctx.stylistId == null || q.stylistId === ctx.stylistId)

const paid = (cat: QuoteCatalogue, q: OfferQuote) =>
  bestOffer(cat, cat.offers ?? [], q)?.afterPence ?? q.totalPence

const min = (xs: number[]) => (xs.length ? Math.min(...xs) : null)

/** The witness opened as the calculator's finish screen. */
function opened(cat: QuoteCatalogue, w: QuoteWitness) {
  const href = witnessHref(cat, w)
  const url = new URL(href, 'http://x')
  return { href, screen: screenFor(cat, url.pathname, paramsOf(url.search)) }
}

describe('claims', () => {
  it(
    'what she pays "from", in her context, is the lowest over every accepted quote there, and its quote opens',
    { timeout: 180_000 },
    () => {
      let claims = 0
      fc.assert(
        fc.property(worldArb, contextArb, ([base, offers], ctx) => {
          const cat = { ...base, offers: [...offers] }
          const quotes = everyQuote(cat).filter((q) => fits(ctx, q))
          const claim = cheapestQuote(cat, ctx)
          expect(claim?.pence ?? null).toBe(min(quotes.map((q) => paid(cat, q))))
          if (!claim) return
          claims += 1
          const { href, screen } = opened(cat, claim.witness)
          expect(screen.kind, href).toBe('finish')
          if (screen.kind !== 'finish') return
          expect(screen.total).toBe(claim.totalPence)
          expect(screen.offer?.afterPence ?? screen.total).toBe(claim.pence)
          expect(screen.offer?.offer.id ?? null).toBe(claim.offer?.offer.id ?? null)
        }),
        { numRuns: 150 },
      )
      expect(claims).toBeGreaterThan(50)
    },
  )

  it(
    'an offer\'s "from" is the lowest over the quotes that carry it, and an offer no quote carries makes no claim',
    { timeout: 180_000 },
    () => {
      let carried = 0
      let never = 0
      fc.assert(
        fc.property(worldArb, contextArb, ([base, offers], ctx) => {
          const cat = { ...base, offers: [...offers] }
          const quotes = everyQuote(cat).filter((q) => fits(ctx, q))
          for (const offer of offers) {
            const carriers = quotes
              .map((q) => bestOffer(cat, offers, q))
              .filter((a) => a?.offer.id === offer.id)
              .map((a) => a!.afterPence)
            const claim = cheapestQuote(cat, ctx, { carries: offer })
            expect(claim?.pence ?? null).toBe(min(carriers))
            if (!claim) {
              never += 1
              continue
            }
            carried += 1
            expect(claim.offer?.offer.id).toBe(offer.id)
            const { href, screen } = opened(cat, claim.witness)
            expect(screen.kind, href).toBe('finish')
            if (screen.kind === 'finish') {
              expect(screen.offer?.offer.id).toBe(offer.id)
              expect(screen.offer?.afterPence).toBe(claim.pence)
            }
          }
        }),
        { numRuns: 150 },
      )
      expect(carried).toBeGreaterThan(10)
      expect(never).toBeGreaterThan(3)
    },
  )

  it(
    'a service\'s "from" is its lowest line in an accepted quote in that context',
    { timeout: 180_000 },
    () => {
      fc.assert(
        fc.property(worldArb, contextArb, fc.nat(), ([base], ctx, pick) => {
          const cat = { ...base, offers: [] }
          const service = cat.services[pick % cat.services.length]!
          const lines = everyQuote(cat)
            .filter((q) => fits(ctx, q) && q.services.some((s) => s.id === service.id))
            .map((q) => linePence(service, q.level.adapter))
          const claim = lineClaim(cat, service.id, ctx)
          expect(claim?.pence ?? null).toBe(min(lines))
          if (!claim) return
          const { href, screen } = opened(cat, claim.witness)
          expect(screen.kind, href).toBe('finish')
          if (screen.kind === 'finish')
            expect(screen.lines.some((l) => l.serviceId === service.id) || claim.pence === 0).toBe(
              true,
            )
        }),
        { numRuns: 200 },
      )
    },
  )
})

/** The calculator address of an accepted quote's services, as a screen of `path`. */
function quoteHref(path: string, cat: QuoteCatalogue, q: OfferQuote, patch: StatePatch = {}) {
  const colour = q.services.find((s) => s.kind === 'colour')
  return hrefFor(path, parseState({}), {
    regular: q.regular,
    ...patch,
    selection: {
      type: q.type,
      salonId: q.salonId,
      levelId: q.level.id,
      stylistId: q.stylistId,
      colourCategory: colour ? (categoryOf(cat, colour)?.code ?? null) : null,
      ...Object.fromEntries(q.services.map((s) => [s.kind, s.id])),
      ...patch.selection,
    },
  })
}
const open = (cat: QuoteCatalogue, href: string) => {
  const url = new URL(href, 'http://x')
  return screenFor(cat, url.pathname, paramsOf(url.search))
}

describe('claims on screens', () => {
  it(
    'an offer badge shows only where the offer can apply to the quote being built',
    { timeout: 180_000 },
    () => {
      let badges = 0
      fc.assert(
        fc.property(worldArb, fc.nat(), ([base, offers], pick) => {
          const cat = { ...base, offers: [...offers] }
          const quotes = everyQuote(cat).filter((q) => q.stylistId == null)
          if (!quotes.length) return
          const q = quotes[pick % quotes.length]!
          // The finished quote's stylists (by level): each badge is the offer she would carry.
          const byLevel = open(cat, quoteHref(PATHS.byLevel, cat, q, { mode: 'level' }))
          if (byLevel.kind === 'byLevel')
            for (const card of [...byLevel.here, ...byLevel.elsewhere])
              for (const { offer } of card.offers) {
                badges += 1
                const withHer = bestOffer(cat, offers, {
                  ...q,
                  stylistId: card.stylist.id,
                  salonId: card.stylist.salonId,
                })
                expect(withHer?.offer.id).toBe(offer.id)
              }
          // The stylist step, before any service: a badge only if some quote of this type with
          // her carries it.
          const step = open(
            cat,
            hrefFor(PATHS.calculator, parseState({}), {
              mode: 'stylist',
              regular: q.regular,
              selection: { type: q.type, salonId: q.salonId },
            }),
          )
          if (
            step.kind === 'calculator' &&
            step.options?.step === 'level' &&
            'groups' in step.options
          )
            for (const g of step.options.groups)
              for (const choice of g.items)
                for (const { offer } of choice.offers) {
                  badges += 1
                  const carried = everyQuote(cat).some(
                    (x) =>
                      x.type === q.type &&
                      x.stylistId === choice.stylist.id &&
                      x.regular === (q.regular === true) &&
                      bestOffer(cat, offers, x)?.offer.id === offer.id,
                  )
                  expect(carried, `${offer.slug} on ${choice.stylist.name}`).toBe(true)
                }
        }),
        { numRuns: 150 },
      )
      expect(badges).toBeGreaterThan(10)
    },
  )

  it(
    'budget results at her salon show only prices her salon can quote, and compare what she pays',
    { timeout: 180_000 },
    () => {
      let checked = 0
      fc.assert(
        fc.property(
          worldArb,
          fc.nat(),
          fc.integer({ min: 1, max: 400 }),
          ([base, offers], pick, pounds) => {
            const cat = { ...base, offers: [...offers] }
            const quotes = everyQuote(cat).filter((q) => q.stylistId == null)
            if (!quotes.length) return
            const q = quotes[pick % quotes.length]!
            const screen = open(
              cat,
              quoteHref(PATHS.byPrice, cat, q, {
                mode: 'budget',
                budget: pounds * 100,
                selection: { levelId: null },
              }),
            )
            if (screen.kind !== 'byBudget') return
            const ids = (x: OfferQuote) =>
              x.services
                .map((s) => s.id)
                .sort()
                .join()
            const same = everyQuote(cat).filter(
              (x) => x.type === q.type && ids(x) === ids(q) && x.regular === q.regular,
            )
            for (const row of screen.fitting)
              for (const g of row.groups)
                for (const card of g.items) {
                  checked += 1
                  expect(card.stylist.salonId).toBe(g.salon.id)
                  // A price this stylist's salon really quotes for these services, what she pays.
                  const there = same.filter(
                    (x) => x.stylistId === card.stylist.id && x.salonId === g.salon.id,
                  )
                  expect(there.map((x) => paid(cat, x))).toContain(card.pays)
                  expect(card.pays).toBeLessThanOrEqual(pounds * 100)
                }
            // The range is her salon's, when anyone there can quote these services.
            const hers = same.filter((x) => x.salonId === q.salonId && x.stylistId == null)
            if (hers.length) {
              const totals = hers.map((x) => x.totalPence)
              expect(screen.min).toBe(Math.min(...totals))
              expect(screen.max).toBe(Math.max(...totals))
            }
          },
        ),
        { numRuns: 150 },
      )
      expect(checked).toBeGreaterThan(20)
    },
  )
})

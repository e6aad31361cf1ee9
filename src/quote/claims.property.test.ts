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
import type { QuoteCatalogue } from './catalogue'
import { cheapestQuote, lineClaim, type ClaimContext, type QuoteWitness } from './claims'
import { bestOffer, type OfferQuote } from './offers'
import { linePence } from './pricing'
import { screenFor, witnessHref } from './screens'
import { SALONS, worldArb } from './testing/arbitraries'
import { everyQuote } from './testing/every-quote'
import { paramsOf } from './url-state'

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
  const href = witnessHref(w)
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

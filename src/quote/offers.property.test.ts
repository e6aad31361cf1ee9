// Property tests for offers as rules, on random catalogues and random offers (an offer's "from"
// is claims.property.test.ts's):
// - the offer a quote carries is one it qualifies for, the lowest price of those that apply,
//   and there is only ever one; a save that claims another offer is refused;
// - an offer never takes off more than the quote's total, and a £0 quote carries none (ADR 044).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { applyOffer, bestOffer, claimProblem, offerCovers } from './offers'
import { worldArb } from './testing/arbitraries'
import { everyQuote } from './testing/every-quote'

describe('offers as rules', () => {
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

  it('never takes off more than the total, and a £0 quote carries no offer', () => {
    fc.assert(
      fc.property(worldArb, fc.nat(), fc.boolean(), ([cat, offers], pick, free) => {
        const quotes = everyQuote(cat)
        if (!quotes.length) return
        const quote = quotes[pick % quotes.length]!
        // The same quote as it would be with every price at £0 (a manager's free service).
        const q = free ? { ...quote, totalPence: 0 } : quote
        for (const o of offers) {
          const a = applyOffer(cat, o, q)
          if (!a) continue
          expect(q.totalPence).toBeGreaterThan(0)
          expect(a.afterPence).toBeGreaterThanOrEqual(0)
          if (!a.free || a.free.inQuote) expect(a.savingPence).toBeLessThanOrEqual(a.totalPence)
        }
        if (q.totalPence === 0) expect(bestOffer(cat, offers, q)).toBeNull()
      }),
      { numRuns: 200 },
    )
  })
})

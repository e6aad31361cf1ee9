// Property tests for offers as rules (issue 28), on random catalogues and random offers:
// - every computed "from" equals the minimum, over every quote the server accepts that the
//   offer covers, of the price with the offer — found by brute force — and the quote that
//   reaches it opens as the calculator's finish screen with that price and that offer;
// - the offer a quote carries is one it qualifies for, the lowest price of those that apply,
//   and there is only ever one; a save that claims another offer is refused.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { applyOffer, bestOffer, claimProblem, offerCovers, offerFrom } from './offers'
import { worldArb } from './testing/arbitraries'
import { everyQuote } from './testing/every-quote'
import { PATHS, screenFor } from './screens'
import { hrefFor, paramsOf, parseState } from './url-state'

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

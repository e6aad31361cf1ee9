import { describe, expect, it } from 'vitest'

import { cheapestQuote, lineClaim, offerCarried, offerClaim } from './claims'
import type { OfferRule } from './offers'
import { demoCatalogue, serviceNamed } from './testing/demo-catalogue'

const percentOff = (id: number, percent: number): OfferRule => ({
  id,
  slug: `percent-${id}`,
  title: `${percent}% off`,
  code: `P${id}`,
  audience: 'everyone',
  stylistIds: [],
  salonIds: [],
  levelIds: [],
  on: { kind: 'anything' },
  benefit: { kind: 'percent', percent },
  validDays: 28,
  active: true,
  startDate: null,
  endDate: null,
})

describe('claims on the demo catalogue', () => {
  const cat = demoCatalogue()

  it("a men's colour is claimed only at a level that also cuts men's hair", () => {
    const grey = lineClaim(cat, serviceNamed(cat, 'Grey blending').id)!
    expect(cat.levels.find((l) => l.id === grey.levelId)!.name).toBe('Apprentice')
    expect(grey.pence).toBe(1300)
    expect(grey.witness.services.mensCut).toBeDefined()
  })

  it('a claim in her salon is her salon’s price', () => {
    const cut = serviceNamed(cat, 'Cut, dry & style').id
    const everywhere = lineClaim(cat, cut)!
    const riverside = lineClaim(cat, cut, { salonId: 1 })!
    expect(riverside.pence).toBeGreaterThan(everywhere.pence)
    expect(riverside.witness.salonId).toBe(1)
  })

  it('an offer beaten only by rounding is still carried where the prices tie', () => {
    // 15% and 20% off a £4 fringe trim are both £3: the earlier offer wins the tie, so a
    // quote carries it even though the other usually leaves a lower price.
    const fifteen = percentOff(1, 15)
    const twenty = percentOff(2, 20)
    const world = { ...cat, offers: [fifteen, twenty] }
    const claim = cheapestQuote(world, {}, { carries: fifteen })
    expect(claim?.offer?.offer.id).toBe(fifteen.id)
    expect(claim?.pence).toBe(300)
    // Later in the list, it never wins a tie: then it is never carried.
    const reversed = { ...cat, offers: [twenty, fifteen] }
    expect(cheapestQuote(reversed, {}, { carries: fifteen })).toBeNull()
    const worked = offerClaim(reversed, fifteen)
    expect(worked.carried).toBe(false)
    if (!worked.carried) expect(worked.beatenBy?.offer.id).toBe(twenty.id)
  })

  it('whether a quote carries an offer is the claim’s own answer, found without the cheapest', () => {
    const fifteen = percentOff(1, 15)
    const twenty = percentOff(2, 20)
    for (const offers of [
      [fifteen, twenty],
      [twenty, fifteen],
    ]) {
      const world = { ...cat, offers }
      for (const offer of offers)
        expect(offerCarried(world, offer)).toBe(offerClaim(world, offer).carried)
    }
    expect(offerCarried({ ...cat, offers: [twenty, fifteen] }, fifteen)).toBe(false)
    for (const offer of cat.offers ?? [])
      expect(offerCarried(cat, offer)).toBe(offerClaim(cat, offer).carried)
  })
})

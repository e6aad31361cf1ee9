// Offers as rules (ADR 025), by example on the demo catalogue and the seeded offers; the
// general properties are in offers.property.test.ts.
import { describe, expect, it } from 'vitest'

import { findService } from './catalogue'
import {
  applyOffer,
  benefitText,
  bestOffer,
  claimProblem,
  offerExpiryDay,
  type OfferQuote,
  type OfferRule,
} from './offers'
import { offerStatus } from './offer-status'
import { percentOffPence, quoteLines, totalPence as totalOf } from './pricing'
import { demoCatalogue, serviceNamed, stylistNamed } from './testing/demo-catalogue'
import { demoLiveOffers, demoOfferRules } from './testing/demo-offers'

const cat = demoCatalogue()
const rule = (slug: string) => demoOfferRules().find((o) => o.slug === slug)!
const AUTUMN_DAY = new Date('2026-11-26T12:00:00Z')
const JANUARY_DAY = new Date('2027-01-15T12:00:00Z')

/** A quote with a stylist, priced as the calculator prices it. */
function quote(
  firstName: string,
  names: string[],
  opts: { regular?: boolean; type?: OfferQuote['type'] } = {},
): OfferQuote {
  const stylist = stylistNamed(cat, firstName)
  const level = cat.levels.find((l) => l.id === stylist.levelId)!
  const services = names.map((n) => serviceNamed(cat, n))
  const totalPence = totalOf(quoteLines(services, level.adapter))
  return {
    regular: opts.regular ?? false,
    type: opts.type ?? 'Colour',
    level,
    stylistId: stylist.id,
    salonId: stylist.salonId,
    services,
    totalPence,
  }
}

describe('which offer a quote carries', () => {
  const colourAndCut = ['Full head foils', 'Toner', 'Cut, dry & style']

  it('a new client’s colour and cut with Priya carries the Priya & Callum offer, the better one', () => {
    const q = quote('Priya', colourAndCut)
    const best = bestOffer(cat, demoLiveOffers(AUTUMN_DAY), q)
    expect(best?.offer.slug).toBe('priya-and-callum')
    expect(best?.afterPence).toBe(Math.round((q.totalPence * 0.7) / 100) * 100)
    // The first-visit offer applies too, but leaves a higher price: only one offer is carried.
    expect(applyOffer(cat, rule('general'), q)?.afterPence).toBeGreaterThan(best!.afterPence)
  })

  it('a dry & style is not a cut: the colour-and-cut offer does not apply, the first-visit one does', () => {
    const q = quote('Priya', ['Full head foils', 'Toner', 'Dry & style'])
    expect(bestOffer(cat, demoLiveOffers(AUTUMN_DAY), q)?.offer.slug).toBe('general')
  })

  it('a returning client gets no new-client offer: in autumn the free gloss, in January nothing', () => {
    const q = quote('Priya', colourAndCut, { regular: true })
    const autumn = bestOffer(cat, demoLiveOffers(AUTUMN_DAY), q)
    expect(autumn?.offer.slug).toBe('autumn')
    expect(autumn?.afterPence).toBe(q.totalPence) // a service added free, the price unchanged
    expect(autumn?.free).toMatchObject({ name: 'Gloss & tone', inQuote: false })
    expect(bestOffer(cat, demoLiveOffers(JANUARY_DAY), q)).toBeNull()
  })

  it('a free service already in the quote comes off its price', () => {
    const offer: OfferRule = {
      ...rule('spring'),
      benefit: { kind: 'free', serviceId: serviceNamed(cat, 'Toner').id },
      on: { kind: 'anything' },
    }
    const q = quote('Priya', colourAndCut)
    const applied = applyOffer(cat, offer, q)!
    expect(applied.free?.inQuote).toBe(true)
    expect(applied.afterPence).toBe(q.totalPence - applied.savingPence)
  })

  it('a saving on some services is worked out on those lines only, not the cut too (ADR 056)', () => {
    const foils = serviceNamed(cat, 'Full head foils')
    const offer: OfferRule = {
      ...rule('grace-pemberton'),
      benefit: { kind: 'percent', percent: 25 },
      on: { kind: 'services', serviceIds: [foils.id] },
    }
    const q = quote('Grace', colourAndCut)
    const applied = applyOffer(cat, offer, q)!
    const foilsLine = quoteLines([foils], q.level.adapter)[0]!.pence
    expect(applied.coveredServiceIds).toEqual([foils.id])
    expect(applied.savingPence).toBe(foilsLine - percentOffPence(foilsLine, 25))
    expect(applied.savingPence).toBeLessThan(q.totalPence - percentOffPence(q.totalPence, 25))
    expect(applied.afterPence).toBe(q.totalPence - applied.savingPence)
    // An amount off those services is never more than they cost.
    const amount = applyOffer(cat, { ...offer, benefit: { kind: 'amount', pence: 1_000_000 } }, q)!
    expect(amount.savingPence).toBe(foilsLine)
  })

  it('an amount off never takes the price below nothing', () => {
    const offer: OfferRule = {
      ...rule('grace-pemberton'),
      benefit: { kind: 'amount', pence: 1_000_000 },
    }
    const applied = applyOffer(cat, offer, quote('Grace', colourAndCut))!
    expect(applied.afterPence).toBe(0)
  })

  it('a save may claim the offer the server computes, or none; any other is refused', () => {
    const best = bestOffer(cat, demoLiveOffers(AUTUMN_DAY), quote('Priya', colourAndCut))
    expect(claimProblem(best, 'priya-and-callum')).toBe(false)
    expect(claimProblem(best, undefined)).toBe(false)
    expect(claimProblem(best, '')).toBe(false)
    expect(claimProblem(best, 'general')).toBe(true)
    expect(claimProblem(null, 'general')).toBe(true)
  })
})

describe('offer words and dates', () => {
  it('says the saving in a few words', () => {
    expect(benefitText(cat, { kind: 'percent', percent: 20 })).toBe('20% off')
    expect(benefitText(cat, { kind: 'amount', pence: 3000 })).toBe('£30 off')
    expect(benefitText(cat, { kind: 'free', serviceId: serviceNamed(cat, 'Toner').id })).toBe(
      'a free toner',
    )
    expect(findService(cat, 99_999)).toBeUndefined()
    expect(benefitText(cat, { kind: 'free', serviceId: 99_999 })).toBe('a free service')
  })

  it('a quote’s offer lasts its days, never past the offer’s last day', () => {
    const general = rule('general') // 28 days, ends 31 December 2027
    expect(offerExpiryDay(new Date('2026-11-26T10:00:00Z'), general)).toBe('2026-12-24')
    expect(offerExpiryDay(new Date('2027-12-20T10:00:00Z'), general)).toBe('2027-12-31')
  })

  it('an offer with no saving is not live, and says why', () => {
    const world = { hideOffers: false, stylists: [] }
    const none: OfferRule = { ...rule('general'), benefit: { kind: 'percent', percent: 0 } }
    expect(offerStatus(none, world, AUTUMN_DAY)).toEqual({ status: 'no-saving' })
    expect(offerStatus(rule('general'), world, AUTUMN_DAY)).toEqual({ status: 'live' })
  })

  it('a stylist not taking new clients stops only offers to new clients', () => {
    const world = {
      hideOffers: false,
      stylists: [{ id: 1, firstName: 'Ann', hasLeft: false, acceptingNewClients: false }],
    }
    const forNew: OfferRule = { ...rule('general'), stylistIds: [1] }
    expect(offerStatus(forNew, world, AUTUMN_DAY).status).toBe('not-taking-new-clients')
    expect(offerStatus({ ...forNew, audience: 'everyone' }, world, AUTUMN_DAY).status).toBe('live')
  })
})

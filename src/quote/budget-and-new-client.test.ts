// Issue 46: budget results from the address alone, never shown as fitting when over, and no
// price she cannot get shown as what she pays (ADR 046; docs/rules.md, "Claims").
import { describe, expect, it } from 'vitest'

import { as, screensOf } from './testing/screens'

import { stylistNamed } from './testing/demo-catalogue'
import { demoCatalogueWithOffers } from './testing/demo-offers'

const cat = demoCatalogueWithOffers(new Date('2026-12-02T12:00:00Z'))
const { at, id } = screensOf(cat)

describe('a step’s "from" keeps what she has chosen (by budget)', () => {
  const step = (salon: number) =>
    as(
      at(
        `/prices/calculator?type=Colour&mode=budget&salon=${salon}&cat=3&colour=${id('Balayage — half head')}&plex=${id('None', 'plex')}&fadd=${id('None', 'finishAddOn')}`,
      ),
      'calculator',
    )
  const froms = (s: ReturnType<typeof step>) =>
    Object.fromEntries(
      (s.options && 'services' in s.options ? s.options.services : []).map((c) => [
        c.service.name,
        c.pence,
      ]),
    )

  it('at the Academy a New Starter cannot do her balayage: the cut is from the Apprentice’s price', () => {
    const s = step(3)
    expect(s.current).toBe('finish')
    const f = froms(s)
    expect(f['Cut, dry & style']).toBe(1700)
    expect(f['Dry & style']).toBe(1200)
    expect(f['Fringe trim & dry']).toBe(800)
  })
})

describe('by budget, from the address alone', () => {
  const results = (budget: number) =>
    as(
      at(
        `/prices/total-by-price?type=CuttingStyling&mode=budget&salon=1&finish=${id('Cut, dry & style')}&fadd=${id('None', 'finishAddOn')}&treat=${id('None', 'treatment')}&budget=${budget}`,
      ),
      'byBudget',
    )

  it('lists each stylist once, each within her budget, and says by how much a level is over', () => {
    for (const budget of [10, 30, 10, 30]) {
      const s = results(budget)
      const ids = s.fitting.flatMap((f) => f.stylists.map((c) => c.stylist.id))
      expect(new Set(ids).size).toBe(ids.length)
      for (const f of s.fitting) {
        expect(f.over).toBe(Math.max(0, f.pays - budget * 100))
        for (const c of f.stylists) expect(c.pays).toBeLessThanOrEqual(budget * 100)
      }
    }
    expect(results(30)).toEqual(results(30))
  })

  it('when nothing fits, the closest says how far over her budget it is', () => {
    const s = results(1)
    expect(s.fitting).toEqual([])
    expect(s.closest!.over).toBe(s.closest!.pays - 100)
    expect(s.closest!.over).toBeGreaterThan(0)
  })

  it('a new-client price she has not said she can get is labelled, with what she pays otherwise', () => {
    const cards = results(30).fitting.flatMap((f) => f.stylists)
    const labelled = cards.filter((c) => c.otherwise != null)
    expect(labelled.length).toBeGreaterThan(0)
    for (const c of labelled) expect(c.otherwise!).toBeGreaterThan(c.pays)
  })
})

describe('a new-client offer before she has said whether she has been before', () => {
  const callum = stylistNamed(cat, 'Callum')
  const restyle = id("Men's restyle")
  const quote = (extra = '') =>
    `type=Men&mode=stylist&salon=${callum.salonId}&stylist=${callum.id}&level=${callum.levelId}&cut=${restyle}&mcol=${id('None', 'mensColour')}${extra}`

  it('is the new-client price, with the full price beside it', () => {
    const s = as(at(`/prices/total-by-stylist?${quote()}`), 'byStylist')
    expect(s.offer?.offer.audience).toBe('new')
    expect(s.offer?.untilAsked).toEqual({ otherwisePence: s.offer!.totalPence })
  })

  it('once she says she has been before, the offer is gone and the finish screen says which', () => {
    const s = as(at(`/prices/finish?${quote('&regular=yes&happy=1')}`), 'finish')
    expect(s.offer).toBeNull()
    expect(s.offerGone?.offer.code).toBe('QG20')
    const asNew = as(at(`/prices/finish?${quote('&regular=no&happy=1')}`), 'finish')
    expect(asNew.offer?.untilAsked).toBeNull()
    expect(asNew.offerGone).toBeNull()
  })
})

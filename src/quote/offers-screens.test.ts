// What the calculator's screens say of offers (ADR 025), with the demo catalogue and
// the seeded offers live on a given day: the one offer a quote carries on every totals screen,
// and each stylist's own offers on her card and in her dialog.
import { describe, expect, it } from 'vitest'

import { offersForStylist, offerTerms } from './offers'
import { percentOffPence } from './pricing'
import { screenFor, type Screen } from './screens'
import { demoCatalogueWithOffers, demoOfferRules } from './testing/demo-offers'
import { serviceNamed, stylistNamed } from './testing/demo-catalogue'
import { paramsOf } from './url-state'

// In the autumn offer's season (a free gloss & tone with any colour, for everyone).
const AUTUMN = new Date('2026-11-26T12:00:00Z')
// January: no offer for returning clients on a colour.
const JANUARY = new Date('2027-01-15T12:00:00Z')

const screenAt = (now: Date) => {
  const cat = demoCatalogueWithOffers(now)
  return (href: string): Screen => {
    const url = new URL(href, 'http://x')
    return screenFor(cat, url.pathname, paramsOf(url.search), { seed: 1 })
  }
}
const cat = demoCatalogueWithOffers(AUTUMN)
const at = screenAt(AUTUMN)
function as<K extends Screen['kind']>(s: Screen, kind: K): Extract<Screen, { kind: K }> {
  expect(s.kind).toBe(kind)
  return s as Extract<Screen, { kind: K }>
}
const id = (name: string, kind?: Parameters<typeof serviceNamed>[2]) =>
  serviceNamed(cat, name, kind).id
const q = (o: Record<string, string | number | null>) =>
  new URLSearchParams(
    Object.entries(o).flatMap(([k, v]) => (v == null ? [] : [[k, String(v)]])),
  ).toString()

const priya = stylistNamed(cat, 'Priya')
const grace = stylistNamed(cat, 'Grace')

// Full head foils with a toner, and a cut, dry & style: a colour and cut at High Street.
const colourAndCut = (extra: Record<string, string | number | null> = {}) =>
  q({
    type: 'Colour',
    mode: 'stylist',
    salon: priya.salonId,
    level: priya.levelId,
    stylist: priya.id,
    cat: 2,
    colour: id('Full head foils'),
    addon: id('Toner'),
    plex: id('None', 'plex'),
    finish: id('Cut, dry & style'),
    fadd: id('None', 'finishAddOn'),
    ...extra,
  })

describe('the offer on the totals', () => {
  it("Priya's colour and cut carries her offer (30% off, WWDUO), not the first visit's 20%", () => {
    const screen = as(at(`/prices/total-by-stylist?${colourAndCut()}`), 'byStylist')
    expect(screen.offer).toMatchObject({
      offer: { slug: 'priya-and-callum', code: 'WWDUO' },
      totalPence: screen.total,
      afterPence: percentOffPence(screen.total, 30),
      savingPence: screen.total - percentOffPence(screen.total, 30),
      terms: '30% off a colour and cut',
    })
    // Not asked yet whether she has been before: shown as to a new client.
    expect(screen.state.regular).toBeNull()
    expect(screen.offer!.offer.audience).toBe('new')
    // Her own offers beside her.
    expect(screen.offers.map((o) => o.offer.slug)).toEqual(['priya-and-callum'])
  })

  it('a returning client sees no new-client offer: only one for everyone, or none', () => {
    const returning = as(
      at(`/prices/total-by-stylist?${colourAndCut({ regular: 'yes' })}`),
      'byStylist',
    )
    expect(returning.offer).toMatchObject({
      offer: { slug: 'autumn', audience: 'everyone' },
      afterPence: returning.total,
      free: { name: 'Gloss & tone', inQuote: false },
      terms: 'a free gloss & tone with a colour',
    })
    expect(returning.offers).toEqual([])
    const january = as(
      screenAt(JANUARY)(`/prices/total-by-stylist?${colourAndCut({ regular: 'yes' })}`),
      'byStylist',
    )
    expect(january.offer).toBeNull()
    // The finish screen says the same.
    const finish = as(at(`/prices/finish?${colourAndCut({ regular: 'yes', happy: 1 })}`), 'finish')
    expect(finish.offer?.offer.slug).toBe('autumn')
    const newFinish = as(
      at(`/prices/finish?${colourAndCut({ regular: 'no', happy: 1 })}`),
      'finish',
    )
    expect(newFinish.offer).toMatchObject({ offer: { slug: 'priya-and-callum' } })
  })

  it('the calculator shows the offer once the quote is complete at a level, not before', () => {
    const done = as(at(`/prices/calculator?${colourAndCut()}`), 'calculator')
    expect(done.complete).toBe(true)
    expect(done.offer?.offer.slug).toBe('priya-and-callum')
    // Without the cut (the finishing touch alone would be answered "None").
    const half = as(at(`/prices/calculator?${colourAndCut({ finish: null })}`), 'calculator')
    expect(half.complete).toBe(false)
    expect(half.offer).toBeNull()
    // By budget there is no level yet: a range, and no offer.
    const budget = as(
      at(`/prices/calculator?${colourAndCut({ mode: 'budget', level: null, stylist: null })}`),
      'calculator',
    )
    expect(budget.offer).toBeNull()
  })

  it('by level, the total carries the offer open to any stylist; her card and dialog, hers', () => {
    const byLevel = as(
      at(`/prices/total-by-level?${colourAndCut({ mode: 'level', stylist: null })}`),
      'byLevel',
    )
    expect(byLevel.offer).toMatchObject({
      offer: { slug: 'general', code: 'QG20' },
      afterPence: percentOffPence(byLevel.total, 20),
      terms: '20% off your appointment',
    })
    const card = byLevel.here.find((c) => c.stylist.id === priya.id)!
    expect(card.offers).toEqual([
      {
        offer: expect.objectContaining({ slug: 'priya-and-callum' }),
        terms: '30% off a colour and cut',
      },
    ])
    // Each card lists only offers that name her.
    const cards = [...byLevel.here, ...byLevel.elsewhere]
    expect(cards.length).toBeGreaterThan(1)
    for (const c of cards)
      expect(c.offers.every((o) => o.offer.stylistIds.includes(c.stylist.id))).toBe(true)

    const dialog = as(
      at(
        `/prices/total-by-level?${colourAndCut({ mode: 'level', stylist: null, view: priya.id })}`,
      ),
      'byLevel',
    ).dialog!
    expect(dialog.stylist.id).toBe(priya.id)
    expect(dialog.offers.map((o) => o.offer.slug)).toEqual(['priya-and-callum'])
    expect(dialog.offer).toMatchObject({
      offer: { slug: 'priya-and-callum' },
      afterPence: percentOffPence(byLevel.total, 30),
    })
  })

  it('a returning client sees no new-client offer on any card', () => {
    const byLevel = as(
      at(
        `/prices/total-by-level?${colourAndCut({ mode: 'level', stylist: null, regular: 'yes' })}`,
      ),
      'byLevel',
    )
    expect(byLevel.offer?.offer.audience).not.toBe('new')
    expect([...byLevel.here, ...byLevel.elsewhere].flatMap((c) => c.offers)).toEqual([])
  })

  it('by budget, each level that fits says the offer at that level, and the cards say hers', () => {
    const budget = as(
      at(
        `/prices/total-by-price?${colourAndCut({ mode: 'budget', level: null, stylist: null, budget: 500 })}`,
      ),
      'byBudget',
    )
    expect(budget.fitting.length).toBeGreaterThan(0)
    for (const f of budget.fitting) {
      expect(f.offer?.offer.slug).toBe('general')
      expect(f.offer?.afterPence).toBe(percentOffPence(f.total, 20))
    }
    const cards = budget.fitting.flatMap((f) => f.stylists)
    expect(cards.find((c) => c.stylist.id === priya.id)?.offers.map((o) => o.offer.slug)).toEqual([
      'priya-and-callum',
    ])
  })

  it('the stylist step lists her offers with her', () => {
    const step = as(
      at(`/prices/calculator?${q({ type: 'Colour', mode: 'stylist', salon: 1 })}`),
      'calculator',
    )
    expect(step.options?.step).toBe('level')
    if (step.options?.step !== 'level' || step.options.mode !== 'stylist') throw new Error()
    const choice = step.options.groups
      .flatMap((g) => g.items)
      .find((c) => c.stylist.id === grace.id)!
    expect(choice.offers.map((o) => o.offer.slug).sort()).toEqual([
      'grace-pemberton',
      'sana-grace-and-jade',
    ])
    expect(choice.offers.map((o) => o.terms).sort()).toEqual([
      '25% off a colour and cut',
      '£30 off a colour and cut',
    ])
  })
})

describe('her quote page (/prices/{her slug})', () => {
  it('names her live offers', () => {
    const start = as(at(`/prices/${grace.slug}`), 'stylistStart')
    expect(start.offers.map((o) => o.offer.slug).sort()).toEqual([
      'grace-pemberton',
      'sana-grace-and-jade',
    ])
    expect(as(at(`/prices/${stylistNamed(cat, 'Eleanor').slug}`), 'stylistStart').offers).toEqual(
      [],
    )
  })
})

describe('offersForStylist and offerTerms', () => {
  it('lists the live offers naming her, for her kind of client (not asked yet: new)', () => {
    expect(offersForStylist(cat, priya.id).map((o) => o.slug)).toEqual(['priya-and-callum'])
    expect(offersForStylist(cat, priya.id, false).map((o) => o.slug)).toEqual(['priya-and-callum'])
    expect(offersForStylist(cat, priya.id, true)).toEqual([])
    // Offers open to any stylist are not hers.
    expect(offersForStylist(cat, stylistNamed(cat, 'Eleanor').id)).toEqual([])
    expect(offersForStylist(cat, 9999)).toEqual([])
  })

  it('says each seeded offer in a few words, without placeholders', () => {
    const terms = Object.fromEntries(demoOfferRules().map((o) => [o.slug, offerTerms(cat, o)]))
    expect(terms).toMatchObject({
      general: '20% off your appointment',
      'priya-and-callum': '30% off a colour and cut',
      'grace-pemberton': '£30 off a colour and cut',
      autumn: 'a free gloss & tone with a colour',
      winter: 'a free hydrating mask with a cut or finish',
      spring: 'a free bond builder — standard with foiling, balayage or full head bleaching colour',
    })
    for (const t of Object.values(terms)) expect(t).not.toMatch(/[{}]/)
  })
})

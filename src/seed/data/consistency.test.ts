// The demo content must agree with itself and with the calculator: a visitor who
// reads the news, the pages, the offers and a quote should never meet two versions of a fact.
import { describe, expect, it } from 'vitest'

import { holidayHoursProblem, openingTimesProblem } from '@/collections/salons/opening-times'
import { isOfferLive } from '@/quote/offer-status'
import { offerNamesProblem, offerTextProblem } from '@/content/offers'
import { applyOffer, checkSave, offerClaim } from '@/quote'
import { demoCatalogue } from '@/quote/testing/demo-catalogue'
import { seedOfferRule } from '@/seed/offer-rules'

import { newsItems, offers, posts, salons, stylists } from './content'
import { pages } from './pages'
import { colourCategories } from './price-list'

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December'
/** "1 January", "April": the day a price change takes effect, as the text words it. */
const changeDates = (text: string) =>
  [...text.matchAll(new RegExp(`\\b(?:from|before|on) ((?:\\d{1,2} )?(?:${MONTHS}))\\b`, 'g'))].map(
    (m) => m[1],
  )

describe('the price rise', () => {
  const page = pages.find((p) => p.slug === 'new-prices')
  const news = newsItems.filter((n) => n.link === '/new-prices')

  it('is announced by a news item and explained by the /new-prices page', () => {
    expect(page).toBeDefined()
    expect(news.length).toBeGreaterThan(0)
  })

  it('reads its date and average from the plan, never typed by hand (ADR 053)', () => {
    for (const text of [JSON.stringify(page), ...news.map((n) => `${n.title} ${n.body}`)]) {
      expect(changeDates(text)).toEqual([])
      expect(text).not.toMatch(/\d\s?%/)
      expect(text).toContain('{priceChangeDate}')
      expect(text).toContain('{priceChangeAverage}')
    }
  })

  it('does not send a client to the quote for a new price it cannot show', () => {
    // The quote prices from today's list: before the change it shows the current prices.
    const text = JSON.stringify(page)
    expect(text).not.toMatch(/check (?:your|the) new price/i)
    expect(text).toMatch(/quote always uses today’s price list/)
  })
})

describe('stylists', () => {
  // Every current stylist is in the calculator (only those who have left are not), so no profile
  // may say she does not take clients of her own: she would have a "Get a quote" button.
  const notTaking = /\b(?:is not|isn't|aren't|are not|doesn't|don't|does not|do not) (?:yet )?tak\w* (?:her|his|their) own clients/i

  it.each(stylists.filter((s) => !s.hasLeft).map((s) => [s.slug, s] as const))(
    '%s is quotable, and her profile does not say otherwise',
    (_, s) => {
      expect(s.paragraphs.join(' ')).not.toMatch(notTaking)
    },
  )

  it('no page or post says a level does not take clients of its own (New Starters are quoted)', () => {
    for (const p of posts) expect(p.paragraphs.join(' ')).not.toMatch(notTaking)
    for (const p of pages) expect(JSON.stringify(p)).not.toMatch(notTaking)
  })

  it('a stylist described as not taking new clients is marked so (returning clients only)', () => {
    const full = /(?:not|n't) taking (?:on )?new clients/i
    for (const s of stylists.filter((x) => !x.hasLeft))
      expect([s.slug, full.test(s.paragraphs.join(' '))]).toEqual([s.slug, !s.acceptingNewClients])
  })
})

describe('colour guidance', () => {
  // Categories that go on to the finish step add the cut or blow-dry as a line of its own, so
  // their guidance must not say the price already includes one.
  const includesFinish = /(?:plus|includ\w*|with) (?:a )?(?:cut|blow-dry)|cut, dry (?:and|&) style/i

  it.each(colourCategories.filter((c) => !c.skipAddOn).map((c) => [c.name, c] as const))(
    '%s: the guidance does not promise a finish the quote adds separately',
    (_, c) => {
      expect(c.guidance).not.toMatch(includesFinish)
    },
  )
})

describe('offers', () => {
  // Offers as the quote module's rules (ADR 025), on the demo catalogue numbered as seeded.
  const cat = demoCatalogue()
  const stylistId = (slug: string) => stylists.findIndex((s) => s.slug === slug) + 1
  const rules = offers.map((o, i) => seedOfferRule(o, i + 1, { stylistId }))
  const ruleOf = (o: (typeof offers)[number]) => rules[offers.indexOf(o)]!
  // Dates and switch only: nothing else (the setting, stylists) hides a seeded offer.
  const schedule = ruleOf
  const asSeeded = { hideOffers: false, stylists: [] }
  /** An offer to every new client on any quote: the first-visit offer. */
  const isFirstVisit = (o: (typeof offers)[number]) =>
    o.audience === 'new' && o.appliesTo.kind === 'anything'

  // Every day of the seeded calendar, from the first dated content to the last offer's end.
  const days: Date[] = []
  for (let d = new Date('2026-01-01T12:00:00Z'); d <= new Date('2027-12-31T12:00:00Z'); ) {
    days.push(d)
    d = new Date(d.getTime() + 24 * 60 * 60 * 1000)
  }

  it('never runs two first-visit offers at once', () => {
    const clashes = days
      .map((day) => ({
        day: day.toISOString().slice(0, 10),
        live: offers.filter((o) => isFirstVisit(o) && isOfferLive(schedule(o), asSeeded, day)),
      }))
      .filter((x) => x.live.length > 1)
      .map((x) => `${x.day}: ${x.live.map((o) => o.slug).join(', ')}`)
    expect(clashes).toEqual([])
  })

  it('the first-visit offer is 20% off with QG20, good for 4 weeks', () => {
    const live = offers.filter((o) => isFirstVisit(o) && o.active)
    expect(live.map((o) => [o.slug, o.code, o.benefit, o.validDays])).toEqual([
      ['general', 'QG20', { kind: 'percent', percent: 20 }, 28],
    ])
  })

  it('no offer text names a salon or stylist its rule does not include: {where} and {with} do', () => {
    const names = {
      salons: salons.map((s) => ({ id: s.id, names: [s.name, s.shortName] })),
      stylists: stylists
        .map((s, i) => ({ id: i + 1, salonId: s.salonId, firstName: s.firstName, left: s.hasLeft }))
        .filter((s) => !s.left),
    }
    for (const o of offers) {
      const rule = ruleOf(o)
      for (const text of [o.title, o.headline, o.summary, ...o.details])
        expect([o.slug, offerNamesProblem(text, rule, names)]).toEqual([o.slug, null])
    }
  })

  it('no offer text types a price or a percentage: they are worked out', () => {
    for (const o of offers)
      for (const text of [o.title, o.headline, o.summary, ...o.details])
        expect([o.slug, offerTextProblem(text)]).toEqual([o.slug, true])
  })

  // The computed "from" of each seeded offer, through src/quote, and the quote that reaches it:
  // the same function the offer pages, the API and the admin use.
  it.each(offers.map((o) => [o.slug, o] as const))('%s: its "from" is a quote the calculator gives', (_, o) => {
    const rule = ruleOf(o)
    const worked = offerClaim(cat, rule)
    const from = worked.carried ? worked.claim : null
    if (o.slug === 'extensions') {
      // Not in the online price list: honoured in the salon, no "from" shown.
      expect(from).toBeNull()
      return
    }
    expect(from).not.toBeNull()
    const w = from!.witness
    const check = checkSave(cat, {
      type: w.type,
      levelId: w.levelId,
      stylistId: w.stylistId,
      regular: w.regular,
      serviceIds: Object.values(w.services),
    })
    expect(check.ok).toBe(true)
    if (!check.ok) return
    const applied = applyOffer(cat, rule, {
      regular: w.regular,
      type: w.type,
      level: check.level,
      stylistId: w.stylistId,
      salonId: w.stylistId ? (check.stylist?.salonId ?? null) : w.salonId,
      services: check.services,
      totalPence: check.total,
    })
    expect(applied?.afterPence).toBe(from!.pence)
  })

  const SEASONS: Record<string, number[]> = {
    spring: [3, 4, 5],
    summer: [6, 7, 8],
    autumn: [9, 10, 11],
    winter: [12, 1, 2],
    newyear: [1],
  }

  it.each(offers.filter((o) => o.kind === 'seasonal').map((o) => [o.slug, o] as const))(
    'seasonal offer %s runs only in its season',
    (_, o) => {
      const months = SEASONS[o.slug]
      expect(months, `no season known for ${o.slug}`).toBeDefined()
      expect(o.startDate).toBeDefined()
      const inSeason = days.filter((day) => isOfferLive({ ...ruleOf(o), active: true }, asSeeded, day))
      expect(inSeason.length).toBeGreaterThan(0)
      const outOfSeason = inSeason
        .filter((day) => !months!.includes(day.getUTCMonth() + 1))
        .map((day) => day.toISOString().slice(0, 10))
      expect(outOfSeason).toEqual([])
    },
  )
})

describe('the salons’ hours', () => {
  it('pass the admin’s own checks, holiday hours included', () => {
    for (const s of salons) {
      expect(openingTimesProblem(s.openingTimes), s.name).toBeNull()
      expect(holidayHoursProblem(s.holidayHours), s.name).toBeNull()
      expect(s.holidayHours.map((h) => h.date)).toEqual([
        '2026-12-24',
        '2026-12-25',
        '2026-12-26',
        '2027-01-01',
      ])
    }
  })
})

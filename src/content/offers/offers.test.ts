import { describe, expect, it } from 'vitest'

import { benefitText, formatGBP, offerClaim } from '@/quote'
import { demoCatalogue, stylistNamed } from '@/quote/testing/demo-catalogue'
import { ukDay } from '@/quote/uk-date'

import {
  isOfferLive,
  liveOffers,
  offerDay,
  offerStatus,
  stoppedElsewhere,
} from '@/quote/offer-status'
import { serialiseJsonLd, offerJsonLd } from '@/lib/seo'
import {
  fillOfferText,
  filledOffer,
  formatOfferDate,
  offerCardKind,
  offerFacts,
  offerFromText,
  offerWordsFactsFor,
  offerNamesProblem,
  offerPath,
  offerSalons,
  offerSavingBadge,
  offerScopeWords,
  offerStatusText,
  offerStylists,
  offerTextProblem,
  witnessText,
  type OfferFacts,
} from '@/content/offers'
import type { OfferWorld } from '@/quote/offer-status'
import type { Offer, Salon, Stylist } from '../types'

const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 1,
  slug: 'general',
  kind: 'general',
  title: '{saving} your first visit',
  headline: 'New to us? {saving}',
  summary: 'Save {saving} on your first appointment, from {from}. Quote {code}.',
  details: [],
  image: null,
  code: 'WWHS25',
  audience: 'new',
  stylistIds: [],
  salonIds: [],
  levelIds: [],
  on: { kind: 'anything' },
  benefit: { kind: 'percent', percent: 25 },
  validDays: 28,
  active: true,
  smsVariant: false,
  startDate: null,
  endDate: '2026-12-31',
  ...over,
})

/** £15 off a colour with Priya, on the demo price list. */
function priyaColourOffer() {
  const cat = demoCatalogue()
  const priya = stylistNamed(cat, 'Priya')
  const rule = offer({
    stylistIds: [priya.id],
    on: { kind: 'type', types: ['Colour'] },
    benefit: { kind: 'amount', pence: 1500 },
  })
  return { cat, priya, rule }
}

const facts = (over: Partial<OfferFacts> = {}): OfferFacts => ({
  saving: '25% off',
  fromPence: 8000,
  fromHair: null,
  fromBySalon: [],
  never: null,
  beaten: false,
  where: 'at any of our salons',
  with: 'with any stylist',
  who: 'new clients',
  ...over,
})

const salon = (id: number, over: Partial<Salon> = {}): Salon => ({
  id,
  name: `Salon ${id}`,
  shortName: `S${id}`,
  isAcademy: false,
  logo: null,
  image: null,
  address: { line1: '1 High Street', line2: null, town: 'Ambleford', postcode: 'AM1 1AA' },
  phone: `01632 960 00${id}`,
  email: null,
  bookingUrl: null,
  openingTimes: [],
  holidayHours: [],
  blurb: '',
  history: [],
  ...over,
})

const stylist = (id: number, salonId: number, over: Partial<Stylist> = {}): Stylist => ({
  id,
  slug: `stylist-${id}`,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  name: `First${id} Last${id}`,
  salonId,
  levelId: 5,
  levelName: 'New Stylist',
  photo: null,
  paragraphs: [],
  bookingUrl: null,
  acceptingNewClients: true,
  showOnTeam: true,
  hasLeft: false,
  leftNotice: null,
  alternativeIds: [],
  averagePricePence: null,
  ...over,
})

const at = (iso: string) => new Date(iso)

/** Nothing outside the offer hides it: offers shown, no stylists named. */
const open: OfferWorld = { hideOffers: false, stylists: [] }

describe('ukDay and offerDay', () => {
  it('uses the UK calendar day, in winter (GMT) and in summer (BST)', () => {
    expect(ukDay(at('2026-12-31T23:59:59Z'))).toBe('2026-12-31')
    expect(ukDay(at('2027-06-30T23:30:00Z'))).toBe('2027-07-01') // 00:30 BST
    expect(ukDay(at('2027-06-30T22:59:00Z'))).toBe('2027-06-30')
  })

  it('reads plain days and timestamps saved by the admin date picker', () => {
    expect(offerDay('2026-12-31')).toBe('2026-12-31')
    expect(offerDay('2026-12-31T00:00:00.000Z')).toBe('2026-12-31')
    expect(offerDay('2026-12-31T12:00:00.000Z')).toBe('2026-12-31')
    // midnight of 31 March in British Summer Time, stored in UTC
    expect(offerDay('2027-03-30T23:00:00.000Z')).toBe('2027-03-31')
    expect(offerDay('')).toBeNull()
    expect(offerDay(null)).toBeNull()
    expect(offerDay('not a date')).toBeNull()
  })
})

describe('offerStatus', () => {
  const now = at('2026-11-21T10:00:00Z')

  it('shows an offer that is switched on, has no start date and has not ended', () => {
    expect(offerStatus(offer(), open, now).status).toBe('live')
    expect(isOfferLive(offer(), open, now)).toBe(true)
  })

  it('hides an offer that is switched off, whatever its dates', () => {
    expect(offerStatus(offer({ active: false }), open, now).status).toBe('switched-off')
  })

  it('hides an offer that saves nothing', () => {
    const none = (benefit: Offer['benefit']) => offerStatus(offer({ benefit }), open, now).status
    expect(none({ kind: 'percent', percent: 0 })).toBe('no-saving')
    expect(none({ kind: 'amount', pence: 0 })).toBe('no-saving')
    expect(none({ kind: 'free', serviceId: 0 })).toBe('no-saving')
    expect(none({ kind: 'amount', pence: 1500 })).toBe('live')
  })

  it('hides an offer until its start day', () => {
    const o = offer({ startDate: '2026-12-27', endDate: '2027-01-31' })
    expect(offerStatus(o, open, now).status).toBe('not-started')
    expect(offerStatus(o, open, at('2026-12-26T23:59:59Z')).status).toBe('not-started')
    expect(offerStatus(o, open, at('2026-12-27T00:00:00Z')).status).toBe('live')
  })

  it('keeps an offer live for the whole of its end day, UK time', () => {
    const o = offer({ endDate: '2026-12-31' })
    expect(isOfferLive(o, open, at('2026-12-31T00:00:00Z'))).toBe(true)
    expect(isOfferLive(o, open, at('2026-12-31T23:59:59Z'))).toBe(true)
    expect(offerStatus(o, open, at('2027-01-01T00:00:00Z')).status).toBe('ended')
  })

  it('ends a summer offer at midnight British Summer Time, not UTC', () => {
    const o = offer({ endDate: '2027-06-30' })
    expect(isOfferLive(o, open, at('2027-06-30T22:59:59Z'))).toBe(true) // 23:59:59 BST
    expect(isOfferLive(o, open, at('2027-06-30T23:00:00Z'))).toBe(false) // 00:00 BST, 1 July
  })

  it('treats a start day equal to the end day as a one-day offer', () => {
    const o = offer({ startDate: '2026-11-21', endDate: '2026-11-21' })
    expect(isOfferLive(o, open, now)).toBe(true)
    expect(isOfferLive(o, open, at('2026-11-22T00:00:00Z'))).toBe(false)
  })

  it('hides an offer whose dates cannot be read', () => {
    expect(offerStatus(offer({ endDate: 'soon' }), open, now).status).toBe('ended')
    expect(offerStatus(offer({ startDate: 'soon' }), open, now).status).toBe('not-started')
  })

  it('applies to the seeded offers as the offers page expects on 21 November 2026', () => {
    const seeded = [
      offer({ slug: 'general', endDate: '2026-12-31' }),
      offer({ slug: 'autumn', startDate: '2026-09-01', endDate: '2027-01-15' }),
      offer({ slug: 'newyear', active: false, startDate: '2026-12-27', endDate: '2027-01-31' }),
      offer({ slug: 'spring', endDate: '2027-04-30' }),
      offer({ slug: 'old-general', endDate: '2022-11-30' }),
    ]
    expect(liveOffers(seeded, open, now).map((o) => o.slug)).toEqual([
      'general',
      'autumn',
      'spring',
    ])
  })
})

describe('liveOffers', () => {
  it('lists live offers ending soonest first, keeping the order of ties', () => {
    const now = at('2026-11-21T10:00:00Z')
    const list = [
      offer({ slug: 'c', endDate: '2027-03-31' }),
      offer({ slug: 'a', endDate: '2026-12-31' }),
      offer({ slug: 'off', active: false }),
      offer({ slug: 'd', endDate: '2027-03-31' }),
      offer({ slug: 'b', endDate: '2027-01-31T00:00:00.000Z' }),
    ]
    expect(liveOffers(list, open, now).map((o) => o.slug)).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('offerStatus: whether an offer is on the site, and why not', () => {
  const now = at('2026-11-21T10:00:00Z')
  const priya = stylist(10, 1, { firstName: 'Priya' })
  const callum = stylist(11, 1, { firstName: 'Callum' })
  const sam = stylist(12, 2, { firstName: 'Sam' })
  const duo = offer({ kind: 'combination', stylistIds: [10, 11] })
  const world = (over: Partial<OfferWorld> = {}): OfferWorld => ({
    hideOffers: false,
    stylists: [priya, callum, sam],
    ...over,
  })
  const left = (s: Stylist) => ({ ...s, hasLeft: true })
  const full = (s: Stylist) => ({ ...s, acceptingNewClients: false })

  it('is live when switched on, in its dates, shown, and its stylists are here and taking clients', () => {
    expect(offerStatus(duo, world(), now)).toEqual({ status: 'live' })
  })

  it('says when it starts, and when it ended', () => {
    expect(offerStatus(offer({ startDate: '2026-12-01' }), open, now)).toEqual({
      status: 'not-started',
      on: '2026-12-01',
    })
    expect(offerStatus(offer({ endDate: '2026-11-20' }), open, now)).toEqual({
      status: 'ended',
      on: '2026-11-20',
    })
    // Unreadable dates: hidden, with no day to name.
    expect(offerStatus(offer({ endDate: 'soon' }), open, now)).toEqual({
      status: 'ended',
      on: null,
    })
  })

  it('is hidden while "Hide all offers" is ticked', () => {
    expect(offerStatus(offer(), world({ hideOffers: true }), now)).toEqual({ status: 'hidden' })
  })

  it('stops when a stylist it names has left, naming her (a left stylist among two)', () => {
    const w = world({ stylists: [priya, left(callum)] })
    expect(offerStatus(duo, w, now)).toEqual({ status: 'stylist-left', names: ['Callum'] })
    expect(isOfferLive(duo, w, now)).toBe(false)
    const both = world({ stylists: [left(priya), left(callum)] })
    expect(offerStatus(duo, both, now)).toEqual({
      status: 'stylist-left',
      names: ['Priya', 'Callum'],
    })
  })

  it('stops when a stylist it names is not taking new clients, for an offer to new clients', () => {
    const solo = offer({ kind: 'stylist', stylistIds: [12] })
    expect(offerStatus(solo, world({ stylists: [full(sam)] }), now)).toEqual({
      status: 'not-taking-new-clients',
      names: ['Sam'],
    })
    expect(offerStatus(duo, world({ stylists: [priya, full(callum)] }), now)).toEqual({
      status: 'not-taking-new-clients',
      names: ['Callum'],
    })
    // Her returning clients still come: an offer to them (or to everyone) stays.
    for (const audience of ['returning', 'everyone'] as const)
      expect(
        offerStatus({ ...duo, audience }, world({ stylists: [priya, full(callum)] }), now).status,
      ).toBe('live')
  })

  it('looks only at the stylists the offer names, whatever its kind', () => {
    expect(offerStatus(duo, world({ stylists: [priya, callum, full(sam)] }), now).status).toBe(
      'live',
    )
    // The kind is a label: an offer of any kind that names a stylist is with her only.
    const general = offer({ kind: 'general', stylistIds: [11] })
    expect(offerStatus(general, world({ stylists: [left(callum)] }), now)).toEqual({
      status: 'stylist-left',
      names: ['Callum'],
    })
    // A stylist deleted since: nothing to go on, the others decide.
    expect(offerStatus(duo, world({ stylists: [priya] }), now).status).toBe('live')
  })

  it('gives one reason, in the order switched off > dates > hidden > left > not taking clients', () => {
    const everything = world({ hideOffers: true, stylists: [left(priya), full(callum)] })
    const o = (over: Partial<Offer> = {}) => ({ ...duo, ...over })
    expect(offerStatus(o({ active: false, endDate: '2020-01-01' }), everything, now).status).toBe(
      'switched-off',
    )
    expect(offerStatus(o({ startDate: '2026-12-01' }), everything, now).status).toBe('not-started')
    expect(offerStatus(o({ endDate: '2026-11-01' }), everything, now).status).toBe('ended')
    expect(offerStatus(o(), everything, now).status).toBe('hidden')
    expect(offerStatus(o(), world({ stylists: [left(priya), full(callum)] }), now)).toEqual({
      status: 'stylist-left',
      names: ['Priya'],
    })
  })

  it('liveOffers leaves out offers stopped by the world too', () => {
    const list = [offer({ slug: 'general' }), { ...duo, slug: 'duo' }]
    expect(liveOffers(list, world(), now).map((o) => o.slug)).toEqual(['general', 'duo'])
    expect(
      liveOffers(list, world({ stylists: [priya, left(callum)] }), now).map((o) => o.slug),
    ).toEqual(['general'])
    expect(liveOffers(list, world({ hideOffers: true }), now)).toEqual([])
  })

  it('reads each status in words, for the admin and the staff preview', () => {
    expect(offerStatusText({ status: 'live' })).toBe('Live')
    expect(offerStatusText({ status: 'switched-off' })).toBe('Switched off')
    expect(offerStatusText({ status: 'not-started', on: '2026-12-01' })).toBe(
      'Starts 1 December 2026',
    )
    expect(offerStatusText({ status: 'not-started', on: null })).toBe(
      'Not started: the start date cannot be read',
    )
    expect(offerStatusText({ status: 'ended', on: '2026-11-30' })).toBe('Ended 30 November 2026')
    expect(offerStatusText({ status: 'ended', on: null })).toBe(
      'Ended: the end date cannot be read',
    )
    expect(offerStatusText({ status: 'hidden' })).toBe('Hidden: Hide all offers is ticked')
    expect(offerStatusText({ status: 'stylist-left', names: ['Callum'] })).toBe('Callum has left')
    expect(offerStatusText({ status: 'stylist-left', names: ['Priya', 'Callum'] })).toBe(
      'Priya and Callum have left',
    )
    expect(offerStatusText({ status: 'not-taking-new-clients', names: ['Sam'] })).toBe(
      'Sam is not taking new clients',
    )
    expect(offerStatusText({ status: 'not-taking-new-clients', names: ['Ann', 'Bea', 'Cy'] })).toBe(
      'Ann, Bea and Cy are not taking new clients',
    )
  })

  it('tells which stops come from a change elsewhere (for the dashboard)', () => {
    expect(stoppedElsewhere({ status: 'hidden' })).toBe(true)
    expect(stoppedElsewhere({ status: 'stylist-left', names: ['Callum'] })).toBe(true)
    expect(stoppedElsewhere({ status: 'not-taking-new-clients', names: ['Sam'] })).toBe(true)
    expect(stoppedElsewhere({ status: 'live' })).toBe(false)
    expect(stoppedElsewhere({ status: 'switched-off' })).toBe(false)
    expect(stoppedElsewhere({ status: 'ended', on: '2026-11-30' })).toBe(false)
    expect(stoppedElsewhere({ status: 'not-started', on: '2026-12-01' })).toBe(false)
  })
})

describe('dates and deal wording', () => {
  it('formats end dates in the en-GB style', () => {
    expect(formatOfferDate('2026-12-31')).toBe('31 December 2026')
    expect(formatOfferDate('2027-03-30T23:00:00.000Z')).toBe('31 March 2027')
    expect(formatOfferDate('garbage')).toBe('')
  })

  it('fills the placeholders of an offer text from the offer and its facts', () => {
    const o = offer({ endDate: '2027-02-28' })
    expect(fillOfferText('{saving} until {ends} with {code}, from {from}', o, facts())).toBe(
      '25% off until 28 February 2027 with WWHS25, from £80',
    )
    // No "from" (no online quote qualifies) and no code: nothing shown, never the placeholder.
    expect(
      fillOfferText('from {from}{code}', { ...o, code: null }, facts({ fromPence: null })),
    ).toBe('from ')
    // Unknown names are left as typed (the admin refuses them: offerTextProblem).
    expect(fillOfferText('{price}', o, facts())).toBe('{price}')
  })

  it('fills every word of an offer: title, headline, summary and details', () => {
    const filled = filledOffer(offer({ details: ['Quote {code} for {saving}.'] }), facts())
    expect(filled.title).toBe('25% off your first visit')
    expect(filled.headline).toBe('New to us? 25% off')
    expect(filled.summary).toBe('Save 25% off on your first appointment, from £80. Quote WWHS25.')
    expect(filled.details).toEqual(['Quote WWHS25 for 25% off.'])
    expect(JSON.stringify(filled)).not.toMatch(/\{(from|saving|code|ends)\}/)
  })

  it('refuses typed prices and unknown placeholders in offer texts', () => {
    expect(offerTextProblem('Colour and cut from {from}')).toBe(true)
    expect(offerTextProblem('')).toBe(true)
    expect(offerTextProblem('Colour & cut from £60')).toMatch(/do not type prices/)
    expect(offerTextProblem('25% off')).toMatch(/do not type prices/)
    expect(offerTextProblem('20 per cent off')).toMatch(/do not type prices/)
    expect(offerTextProblem('From {price}')).toMatch(/Unknown placeholder \{price\}/)
  })

  // Issue 45, item 8 (ADR 039): names of the language's own object properties are not
  // placeholders, and a name with other characters ({from:__proto__}) is refused, not shown raw.
  it.each([
    '{constructor}',
    '{toString}',
    '{__proto__}',
    '{from:__proto__}',
    '{from:x}',
    '{hasOwnProperty}',
  ])('refuses %s and never fills it', (text) => {
    expect(offerTextProblem(`Save ${text}`)).toMatch(/Unknown placeholder/)
    expect(fillOfferText(`Save ${text}`, offer(), facts())).toBe(`Save ${text}`)
  })

  it('shows the worked-out "from" and the saving as a badge', () => {
    expect(offerFromText(facts({ fromPence: 7800 }))).toBe('From £78')
    expect(offerFromText(facts({ fromPence: 111500 }))).toBe('From £1,115')
    expect(offerFromText(facts({ fromPence: null }))).toBeNull()
    expect(offerFromText(facts({ fromPence: 6200, fromHair: 'short hair' }))).toBe(
      'From £62 for short hair',
    )
    expect(offerSavingBadge(facts())).toBe('25% off')
    expect(offerSavingBadge(facts({ saving: 'a free gloss & tone' }))).toBe('A free gloss & tone')
  })

  it('says the kind once: no kind line when the badge already says it', () => {
    expect(offerCardKind('seasonal', '25% off')).toBe('Seasonal offer')
    expect(offerCardKind('seasonal', 'Seasonal offer')).toBeNull()
    expect(offerCardKind('seasonal', ' seasonal OFFER ')).toBeNull()
    expect(offerCardKind('stylist', 'Seasonal offer')).toBe('Stylist offer')
  })

  it('works the facts out through the quote module, on the price list', () => {
    const { cat, priya, rule } = priyaColourOffer()
    const worked = offerClaim(cat, rule)
    const from = worked.carried ? worked.claim : null
    expect(from).not.toBeNull()
    expect(offerFacts(cat, rule)).toMatchObject({
      saving: benefitText(cat, rule.benefit),
      fromPence: from!.pence,
      never: null,
    })
    expect(offerFacts(cat, rule).saving).toBe('£15 off')
    // The quote that reaches it, for staff: its priced services, with whom, and for whom.
    const words = witnessText(cat, from!.witness)
    expect(words).toMatch(new RegExp(` with ${priya.name}, new client$`))
    expect(words).toContain(' + ')
    expect(words).not.toContain('None')
    expect(from!.totalPence - from!.pence).toBe(1500)
    expect(formatGBP(from!.pence)).toMatch(/^£\d/)
    // An offer no online quote can meet has no "from".
    const nothing = offer({ on: { kind: 'services', serviceIds: [] } })
    expect(offerFacts(cat, nothing).fromPence).toBeNull()
    expect(offerFacts(cat, nothing).never).toBe(
      'Never applies: no quote the calculator gives qualifies for it.',
    )
  })

  it('fills a title as the full facts do, working out a quote only for {from}', () => {
    const { cat, rule } = priyaColourOffer()
    const terms = { code: 'PRIYA15', endDate: '2027-02-28' }
    for (const title of ['{saving} a colour {with}', 'Colour {with} from {from}, {who}']) {
      expect(fillOfferText(title, terms, offerWordsFactsFor(cat, rule, title))).toBe(
        fillOfferText(title, terms, offerFacts(cat, rule)),
      )
    }
    expect(offerWordsFactsFor(cat, rule, '{saving} a colour').fromPence).toBeNull()
  })

  it('builds paths for the web and text-message pages', () => {
    expect(offerPath('spring')).toBe('/offers/spring')
    expect(offerPath('spring', 'sms')).toBe('/sms/spring')
  })
})

describe('stylists and salons of an offer', () => {
  const salons = [salon(1), salon(2), salon(3, { isAcademy: true })]
  const team = [stylist(10, 1), stylist(11, 2), stylist(12, 2, { hasLeft: true }), stylist(13, 1)]

  it('lists named stylists in the offer order, leaving out unknown and departed ones', () => {
    const o = offer({ kind: 'combination', stylistIds: [13, 99, 12, 10] })
    expect(offerStylists(o, team).map((s) => s.id)).toEqual([13, 10])
  })

  it('has no stylists when it names nobody', () => {
    expect(offerStylists(offer({ kind: 'general', stylistIds: [] }), team)).toEqual([])
  })

  it('uses the salons of the named stylists, once each', () => {
    const chosen = offerStylists(offer({ kind: 'combination', stylistIds: [11, 10, 13] }), team)
    expect(offerSalons(chosen, salons, 2).map((s) => s.id)).toEqual([2, 1])
  })

  it('uses every salon that takes clients, the default first, for general offers', () => {
    expect(offerSalons([], salons, 2).map((s) => s.id)).toEqual([2, 1])
    expect(offerSalons([], salons, 1).map((s) => s.id)).toEqual([1, 2])
  })
})

describe('offerJsonLd', () => {
  it('describes the offer with its dates, price and salons', () => {
    const ld = offerJsonLd({
      offer: filledOffer(offer({ kind: 'stylist', startDate: '2026-11-01' }), facts()),
      facts: facts(),
      url: 'https://example.test/offers/general',
      salons: [salon(2)],
      brandName: 'Willow & Wren',
      siteUrl: 'https://example.test',
    })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: '25% off your first visit',
      url: 'https://example.test/offers/general',
      validFrom: '2026-11-01',
      validThrough: '2026-12-31',
      priceCurrency: 'GBP',
      priceSpecification: { minPrice: 80, priceCurrency: 'GBP' },
      offeredBy: {
        '@type': 'HairSalon',
        name: 'Salon 2',
        telephone: '01632 960 002',
        address: { addressCountry: 'GB' },
      },
    })
  })

  it('lists several salons, and the brand when there are none', () => {
    const base = {
      offer: offer(),
      facts: facts({ fromPence: null }),
      url: 'u',
      brandName: 'Willow & Wren',
      siteUrl: 's',
    }
    expect(offerJsonLd({ ...base, salons: [salon(1), salon(2)] }).offeredBy).toHaveLength(2)
    expect(offerJsonLd({ ...base, salons: [] }).offeredBy).toEqual({
      '@type': 'Organization',
      name: 'Willow & Wren',
      url: 's',
    })
    expect(offerJsonLd({ ...base, salons: [] })).not.toHaveProperty('priceCurrency')
  })

  it('escapes "<" so content cannot close the script element', () => {
    expect(serialiseJsonLd({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}')
    expect(JSON.parse(serialiseJsonLd({ name: '</script>' }))).toEqual({ name: '</script>' })
  })
})

describe('offer words say only what the rule does', () => {
  const names = {
    salons: [
      { id: 1, names: ['Willow & Wren Riverside', 'Riverside'] },
      { id: 2, names: ['Willow & Wren High Street', 'High Street'] },
      { id: 3, names: ['Willow & Wren Academy', 'Academy'] },
    ],
    stylists: [
      { id: 10, salonId: 2, firstName: 'Zoe' },
      { id: 11, salonId: 1, firstName: 'Grace' },
    ],
  }
  const rule = (over: Partial<{ salonIds: number[]; stylistIds: number[] }> = {}) => ({
    salonIds: [],
    stylistIds: [],
    ...over,
  })

  it('refuses a salon the rule does not name, and a stylist it does not include', () => {
    expect(
      offerNamesProblem('with any stylist at Riverside or High Street', rule(), names),
    ).toMatch(/^“Riverside” is not in this offer’s rule: write \{where\}/)
    expect(offerNamesProblem('Book with Grace', rule({ stylistIds: [10] }), names)).toMatch(
      /^“Grace” is not in this offer’s rule: write \{with\}/,
    )
  })

  it("allows the rule's salons, its stylists and where they work; a name as an ordinary word", () => {
    expect(offerNamesProblem('at High Street', rule({ salonIds: [2] }), names)).toBeNull()
    expect(
      offerNamesProblem('Zoe, our newest at High Street', rule({ stylistIds: [10] }), names),
    ).toBeNull()
    expect(offerNamesProblem('say grace before dinner', rule(), names)).toBeNull()
    expect(offerNamesProblem('{saving} {with} {where}', rule(), names)).toBeNull()
  })

  it('fills {where}, {with} and {who} from the rule', () => {
    const cat = demoCatalogue()
    const zoe = stylistNamed(cat, 'Zoe')
    expect(
      offerScopeWords(cat, { salonIds: [], stylistIds: [], levelIds: [], audience: 'new' }),
    ).toEqual({
      where: 'at any of our salons',
      with: 'with any stylist',
      who: 'new clients',
    })
    const hers = offerScopeWords(cat, {
      salonIds: [],
      stylistIds: [zoe.id],
      levelIds: [],
      audience: 'everyone',
    })
    expect(hers.with).toBe(`with ${zoe.firstName}`)
    expect(hers.where).toBe(`at ${cat.salons.find((s) => s.id === zoe.salonId)!.shortName}`)
    expect(hers.who).toBe('everyone')
  })
})

// Price placeholders in page text ({from:mensCut}): filled from the quote module's "from", refused
// when unknown, and a typed "from £20" refused; the seeded pages keep to it.
import { describe, expect, it } from 'vitest'

import { formatGBP, fromPence } from '@/quote'
import { priceFromKeys, priceFromPence } from '@/quote/price-from'
import { demoCatalogue } from '@/quote/testing/demo-catalogue'
import { appPages, pages } from '@/seed/data/pages'

import {
  fillLexical,
  fillPlaceholders,
  lexicalText,
  namesAPrice,
  offerPlaceholderValues,
  offersNamed,
  offersShown,
  pricePlaceholderValues,
  typedPriceProblem,
  unknownPlaceholders,
  type PlaceholderValues,
} from './placeholders'

const cat = demoCatalogue()
const settingsValues = {
  brand: 'Willow & Wren',
  town: 'Ambleford',
} as PlaceholderValues
const values: PlaceholderValues = { ...settingsValues, ...pricePlaceholderValues(cat) }

/** Every string of a seeded value, rich text included (its text nodes are strings too). */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(strings)
        : []

describe('price placeholders', () => {
  it('fill with the lowest price the quote gives, as the price list shows it', () => {
    const mensCut = priceFromPence(cat, 'mensCut')
    const men = priceFromPence(cat, 'Men')
    expect(mensCut).not.toBeNull()
    expect(men).not.toBeNull()
    expect(fillPlaceholders("Men's cuts from {from:mensCut} at {brand}", values)).toBe(
      `Men's cuts from ${formatGBP(mensCut!)} at Willow & Wren`,
    )
    expect(fillPlaceholders('A men’s appointment from {from:Men}', values)).toBe(
      `A men’s appointment from ${formatGBP(men!)}`,
    )
  })

  it('work out a kind of service as its cheapest priced service, as the price list does', () => {
    const froms = cat.services
      .filter((s) => s.kind === 'mensCut' && s.pricePence > 0)
      .map((s) => fromPence(cat, s))
      .filter((p): p is number => p != null)
    expect(priceFromPence(cat, 'mensCut')).toBe(Math.min(...froms))
    // "None" (a price of nothing) is never the "from".
    expect(priceFromPence(cat, 'mensColour')).toBeGreaterThan(0)
  })

  it('give every key a price on the demo catalogue', () => {
    const filled = pricePlaceholderValues(cat)
    for (const key of priceFromKeys) expect(filled[`from:${key}`], key).toMatch(/^£\d/)
  })

  it('leave out a price that cannot be worked out, never showing the placeholder', () => {
    const noMen = { ...cat, services: cat.services.filter((s) => s.kind !== 'mensCut') }
    const v = { ...settingsValues, ...pricePlaceholderValues(noMen) }
    expect(fillPlaceholders('from {from:mensCut}.', v)).toBe('from .')
  })

  it('are known placeholders; a misspelt kind is not', () => {
    expect(unknownPlaceholders('{from:mensCut} {from:Men} {from:Colour} {brand}')).toEqual([])
    expect(unknownPlaceholders('{from:mensCuts} {from} {price}')).toEqual([
      'from:mensCuts',
      'from',
      'price',
    ])
    expect(fillPlaceholders('{from:mensCuts}', values)).toBe('{from:mensCuts}')
  })

  it('fill rich text too', () => {
    const doc = { root: { children: [{ type: 'text', text: 'Cuts from {from:mensCut}' }] } }
    expect(lexicalText(fillLexical(doc, values))).toBe(`Cuts from ${values['from:mensCut']}`)
  })

  it('are looked for only in pages that name one', () => {
    expect(namesAPrice(JSON.stringify({ text: 'from {from:Men}' }))).toBe(true)
    expect(namesAPrice(JSON.stringify({ text: 'from {brand}' }))).toBe(false)
  })
})

describe('typed "from" prices', () => {
  it('are refused, with the placeholders to write instead', () => {
    for (const typed of [
      'prices from around £20',
      'Men’s cuts from £8',
      'from about £ 15 for a cut',
      'From just £9.50',
    ])
      expect(typedPriceProblem(typed), typed).toContain('{from:mensCut}')
  })

  it('leave other money alone (a delivery threshold, a referral)', () => {
    expect(typedPriceProblem('delivery is free when you spend £40 or more')).toBeNull()
    expect(typedPriceProblem('Give £20 | Get £20')).toBeNull()
    expect(typedPriceProblem('Men’s cuts from {from:mensCut}')).toBeNull()
  })

  it('are not in the seeded pages, whose placeholders all exist', () => {
    const all = strings([pages, appPages])
    expect(all.filter((t) => unknownPlaceholders(t).length > 0)).toEqual([])
    expect(all.filter((t) => typedPriceProblem(t) != null)).toEqual([])
  })

  it('the men’s page names its prices through placeholders', () => {
    const men = pages.find((p) => p.slug === 'men')!
    const text = strings(men).join(' ')
    expect(text).toContain('{from:mensCut}')
    expect(men.hero?.actions).toContainEqual(
      expect.objectContaining({ path: '/prices/calculator?type=Men' }),
    )
  })
})

describe('{offer:…}: words that promise an offer follow it', () => {
  it('names offers, fills their saving and says whether each is on the site', () => {
    const text = 'Hair extensions: {offer:extensions} your first application'
    expect(offersNamed(text)).toEqual(['extensions'])
    expect(unknownPlaceholders(text)).toEqual([])
    expect(offersShown(text, {})).toBe(false)
    const values = offerPlaceholderValues([{ slug: 'extensions', facts: { saving: '20% off' } }])
    expect(offersShown(text, values)).toBe(true)
    expect(offersShown('No offer named here', {})).toBe(true)
  })

  it('refuses a saving typed instead of an offer placeholder, and a typed "from" price', () => {
    for (const typed of ['20% off your first visit', '£15 off a cut', '25 per cent off'])
      expect(typedPriceProblem(typed), typed).toMatch(/Please do not type a saving/)
    for (const fine of ['a 50% deposit', 'Give {referralFriend} off', '{offer:general} today'])
      expect(typedPriceProblem(fine), fine).toBeNull()
  })

  // Issue 45, item 8 (ADR 039): a name that is not a placeholder is refused whatever it is
  // written with, and the language's own object properties are never taken for one.
  it.each([
    '{from:__proto__}',
    '{from:constructor}',
    '{__proto__}',
    '{toString}',
    '{offer:__proto__}',
    '{from:mens_cut}',
  ])('refuses %s', (text) => {
    expect(unknownPlaceholders(`Cuts ${text}`)).toEqual([text.slice(1, -1)])
    expect(fillPlaceholders(`Cuts ${text}`, values)).toBe(`Cuts ${text}`)
  })
})

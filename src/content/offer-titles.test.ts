import { describe, expect, it } from 'vitest'

import type { OfferFacts } from '@/content/offers'
import { offerTitleForStaff } from './offer-titles'

const facts = (fromPence: number | null): OfferFacts => ({
  saving: '25% off',
  fromPence,
  fromHair: null,
  fromBySalon: [],
  never:
    fromPence == null ? 'Never applies: no quote the calculator gives qualifies for it.' : null,
  beaten: false,
  where: 'at High Street',
  with: 'with Zoe',
  who: 'new clients',
})
const offer = { code: 'WWZOE', endDate: '2027-03-31' }

describe('offerTitleForStaff', () => {
  it('fills a title as the site does when everything can be worked out', () => {
    expect(offerTitleForStaff('Meet Zoe: colour and cut from {from}', offer, facts(7800))).toBe(
      'Meet Zoe: colour and cut from £78',
    )
    expect(offerTitleForStaff('{saving} until {ends}', offer, facts(null))).toBe(
      '25% off until 31 March 2027',
    )
  })

  it('leaves out a price no quote reaches, with the word leading into it', () => {
    expect(offerTitleForStaff('Meet Zoe: colour and cut from {from}', offer, facts(null))).toBe(
      'Meet Zoe: colour and cut',
    )
    expect(
      offerTitleForStaff(
        'Colour and cut from {from} with Priya or Callum at High Street',
        offer,
        facts(null),
      ),
    ).toBe('Colour and cut with Priya or Callum at High Street')
    expect(offerTitleForStaff('{from} colour and cut: {saving}', offer, facts(null))).toBe(
      'Colour and cut: 25% off',
    )
    expect(offerTitleForStaff('Only {from}!', offer, facts(null))).toBe('Only!')
  })

  it('leaves out a code the offer does not have', () => {
    expect(
      offerTitleForStaff('{saving} with code {code}', { ...offer, code: null }, facts(null)),
    ).toBe('25% off')
  })

  it('never prints an empty placeholder, whatever the title', () => {
    for (const title of ['{from}', 'from {from}', 'a {from}, b {from} c', 'x ({from})'])
      expect(offerTitleForStaff(title, { ...offer, code: null }, facts(null))).not.toMatch(
        /\bfrom\s*$|\(\s*\)|\s,|^\s|\s$|\{/,
      )
  })
})

describe('offerTitleForStaff, the first letter', () => {
  it('capitalises only a title that began with the price left out', () => {
    const free = { ...facts(null), saving: 'a free gloss & tone' }
    expect(offerTitleForStaff('{saving} with code {code}', { ...offer, code: null }, free)).toBe(
      'a free gloss & tone',
    )
  })
})

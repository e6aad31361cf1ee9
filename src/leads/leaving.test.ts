// Clients holding a live quote with a stylist who has left, and whom the desk offers instead
// (ADR 032).
import { describe, expect, it } from 'vitest'

import { alternativesFor, isLiveQuote, leftText, quoteRunsUntil } from './leaving'

const SAVED = '2026-11-01T10:00:00.000Z'
const withOffer = (expires: string) => ({
  services: [],
  total: 148,
  regular: false,
  applied_offer: {
    id: 4,
    slug: 'zoe',
    title: 'Meet Zoe',
    code: 'WWZOE',
    benefit: { kind: 'percent', percent: 20 },
    saving_text: '20% off',
    saving: 29.6,
    after: 118.4,
    free: null,
    expires,
  },
})
const noOffer = { services: [], total: 148, regular: true, applied_offer: null }

describe('quoteRunsUntil', () => {
  it('is the end of her offer’s last day (UK), or 28 days after the quote without one', () => {
    // 30 November is in GMT: the day ends at midnight UTC.
    expect(quoteRunsUntil(withOffer('2026-11-30'), new Date(SAVED)).toISOString()).toBe(
      '2026-11-30T23:59:59.999Z',
    )
    expect(quoteRunsUntil(noOffer, new Date(SAVED)).toISOString()).toBe('2026-11-29T10:00:00.000Z')
  })

  it('keeps the days an older quote’s first-visit offer gave', () => {
    const legacy = {
      total: 100,
      regular: false,
      offer: { code: 'QG20', percentOff: 20, validDays: 10 },
    }
    expect(quoteRunsUntil(legacy, new Date(SAVED)).toISOString()).toBe('2026-11-11T10:00:00.000Z')
  })

  it('reads a snapshot it cannot make sense of as a quote without an offer', () => {
    for (const odd of [null, 'text', { applied_offer: { expires: 'soon' } }])
      expect(quoteRunsUntil(odd, new Date(SAVED)).toISOString()).toBe('2026-11-29T10:00:00.000Z')
  })
})

describe('isLiveQuote', () => {
  const live = { leadStatus: 'new', createdAt: SAVED, quote: withOffer('2026-11-30') }
  const during = new Date('2026-11-30T20:00:00Z')

  it('is live while new or contacted, not erased, and its promise has not run out', () => {
    expect(isLiveQuote(live, during)).toBe(true)
    expect(isLiveQuote({ ...live, leadStatus: 'contacted' }, during)).toBe(true)
  })

  it('is not once booked or not booked, erased, or run out', () => {
    expect(isLiveQuote({ ...live, leadStatus: 'booked' }, during)).toBe(false)
    expect(isLiveQuote({ ...live, leadStatus: 'not-booked' }, during)).toBe(false)
    expect(isLiveQuote({ ...live, erasedAt: '2026-11-20T10:00:00Z' }, during)).toBe(false)
    expect(isLiveQuote(live, new Date('2026-12-01T00:00:00Z'))).toBe(false)
    expect(isLiveQuote({ ...live, quote: noOffer }, new Date('2026-11-29T10:00:01Z'))).toBe(false)
  })
})

const stylist = (
  id: number,
  firstName: string,
  more: Partial<Parameters<typeof alternativesFor>[1][number]> = {},
) => ({
  id,
  firstName,
  salonId: 2,
  levelId: 5,
  hasLeft: false,
  acceptingNewClients: true,
  alternativeIds: [] as number[],
  ...more,
})

describe('alternativesFor', () => {
  const zoe = stylist(1, 'Zoe', { hasLeft: true, alternativeIds: [3, 2, 4] })
  const team = [
    zoe,
    stylist(2, 'Priya', { levelId: 6 }),
    stylist(3, 'Callum', { levelId: 6, acceptingNewClients: false }),
    stylist(4, 'Oscar', { hasLeft: true }),
    stylist(5, 'Ben'),
    stylist(6, 'Jade', { salonId: 1 }),
    stylist(7, 'Hollie', { acceptingNewClients: false }),
  ]
  const names = (list: { firstName: string }[]) => list.map((s) => s.firstName)

  it('offers the alternatives chosen on her profile who are still with us, in her order', () => {
    expect(names(alternativesFor(zoe, team, { regular: true }))).toEqual(['Callum', 'Priya'])
  })

  it('offers a new client only those taking new clients', () => {
    expect(names(alternativesFor(zoe, team, { regular: false }))).toEqual(['Priya'])
  })

  it('without chosen alternatives, her level at her salon, taking new clients', () => {
    const alone = { ...zoe, alternativeIds: [] }
    expect(names(alternativesFor(alone, team, { regular: true }))).toEqual(['Ben'])
    const gone = { ...zoe, alternativeIds: [4] }
    expect(names(alternativesFor(gone, team, { regular: false }))).toEqual(['Ben'])
    expect(alternativesFor({ ...alone, levelId: 9 }, team, { regular: true })).toEqual([])
  })
})

describe('leftText', () => {
  it('says who has left and whom to offer instead', () => {
    expect(leftText('Zoe', [{ firstName: 'Priya' }], 'High Street')).toBe(
      'Zoe has left: offer Priya',
    )
    expect(leftText('Zoe', [{ firstName: 'Priya' }, { firstName: 'Callum' }], null)).toBe(
      'Zoe has left: offer Priya or Callum',
    )
    expect(
      leftText(
        'Zoe',
        [{ firstName: 'Priya' }, { firstName: 'Callum' }, { firstName: 'Ben' }],
        null,
      ),
    ).toBe('Zoe has left: offer Priya, Callum or Ben')
  })

  it('with nobody to suggest, says to offer another stylist at her salon', () => {
    expect(leftText('Zoe', [], 'High Street')).toBe(
      'Zoe has left: offer another stylist at High Street',
    )
    expect(leftText('Zoe', [], null)).toBe('Zoe has left: offer another stylist')
  })
})

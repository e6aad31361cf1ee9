import { describe, expect, it } from 'vitest'

import { seriesLabels } from './aggregate'
import { bookedRate, conversion, type ConversionFact } from './conversion'

const aisha = { id: 14, name: 'Aisha Rahman' }
const grace = { id: 8, name: 'Grace Pemberton' }
const high = { id: 2, name: 'High Street' }
const mill = { id: 3, name: 'Mill Lane' }

const f = (patch: Partial<ConversionFact>): ConversionFact => ({
  serviceType: 'Colour',
  stylist: null,
  salon: high,
  leadStatus: 'new',
  totalPence: 5000,
  ...patch,
})

const facts: ConversionFact[] = [
  f({
    leadStatus: 'booked',
    stylist: aisha,
    offer: { key: 'QG20', label: 'QG20' },
    paidPence: 4000,
  }),
  f({ leadStatus: 'booked', stylist: aisha, salon: mill, totalPence: 12000 }),
  f({ leadStatus: 'not-booked', stylist: aisha }),
  f({ leadStatus: 'contacted', serviceType: 'Men', stylist: grace, salon: mill }),
  f({ leadStatus: 'booked', serviceType: 'Men', stylist: grace, salon: mill }),
  f({ serviceType: 'CuttingStyling' }),
  f({ serviceType: null, salon: null, leadStatus: 'not-booked' }),
]

describe('conversion', () => {
  const c = conversion(facts, seriesLabels)

  it('counts every status and the booked share of all quotes', () => {
    expect(c.all).toEqual({
      key: 'all',
      label: 'All quotes',
      quotes: 7,
      booked: 3,
      notBooked: 2,
      contacted: 1,
      waiting: 1,
      rate: 43,
      bookedPence: 5000 + 12000 + 5000,
      // What the clients pay: the QG20 quote's £50 is £40 after its offer.
      bookedPaidPence: 4000 + 12000 + 5000,
    })
  })

  it('adds up what the booked quotes were quoted at, and books by offer', () => {
    expect(c.bySalon.find((r) => r.label === 'Mill Lane')?.bookedPence).toBe(17000)
    expect(
      c.byOffer.map((r) => [r.label, r.quotes, r.booked, r.bookedPence, r.bookedPaidPence]),
    ).toEqual([
      ['No offer', 6, 2, 17000, 17000],
      ['QG20', 1, 1, 5000, 4000],
    ])
  })

  it('by service type, in the calculator’s order', () => {
    expect(c.byType.map((r) => [r.label, r.quotes, r.booked, r.rate])).toEqual([
      ['Colour', 3, 2, 67],
      ['Cutting & styling', 1, 0, 0],
      ["Men's", 2, 1, 50],
      ['Type not given', 1, 0, 0],
    ])
  })

  it('by stylist and by salon, most bookings first, quotes without one kept apart', () => {
    expect(c.byStylist.map((r) => [r.label, r.quotes, r.booked])).toEqual([
      ['Aisha Rahman', 3, 2],
      ['Grace Pemberton', 2, 1],
      ['No stylist (priced by level)', 2, 0],
    ])
    expect(c.bySalon.map((r) => [r.label, r.quotes, r.booked, r.rate])).toEqual([
      ['Mill Lane', 3, 2, 67],
      ['High Street', 3, 1, 33],
      ['Salon not given', 1, 0, 0],
    ])
  })

  it('is empty, with no rate, when there are no quotes', () => {
    const none = conversion([], seriesLabels)
    expect(none.all).toMatchObject({ quotes: 0, booked: 0, rate: null })
    expect(none.byType).toEqual([])
    expect(bookedRate(1, 3)).toBe(33)
  })
})

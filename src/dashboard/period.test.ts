import { describe, expect, it } from 'vitest'

import { monthRanges, parseWeeks } from './period'

describe('the CSV month shortcuts', () => {
  it('last month whole, this month to today, in London', () => {
    expect(monthRanges(new Date('2026-11-28T12:00:00Z'))).toEqual([
      {
        key: 'last',
        label: 'last month',
        name: 'October 2026',
        from: '2026-10-01',
        to: '2026-10-31',
      },
      {
        key: 'this',
        label: 'this month',
        name: 'November 2026',
        from: '2026-11-01',
        to: '2026-11-28',
      },
    ])
  })

  it('January looks back to December; a London midnight counts as the new day', () => {
    const [last, current] = monthRanges(new Date('2027-01-01T00:30:00Z'))
    expect(last).toMatchObject({ from: '2026-12-01', to: '2026-12-31', name: 'December 2026' })
    expect(current).toMatchObject({ from: '2027-01-01', to: '2027-01-01' })
    // 31 March 2027, 23:30 UTC is already 1 April in London (summer time).
    expect(monthRanges(new Date('2027-03-31T23:30:00Z'))[1]).toMatchObject({
      from: '2027-04-01',
      to: '2027-04-01',
    })
    expect(monthRanges(new Date('2028-03-10T12:00:00Z'))[0]).toMatchObject({ to: '2028-02-29' })
  })

  it('reads the period from the address, else the default', () => {
    expect(parseWeeks('4')).toBe(4)
    expect(parseWeeks('5')).toBe(12)
  })
})

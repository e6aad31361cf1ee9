import { describe, expect, it } from 'vitest'

import { appointmentMinutes, formatDuration } from './duration'
import { forHair } from './hair'
import { demoCatalogue, serviceNamed } from './testing/demo-catalogue'

describe('how long her appointment takes', () => {
  const cat = demoCatalogue()
  const band = (name: string, measure = 'length') =>
    cat.hairBands!.find((b) => b.name === name && b.measure === measure)!.id

  it('adds each service’s time and what her hair adds to it', () => {
    const names = ['Balayage — half head', 'Dry & style']
    const pick = (c: typeof cat) => names.map((n) => serviceNamed(c, n))
    expect(appointmentMinutes(pick(cat))).toBe(150 + 45)
    const long = forHair(cat, { length: band('Long'), thickness: band('Thick', 'thickness') })
    // Long balayage +30 min, thick +20 min.
    expect(appointmentMinutes(pick(long))).toBe(150 + 30 + 20 + 45)
    expect(formatDuration(245)).toBe('about 4 h')
  })

  it('says nothing when a service has no time, and a "None" takes none', () => {
    const balayage = serviceNamed(cat, 'Balayage — half head')
    expect(appointmentMinutes([{ ...balayage, minutes: null }])).toBeNull()
    expect(
      appointmentMinutes([balayage, { ...balayage, id: 999, pricePence: 0, minutes: null }]),
    ).toBe(150)
  })

  it.each([
    [10, 'about 15 min'],
    [45, 'about 45 min'],
    [60, 'about 1 h'],
    [67, 'about 1 h'],
    [68, 'about 1 h 15 min'],
    [210, 'about 3 h 30 min'],
  ])('%i minutes reads %s', (m, text) => expect(formatDuration(m)).toBe(text))
})

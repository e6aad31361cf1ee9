import { describe, expect, it } from 'vitest'

import { fillWith, offerNamesProblem, slugWithout, wordsWithout } from './offer-words'

const names = {
  salons: [
    { id: 1, names: ['Willow & Wren Riverside', 'Riverside'] },
    { id: 2, names: ['Willow & Wren High Street', 'High Street'] },
  ],
  stylists: [
    { id: 10, salonId: 2, firstName: 'Isla', lastName: 'Grant' },
    { id: 11, salonId: 1, firstName: 'Isla', lastName: 'McKenzie' },
    { id: 12, salonId: 1, firstName: 'Grace', lastName: 'Pemberton' },
    { id: 13, salonId: 1, firstName: 'Sana', lastName: 'Iqbal' },
  ],
}
const rule = (stylistIds: number[]) => ({ salonIds: [], stylistIds })

describe('offer words are checked by the people, not by first names (ADR 056)', () => {
  it('accepts a first name a stylist of the rule owns, even when another stylist shares it', () => {
    const isla = rule([10])
    expect(offerNamesProblem('15 % off balayage with Isla, new clients', isla, names)).toBeNull()
    expect(offerNamesProblem('Balayage with Isla Grant', isla, names)).toBeNull()
    // And the other way round: the rule names Isla McKenzie.
    expect(offerNamesProblem('Balayage with Isla', rule([11]), names)).toBeNull()
    expect(offerNamesProblem('Balayage with Isla Grant', rule([11]), names)).toMatch(
      /^“Isla Grant” is not in this offer’s rule/,
    )
    // Both in the rule: both names, and the first name, may be written.
    expect(offerNamesProblem('Isla Grant or Isla McKenzie', rule([10, 11]), names)).toBeNull()
  })

  it('refuses the full name of a stylist outside the rule, and a first name nobody in it has', () => {
    expect(offerNamesProblem('Balayage with Isla McKenzie', rule([10]), names)).toMatch(
      /^“Isla McKenzie” is not in this offer’s rule: write \{with\}/,
    )
    expect(offerNamesProblem('Balayage with Isla', rule([13]), names)).toMatch(
      /^“Isla” \(Isla Grant or Isla McKenzie\) is not in this offer’s rule: write \{with\}/,
    )
    expect(offerNamesProblem('Carry on with Sana and Grace', rule([13]), names)).toMatch(
      /^“Grace” \(Grace Pemberton\) is not in this offer’s rule: write \{with\}/,
    )
    expect(offerNamesProblem('Carry on with Sana', rule([13]), names)).toBeNull()
  })
})

describe('"with {with}" never says "with" twice', () => {
  it('fills {with} with its own "with"', () => {
    expect(fillWith('Balayage with {with}', 'with Sana or Jade')).toBe('Balayage with Sana or Jade')
    expect(fillWith('With {with}: 15% off', 'with Sana or Jade')).toBe('With Sana or Jade: 15% off')
    expect(fillWith('Balayage {with}', 'with Sana or Jade')).toBe('Balayage with Sana or Jade')
    expect(fillWith('Forthwith {with}', 'with Sana')).toBe('Forthwith with Sana')
  })
})

describe('an offer carrying on without her is reworded', () => {
  const leaving = {
    her: { firstName: 'Grace', lastName: 'Pemberton' },
    others: [
      { firstName: 'Sana', lastName: 'Iqbal' },
      { firstName: 'Jade', lastName: 'Okafor' },
    ],
  }
  it('takes her out of a list naming her with others, keeping its last word', () => {
    expect(wordsWithout('Sana, Grace and Jade', leaving)).toBe('Sana and Jade')
    expect(wordsWithout('Balayage with Grace Pemberton or Sana', leaving)).toBe(
      'Balayage with Sana',
    )
    expect(wordsWithout('Grace & Jade: colour for two', leaving)).toBe('Jade: colour for two')
    expect(wordsWithout('Sana, Jade or Grace', leaving)).toBe('Sana or Jade')
  })

  it('named alone, "with Grace" becomes "with {with}"; elsewhere the others', () => {
    expect(wordsWithout('Carry on with Grace', leaving)).toBe('Carry on with {with}')
    expect(wordsWithout('Grace’s favourite gloss', leaving)).toBe('Sana or Jade’s favourite gloss')
  })

  it('leaves words that do not name her as they are ("say grace")', () => {
    expect(wordsWithout('say grace before dinner, with Sana', leaving)).toBe(
      'say grace before dinner, with Sana',
    )
  })

  it('takes her out of the address, or says it does not name her', () => {
    expect(slugWithout('sana-grace-and-jade', leaving.her)).toBe('sana-and-jade')
    expect(slugWithout('balayage-with-sana-and-grace', leaving.her)).toBe('balayage-with-sana')
    expect(slugWithout('grace-pemberton-gloss', leaving.her)).toBe('gloss')
    expect(slugWithout('sana-and-jade', leaving.her)).toBeNull()
  })
})

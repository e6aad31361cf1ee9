// A stylist who leaves (ADR 032): the offers that name her, and what becomes of each.
import { describe, expect, it } from 'vitest'

import {
  leavingPlan,
  leavingProblem,
  offersNamingHer,
  parseLeavingChoices,
  withoutHer,
} from './stylist-leaving'

const NOW = new Date('2026-11-26T12:00:00Z')
const zoe = { id: 5, firstName: 'Zoe', hasLeft: false }
const grace = { id: 6, firstName: 'Grace', hasLeft: false }
const priya = { id: 7, firstName: 'Priya', hasLeft: false }
const oscar = { id: 8, firstName: 'Oscar', hasLeft: true }
const stylists = [zoe, grace, priya, oscar]

const offer = (id: number, title: string, stylistIds: number[], endDate = '2027-03-31') => ({
  id,
  title,
  stylistIds,
  endDate,
})

const offers = [
  offer(1, 'Meet Zoe', [5]),
  offer(2, 'Balayage season', [5, 6]),
  offer(3, 'Curls with Grace', [6]),
  offer(4, 'Zoe and Oscar', [8, 5]),
  offer(5, 'Last winter', [5, 6], '2026-02-28'),
  offer(6, 'Anyone', []),
  offer(7, 'Three of us', [7, 5, 6], '2026-11-26'),
]

describe('offersNamingHer', () => {
  it('lists the offers that name her and have not ended, with the others still here', () => {
    expect(offersNamingHer(offers, zoe.id, stylists, NOW)).toEqual([
      { id: 1, title: 'Meet Zoe', others: [], canCarryOn: false },
      { id: 2, title: 'Balayage season', others: ['Grace'], canCarryOn: true },
      // Oscar has left already: nobody is left to carry it on.
      { id: 4, title: 'Zoe and Oscar', others: [], canCarryOn: false },
      // Ends today (UK day): still running until midnight.
      { id: 7, title: 'Three of us', others: ['Priya', 'Grace'], canCarryOn: true },
    ])
  })

  it('names nothing for a stylist no offer names', () => {
    expect(offersNamingHer(offers, 99, stylists, NOW)).toEqual([])
  })
})

describe('parseLeavingChoices', () => {
  it('reads a choice per offer id, as the admin and the REST API send them', () => {
    expect(parseLeavingChoices({ '2': 'carry-on', 7: 'stop' })).toEqual({
      ok: true,
      choices: new Map([
        [2, 'carry-on'],
        [7, 'stop'],
      ]),
      words: new Map(),
    })
    for (const none of [undefined, null, {}])
      expect(parseLeavingChoices(none)).toEqual({
        ok: true,
        choices: new Map(),
        words: new Map(),
      })
  })

  it('reads the words she rewrote for an offer carried on, and only for one carried on', () => {
    expect(
      parseLeavingChoices({
        '2': { choice: 'carry-on', words: { summary: 'Balayage with Sana.' } },
        '7': { choice: 'stop', words: { title: 'Ignored' } },
      }),
    ).toEqual({
      ok: true,
      choices: new Map([
        [2, 'carry-on'],
        [7, 'stop'],
      ]),
      words: new Map([[2, { summary: 'Balayage with Sana.' }]]),
    })
  })

  it('refuses anything else, in salon words', () => {
    for (const bad of [
      'stop',
      [1],
      { '2': 'maybe' },
      { two: 'stop' },
      { '-1': 'stop' },
      { '2': { choice: 'carry-on', words: { code: 'FREE' } } },
      { '2': { choice: 'carry-on', words: { summary: 5 } } },
      { '2': { choice: 'carry-on', words: { summary: 'x'.repeat(5001) } } },
      { '2': { choice: 'carry-on', words: ['x'] } },
    ])
      expect(parseLeavingChoices(bad)).toEqual({
        ok: false,
        problem: expect.stringMatching(/^For each offer, choose /),
      })
  })
})

describe('leavingProblem', () => {
  const naming = offersNamingHer(offers, zoe.id, stylists, NOW)

  it('asks for a choice for every offer that could carry on, naming them', () => {
    expect(leavingProblem('Zoe', naming, new Map())).toBe(
      'Zoe is named by offers that also name others. Before she leaves, choose for each whether it stops or carries on without her: “Balayage season” (with Grace), “Three of us” (with Priya and Grace).',
    )
    expect(leavingProblem('Zoe', naming, new Map([[2, 'stop']]))).toContain('“Three of us”')
    expect(leavingProblem('Zoe', naming, new Map([[2, 'stop']]))).not.toContain('Balayage')
  })

  it('needs no choice for an offer only she could give: it stops', () => {
    const answered = new Map([
      [2, 'carry-on'],
      [7, 'stop'],
    ] as const)
    expect(leavingProblem('Zoe', naming, answered)).toBeNull()
    expect(leavingProblem('Zoe', naming, new Map([...answered, [1, 'stop']]))).toBeNull()
  })

  it('refuses carrying on an offer with nobody else to give it', () => {
    const answered = new Map([
      [1, 'carry-on'],
      [2, 'stop'],
      [7, 'stop'],
    ] as const)
    expect(leavingProblem('Zoe', naming, answered)).toBe(
      '“Meet Zoe” names nobody else who is still with us: it can only stop.',
    )
  })

  it('ignores choices for offers that do not name her', () => {
    const answered = new Map([
      [2, 'stop'],
      [7, 'stop'],
      [3, 'carry-on'],
    ] as const)
    expect(leavingProblem('Zoe', naming, answered)).toBeNull()
  })
})

describe('leavingPlan', () => {
  it('carries on the offers chosen so, and stops the rest', () => {
    const naming = offersNamingHer(offers, zoe.id, stylists, NOW)
    expect(
      leavingPlan(
        naming,
        new Map([
          [2, 'carry-on'],
          [7, 'stop'],
        ]),
      ),
    ).toEqual({ carryOn: [2], stop: [1, 4, 7] })
  })

  it('takes her off an offer’s stylists, keeping the others in order', () => {
    expect(withoutHer([7, 5, 6], 5)).toEqual([7, 6])
    expect(withoutHer([7, 6], 5)).toEqual([7, 6])
  })
})

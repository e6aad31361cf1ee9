import { describe, expect, it } from 'vitest'

import {
  ageText,
  countOf,
  lastNote,
  mailHref,
  stuckChannels,
  toDoBySalon,
  toDoTotals,
} from './to-do'

const salons = [
  { id: 1, name: 'Market Square' },
  { id: 2, name: 'High Street' },
]
const quote = (id: number, createdAt: string, salonId: number | null) => ({
  id,
  name: `Client ${id}`,
  mobile: '+447700900123',
  email: `c${id}@example.com`,
  createdAt,
  salonId,
  what: 'Colour · £81',
})

describe('toDoBySalon', () => {
  it('groups by salon in the salons’ order, newest first, every salon shown', () => {
    const groups = toDoBySalon({
      salons,
      quotes: [
        quote(3, '2026-11-25T10:00:00Z', 2),
        quote(1, '2026-11-20T10:00:00Z', 2),
        quote(2, '2026-11-24T09:00:00Z', 2),
      ],
      deliveries: [],
      applications: [],
    })
    expect(groups.map((g) => g.salonName)).toEqual(['Market Square', 'High Street'])
    expect(groups[0]!.quotes).toEqual([])
    expect(groups[1]!.quotes.map((q) => q.id)).toEqual([3, 2, 1])
  })

  it('puts records without a known salon under "No salon chosen", last, only when there are some', () => {
    const groups = toDoBySalon({
      salons,
      quotes: [quote(1, '2026-11-20T10:00:00Z', null), quote(2, '2026-11-21T10:00:00Z', 99)],
      deliveries: [],
      applications: [],
    })
    expect(groups.map((g) => g.salonName)).toEqual([
      'Market Square',
      'High Street',
      'No salon chosen',
    ])
    expect(groups[2]!.quotes.map((q) => q.id)).toEqual([2, 1])
    expect(
      toDoBySalon({ salons, quotes: [], deliveries: [], applications: [] }).map((g) => g.salonId),
    ).toEqual([1, 2])
  })

  it('shows one salon when asked, and every salon for an unknown one', () => {
    const input = {
      salons,
      quotes: [quote(1, '2026-11-20T10:00:00Z', 1), quote(2, '2026-11-20T11:00:00Z', 2)],
      deliveries: [],
      applications: [],
    }
    const one = toDoBySalon({ ...input, only: 2 })
    expect(one.map((g) => g.salonId)).toEqual([2])
    expect(toDoTotals(one)).toEqual({ quotes: 1, deliveries: 0, applications: 0, left: 0 })
    expect(toDoBySalon({ ...input, only: 7 }).map((g) => g.salonId)).toEqual([1, 2])
  })

  it('lists live quotes with a stylist who has left by salon, newest first, and counts them', () => {
    const left = (id: number, createdAt: string, salonId: number | null) => ({
      ...quote(id, createdAt, salonId),
      left: 'Zoe has left: offer Priya or Callum',
    })
    const groups = toDoBySalon({
      salons,
      quotes: [quote(1, '2026-11-20T10:00:00Z', 2)],
      deliveries: [],
      applications: [],
      left: [left(5, '2026-11-22T10:00:00Z', 2), left(4, '2026-11-21T10:00:00Z', 2)],
    })
    expect(groups[1]!.left.map((q) => q.id)).toEqual([5, 4])
    expect(groups[0]!.left).toEqual([])
    expect(countOf(groups[1]!)).toBe(3)
    expect(toDoTotals(groups)).toEqual({ quotes: 1, deliveries: 0, applications: 0, left: 2 })
  })
})

describe('lastNote', () => {
  it('is the latest entry with words, with who wrote it and when', () => {
    expect(
      lastNote([
        { at: '2026-11-24T10:14:00Z', byName: 'Sam Desk', note: 'Left voicemail' },
        { at: '2026-11-24T11:00:00Z', byName: 'Ola Owner', note: '  ' },
        { at: '2026-11-24T09:00:00Z', byName: null, note: null },
      ]),
    ).toEqual({ text: 'Left voicemail', at: '2026-11-24T10:14:00Z', by: 'Sam Desk' })
    expect(lastNote([{ at: '2026-11-24T10:14:00Z', byName: '', note: 'Texted her' }])).toEqual({
      text: 'Texted her',
      at: '2026-11-24T10:14:00Z',
      by: null,
    })
    // With the account she wrote it from (ADR 041).
    expect(
      lastNote([
        { at: '2026-11-24T10:14:00Z', byName: 'Sam Desk', byEmail: 'sam@x.example', note: 'Hi' },
      ]),
    ).toEqual({ text: 'Hi', at: '2026-11-24T10:14:00Z', by: 'Sam Desk (sam@x.example)' })
    expect(lastNote([])).toBeNull()
    expect(lastNote(null)).toBeNull()
  })
})

describe('contact links', () => {
  it('calls the number as saved and mails with a subject', () => {
    expect(mailHref('jo@example.com', 'Your quote')).toBe(
      'mailto:jo@example.com?subject=Your%20quote',
    )
    expect(mailHref('not an address', 'x')).toBeNull()
    expect(mailHref(null, 'x')).toBeNull()
  })
})

describe('ageText', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  it.each([
    ['2026-11-26T11:59:30Z', 'just now'],
    ['2026-11-26T11:59:00Z', '1 minute ago'],
    ['2026-11-26T11:35:00Z', '25 minutes ago'],
    ['2026-11-26T11:00:00Z', '1 hour ago'],
    ['2026-11-26T09:00:00Z', '3 hours ago'],
    ['2026-11-25T11:00:00Z', 'yesterday'],
    ['2026-11-22T11:00:00Z', '4 days ago'],
    ['2026-11-26T12:05:00Z', 'just now'],
  ])('%s → %s', (at, text) => expect(ageText(at, now)).toBe(text))
})

describe('stuckChannels', () => {
  const failed = (s: string | null | undefined) => s === 'failed'
  it('names the stuck messages', () => {
    expect(stuckChannels({ email: 'failed', sms: 'sent' }, failed)).toBe('e-mail')
    expect(stuckChannels({ email: 'sent', sms: 'failed' }, failed)).toBe('text')
    expect(stuckChannels({ email: 'failed', sms: 'failed' }, failed)).toBe('e-mail and text')
    expect(stuckChannels({ email: 'sent', sms: 'sent' }, failed)).toBe('')
  })
})

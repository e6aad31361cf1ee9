import { describe, expect, it } from 'vitest'

import {
  BACK_TO_NEW,
  cleanNote,
  describeEntry,
  leadChangeProblem,
  leadEntry,
  leadStatusValues,
  type LeadStatus,
} from './status'

const at = new Date('2026-11-23T10:15:00Z')
const frontDesk = { id: 3, name: 'Fran Desk', email: 'frontdesk@example.com' }

describe('leadChangeProblem', () => {
  const worked: LeadStatus[] = ['contacted', 'booked', 'not-booked']
  it('lets a new quote move to any status', () => {
    for (const to of leadStatusValues) expect(leadChangeProblem('new', to)).toBeNull()
  })

  it('moves freely between contacted, booked and not booked', () => {
    for (const from of worked)
      for (const to of worked) expect(leadChangeProblem(from, to), `${from} → ${to}`).toBeNull()
  })

  it('never goes back to New once someone has worked on the quote', () => {
    for (const from of worked) expect(leadChangeProblem(from, 'new')).toBe(BACK_TO_NEW)
  })
})

describe('leadEntry', () => {
  it('records a status change with who and when', () => {
    expect(leadEntry({ from: 'new', to: 'contacted', note: '', at, user: frontDesk })).toEqual({
      at: '2026-11-23T10:15:00.000Z',
      by: 3,
      byName: 'Fran Desk',
      byEmail: 'frontdesk@example.com',
      from: 'new',
      to: 'contacted',
      note: null,
    })
  })

  it('records a note on its own, tidied', () => {
    expect(
      leadEntry({
        from: 'contacted',
        to: 'contacted',
        note: '  Left a voicemail\r\nCall after 5  ',
        at,
        user: { id: 4, email: 'manager@example.com' },
      }),
    ).toMatchObject({
      byName: 'manager@example.com',
      byEmail: 'manager@example.com',
      note: 'Left a voicemail\nCall after 5',
    })
  })

  it('adds nothing when nothing changed', () => {
    expect(leadEntry({ from: 'booked', to: 'booked', note: '   ', at, user: frontDesk })).toBeNull()
    expect(leadEntry({ from: 'new', to: 'new', note: undefined, at, user: null })).toBeNull()
  })

  it('names the system when no one is signed in (a script or the seed)', () => {
    expect(leadEntry({ from: 'new', to: 'booked', note: null, at, user: null })?.byName).toBe(
      'System',
    )
  })
})

describe('describeEntry and cleanNote', () => {
  it('say what happened in words', () => {
    expect(describeEntry({ from: 'contacted', to: 'not-booked' })).toBe('Contacted → Not booked')
    expect(describeEntry({ from: 'booked', to: 'booked' })).toBe('Note')
    expect(cleanNote(42)).toBeNull()
  })
})

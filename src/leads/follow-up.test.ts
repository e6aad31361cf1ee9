import { describe, expect, it } from 'vitest'

import { followUpBody, followUpProblem, FOLLOW_UP_MESSAGES, statusAfter } from './follow-up'
import { NOTE_MAX } from './status'

describe('followUpBody', () => {
  it('takes a status with or without a note, and a note alone', () => {
    expect(followUpBody.parse({ action: 'contacted' })).toEqual({ action: 'contacted' })
    expect(followUpBody.parse({ action: 'booked', note: 'Tue 10am' }).note).toBe('Tue 10am')
    expect(followUpBody.parse({ action: 'note', note: 'Left a voicemail' }).action).toBe('note')
  })
  it('answers bad input in the desk’s words', () => {
    expect(followUpProblem({ action: 'new' })).toBe(FOLLOW_UP_MESSAGES.action)
    expect(followUpProblem({})).toBe(FOLLOW_UP_MESSAGES.action)
    expect(followUpProblem({ action: 'note', note: '  ' })).toBe(FOLLOW_UP_MESSAGES.noteMissing)
    expect(followUpProblem({ action: 'note' })).toBe(FOLLOW_UP_MESSAGES.noteMissing)
    expect(followUpProblem({ action: 'contacted', note: 'x'.repeat(NOTE_MAX + 1) })).toBe(
      FOLLOW_UP_MESSAGES.noteTooLong,
    )
    expect(followUpProblem({ action: 'contacted', note: 3 })).toBe(FOLLOW_UP_MESSAGES.notRead)
    expect(followUpProblem({ action: 'contacted', leadStatus: 'new' })).not.toBeNull()
    expect(followUpProblem('contacted')).not.toBeNull()
  })
  it('keeps the status for a note alone', () => {
    expect(statusAfter('note', 'contacted')).toBe('contacted')
    expect(statusAfter('booked', 'new')).toBe('booked')
  })
})

import { describe, expect, it } from 'vitest'

import {
  act,
  confirmationMoves,
  confirmationStates,
  hasLapsed,
  holdsUntil,
  newConfirmation,
  readyToBook,
  skinTestNeeded,
  type ConfirmationAction,
} from './confirmation'

const at = (iso: string) => new Date(iso)
const actions = Object.keys(confirmationMoves) as ConfirmationAction[]
/** A request as she sends it: a draft, sent. */
const sentRequest = () => {
  const res = act(newConfirmation(), 'send', 'the client', at('2026-12-03T09:00:00Z'), 0)
  if (!res.ok) throw new Error(res.message)
  return res.record
}

describe('a request’s states', () => {
  it('draft → waiting → a question → waiting → confirmed, each step one revision on', () => {
    expect(newConfirmation().state).toBe('draft')
    let r = sentRequest()
    expect([r.state, r.revision]).toEqual(['waiting', 1])
    for (const [action, state] of [
      ['ask', 'question'],
      ['answer', 'waiting'],
      ['adjust', 'confirmed'],
    ] as const) {
      const res = act(r, action, 'Zoe Hart', at('2026-12-03T10:00:00Z'), r.revision)
      expect(res.ok, action).toBe(true)
      if (!res.ok) return
      expect(res.record.state).toBe(state)
      expect(res.record.revision).toBe(r.revision + 1)
      r = res.record
    }
    expect(r.history.map((e) => e.action)).toEqual(['send', 'ask', 'answer', 'adjust'])
    expect(r.confirmedAt).toEqual(at('2026-12-03T10:00:00Z'))
  })

  it('every state is reached by some action, and every action leads somewhere allowed', () => {
    const reached = new Set(['draft', ...actions.map((a) => confirmationMoves[a].to)])
    expect([...reached].sort()).toEqual([...confirmationStates].sort())
    for (const a of actions)
      for (const from of confirmationMoves[a].from) expect(confirmationStates).toContain(from)
  })

  it('an action its state does not allow is refused in salon words, and nothing changes', () => {
    const r = sentRequest()
    const res = act(r, 'expire', 'the retention job', at('2026-12-03T10:00:00Z'), 1)
    expect(res).toEqual({
      ok: false,
      reason: 'not-now',
      message: 'This request is “Waiting to be confirmed”: it cannot be expired now.',
    })
  })
})

describe('two staff at once', () => {
  it('the second is refused and told what the first did, and when', () => {
    const opened = sentRequest()
    const first = act(opened, 'confirm', 'Zoe Hart', at('2026-12-03T10:42:00Z'), opened.revision)
    expect(first.ok).toBe(true)
    if (!first.ok) return
    const second = act(first.record, 'adjust', 'Sana Malik', at('2026-12-03T10:43:00Z'), 1)
    expect(second.ok).toBe(false)
    if (second.ok) return
    expect(second.reason).toBe('stale')
    expect(second.message).toBe(
      'Zoe Hart confirmed it as it was (Thu 3 Dec, 10:42). The request now reads “Confirmed”.',
    )
  })
})

describe('how long a confirmed price holds', () => {
  const confirmed = (iso: string) => ({
    ...newConfirmation(),
    state: 'confirmed' as const,
    revision: 1,
    confirmedAt: at(iso),
  })

  it('four weeks to the minute', () => {
    expect(holdsUntil(at('2026-12-03T10:00:00Z'))).toEqual(at('2026-12-31T10:00:00Z'))
    const r = confirmed('2026-12-03T10:00:00Z')
    expect(hasLapsed(r, at('2026-12-31T10:00:00Z'))).toBe(false)
    expect(hasLapsed(r, at('2026-12-31T10:00:01Z'))).toBe(true)
  })

  it('ready to book only when confirmed, holding, and any skin test needed is booked', () => {
    const r = confirmed('2026-12-03T10:00:00Z')
    const now = at('2026-12-10T09:00:00Z')
    expect(readyToBook(r, now, { needed: false, booked: false })).toBe(true)
    expect(readyToBook(r, now, { needed: true, booked: false })).toBe(false)
    expect(readyToBook(r, now, { needed: true, booked: true })).toBe(true)
    expect(readyToBook(r, at('2027-01-01T00:00:00Z'), { needed: false, booked: false })).toBe(false)
    expect(readyToBook(newConfirmation(), now, { needed: false, booked: false })).toBe(false)
  })

  it('a skin test is needed for colour on her skin unless she had one with us in six months', () => {
    expect(skinTestNeeded(true, 'never')).toBe(true)
    expect(skinTestNeeded(true, 'longer-ago')).toBe(true)
    expect(skinTestNeeded(true, 'within-6-months')).toBe(false)
    expect(skinTestNeeded(false, 'never')).toBe(false)
  })
})

describe('the salon’s promise', () => {
  it('one working day, a Sunday not counted; only a waiting request is late', async () => {
    const { answerDueBy, waitingTooLong, waitedFor } = await import('./confirmation')
    // Saturday 10:00 → due Monday 10:00.
    expect(answerDueBy(at('2026-12-05T10:00:00Z')).toISOString()).toBe('2026-12-07T10:00:00.000Z')
    const sent = at('2026-12-03T10:00:00Z')
    expect(waitingTooLong('waiting', sent, at('2026-12-04T09:59:00Z'))).toBe(false)
    expect(waitingTooLong('waiting', sent, at('2026-12-04T10:01:00Z'))).toBe(true)
    expect(waitingTooLong('question', sent, at('2026-12-09T10:01:00Z'))).toBe(false)
    expect(waitedFor(sent, at('2026-12-03T13:10:00Z'))).toBe('3 h')
    expect(waitedFor(sent, at('2026-12-06T10:00:00Z'))).toBe('3 days')
  })
})

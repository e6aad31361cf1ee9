import { describe, expect, it } from 'vitest'

import { publishStateWords } from './publish-state'

const now = new Date('2026-12-01T12:00:00Z')
const at = new Date('2026-12-02T09:00:00Z')

describe('"On the site" in a list', () => {
  it('says when a draft is scheduled to go live, not "Draft"', () => {
    expect(publishStateWords('draft', [{ type: 'publish', at }], now)).toBe(
      'Scheduled for 2 Dec, 09:00',
    )
  })

  it('takes the soonest of several schedules, and names another year', () => {
    const later = new Date('2027-01-04T10:30:00Z')
    expect(
      publishStateWords(
        'draft',
        [
          { type: 'publish', at: later },
          { type: 'publish', at: new Date('2027-01-02T09:00:00Z') },
        ],
        now,
      ),
    ).toBe('Scheduled for 2 Jan 2027, 09:00')
  })

  it('in British summer time, in UK hours', () => {
    expect(
      publishStateWords('draft', [{ type: 'publish', at: new Date('2027-06-01T08:00:00Z') }], now),
    ).toBe('Scheduled for 1 Jun 2027, 09:00')
  })

  it('says what a published item will do, and what a plain one is', () => {
    expect(publishStateWords('published', [{ type: 'unpublish', at }], now)).toBe(
      'On the site until 2 Dec, 09:00',
    )
    expect(publishStateWords('published', [{ type: 'publish', at }], now)).toBe(
      'On the site · changes scheduled for 2 Dec, 09:00',
    )
    expect(publishStateWords('published', [], now)).toBe('On the site')
    expect(publishStateWords('draft', [], now)).toBe('Draft')
    expect(publishStateWords(undefined, [], now)).toBe('Draft')
  })
})

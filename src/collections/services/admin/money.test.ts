import { describe, expect, it } from 'vitest'

import { readPounds, showPounds } from './money'

describe('money in the admin', () => {
  it('shows pounds as staff read them', () => {
    expect(showPounds(49.5)).toBe('£49.50')
    expect(showPounds(33)).toBe('£33')
    expect(showPounds(1049.5)).toBe('£1,049.50')
    expect(showPounds(null)).toBe('')
  })

  it('reads what staff type', () => {
    expect(readPounds('49.5')).toBe(49.5)
    expect(readPounds('£1,049.50')).toBe(1049.5)
    expect(readPounds(' 33 ')).toBe(33)
    expect(readPounds('')).toBeNull()
    expect(readPounds('49.505')).toBeUndefined()
    expect(readPounds('forty')).toBeUndefined()
  })
})

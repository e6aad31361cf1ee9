import { describe, expect, it } from 'vitest'

import { textSubject } from './hooks'

describe('textSubject', () => {
  it('names a text by its first words, on one line', () => {
    expect(textSubject('Hi Hattie,\nyour quote is £48.')).toBe(
      'Text: Hi Hattie, your quote is £48.',
    )
    const long = textSubject(`Hi Hattie, ${'your Willow & Wren quote '.repeat(5)}`)
    expect(long.startsWith('Text: Hi Hattie, your Willow & Wren quote')).toBe(true)
    expect(long.endsWith('…')).toBe(true)
    expect(long.length).toBeLessThanOrEqual(6 + 60)
  })
})

import { describe, expect, it } from 'vitest'

import { truncate } from './text'

describe('truncate', () => {
  it('leaves text within the limit whole, with its spaces tidied', () => {
    expect(truncate('  Short   and\nsweet ', 20)).toBe('Short and sweet')
    expect(truncate('Exactly ten', 11)).toBe('Exactly ten')
  })

  it('cuts between words, never inside one', () => {
    // 'To c...' was the teaser's ending when the cut fell inside a word.
    const body = 'Our new colour bar opens on Monday. To celebrate, every gloss is half price'
    const out = truncate(body, 40)
    expect(out).toBe('Our new colour bar opens on Monday. To...')
    expect(out).not.toMatch(/\bc\.\.\.$/)
  })

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncate('one two three four', 7)).toBe('one two...')
  })

  it('never goes over the limit, dots aside', () => {
    const body = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor'
    for (let max = 5; max < body.length; max++) {
      const out = truncate(body, max)
      expect(out.endsWith('...')).toBe(true)
      expect(out.length - 3).toBeLessThanOrEqual(max)
      // Every word kept is a whole word of the text.
      const whole = body.split(' ').map((x) => x.replace(/,$/, ''))
      for (const w of out.slice(0, -3).split(' ')) expect(whole).toContain(w.replace(/,$/, ''))
    }
  })

  it('drops punctuation left dangling before the dots', () => {
    expect(truncate('Cut, colour, and a blow-dry for everyone', 12)).toBe('Cut, colour...')
    expect(truncate('Book now – only two chairs left', 10)).toBe('Book now...')
  })

  it('cuts a single word longer than the limit hard', () => {
    expect(truncate('Supercalifragilistic', 5)).toBe('Super...')
  })
})

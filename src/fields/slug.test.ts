import { describe, expect, it } from 'vitest'

import { slugField, toSlug } from './slug'

const fill = (data: Record<string, unknown>, value?: string) => {
  const hook = slugField('title').hooks!.beforeValidate![0]!
  return hook({ value, data } as never)
}

describe('slugs', () => {
  it('are lower-case words joined by hyphens', () => {
    expect(toSlug('Priya & Callum: Colour café')).toBe('priya-and-callum-colour-cafe')
  })

  it("leave out an offer's placeholders, which are filled in on the page, not in its address", () => {
    expect(fill({ title: 'January balayage: {saving} any balayage' })).toBe(
      'january-balayage-any-balayage',
    )
    expect(fill({ title: '{saving} your first visit' })).toBe('your-first-visit')
    expect(fill({ title: 'Colour and cut from {from}' })).toBe('colour-and-cut-from')
  })

  it('keep what staff typed themselves', () => {
    expect(fill({ title: '{saving} your first visit' }, 'First Visit')).toBe('first-visit')
  })
})

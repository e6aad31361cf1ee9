import { describe, expect, it } from 'vitest'

import { bioOtherLevels, levelsNamed } from './bio-level'

const levels = ['New Starter', 'Junior Stylist', 'Stylist', 'Senior Stylist', 'Advanced Senior']

describe('bio and level', () => {
  it('finds the longest level name: "Junior Stylist" is not "Stylist"', () => {
    expect(levelsNamed('Ben is a Junior Stylist at High Street.', levels)).toEqual([
      'Junior Stylist',
    ])
  })

  it('warns when the bio names another level than hers', () => {
    expect(bioOtherLevels(['Ben is a Junior Stylist.', null], levels, 'Stylist')).toEqual([
      'Junior Stylist',
    ])
    expect(bioOtherLevels(['Ben is a Stylist.'], levels, 'Stylist')).toEqual([])
  })

  it('reads the word as a title only: "a stylist who loves colour" names no level', () => {
    expect(bioOtherLevels(['A stylist who loves colour.'], levels, 'Senior Stylist')).toEqual([])
  })

  it('needs whole words, and copes with no levels or no bio', () => {
    expect(levelsNamed('Stylists all', levels)).toEqual([])
    expect(bioOtherLevels([], levels, 'Stylist')).toEqual([])
    expect(bioOtherLevels(['Ben is a Stylist.'], [], null)).toEqual([])
  })
})

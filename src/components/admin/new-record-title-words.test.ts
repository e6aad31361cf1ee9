import { describe, expect, it } from 'vitest'

import { newRecordTitle } from './new-record-title-words'

describe('the title of a new record', () => {
  it('says what it is while it has no name', () => {
    expect(newRecordTitle('Stylist', undefined, '[Untitled]')).toBe('New stylist')
    expect(newRecordTitle('Price change', null, '')).toBe('New price change')
    expect(newRecordTitle('FAQ', undefined, undefined)).toBe('New FAQ')
  })
  it('keeps her typed name and a saved record’s own title', () => {
    expect(newRecordTitle('Stylist', undefined, 'Isla Grant')).toBeNull()
    expect(newRecordTitle('Stylist', 12, '[Untitled]')).toBeNull()
    expect(newRecordTitle('', undefined, '[Untitled]')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import { formatPhone, phoneHref } from './phone'

describe('formatPhone', () => {
  it('writes a UK mobile as staff read it, however it was typed', () => {
    for (const v of [
      '+447700900188',
      '07700900188',
      '07700 900 188',
      '+44 7700 900188',
      '0044 7700900188',
    ])
      expect(formatPhone(v)).toBe('07700 900188')
  })
  it('leaves other numbers as given, and nothing as empty', () => {
    expect(formatPhone(' +33 1 23 45 67 89 ')).toBe('+33 1 23 45 67 89')
    expect(formatPhone(null)).toBe('')
  })
})

describe('phoneHref', () => {
  it('dials in international form', () => {
    expect(phoneHref('+447700900188')).toBe('tel:+447700900188')
    expect(phoneHref('07700 900188')).toBe('tel:+447700900188')
    expect(phoneHref('0044 7700 900188')).toBe('tel:+447700900188')
    expect(phoneHref('(0161) 496-0000')).toBe('tel:+441614960000')
  })
  it('offers no link for what cannot be dialled', () => {
    expect(phoneHref(null)).toBeNull()
    expect(phoneHref('')).toBeNull()
    expect(phoneHref('call me')).toBeNull()
    expect(phoneHref('123')).toBeNull()
    expect(phoneHref('javascript:alert(1)')).toBeNull()
  })
})

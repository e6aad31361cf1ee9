import { describe, expect, it } from 'vitest'

import {
  DEMO_PASSWORD_DEFAULT,
  demoPasswordsAllowed,
  isDemoMode,
  staffPasswordProblem,
} from './passwords'

describe('staff passwords', () => {
  it('accepts long, uncommon passwords', () => {
    for (const p of [
      'correct horse battery',
      'Tulip-Harbour-42-Kettle',
      'mývatn jökull snæ',
      'x7#Lq9!vR2@m',
    ])
      expect(staffPasswordProblem(p), p).toBeNull()
  })

  it('refuses short ones (counted in characters, not bytes)', () => {
    expect(staffPasswordProblem('short-pass1')).toMatch(/at least 12 characters/)
    expect(staffPasswordProblem('éééééééééé1')).toMatch(/at least 12/)
    expect(staffPasswordProblem('')).toBe('Enter a password.')
    expect(staffPasswordProblem(undefined)).toBe('Enter a password.')
  })

  it('refuses the passwords guessing tools try first, padded or not', () => {
    for (const p of [
      'password1234',
      'Password1234',
      'qwertyuiop123',
      '123456789012',
      'Password2024!!',
      '!!qwerty12345',
      'Welcome123456',
      'Willow2026!!!',
      'aaaaaaaaaaaaaa',
      '121212121212',
    ])
      expect(staffPasswordProblem(p), p).not.toBeNull()
  })

  it('refuses the public demo password unless the demo allows it', () => {
    expect(staffPasswordProblem(DEMO_PASSWORD_DEFAULT)).toMatch(/demo password/)
    expect(staffPasswordProblem(DEMO_PASSWORD_DEFAULT, { allowDemo: true })).toBeNull()
  })

  it('allows demo passwords only outside production or with DEMO_MODE=1', () => {
    expect(demoPasswordsAllowed({ NODE_ENV: 'production' })).toBe(false)
    expect(demoPasswordsAllowed({ NODE_ENV: 'production', DEMO_MODE: '1' })).toBe(true)
    expect(demoPasswordsAllowed({ NODE_ENV: 'development' })).toBe(true)
    expect(demoPasswordsAllowed({ NODE_ENV: 'test' })).toBe(true)
    expect(isDemoMode({ DEMO_MODE: '0' })).toBe(false)
  })
})

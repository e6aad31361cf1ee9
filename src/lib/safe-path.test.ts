import { describe, expect, it } from 'vitest'

import { sameSitePath } from './safe-path'

describe('sameSitePath', () => {
  it('keeps paths on this site, with their query and fragment', () => {
    expect(sameSitePath('/blog/hello')).toBe('/blog/hello')
    expect(sameSitePath('/offers?x=1#top')).toBe('/offers?x=1#top')
    expect(sameSitePath('/a/../b')).toBe('/b')
  })

  it.each([
    ['/\\evil.example/phish'], // /%5Cevil.example/phish once decoded
    ['/\t/evil.example'], // /%09/evil.example
    ['/\n/evil.example'],
    ['//evil.example'],
    ['/.//evil.example'],
    ['/%2e//evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
  ])('sends %j home instead of off the site', (to) => {
    expect(sameSitePath(to)).toBe('/')
  })

  it('falls back when there is nothing', () => {
    expect(sameSitePath(null)).toBe('/')
    expect(sameSitePath(undefined, '/blog')).toBe('/blog')
  })
})

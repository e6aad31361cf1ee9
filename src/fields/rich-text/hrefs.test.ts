import { describe, expect, it } from 'vitest'

import { hrefProblem, isSafeHref, isSitePath } from './hrefs'

describe('where a link in rich text may point', () => {
  it.each([
    'https://example.com',
    'https://book.example.com/salon?x=1#top',
    'mailto:hello@example.com',
    'mailto:{contactEmail}',
    'tel:+447700900123',
    '/prices',
    '/blog/allergy-alert-test#how',
    '#faq',
  ])('allows %s', (url) => {
    expect(hrefProblem(url)).toBeNull()
  })

  it.each([
    ['javascript:alert(1)', /not allowed/],
    ['JAVASCRIPT:alert(1)', /not allowed/],
    [' javascript:alert(1)', /spaces or characters/],
    ['java\tscript:alert(1)', /spaces or characters/],
    ['java\nscript:alert(1)', /spaces or characters/],
    ['data:text/html,hi', /not allowed/],
    ['vbscript:x', /not allowed/],
    ['http://example.com', /not allowed/],
    ['ftp://example.com', /not allowed/],
    ['//evil.example', /not a path on this site/],
    ['/\\evil.example', /spaces or characters/],
    ['https://', /not a full https/],
    ['https://user:pw@example.com', /not a full https/],
    ['https://exa mple.com', /spaces or characters/],
    ['/x" onmouseover="alert(1)', /spaces or characters/],
    ['prices', /not allowed/],
    ['mailto:', /has no address/],
    ['#', /has no address/],
    ['', /has no address/],
  ])('refuses %j', (url, message) => {
    expect(hrefProblem(url)).toMatch(message)
    expect(isSafeHref(url)).toBe(false)
  })

  it('refuses what is not text', () => {
    expect(isSafeHref(null)).toBe(false)
    expect(isSafeHref({ url: '/x' })).toBe(false)
  })

  it('takes only paths of this site as image addresses', () => {
    expect(isSitePath('/cms-api/media/file/a.webp')).toBe(true)
    expect(isSitePath('https://example.com/a.webp')).toBe(false)
    expect(isSitePath('//example.com/a.webp')).toBe(false)
    expect(isSitePath('javascript:alert(1)')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'

import { mobileSearchTerm, normaliseQuoteWhere, quoteLinkTerm, searchTermFor } from './search'

describe('mobileSearchTerm', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['0044-7700-900-123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['(07700) 900 123', '+447700900123'],
    ['07700.900.123', '+447700900123'],
    ['  07700 900123  ', '+447700900123'],
  ])('reads a whole number %j as %s', (typed, stored) => {
    expect(mobileSearchTerm(typed)).toBe(stored)
  })

  it.each([
    ['0770 09', '+4477009'],
    ['+44 77', '+4477'],
    ['900 123', '900123'],
    ['123', '123'],
  ])('reads part of a number %j as the part of an E.164 number %s', (typed, part) => {
    expect(mobileSearchTerm(typed)).toBe(part)
  })

  it.each(['Jo Tester', 'jo@example.com', 'AbC123xyz', '', '+', '07700 90012a'])(
    'leaves %j alone: not a number',
    (typed) => {
      expect(mobileSearchTerm(typed)).toBeNull()
    },
  )
})

describe('quoteLinkTerm', () => {
  it.each([
    ['https://salon.test/quote/AbC123_-x', 'AbC123_-x'],
    ['http://localhost:3000/quote/AbC123?utm=sms', 'AbC123'],
    ['/quote/AbC123/', 'AbC123'],
    ['salon.test/quote/Ab%2DC#top', 'Ab-C'],
  ])('takes the link out of %j', (typed, link) => {
    expect(quoteLinkTerm(typed)).toBe(link)
  })

  it('is null for anything else', () => {
    expect(quoteLinkTerm('AbC123')).toBeNull()
    expect(quoteLinkTerm('https://salon.test/prices')).toBeNull()
  })
})

describe('searchTermFor', () => {
  it('rewrites only the mobile and link fields', () => {
    expect(searchTermFor('mobile', '07700 900123')).toBe('+447700900123')
    expect(searchTermFor('link', 'https://salon.test/quote/AbC')).toBe('AbC')
    expect(searchTermFor('link', ' AbC ')).toBe('AbC')
    expect(searchTermFor('name', '07700 900123')).toBe('07700 900123')
    expect(searchTermFor('mobile', 'Jo Tester')).toBe('Jo Tester')
  })
})

describe('normaliseQuoteWhere', () => {
  it("rewrites the admin list's search and keeps every other condition", () => {
    // The shape Payload's list view builds: filters AND (search in each field).
    const where = {
      and: [
        { leadStatus: { equals: 'new' } },
        {
          or: [
            { name: { like: '07700 900123' } },
            { email: { like: '07700 900123' } },
            { mobile: { like: '07700 900123' } },
            { link: { like: '07700 900123' } },
          ],
        },
      ],
    }
    expect(normaliseQuoteWhere(where)).toEqual({
      and: [
        { leadStatus: { equals: 'new' } },
        {
          or: [
            { name: { like: '07700 900123' } },
            { email: { like: '07700 900123' } },
            { mobile: { like: '+447700900123' } },
            { link: { like: '07700 900123' } },
          ],
        },
      ],
    })
    expect(where.and[1]!.or![2]).toEqual({ mobile: { like: '07700 900123' } })
  })

  it('rewrites "contains" filters too, and leaves exact matches and other values alone', () => {
    expect(
      normaliseQuoteWhere({
        mobile: { contains: '+44 7700 900 123', exists: true },
        link: { equals: 'https://x/quote/A' },
      }),
    ).toEqual({
      mobile: { contains: '+447700900123', exists: true },
      link: { equals: 'https://x/quote/A' },
    })
    expect(normaliseQuoteWhere(undefined)).toBeUndefined()
  })
})

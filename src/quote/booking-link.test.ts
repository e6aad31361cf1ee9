import { describe, expect, it } from 'vitest'

import { bookingLinkFor } from './booking-link'

const megan = { firstName: 'Megan', bookingUrl: 'https://book.example.com/megan' }
const highStreet = { shortName: 'High Street', bookingUrl: 'https://book.example.com/high-street' }
const group = 'https://book.example.com'

describe('bookingLinkFor', () => {
  it("goes to the stylist's own page when she has one", () => {
    expect(bookingLinkFor({ stylist: megan, salon: highStreet, group })).toEqual({
      href: 'https://book.example.com/megan',
      label: 'Book with Megan',
      source: 'stylist',
    })
  })

  it("falls back to her salon's link, then the group's", () => {
    const noLink = { firstName: 'Megan', bookingUrl: null }
    expect(bookingLinkFor({ stylist: noLink, salon: highStreet, group })).toEqual({
      href: 'https://book.example.com/high-street',
      label: 'Book at High Street',
      source: 'salon',
    })
    expect(
      bookingLinkFor({ stylist: noLink, salon: { shortName: 'Riverside', bookingUrl: '' }, group }),
    ).toEqual({ href: group, label: 'Book online', source: 'group' })
  })

  it('uses the salon or the group when no stylist is chosen', () => {
    expect(bookingLinkFor({ salon: highStreet, group })?.label).toBe('Book at High Street')
    expect(bookingLinkFor({ stylist: null, salon: null, group })?.label).toBe('Book online')
  })

  it('never sends a client to a stylist who has left', () => {
    expect(bookingLinkFor({ stylist: { ...megan, hasLeft: true }, salon: null, group })).toEqual({
      href: group,
      label: 'Book online',
      source: 'group',
    })
  })

  it('skips an address that is not a full https link', () => {
    const typo = { firstName: 'Megan', bookingUrl: 'book.example.com/megan' }
    const plain = { shortName: 'High Street', bookingUrl: 'http://book.example.com/hs' }
    expect(bookingLinkFor({ stylist: typo, salon: plain, group })?.source).toBe('group')
  })

  it('offers nothing when nobody has a link', () => {
    expect(bookingLinkFor({ stylist: { firstName: 'Megan' }, group: null })).toBeNull()
    expect(bookingLinkFor({})).toBeNull()
  })
})

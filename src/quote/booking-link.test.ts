import { describe, expect, it } from 'vitest'

import { bookingLinkFor, bookingSalonId } from './booking-link'
import { PATHS, screenFor, type Screen } from './screens'
import { demoCatalogue, serviceNamed, stylistNamed } from './testing/demo-catalogue'
import { paramsOf } from './url-state'

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

describe('the by-stylist total offers her booking link', () => {
  const cat = demoCatalogue()
  const total = (firstName: string) => {
    const stylist = stylistNamed(cat, firstName)
    const params = new URLSearchParams({
      type: 'Men',
      mode: 'stylist',
      salon: String(stylist.salonId),
      stylist: String(stylist.id),
      cut: String(serviceNamed(cat, 'Clipper cut').id),
      mcol: String(serviceNamed(cat, 'None', 'mensColour').id),
    })
    const screen = screenFor(cat, PATHS.byStylist, paramsOf(`?${params}`), { seed: 1 })
    expect(screen.kind).toBe('byStylist')
    return screen as Extract<Screen, { kind: 'byStylist' }>
  }

  it('"Book with {first name}" when staff gave her a link (the demo data gives Megan one)', () => {
    const megan = stylistNamed(cat, 'Megan')
    expect(megan.bookingUrl).toMatch(/^https:\/\//)
    expect(total('Megan').booking).toEqual({
      href: megan.bookingUrl,
      label: 'Book with Megan',
      source: 'stylist',
    })
  })

  it("the group's link for a stylist without one (the demo salons have none)", () => {
    expect(total('Jade').booking).toEqual({
      href: cat.bookingUrl,
      label: 'Book online',
      source: 'group',
    })
  })
})

describe('bookingSalonId', () => {
  it("books into her salon now, else the quote's when she has left or there is none", () => {
    expect(bookingSalonId({ salonId: 2 }, 1)).toBe(2)
    expect(bookingSalonId({ salonId: 2, hasLeft: true }, 1)).toBe(1)
    expect(bookingSalonId(null, 3)).toBe(3)
    expect(bookingSalonId(null, undefined)).toBeNull()
  })
})

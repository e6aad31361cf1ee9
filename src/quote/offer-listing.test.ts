import { describe, expect, it } from 'vitest'

import { listingNeedsClaim, offerListing, type OfferStatus } from './offer-status'

describe('the Offers list never shows an offer that never applies as scheduled (ADR 056)', () => {
  it('says "never applies" for a live or not-yet-started offer that another always beats', () => {
    const notStarted: OfferStatus = { status: 'not-started', on: '2027-01-01' }
    expect(offerListing(notStarted, true)).toEqual({ status: 'never-applies' })
    expect(offerListing({ status: 'live' }, true)).toEqual({ status: 'never-applies' })
  })

  it('keeps the status of an offer no other beats', () => {
    const notStarted: OfferStatus = { status: 'not-started', on: '2027-01-01' }
    expect(offerListing(notStarted, false)).toBe(notStarted)
    expect(offerListing({ status: 'live' }, false)).toEqual({ status: 'live' })
  })

  it('says why a stopped offer is off before whether it would apply', () => {
    for (const s of [
      { status: 'switched-off' },
      { status: 'ended', on: '2026-11-30' },
      { status: 'hidden' },
      { status: 'stylist-left', names: ['Grace'] },
    ] as OfferStatus[]) {
      expect(listingNeedsClaim(s)).toBe(false)
      expect(offerListing(s, true)).toBe(s)
    }
  })
})

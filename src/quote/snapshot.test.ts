import { describe, expect, it } from 'vitest'

import type { OfferRule } from './offers'
import {
  LEGACY_OFFER_TITLE,
  legacyOfferField,
  legacySnapshotOffer,
  publicAppliedOffer,
  quoteExpiresAt,
  quoteOfferOf,
  snapshotOffer,
  type SnapshotOffer,
} from './snapshot'
import { bestOffer } from './offers'
import { linePence } from './pricing'
import { demoCatalogue, serviceNamed, stylistNamed } from './testing/demo-catalogue'

const created = new Date('2026-11-21T10:00:00Z')
const QG20 = { code: 'QG20', percentOff: 20, validDays: 28 }

const applied: SnapshotOffer = {
  id: 7,
  slug: 'priya-and-callum',
  title: 'Priya & Callum: colour and cut from £84',
  code: 'WWDUO',
  benefit: { kind: 'percent', percent: 30 },
  saving_text: '30% off',
  saving: 37,
  after: 87,
  free: null,
  expires: '2026-12-19',
}

describe('the offer of a quote saved before offers were rules', () => {
  it('is its first-visit offer: a percentage off the total, good for validDays after the quote', () => {
    expect(legacySnapshotOffer(QG20, 148, created)).toEqual({
      id: null,
      slug: 'general',
      title: LEGACY_OFFER_TITLE,
      code: 'QG20',
      benefit: { kind: 'percent', percent: 20 },
      saving_text: '20% off',
      saving: 30,
      after: 118,
      free: null,
      expires: '2026-12-19',
    })
  })

  it('is carried only by a new client’s quote that kept one', () => {
    const legacy = { total: 148, regular: false, offer: QG20 }
    expect(quoteOfferOf(legacy, created)?.code).toBe('QG20')
    expect(quoteOfferOf({ ...legacy, regular: true }, created)).toBeNull()
    expect(quoteOfferOf({ ...legacy, offer: null }, created)).toBeNull()
    expect(quoteOfferOf({ total: 148, regular: false }, created)).toBeNull()
    expect(quoteOfferOf({ ...legacy, offer: { ...QG20, percentOff: 0 } }, created)).toBeNull()
  })

  it('gives way to the applied offer of a newer quote, even when that is none', () => {
    const snap = { total: 124, regular: false, offer: QG20 }
    expect(quoteOfferOf({ ...snap, applied_offer: applied }, created)).toBe(applied)
    expect(quoteOfferOf({ ...snap, applied_offer: null }, created)).toBeNull()
  })

  it('keeps the API’s older fields as they were', () => {
    const legacy = { total: 148, regular: false, offer: QG20 }
    expect(legacyOfferField(legacy, created)).toEqual(QG20)
    expect(quoteExpiresAt(legacy, created).toISOString()).toBe('2026-12-19T10:00:00.000Z')
  })
})

describe('the saved quote’s expiry', () => {
  it('is the end of the offer’s last UK day, or 28 days after the quote without one', () => {
    const snap = { total: 124, regular: false, applied_offer: applied }
    expect(quoteExpiresAt(snap, created).toISOString()).toBe('2026-12-19T23:59:59.999Z')
    expect(quoteExpiresAt({ ...snap, applied_offer: null }, created).toISOString()).toBe(
      '2026-12-19T10:00:00.000Z',
    )
  })

  it('ends a UK day at midnight in London, summer time included', () => {
    const endOf = (expires: string) =>
      quoteExpiresAt(
        { total: 124, regular: false, applied_offer: { ...applied, expires } },
        created,
      ).toISOString()
    expect(endOf('2026-12-24')).toBe('2026-12-24T23:59:59.999Z')
    expect(endOf('2026-07-01')).toBe('2026-07-01T22:59:59.999Z')
    expect(endOf('2026-03-29')).toBe('2026-03-29T22:59:59.999Z')
    expect(endOf('2026-10-25')).toBe('2026-10-25T23:59:59.999Z')
  })
})

describe('the API’s view of the offer', () => {
  it('gives the totals before and after, and the older field only for a percentage', () => {
    const snap = { total: 124, regular: false, applied_offer: applied }
    expect(publicAppliedOffer(applied, 124)).toEqual({
      slug: 'priya-and-callum',
      title: applied.title,
      code: 'WWDUO',
      benefit: { kind: 'percent', percent: 30 },
      saving_text: '30% off',
      saving: 37,
      total_before: 124,
      total_after: 87,
      expires: '2026-12-19',
      free_service: null,
    })
    expect(legacyOfferField(snap, created)).toEqual({
      code: 'WWDUO',
      percentOff: 30,
      validDays: 28,
    })
    const amount = { ...applied, benefit: { kind: 'amount' as const, pence: 1500 } }
    expect(legacyOfferField({ ...snap, applied_offer: amount }, created)).toBeNull()
  })
})

describe('snapshotOffer', () => {
  const cat = demoCatalogue()
  const rule = (over: Partial<OfferRule>): OfferRule => ({
    id: 3,
    slug: 'test',
    title: 'Test offer',
    code: 'TEST',
    audience: 'everyone',
    stylistIds: [],
    salonIds: [],
    levelIds: [],
    on: { kind: 'anything' },
    benefit: { kind: 'percent', percent: 20 },
    validDays: 28,
    active: true,
    startDate: null,
    endDate: '2026-12-10',
    ...over,
  })
  const priya = stylistNamed(cat, 'Priya')
  const level = cat.levels.find((l) => l.id === priya.levelId)!
  const services = [serviceNamed(cat, 'Full head foils'), serviceNamed(cat, 'Cut, dry & style')]
  const total = services.reduce((a, s) => a + linePence(s, level.adapter), 0)
  const quote = {
    regular: false,
    type: 'Colour' as const,
    level,
    stylistId: priya.id,
    salonId: priya.salonId,
    services,
    totalPence: total,
  }

  it('keeps the price after, the saving and the last day (never past the offer’s end)', () => {
    const a = bestOffer(cat, [rule({})], quote)!
    const snap = snapshotOffer(cat, a, 'Filled title', created)
    expect(snap).toMatchObject({
      id: 3,
      slug: 'test',
      title: 'Filled title',
      code: 'TEST',
      saving_text: '20% off',
      after: a.afterPence / 100,
      saving: a.savingPence / 100,
      free: null,
      expires: '2026-12-10',
    })
    expect(snap.after + snap.saving).toBe(total / 100)
  })

  it('names a free service and what it is worth', () => {
    const toner = serviceNamed(cat, 'Toner')
    const a = bestOffer(cat, [rule({ benefit: { kind: 'free', serviceId: toner.id } })], quote)!
    const snap = snapshotOffer(cat, a, 'Free toner', created)
    expect(snap.free).toEqual({
      id: toner.id,
      service: toner.name,
      price: linePence(toner, level.adapter) / 100,
    })
    expect(snap.saving_text).toBe('a free toner')
    expect(snap.after).toBe(total / 100) // not in the quote: added, free
    expect(snap.expires).toBe('2026-12-10')
  })
})

import { describe, expect, it } from 'vitest'

import { quoteOfferOf, type QuoteSnapshot } from '@/quote'

import { readSnapshot } from './snapshot-schema'

const saved: QuoteSnapshot = {
  services: [
    { id: 4, service: 'Half head foils', price: 95 },
    { id: 9, service: 'No add-on', price: 0 },
  ],
  total: 95,
  regular: false,
  calculator_type: 'Colour',
  stylist: { id: 2, name: 'Zoe Kowalski', first_name: 'Zoe', image: null },
  salon: { id: 1, name: 'High Street' },
  level: { id: 3, name: 'Senior Stylist' },
  applied_offer: {
    id: 7,
    slug: 'first-visit',
    title: '20% off your first visit',
    code: 'HELLO20',
    benefit: { kind: 'percent', percent: 20 },
    saving_text: '20% off',
    saving: 19,
    after: 76,
    free: null,
    expires: '2026-12-24',
  },
}
const created = new Date('2026-11-29T10:00:00Z')

describe('readSnapshot', () => {
  it('reads what the save writes, unchanged', () => {
    expect(readSnapshot(saved)).toEqual(saved)
    expect(readSnapshot(JSON.parse(JSON.stringify(saved)))).toEqual(saved)
  })

  it('keeps an older quote’s missing offer missing, so its first-visit offer still counts', () => {
    const { applied_offer: _, ...older } = saved
    const read = readSnapshot({ ...older, offer: { code: 'NEW10', percentOff: 10, validDays: 28 } })
    expect('applied_offer' in read).toBe(false)
    expect(quoteOfferOf(read, created)?.saving_text).toBe('10% off')
    // A quote saved since offers are rules, with none: null, and no first-visit offer.
    const none = readSnapshot({ ...saved, applied_offer: null, offer: older.offer })
    expect(quoteOfferOf(none, created)).toBeNull()
  })

  it('reads a damaged snapshot field by field, never throwing', () => {
    const read = readSnapshot({
      ...saved,
      stylist: { name: 42 },
      level: 'Senior',
      services: 'lines',
      applied_offer: { slug: 'x' },
    })
    expect(read.stylist).toBeNull()
    expect(read.level).toBeNull()
    expect(read.services).toEqual([])
    expect(read.applied_offer).toBeNull()
    expect(read.salon).toEqual(saved.salon)
    expect(read.total).toBe(95)
    for (const junk of [null, undefined, 'text', 3, []])
      expect(readSnapshot(junk)).toMatchObject({ services: [], total: 0, stylist: null })
  })
})

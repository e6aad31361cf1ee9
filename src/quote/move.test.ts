// Moving a saved quote to another stylist (ADR 055), on the demo catalogue and seeded offers:
// priced as a new quote with her would be, with today's offers, never to someone who has left.
import { describe, expect, it } from 'vitest'

import type { QuoteCatalogue } from './catalogue'
import type { HairAnswers } from './hair'
import { moveCheck, moveNote, moveOptions, movePaysText, snapshotPaysPence } from './move'
import { bestOffer } from './offers'
import { checkSave } from './save-check'
import { snapshotOffer, type SavedSnapshot } from './snapshot'
import { serviceNamed, stylistNamed } from './testing/demo-catalogue'
import { demoCatalogueWithOffers } from './testing/demo-offers'

const DECEMBER_DAY = new Date('2026-12-04T12:00:00Z')
const AUTUMN_DAY = new Date('2026-11-26T12:00:00Z')
const JANUARY_DAY = new Date('2027-01-15T12:00:00Z')

const COLOUR_AND_CUT = ['Full head colour', 'Cut, dry & style']
const FOILS_AND_CUT = ['Full head foils', 'Toner', 'Cut, dry & style']

/** A quote as the save keeps it: priced with `firstName` on `at`, with the best offer then. */
function savedWith(
  cat: QuoteCatalogue,
  firstName: string,
  names: string[],
  opts: { regular?: boolean; hair?: Partial<HairAnswers> } = {},
): SavedSnapshot {
  const stylist = stylistNamed(cat, firstName)
  const regular = opts.regular ?? false
  const check = checkSave(cat, {
    type: 'Colour',
    stylistId: stylist.id,
    regular,
    serviceIds: names.map((n) => serviceNamed(cat, n).id),
    hair: opts.hair ?? {},
  })
  if (!check.ok) throw new Error(check.message)
  const applied = bestOffer(cat, cat.offers ?? [], {
    regular,
    type: check.type,
    level: check.level,
    stylistId: stylist.id,
    salonId: stylist.salonId,
    services: check.services,
    totalPence: check.total,
  })
  const salon = cat.salons.find((s) => s.id === stylist.salonId)!
  return {
    services: check.lines.map((l) => ({ id: l.serviceId, service: l.name, price: l.pence / 100 })),
    ...(check.hair.length
      ? {
          hair: check.hair.map((h) => ({
            measure: h.measure,
            band_id: h.band.id,
            band: h.band.name,
            unsure: h.unsure,
          })),
        }
      : {}),
    total: check.total / 100,
    regular,
    calculator_type: check.type,
    stylist: { id: stylist.id, name: stylist.name, first_name: stylist.firstName, image: null },
    salon: { id: salon.id, name: salon.name },
    level: { id: check.level.id, name: check.level.name },
    applied_offer: applied ? snapshotOffer(cat, applied, applied.offer.slug, DECEMBER_DAY) : null,
  }
}

/** The catalogue the day `firstName` has left: still named, never bookable. */
function afterSheLeft(cat: QuoteCatalogue, firstName: string): QuoteCatalogue {
  return {
    ...cat,
    stylists: cat.stylists.map((s) => (s.firstName === firstName ? { ...s, hasLeft: true } : s)),
  }
}

const longHair = (cat: QuoteCatalogue): Partial<HairAnswers> => ({
  length: cat.hairBands!.find((b) => b.measure === 'length' && b.name === 'Long')!.id,
})

describe('moveCheck', () => {
  const before = demoCatalogueWithOffers(DECEMBER_DAY)
  const cat = afterSheLeft(before, 'Grace')

  it('prices the same services and hair at the new stylist’s level, as a new quote with her', () => {
    const snap = savedWith(before, 'Grace', COLOUR_AND_CUT, { hair: longHair(before) })
    expect(snap.total).toBe(138) // Stylist level, long hair
    const sana = stylistNamed(cat, 'Sana')
    const m = moveCheck(cat, snap, sana.id)
    if (!m.ok) throw new Error(m.message)
    expect(m.stylist.id).toBe(sana.id)
    expect(m.check.level.name).toBe('Graduate Stylist')
    expect(m.check.total).toBe(9600)
    expect(m.check.services.map((s) => s.name)).toEqual(COLOUR_AND_CUT)
    // Her long hair goes with her: the same quote priced for medium hair is less.
    const medium = checkSave(cat, {
      type: 'Colour',
      stylistId: sana.id,
      regular: false,
      serviceIds: m.check.services.map((s) => s.id),
    })
    expect(medium.ok && medium.total).toBeLessThan(9600)
    // Sana is one of the Riverside trio: 25% off for a new client.
    expect(m.applied?.offer.code).toBe('WWTRIO')
    expect(m.paysPence).toBe(7200)
    expect(movePaysText(m)).toBe('£72 (£96 before WWTRIO)')
  })

  it('keeps her "Not sure" as not sure, priced as the not-sure band', () => {
    const snap = savedWith(before, 'Grace', COLOUR_AND_CUT, { hair: { length: 'unsure' } })
    expect(snap.hair?.[0]?.unsure).toBe(true)
    const m = moveCheck(cat, snap, stylistNamed(cat, 'Jade').id)
    if (!m.ok) throw new Error(m.message)
    expect(m.check.hair).toMatchObject([{ measure: 'length', unsure: true }])
  })

  it('drops an offer that does not name the new stylist, for the best one that does', () => {
    const snap = savedWith(before, 'Grace', FOILS_AND_CUT)
    expect(snap.applied_offer?.code).toBe('WWTRIO')
    const m = moveCheck(cat, snap, stylistNamed(cat, 'Nathan').id)
    if (!m.ok) throw new Error(m.message)
    // Nathan is not one of the trio: the first-visit offer is the best left for her.
    expect(m.applied?.offer.code).toBe('QG20')
    expect(m.check.total).toBe(17400)
    expect(movePaysText(m)).toBe('£139 (£174 before QG20)')
  })

  it('carries no offer for a regular where none is live, and says the total alone', () => {
    const snap = savedWith(before, 'Grace', FOILS_AND_CUT, { regular: true })
    const m = moveCheck(cat, snap, stylistNamed(cat, 'Jade').id)
    if (!m.ok) throw new Error(m.message)
    expect(m.applied).toBeNull()
    expect(m.paysPence).toBe(m.check.total)
    expect(movePaysText(m)).toBe('£167')
  })

  it('reads today’s offers, not the ones she was promised: an offer that has ended is gone', () => {
    const autumn = demoCatalogueWithOffers(AUTUMN_DAY)
    const snap = savedWith(autumn, 'Grace', FOILS_AND_CUT, { regular: true })
    expect(snap.applied_offer?.slug).toBe('autumn')
    const january = afterSheLeft(demoCatalogueWithOffers(JANUARY_DAY), 'Grace')
    const m = moveCheck(january, snap, stylistNamed(january, 'Jade').id)
    expect(m.ok && m.applied).toBeNull()
  })

  it('shows the total alone when the offer adds a service rather than taking money off', () => {
    const autumn = afterSheLeft(demoCatalogueWithOffers(AUTUMN_DAY), 'Grace')
    const snap = savedWith(autumn, 'Jade', FOILS_AND_CUT, { regular: true })
    const m = moveCheck(autumn, snap, stylistNamed(autumn, 'Sana').id)
    if (!m.ok) throw new Error(m.message)
    expect(m.applied?.offer.slug).toBe('autumn')
    expect(m.paysPence).toBe(m.check.total)
    expect(movePaysText(m)).toBe('£112')
  })

  it('refuses a stylist who has left, or who is not with us at all', () => {
    const snap = savedWith(before, 'Jade', COLOUR_AND_CUT)
    const gone = 'That stylist is not working with us at the moment.'
    expect(moveCheck(cat, snap, stylistNamed(cat, 'Grace').id)).toEqual({
      ok: false,
      message: gone,
    })
    // Oscar left before the catalogue was read: he is not among its stylists.
    expect(moveCheck(cat, snap, 10)).toEqual({ ok: false, message: gone })
    expect(moveCheck(cat, snap, 9999)).toEqual({ ok: false, message: gone })
  })

  it('refuses a stylist at another salon, naming both', () => {
    const snap = savedWith(before, 'Grace', COLOUR_AND_CUT)
    expect(moveCheck(cat, snap, stylistNamed(cat, 'Priya').id)).toEqual({
      ok: false,
      message: 'Priya does not work at Willow & Wren Riverside.',
    })
  })

  it('refuses, in the save’s words, a stylist who is not taking new clients; a regular may move', () => {
    const snap = savedWith(before, 'Priya', FOILS_AND_CUT)
    const hollie = stylistNamed(before, 'Hollie')
    expect(moveCheck(before, snap, hollie.id)).toEqual({
      ok: false,
      message: 'Hollie is not taking new clients at the moment. Please choose another stylist.',
    })
    const regular = savedWith(before, 'Priya', FOILS_AND_CUT, { regular: true })
    expect(moveCheck(before, regular, hollie.id).ok).toBe(true)
  })

  it('refuses a quote whose services are no longer on the price list', () => {
    const snap = savedWith(before, 'Grace', COLOUR_AND_CUT)
    const withdrawn = {
      ...snap,
      services: [...snap.services, { id: 9999, service: 'Old', price: 1 }],
    }
    expect(moveCheck(cat, withdrawn, stylistNamed(cat, 'Jade').id)).toEqual({
      ok: false,
      message: 'The prices in your quote have changed. Please review your choices and try again.',
    })
  })
})

describe('moveOptions', () => {
  const before = demoCatalogueWithOffers(DECEMBER_DAY)
  const cat = afterSheLeft(before, 'Grace')

  it('lists everyone still here at her salon who can do it, never the one she is with', () => {
    const snap = savedWith(before, 'Grace', COLOUR_AND_CUT)
    const names = moveOptions(cat, snap, snap.stylist!.id).map((m) => m.stylist.firstName)
    expect(names).toEqual(['Sana', 'Jade', 'Nathan', 'Eleanor'])
    for (const m of moveOptions(cat, snap, snap.stylist!.id))
      expect(m.stylist.salonId).toBe(snap.salon!.id)
  })

  it('leaves out whoever cannot take her: a new client is not offered Hollie', () => {
    const snap = savedWith(before, 'Priya', FOILS_AND_CUT)
    const newClient = moveOptions(before, snap, snap.stylist!.id).map((m) => m.stylist.firstName)
    expect(newClient).not.toContain('Hollie')
    expect(newClient).not.toContain('Priya')
    const regular = savedWith(before, 'Priya', FOILS_AND_CUT, { regular: true })
    expect(
      moveOptions(before, regular, regular.stylist!.id).map((m) => m.stylist.firstName),
    ).toContain('Hollie')
  })
})

describe('what the history says', () => {
  it('names both stylists and both prices', () => {
    expect(moveNote('Grace Pemberton', 'Sana Mirza', 11900, 7200)).toBe(
      'Moved from Grace Pemberton to Sana Mirza: £119 → £72',
    )
  })

  it('reads what she paid before from the snapshot: the offer’s price, else the total', () => {
    const cat = demoCatalogueWithOffers(DECEMBER_DAY)
    const snap = savedWith(cat, 'Grace', FOILS_AND_CUT)
    expect(snapshotPaysPence(snap, DECEMBER_DAY)).toBe(11900)
    expect(snapshotPaysPence({ ...snap, applied_offer: null }, DECEMBER_DAY)).toBe(15900)
  })

  it('reads an older quote’s first-visit offer as it was promised', () => {
    const snap = {
      ...savedWith(demoCatalogueWithOffers(DECEMBER_DAY), 'Grace', COLOUR_AND_CUT),
      total: 100,
      offer: { code: 'QG20', percentOff: 20, validDays: 28 },
    }
    delete (snap as Partial<SavedSnapshot>).applied_offer
    expect(snapshotPaysPence(snap, DECEMBER_DAY)).toBe(8000)
  })
})

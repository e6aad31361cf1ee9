import { describe, expect, it } from 'vitest'

import { availability, categoryVerdict, levelAvailability, stylistsFor } from './availability'
import { findCategory } from './catalogue'
import {
  averageCutAndColourPence,
  fromPence,
  levelsForNewClient,
  referenceServices,
} from './prices'
import { linePence } from './pricing'
import { NEW_STARTER_MENS_CUT_MESSAGE } from './rules'
import { demoCatalogue, serviceNamed, stylistNamed } from './testing/demo-catalogue'

const cat = demoCatalogue()
const svc = (name: string) => serviceNamed(cat, name)

describe('New Starters: the service flag and its category flag', () => {
  it.each([
    ['Full head foils', false], // restricted by its own flag
    ['Balayage — half head', false], // restricted by its category (the budget and level bug)
    ['Vivids — full head', false],
    ['Colour correction — full day session', false],
    ['Roots', true],
    ['Half head foils', true],
    ['Cut, dry & style', true],
  ])('%s at New Starter level: allowed %s', (name, allowed) => {
    expect(availability(cat, { levelId: 1, services: [svc(name)] }).ok).toBe(allowed)
    expect(availability(cat, { levelId: 2, services: [svc(name)] }).ok).toBe(true)
  })

  it('restricted categories cannot be chosen at level 1', () => {
    const refused = cat.categories
      .filter((c) => !categoryVerdict(cat, c.code, { levelId: 1 }).ok)
      .map((c) => c.name)
    expect(refused).toEqual(['Balayage', 'Full head bleaching', 'Vivids', 'Corrective colouring'])
    expect(categoryVerdict(cat, 3, { levelId: 2 }).ok).toBe(true)
  })

  it("a men's quote is refused at New Starter level with the standard message", () => {
    const v = availability(cat, { levelId: 1, type: 'Men' })
    expect(v).toEqual({ ok: false, code: 'newStarterType', message: NEW_STARTER_MENS_CUT_MESSAGE })
    expect(availability(cat, { levelId: 1, services: [svc('Clipper cut')] })).toMatchObject({
      ok: false,
      message: NEW_STARTER_MENS_CUT_MESSAGE,
    })
    expect(availability(cat, { levelId: 1, type: 'Colour' }).ok).toBe(true)
    expect(availability(cat, { levelId: 1, type: 'CuttingStyling' }).ok).toBe(true)
  })

  it('a New Starter stylist brings her level', () => {
    const poppy = stylistNamed(cat, 'Poppy')
    expect(availability(cat, { stylist: poppy, services: [svc('Balayage — full head')] }).ok).toBe(
      false,
    )
  })
})

describe('stylists (who has left, returning clients only) and salons', () => {
  const hollie = stylistNamed(cat, 'Hollie') // Senior Stylist at High Street, returning clients only

  it('returning clients only: refused to new clients and to clients who have not said', () => {
    expect(availability(cat, { stylist: hollie, regular: false })).toMatchObject({
      ok: false,
      code: 'returningOnly',
    })
    expect(availability(cat, { stylist: hollie, regular: null }).ok).toBe(false)
    expect(availability(cat, { stylist: hollie, regular: true }).ok).toBe(true)
  })

  it('with a salon, only stylists working there', () => {
    const jade = stylistNamed(cat, 'Jade') // Riverside
    expect(availability(cat, { stylist: jade, salonId: 2 })).toMatchObject({ code: 'otherSalon' })
    expect(availability(cat, { stylist: jade, salonId: 1 }).ok).toBe(true)
  })

  it('a level is available only when someone there can take the client (the count agrees with the list)', () => {
    // Senior Stylist at High Street: only Hollie, who takes returning clients only.
    const newClient = { levelId: 8, salonId: 2, regular: false, stylist: 'anyone' as const }
    expect(availability(cat, newClient)).toMatchObject({ ok: false, code: 'nobodyAtLevel' })
    expect(stylistsFor(cat, { levelId: 8, salonId: 2, regular: false })).toEqual([])
    expect(availability(cat, { ...newClient, regular: true }).ok).toBe(true)
    expect(stylistsFor(cat, { levelId: 8, salonId: 2, regular: true })).toEqual([hollie])
    // Anywhere, other Senior Stylists take new clients.
    expect(availability(cat, { levelId: 8, regular: false, stylist: 'anyone' }).ok).toBe(true)
  })

  it('the category of a colour service is its cat2', () => {
    expect(findCategory(cat, svc('Balayage — half head').cat2)?.name).toBe('Balayage')
  })
})

describe('prices outside a quote', () => {
  it('"from" is the lowest price a new client can actually be quoted', () => {
    // Vivids: not the New Starter's £61 (she may not do them) but the Apprentice's.
    const vivids = svc('Vivids — full head')
    expect(linePence(vivids, -81.41)).toBe(6100)
    expect(fromPence(cat, vivids)).toBe(linePence(vivids, -65.05))
    expect(fromPence(cat, vivids)).toBe(7600)
    expect(fromPence(cat, svc('Roots'))).toBe(linePence(svc('Roots'), -81.41))
    // No men's cut from a New Starter.
    expect(fromPence(cat, svc('Clipper cut'))).toBe(linePence(svc('Clipper cut'), -65.05))
  })

  it('levels for a new client leave out levels nobody can give her', () => {
    const withVivids = levelsForNewClient(cat, [svc('Vivids — full head')]).map((l) => l.id)
    expect(withVivids).not.toContain(1)
    expect(withVivids).toContain(2)
  })

  it('the reference services are the first of the price list', () => {
    expect(referenceServices(cat, 'Colour').map((s) => s.name)).toEqual([
      'Roots',
      'Cut, dry & style',
    ])
    expect(referenceServices(cat, 'CuttingStyling').map((s) => s.name)).toEqual([
      'Cut, dry & style',
    ])
    expect(referenceServices(cat, 'Men').map((s) => s.name)).toEqual(['Clipper cut'])
  })

  it('the average cut & colour comes from the price list and rises with the level', () => {
    const averages = cat.levels.map((l) => averageCutAndColourPence(cat, l.id)!)
    for (let i = 1; i < averages.length; i++)
      expect(averages[i]).toBeGreaterThanOrEqual(averages[i - 1]!)
    for (const a of averages) expect(a % 100).toBe(0)
    // At Stylist level (adapter 0): the mean colour plus the mean cut or finish.
    const mean = (kind: 'colour' | 'finish') => {
      const list = cat.services.filter((s) => s.kind === kind && s.pricePence > 0)
      return list.reduce((a, s) => a + linePence(s, 0), 0) / list.length
    }
    expect(averageCutAndColourPence(cat, 6)).toBe(
      Math.round((mean('colour') + mean('finish')) / 100) * 100,
    )
    expect(averageCutAndColourPence(cat, 99)).toBeNull()
  })
})

describe('levelAvailability: the one level rule', () => {
  const cat2 = demoCatalogue()
  it('with a salon, a level is open only when someone there can take her; the reason counts the others', () => {
    const senior = levelAvailability(cat2, { levelId: 8, regular: false, salonId: 2 })
    expect(senior.verdict.ok).toBe(false)
    expect(senior).toMatchObject({ here: 0, elsewhere: 2 })
    if (!senior.verdict.ok)
      expect(senior.verdict.message).toBe(
        'Nobody at this level at your chosen salon — 2 at our other salons',
      )
    // A returning client can have the High Street Senior Stylist who takes returning clients only.
    expect(levelAvailability(cat2, { levelId: 8, regular: true, salonId: 2 }).verdict.ok).toBe(true)
    expect(levelAvailability(cat2, { levelId: 8, regular: false, salonId: 1 })).toMatchObject({
      verdict: { ok: true },
      here: 1,
      elsewhere: 1,
    })
  })
})

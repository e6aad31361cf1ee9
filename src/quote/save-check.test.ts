import { describe, expect, it } from 'vitest'

import { checkSave, SAVE_MESSAGES, type SaveRequest } from './save-check'
import { demoCatalogue, serviceNamed, stylistNamed } from './testing/demo-catalogue'

const cat = demoCatalogue()
const id = (name: string, kind?: Parameters<typeof serviceNamed>[2]) =>
  serviceNamed(cat, name, kind).id
const req = (over: Partial<SaveRequest>): SaveRequest => ({
  type: 'Colour',
  levelId: 6,
  stylistId: null,
  regular: false,
  serviceIds: [],
  ...over,
})
const foils = [
  id('Full head foils'),
  id('Toner'),
  id('None', 'plex'),
  id('Cut, dry & style'),
  id('None', 'finishAddOn'),
]

describe('the services must fit the calculator type and its steps', () => {
  it("refuses a Men's quote with foils and two cuts", () => {
    const men = [id('Clipper cut'), id("Men's restyle"), id('Full head foils')]
    expect(checkSave(cat, req({ type: 'Men', serviceIds: men }))).toEqual({
      ok: false,
      message: SAVE_MESSAGES.mismatch,
    })
    // …and without a type, whatever it would be taken for.
    expect(checkSave(cat, req({ type: null, serviceIds: men })).ok).toBe(false)
  })

  it('one service per slot, only the slots of the type', () => {
    expect(checkSave(cat, req({ serviceIds: [...foils, id('Half head foils')] })).ok).toBe(false)
    expect(checkSave(cat, req({ serviceIds: [...foils, id('Hydrating mask')] })).ok).toBe(false)
    expect(checkSave(cat, req({ serviceIds: [...foils, foils[0]!] })).ok).toBe(false)
    expect(checkSave(cat, req({ serviceIds: foils }))).toMatchObject({ ok: true, total: 15900 })
  })

  it("a colour add-on only from the chosen category's group, and none when the category skips it", () => {
    const wrongGroup = [id('Full head foils'), id('Toner after bleach'), id('Cut, dry & style')]
    expect(checkSave(cat, req({ serviceIds: wrongGroup }))).toMatchObject({
      message: SAVE_MESSAGES.mismatch,
    })
    const skipped = [id('Roots'), id('Toner'), id('Cut, dry & style')]
    expect(checkSave(cat, req({ serviceIds: skipped })).ok).toBe(false)
    const noColour = [id('Toner'), id('Cut, dry & style')]
    expect(checkSave(cat, req({ serviceIds: noColour })).ok).toBe(false)
    // "None" (group 0) goes with every category that has an add-on step.
    const none = [id('Full head foils'), id('None', 'colourAddOn'), id('Cut, dry & style')]
    expect(checkSave(cat, req({ serviceIds: none })).ok).toBe(true)
  })

  it('every step answered; a £0 "None" may be left out, a required service may not', () => {
    expect(
      checkSave(cat, req({ serviceIds: [id('Full head foils'), id('Cut, dry & style')] })).ok,
    ).toBe(true)
    expect(checkSave(cat, req({ serviceIds: [id('Full head foils')] }))).toEqual({
      ok: false,
      message: SAVE_MESSAGES.incomplete,
    })
    expect(checkSave(cat, req({ type: 'Men', serviceIds: [id('Grey blending')] })).ok).toBe(false)
  })

  it('lists the lines in the order of the steps', () => {
    const shuffled = [...foils].reverse()
    const result = checkSave(cat, req({ serviceIds: shuffled }))
    expect(result.ok && result.lines.map((l) => l.name)).toEqual([
      'Full head foils',
      'Toner',
      'Cut, dry & style',
    ])
  })
})

describe('and the pairing must be available', () => {
  it('refuses a balayage quote at New Starter level (restricted by its category)', () => {
    const balayage = [id('Balayage — half head'), id('Dry & style')]
    expect(checkSave(cat, req({ levelId: 1, serviceIds: balayage }))).toEqual({
      ok: false,
      message: SAVE_MESSAGES.newStarter,
    })
    expect(checkSave(cat, req({ levelId: 2, serviceIds: balayage })).ok).toBe(true)
  })

  it('refuses a new client with a stylist who takes returning clients only', () => {
    const hollie = stylistNamed(cat, 'Hollie')
    const cut = [id('Cut, dry & style')]
    const asNew = req({ type: 'CuttingStyling', stylistId: hollie.id, serviceIds: cut })
    expect(checkSave(cat, asNew)).toEqual({
      ok: false,
      message: SAVE_MESSAGES.returningOnly('Hollie'),
    })
    expect(checkSave(cat, { ...asNew, regular: true }).ok).toBe(true)
  })

  it('a level without a stylist needs someone there who can take the client', () => {
    // Every Senior Stylist made returning-clients-only: nobody at level 8 for a new client.
    const closed = {
      ...cat,
      stylists: cat.stylists.map((s) =>
        s.levelId === 8 ? { ...s, acceptingNewClients: false } : s,
      ),
    }
    const cut = req({ type: 'CuttingStyling', levelId: 8, serviceIds: [id('Cut, dry & style')] })
    expect(checkSave(closed, cut)).toEqual({ ok: false, message: SAVE_MESSAGES.nobody })
    expect(checkSave(closed, { ...cut, regular: true }).ok).toBe(true)
  })

  it('an unknown service, stylist or level is refused', () => {
    expect(checkSave(cat, req({ serviceIds: [99999] })).ok).toBe(false)
    expect(checkSave(cat, req({ stylistId: 99999, serviceIds: foils })).ok).toBe(false)
    expect(checkSave(cat, req({ levelId: 99, serviceIds: foils })).ok).toBe(false)
  })
})

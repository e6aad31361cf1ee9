import { describe, expect, it } from 'vitest'

import { calculatorTypes, offerBasketKinds } from './model'
import {
  basketPossible,
  hasSlot,
  optionalSlots,
  quoteSalonId,
  serviceSlots,
  serviceTypes,
  stepsFor,
  typeOfServices,
} from './service-types'

describe('the table of service types', () => {
  it('gives each type its steps in order (docs/rules.md, "The calculator\'s steps")', () => {
    expect(stepsFor).toEqual({
      Colour: [
        'salon',
        'level',
        'colourCategory',
        'colour',
        'colourAddOn',
        'plex',
        'finish',
        'finishAddOn',
        'hair',
        'totals',
      ],
      CuttingStyling: ['salon', 'level', 'finish', 'finishAddOn', 'treatment', 'hair', 'totals'],
      Men: ['salon', 'level', 'mensCut', 'mensColour', 'hair', 'totals'],
    })
  })

  it('keeps every type’s slots in quote order, its optional slots among them', () => {
    for (const type of calculatorTypes) {
      const { slots, optional, listed, reference } = serviceTypes[type]
      expect([...slots]).toEqual(serviceSlots.filter((s) => hasSlot(type, s)))
      for (const s of [...optional, ...listed, ...reference])
        expect(serviceSlots as readonly string[]).toContain(s)
      for (const s of optional) expect(slots as readonly string[]).toContain(s)
      // A type's first slot is what she must choose: never answered "None" for her.
      expect(optional as readonly string[]).not.toContain(slots[0])
    }
    expect(optionalSlots).toEqual(['colourAddOn', 'plex', 'finishAddOn', 'treatment', 'mensColour'])
  })

  it('files every slot under exactly one type in the price list', () => {
    for (const slot of serviceSlots)
      expect(
        calculatorTypes.filter((t) => (serviceTypes[t].listed as readonly string[]).includes(slot)),
      ).toHaveLength(1)
  })

  it('says a basket is possible exactly where the type has the services it needs', () => {
    for (const type of calculatorTypes) {
      const has = (slot: (typeof serviceSlots)[number]) => hasSlot(type, slot)
      const needs: Record<(typeof offerBasketKinds)[number], boolean> = {
        anything: true,
        type: true,
        services: true,
        colourCategories: has('colour'),
        colourAndCut: has('colour') || has('mensColour'),
      }
      for (const kind of offerBasketKinds) expect(basketPossible(type, kind)).toBe(needs[kind])
    }
  })

  it('tells a quote’s type from its services when none is given', () => {
    expect(typeOfServices(['finish'])).toBe('CuttingStyling')
    expect(typeOfServices(['finish', 'treatment'])).toBe('CuttingStyling')
    expect(typeOfServices(['colour', 'finish'])).toBe('Colour')
    expect(typeOfServices(['plex', 'finish'])).toBe('Colour')
    expect(typeOfServices(['mensCut'])).toBe('Men')
    expect(typeOfServices([null])).toBe('CuttingStyling')
    expect(typeOfServices([])).toBe('CuttingStyling')
  })
})

describe('quoteSalonId', () => {
  it('is her stylist’s salon when she chose one, else the salon she chose, for every type', () => {
    expect(quoteSalonId({ salonId: 3 }, 1)).toBe(3)
    expect(quoteSalonId(null, 1)).toBe(1)
    expect(quoteSalonId(undefined, null)).toBeNull()
  })
})

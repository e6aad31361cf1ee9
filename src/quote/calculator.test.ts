import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  addOnsFor,
  answeredSteps,
  chosenServiceIds,
  currentStep,
  emptySelection,
  isNone,
  priceSelection,
  seededRandom,
  shuffle,
  stepDone,
  visibleSteps,
  withNoneAnswers,
  type CatalogueCategory,
  type CatalogueLevel,
  type CatalogueService,
  type Selection,
} from './calculator'
import { totalPence } from './pricing'
import { serviceSlots } from './service-types'

// The demo's nine levels, most junior first.
const levels: CatalogueLevel[] = [-81.41, -65.05, -51.72, -38.38, -20, 0, 6.26, 12.32, 25.3].map(
  (adapter, i) => ({
    id: i + 1,
    name: `Level ${i + 1}`,
    adapter,
    experience: null,
    rank: i + 1,
    newStarterRules: i === 0,
  }),
)
const level = (id: number) => levels[id - 1]!

const svc = (
  id: number,
  kind: CatalogueService['kind'],
  pounds: number,
  product = 0,
  cat2 = 0,
  restricted = false,
): CatalogueService => ({
  id,
  name: `Service ${id}`,
  kind,
  pricePence: Math.round(pounds * 100),
  productPence: Math.round(product * 100),
  cat2,
  newStarterRestricted: restricted,
  description: null,
})

const services: CatalogueService[] = [
  svc(1, 'colour', 66, 32, 2, true), // full head foils
  svc(2, 'colour', 33, 18.8, 0), // roots
  svc(10, 'colourAddOn', 0, 0, 0), // None
  svc(11, 'colourAddOn', 7.25, 4, 1), // toner (foiling)
  svc(12, 'colourAddOn', 15.4, 8, 2), // toner after bleach
  svc(13, 'colourAddOn', 15.4, 8, 3), // gloss (full head colour)
  svc(20, 'plex', 0),
  svc(21, 'plex', 12),
  svc(30, 'finish', 49.5),
  svc(40, 'finishAddOn', 0),
  svc(41, 'finishAddOn', 11),
  svc(50, 'treatment', 0),
  svc(51, 'treatment', 25),
  svc(60, 'mensCut', 33, 0, 0, true),
  svc(70, 'mensColour', 0, 0, 1),
  svc(71, 'mensColour', 15.4, 8, 1),
]

const categories: Record<string, CatalogueCategory> = {
  roots: {
    id: 1,
    code: 0,
    name: 'Roots',
    guidance: '',
    skipAddOn: true,
    addOnGroup: null,
    newStarterRestricted: false,
  },
  fullHead: {
    id: 2,
    code: 1,
    name: 'Full head colour',
    guidance: '',
    skipAddOn: false,
    addOnGroup: 3,
    newStarterRestricted: false,
  },
  foiling: {
    id: 3,
    code: 2,
    name: 'Foiling',
    guidance: '',
    skipAddOn: false,
    addOnGroup: 1,
    newStarterRestricted: false,
  },
  balayage: {
    id: 4,
    code: 3,
    name: 'Balayage',
    guidance: '',
    skipAddOn: true,
    addOnGroup: null,
    newStarterRestricted: true,
  },
  bleaching: {
    id: 5,
    code: 4,
    name: 'Bleaching',
    guidance: '',
    skipAddOn: false,
    addOnGroup: 2,
    newStarterRestricted: true,
  },
}

const colour = (over: Partial<Selection> = {}): Selection => ({
  ...emptySelection(),
  type: 'Colour',
  ...over,
})

describe('progressive steps', () => {
  it('Colour: salon, then level, then category, then colour…', () => {
    expect(visibleSteps(colour())).toEqual(['salon'])
    expect(visibleSteps(colour({ salonId: 2 }))).toEqual(['salon', 'level'])
    expect(visibleSteps(colour({ salonId: 2, levelId: 6 }))).toEqual([
      'salon',
      'level',
      'colourCategory',
    ])
    const foiling = colour({ salonId: 2, levelId: 6, colourCategory: categories.foiling!.code })
    expect(visibleSteps({ ...foiling, colour: 1 })).toEqual([
      'salon',
      'level',
      'colourCategory',
      'colour',
      'colourAddOn',
      'totals',
    ])
    expect(visibleSteps({ ...foiling, colour: 1, colourAddOn: 11 })).toContain('plex')
  })

  it('budget mode has no level step', () => {
    const s = { ...emptySelection(), type: 'Men' as const, salonId: 2 }
    expect(visibleSteps(s, { skipLevel: true })).toEqual(['salon', 'mensCut'])
    expect(currentStep({ ...s, mensCut: 60, mensColour: 70 }, { skipLevel: true })).toBeNull()
  })

  it('a skipped add-on goes straight from colour to plex', () => {
    const roots = {
      ...colour({
        salonId: 2,
        levelId: 6,
        colourCategory: categories.roots!.code,
        skipColourAddOn: true,
      }),
      colour: 2,
    }
    expect(roots.skipColourAddOn).toBe(true)
    expect(visibleSteps(roots)).toEqual([
      'salon',
      'level',
      'colourCategory',
      'colour',
      'plex',
      'totals',
    ])
    expect(currentStep(roots)).toBe('plex')
  })

  it.each([
    ['CuttingStyling', {}, ['salon']],
    ['CuttingStyling', { salonId: 1, levelId: 6 }, ['salon', 'level', 'finish']],
    [
      'CuttingStyling',
      { salonId: 1, levelId: 6, finish: 30, finishAddOn: 40 },
      ['salon', 'level', 'finish', 'finishAddOn', 'treatment', 'totals'],
    ],
    ['Men', {}, ['salon']],
    ['Men', { salonId: 3 }, ['salon', 'level']],
    [
      'Men',
      { salonId: 3, levelId: 6, mensCut: 60 },
      ['salon', 'level', 'mensCut', 'mensColour', 'totals'],
    ],
  ] as const)('%s %j shows %j', (type, over, steps) => {
    expect(visibleSteps({ ...emptySelection(), type, ...over })).toEqual(steps)
  })
})

describe('all selected', () => {
  const full = colour({
    salonId: 2,
    levelId: 6,
    colourCategory: 2,
    colour: 1,
    colourAddOn: 11,
    plex: 20,
    finish: 30,
    finishAddOn: 40,
  })
  it.each([
    ['complete Colour', full, true],
    ['Colour without add-on', { ...full, colourAddOn: null }, false],
    [
      'Colour with skip instead of add-on',
      { ...full, colourAddOn: null, skipColourAddOn: true },
      true,
    ],
    ['Colour without plex', { ...full, plex: null }, false],
    ['Colour without finish add-on', { ...full, finishAddOn: null }, false],
    [
      'CuttingStyling complete',
      {
        ...emptySelection(),
        type: 'CuttingStyling',
        salonId: 2,
        levelId: 6,
        finish: 30,
        finishAddOn: 40,
        treatment: 50,
      },
      true,
    ],
    [
      'CuttingStyling without treatment',
      { ...emptySelection(), type: 'CuttingStyling', levelId: 6, finish: 30, finishAddOn: 40 },
      false,
    ],
    [
      'Men complete',
      { ...emptySelection(), type: 'Men', salonId: 2, levelId: 6, mensCut: 60, mensColour: 70 },
      true,
    ],
    ['Men without colour', { ...emptySelection(), type: 'Men', levelId: 6, mensCut: 60 }, false],
  ] as [string, Selection, boolean][])('%s → %s', (_name, s, expected) => {
    expect(currentStep(s) === null).toBe(expected)
  })
})

describe('colour add-on filter by category', () => {
  const addOns = services.filter((s) => s.kind === 'colourAddOn')
  it.each([
    ['fullHead', [10, 13]],
    ['foiling', [10, 11]],
    ['bleaching', [10, 12]],
    ['roots', [10, 11, 12, 13]],
  ])('%s offers %j', (key, ids) => {
    expect(addOnsFor(categories[key], addOns).map((a) => a.id)).toEqual(ids)
  })
})

describe('seeded order', () => {
  it('the same seed gives the same order (server and browser agree), another seed may not', () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8]
    expect(shuffle(ids, seededRandom(7))).toEqual(shuffle(ids, seededRandom(7)))
    expect([...shuffle(ids, seededRandom(7))].sort()).toEqual(ids)
  })
})

describe('pricing a selection', () => {
  const foils = colour({
    salonId: 2,
    levelId: 6,
    colourCategory: 2,
    colour: 1,
    colourAddOn: 11,
    plex: 20,
    finish: 30,
    finishAddOn: 40,
  })

  it('prices the worked example and leaves out zero lines', () => {
    const atStylist = priceSelection(foils, services, level(6))
    expect(atStylist.lines.map((l) => [l.serviceId, l.pence])).toEqual([
      [1, 9800],
      [11, 1100], // 7.25 + 4 = 11.25 → £11
      [30, 5000], // 49.50 → £50
    ])
    expect(atStylist.total).toBe(15900)
    expect(priceSelection(foils, services, level(9)).lines[0]!.pence).toBe(11500)
  })

  it('a skipped add-on is not charged even if one was chosen before', () => {
    const skipped = { ...foils, skipColourAddOn: true }
    expect(chosenServiceIds(skipped)).not.toContain(11)
  })
})

describe('properties', () => {
  const anyService = fc.record({
    id: fc.integer({ min: 1, max: 10_000 }),
    name: fc.constant('x'),
    kind: fc.constantFrom(...serviceSlots),
    pricePence: fc.integer({ min: 0, max: 30_000 }),
    productPence: fc.integer({ min: 0, max: 10_000 }),
    cat2: fc.constant(0),
    newStarterRestricted: fc.constant(false),
    description: fc.constant(null),
  })

  it('the total always equals the sum of the shown lines, each a whole pound', () => {
    fc.assert(
      fc.property(
        fc.array(anyService, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...levels),
        (list, lvl) => {
          const unique = list.map((s, i) => ({ ...s, id: i + 1 }))
          const s: Selection = { ...emptySelection(), type: 'Colour', skipColourAddOn: false }
          unique.forEach((u, i) => {
            const slot = (['colour', 'colourAddOn', 'plex', 'finish', 'finishAddOn'] as const)[
              i % 5
            ]!
            s[slot] = u.id
          })
          const { lines, total } = priceSelection(s, unique, lvl)
          expect(total).toBe(totalPence(lines))
          for (const l of lines) {
            expect(l.pence % 100).toBe(0)
            expect(l.pence).toBeGreaterThan(0)
          }
        },
      ),
    )
  })

  it('a more senior level never costs less', () => {
    fc.assert(
      fc.property(anyService, fc.integer({ min: 1, max: 8 }), (service, id) => {
        const s: Selection = { ...emptySelection(), type: 'Colour', colour: service.id }
        const one = { ...service, kind: 'colour' as const }
        const junior = priceSelection(s, [one], level(id)).total
        const senior = priceSelection(s, [one], level(id + 1)).total
        expect(senior).toBeGreaterThanOrEqual(junior)
      }),
    )
  })
})

describe('"None" is the preselected answer of the optional steps', () => {
  it('a colour quote is complete as soon as the required choices are made', () => {
    const foiling = colour({ salonId: 2, levelId: 6, colourCategory: categories.foiling!.code })
    const chosen = { ...foiling, colour: 1, finish: 30 }
    expect(currentStep(chosen)).not.toBeNull()
    const answered = withNoneAnswers(chosen, services, categories.foiling!)
    // The foiling group's "None" (group 0), plex and finishing touch "None".
    expect(answered).toMatchObject({ colourAddOn: 10, plex: 20, finishAddOn: 40 })
    expect(currentStep(answered)).toBeNull()
  })

  it('a choice the client made is kept; a reopened step waits for her', () => {
    const foiling = colour({ salonId: 2, levelId: 6, colourCategory: categories.foiling!.code })
    const chosen = { ...foiling, colour: 1, colourAddOn: 11, finish: 30 }
    const answered = withNoneAnswers(chosen, services, categories.foiling!, 'plex')
    expect(answered).toMatchObject({ colourAddOn: 11, plex: null, finishAddOn: 40 })
    expect(currentStep(answered)).toBe('plex')
  })

  it('the colour add-on waits for a category, and is never answered when the category skips it', () => {
    const none = withNoneAnswers(colour({ salonId: 2, levelId: 6 }), services, null)
    expect(none.colourAddOn).toBeNull()
    const roots = colour({
      salonId: 2,
      levelId: 6,
      colourCategory: categories.roots!.code,
      skipColourAddOn: true,
    })
    expect(withNoneAnswers(roots, services, categories.roots!).colourAddOn).toBeNull()
  })

  it('required steps are never preselected', () => {
    const cut = withNoneAnswers(
      { ...emptySelection(), type: 'CuttingStyling', salonId: 2, levelId: 6 },
      services,
      null,
    )
    expect(cut).toMatchObject({ finish: null, finishAddOn: 40, treatment: 50 })
    expect(currentStep(cut)).toBe('finish')
    const men = withNoneAnswers(
      { ...emptySelection(), type: 'Men', salonId: 2, levelId: 6 },
      services,
      null,
    )
    expect(men.mensCut).toBeNull()
    expect(currentStep(men)).toBe('mensCut')
  })

  it("a man's colour starts as None: his total shows once his cut is chosen", () => {
    const menNone = services.find((x) => x.kind === 'mensColour' && isNone(x))!
    const men = withNoneAnswers(
      { ...emptySelection(), type: 'Men', salonId: 2, levelId: 6 },
      services,
      null,
    )
    expect(men.mensColour).toBe(menNone.id)
    expect(
      currentStep({ ...men, mensCut: services.find((x) => x.kind === 'mensCut')!.id }),
    ).toBeNull()
  })

  it('a type without a "None" service leaves the step to the client', () => {
    const noNone = services.filter((x) => x.id !== 20)
    const s = withNoneAnswers(
      {
        ...colour({ salonId: 2, levelId: 6 }),
        colourCategory: 0,
        skipColourAddOn: true,
        colour: 2,
      },
      noNone,
      categories.roots!,
    )
    expect(s.plex).toBeNull()
    expect(currentStep(s)).toBe('plex')
  })
})

describe('ticks: a step is ticked iff its answer is still valid', () => {
  const full = {
    ...emptySelection(),
    type: 'CuttingStyling' as const,
    salonId: 2,
    levelId: 6,
    finish: 30,
    finishAddOn: 40,
    treatment: 50,
  }
  it('a complete quote ticks every step and the total', () => {
    expect(answeredSteps(full)).toEqual([
      'salon',
      'level',
      'finish',
      'finishAddOn',
      'treatment',
      'totals',
    ])
  })
  it('changing the salon unticks the salon and the total, and keeps the other answers', () => {
    const noSalon = { ...full, salonId: null }
    expect(answeredSteps(noSalon)).toEqual(['level', 'finish', 'finishAddOn', 'treatment'])
    expect(stepDone(noSalon, 'totals')).toBe(false)
  })
  it('in budget mode the total needs no level', () => {
    const budget = { ...full, levelId: null }
    expect(stepDone(budget, 'totals')).toBe(false)
    expect(stepDone(budget, 'totals', { skipLevel: true })).toBe(true)
  })
})

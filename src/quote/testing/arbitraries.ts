// Random small catalogues and offers for the quote module's property tests: every slot has one
// to three services (some "None" at £0), two salons, two to four levels (random ids and ranks, as
// after managers add, delete and renumber levels; the New Starter rules on one of them or none),
// one to four stylists, and offers of every kind of audience, basket and saving.
import fc from 'fast-check'

import { calculatorTypes } from '../model'
import { serviceSlots } from '../service-types'
import type {
  CatalogueCategory,
  CatalogueService,
  CatalogueStylist,
  QuoteCatalogue,
} from '../catalogue'
import { bySeniority } from '../levels'
import type { OfferBasket, OfferBenefit, OfferRule } from '../offers'
import type { ServiceKind } from '../service-kinds'

export const SALONS = [1, 2]
const MAX_LEVELS = 4

/** A small random catalogue: every slot has one to three services, some "None" at £0. */
export const catalogueArb: fc.Arbitrary<QuoteCatalogue> = fc
  .record({
    levelCount: fc.integer({ min: 2, max: MAX_LEVELS }),
    levelIds: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), {
      minLength: MAX_LEVELS,
      maxLength: MAX_LEVELS,
    }),
    ranks: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), {
      minLength: MAX_LEVELS,
      maxLength: MAX_LEVELS,
    }),
    adapters: fc.array(fc.integer({ min: -80, max: 40 }), {
      minLength: MAX_LEVELS,
      maxLength: MAX_LEVELS,
    }),
    /** Which level (by seniority) has the New Starter rules; beyond the last, none has. */
    ruled: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: MAX_LEVELS })),
    categories: fc.array(
      fc.record({ skip: fc.boolean(), group: fc.boolean(), restricted: fc.boolean() }),
      { minLength: 1, maxLength: 2 },
    ),
    slots: fc.array(
      fc.array(
        fc.record({
          price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 120 })),
          product: fc.integer({ min: 0, max: 30 }),
          cat2: fc.integer({ min: 0, max: 1 }),
          restricted: fc.boolean(),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      { minLength: serviceSlots.length, maxLength: serviceSlots.length },
    ),
    stylists: fc.array(
      fc.record({
        level: fc.nat(),
        salon: fc.constantFrom(...SALONS),
        accepting: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map((v) => {
    const levels = bySeniority(
      v.levelIds.slice(0, v.levelCount).map((id, i) => ({
        id,
        name: `Level ${id}`,
        adapter: v.adapters[i]!,
        experience: null,
        rank: v.ranks[i]!,
        newStarterRules: false,
      })),
    ).map((l, i) => ({ ...l, newStarterRules: i === v.ruled }))
    let id = 0
    const services: CatalogueService[] = []
    serviceSlots.forEach((slot, i) => {
      for (const s of v.slots[i]!) {
        id += 1
        services.push({
          id,
          name: `${slot} ${id}`,
          kind: slot as ServiceKind,
          // Colours are always priced (the calculator's colour step has no "None").
          pricePence:
            (slot === 'colour' || slot === 'mensCut' ? Math.max(s.price, 5) : s.price) * 100,
          // A "None" answer costs nothing at all (no product either).
          productPence: s.price === 0 ? 0 : s.product * 100,
          cat2:
            slot === 'colour' ? s.cat2 % v.categories.length : slot === 'colourAddOn' ? s.cat2 : 0,
          newStarterRestricted: s.restricted,
          description: null,
        })
      }
    })
    const categories: CatalogueCategory[] = v.categories.map((c, i) => ({
      id: 100 + i,
      code: i,
      name: `Category ${i}`,
      guidance: '',
      skipAddOn: c.skip,
      addOnGroup: c.group ? 1 : null,
      newStarterRestricted: c.restricted,
    }))
    const stylists: CatalogueStylist[] = v.stylists.map((s, i) => {
      const level = levels[s.level % levels.length]!
      return {
        id: 200 + i,
        slug: `stylist-${i}`,
        name: `Stylist ${i}`,
        firstName: `S${i}`,
        salonId: s.salon,
        levelId: level.id,
        levelName: level.name,
        acceptingNewClients: s.accepting,
        hasLeft: false,
        photo: null,
        paragraphs: [],
      }
    })
    return {
      salons: SALONS.map((id) => ({
        id,
        name: `Salon ${id}`,
        shortName: `S${id}`,
        isAcademy: false,
      })),
      levels,
      categories,
      services,
      stylists,
      defaultSalonId: 1,
    }
  })

const subset = <T>(xs: readonly T[]) => fc.subarray([...xs], { maxLength: Math.min(2, xs.length) })

export function offerArb(cat: QuoteCatalogue, id: number): fc.Arbitrary<OfferRule> {
  const ids = cat.services.map((s) => s.id)
  const basket: fc.Arbitrary<OfferBasket> = fc.oneof(
    fc.constant({ kind: 'anything' as const }),
    fc.record({ kind: fc.constant('type' as const), types: subset(calculatorTypes) }),
    fc.record({
      kind: fc.constant('colourCategories' as const),
      categoryIds: subset(cat.categories.map((c) => c.id)),
    }),
    fc.record({ kind: fc.constant('services' as const), serviceIds: subset(ids) }),
    fc.record({ kind: fc.constant('colourAndCut' as const), cutIds: subset(ids) }),
  )
  const benefit: fc.Arbitrary<OfferBenefit> = fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 60 }) }),
    fc.record({
      kind: fc.constant('amount' as const),
      pence: fc.integer({ min: 1, max: 60 }).map((p) => p * 100),
    }),
    fc.record({ kind: fc.constant('free' as const), serviceId: fc.constantFrom(...ids) }),
  )
  return fc.record({
    id: fc.constant(id),
    slug: fc.constant(`offer-${id}`),
    title: fc.constant(`Offer ${id}`),
    code: fc.constant(`CODE${id}`),
    audience: fc.constantFrom('new' as const, 'returning' as const, 'everyone' as const),
    stylistIds: subset(cat.stylists.map((s) => s.id)),
    salonIds: subset(SALONS),
    levelIds: subset(cat.levels.map((l) => l.id)),
    on: basket,
    benefit,
    validDays: fc.constant(28),
    active: fc.constant(true),
    startDate: fc.constant(null),
    endDate: fc.constant('2099-12-31'),
  })
}

export const worldArb = catalogueArb.chain((cat) =>
  fc
    .tuple(fc.constant(cat), fc.array(fc.nat(), { minLength: 1, maxLength: 4 }))
    .chain(([c, n]) => fc.tuple(fc.constant(c), fc.tuple(...n.map((_, i) => offerArb(c, i + 1))))),
)

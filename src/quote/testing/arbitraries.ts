// Random small catalogues and offers for the quote module's property tests: every slot has one
// to three services (some "None" at £0), two salons, three levels (the first a New Starter),
// one to four stylists, and offers of every kind of audience, basket and saving.
import fc from 'fast-check'

import { calculatorTypes, serviceSlots } from '../calculator'
import type {
  CatalogueCategory,
  CatalogueService,
  CatalogueStylist,
  QuoteCatalogue,
} from '../catalogue'
import type { OfferBasket, OfferBenefit, OfferRule } from '../offers'
import type { ServiceKind } from '../service-kinds'

export const SALONS = [1, 2]
export const LEVELS = [1, 2, 3]

/** A small random catalogue: every slot has one to three services, some "None" at £0. */
export const catalogueArb: fc.Arbitrary<QuoteCatalogue> = fc
  .record({
    adapters: fc.tuple(fc.integer({ min: -80, max: 0 }), fc.integer({ min: -40, max: 40 })),
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
        level: fc.constantFrom(...LEVELS),
        salon: fc.constantFrom(...SALONS),
        accepting: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map((v) => {
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
    const stylists: CatalogueStylist[] = v.stylists.map((s, i) => ({
      id: 200 + i,
      slug: `stylist-${i}`,
      name: `Stylist ${i}`,
      firstName: `S${i}`,
      salonId: s.salon,
      levelId: s.level,
      levelName: `Level ${s.level}`,
      acceptingNewClients: s.accepting,
      hasLeft: false,
      photo: null,
      paragraphs: [],
    }))
    return {
      salons: SALONS.map((id) => ({
        id,
        name: `Salon ${id}`,
        shortName: `S${id}`,
        isAcademy: false,
      })),
      levels: [
        { id: 1, name: 'New Starter', adapter: -80, experience: null },
        { id: 2, name: 'Level 2', adapter: v.adapters[0], experience: null },
        { id: 3, name: 'Level 3', adapter: v.adapters[1], experience: null },
      ],
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
    levelIds: subset(LEVELS),
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

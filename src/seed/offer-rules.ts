// The seeded offers as the quote module's rules, from names to ids: the seed writes these
// fields, and the consistency test prices the same rules through src/quote.
import type { OfferBasket, OfferBenefit, OfferRule } from '@/quote'
import { poundsToPence } from '@/quote/money'

import { colourCategories, services } from './data/price-list'
import type { SeedOffer } from './data/types'

/** Ids as the seed numbers them: price-list order from 1; stylists by slug. */
export type SeedIds = { stylistId: (slug: string) => number }

const serviceId = (name: string): number => {
  const i = services.findIndex((s) => s.service === name)
  if (i < 0) throw new Error(`seed offer: no service named ${name}`)
  return i + 1
}

const categoryId = (name: string): number => {
  const i = colourCategories.findIndex((c) => c.name === name)
  if (i < 0) throw new Error(`seed offer: no colour category named ${name}`)
  return i + 1
}

export function seedOfferBasket(o: SeedOffer): OfferBasket {
  const a = o.appliesTo
  switch (a.kind) {
    case 'anything':
      return a
    case 'type':
      return { kind: 'type', types: a.types }
    case 'colourCategories':
      return { kind: 'colourCategories', categoryIds: a.categories.map(categoryId) }
    case 'services':
      return { kind: 'services', serviceIds: a.services.map(serviceId) }
    case 'colourAndCut':
      return { kind: 'colourAndCut', cutIds: a.cuts.map(serviceId) }
  }
}

export function seedOfferBenefit(o: SeedOffer): OfferBenefit {
  const b = o.benefit
  if (b.kind === 'amount') return { kind: 'amount', pence: poundsToPence(b.pounds) }
  if (b.kind === 'free') return { kind: 'free', serviceId: serviceId(b.service) }
  return b
}

export function seedOfferRule(o: SeedOffer, id: number, ids: SeedIds): OfferRule {
  return {
    id,
    slug: o.slug,
    title: o.title,
    code: o.code,
    audience: o.audience,
    stylistIds: o.stylistSlugs.map(ids.stylistId),
    salonIds: [],
    levelIds: [],
    on: seedOfferBasket(o),
    benefit: seedOfferBenefit(o),
    validDays: o.validDays ?? 28,
    active: o.active,
    startDate: o.startDate ?? null,
    endDate: o.endDate,
  }
}

/** The offer's rule as the offers collection stores it (relationship ids, names as in the admin). */
export function seedOfferFields(o: SeedOffer, ids: SeedIds) {
  const rule = seedOfferRule(o, 0, ids)
  const on = rule.on
  const b = rule.benefit
  return {
    audience: rule.audience,
    stylists: rule.stylistIds,
    appliesTo: on.kind,
    serviceTypes: on.kind === 'type' ? on.types : [],
    colourCategories: on.kind === 'colourCategories' ? on.categoryIds : [],
    services: on.kind === 'services' ? on.serviceIds : on.kind === 'colourAndCut' ? on.cutIds : [],
    benefit: b.kind,
    discountPercent: b.kind === 'percent' ? b.percent : null,
    amountOffPounds: b.kind === 'amount' ? b.pence / 100 : null,
    freeService: b.kind === 'free' ? b.serviceId : null,
    code: rule.code,
    validDays: rule.validDays,
  }
}

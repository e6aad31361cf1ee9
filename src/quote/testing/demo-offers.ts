// The seeded offers as the quote module's rules, numbered as the seed numbers them, and those
// live on a given day: for tests of what the calculator shows with the demo catalogue.
import { offers, stylists } from '@/seed/data/content'
import { seedOfferRule } from '@/seed/offer-rules'

import type { QuoteCatalogue } from '../catalogue'
import type { OfferRule } from '../offers'
import { liveOffers } from '../offer-status'
import { demoCatalogue } from './demo-catalogue'

/** Stylists by slug as the seed numbers them (all of them, those who have left included). */
const stylistId = (slug: string) => {
  const i = stylists.findIndex((s) => s.slug === slug)
  if (i < 0) throw new Error(`no seeded stylist ${slug}`)
  return i + 1
}

/** Every seeded offer as a rule, live or not. */
export const demoOfferRules = (): OfferRule[] =>
  offers.map((o, i) => seedOfferRule(o, i + 1, { stylistId }))

/** The seeded offers live on `now` (offerStatus), ending soonest first. */
export function demoLiveOffers(now: Date): OfferRule[] {
  const world = {
    hideOffers: false,
    stylists: stylists.map((s, i) => ({
      id: i + 1,
      firstName: s.firstName,
      hasLeft: s.hasLeft,
      acceptingNewClients: s.acceptingNewClients,
    })),
  }
  return liveOffers(demoOfferRules(), world, now)
}

/** The demo catalogue with the offers live on `now`, as `readQuoteCatalogue` fills them. */
export const demoCatalogueWithOffers = (now: Date): QuoteCatalogue => ({
  ...demoCatalogue(),
  offers: demoLiveOffers(now),
})

// How an offer is named and linked on cards and pages: its kind's label, its address, the
// stylists it names and the salons to call about it.
import type { Offer, OfferKind, Salon, Stylist } from '../types'

const KIND_LABELS: Record<OfferKind, string> = {
  general: 'New client offer',
  stylist: 'Stylist offer',
  combination: 'Choose your stylist',
  seasonal: 'Seasonal offer',
  'first-appointment': 'First appointment',
  extensions: 'Extensions offer',
}

export const offerKindLabel = (kind: OfferKind): string => KIND_LABELS[kind]

/**
 * The kind line above a card's title, or null when the badge above it already says the same
 * (a card read "Seasonal offer" twice): each line says something new.
 */
export function offerCardKind(kind: OfferKind, badge: string): string | null {
  const label = offerKindLabel(kind)
  const same = (a: string) => a.trim().toLowerCase()
  return same(label) === same(badge) ? null : label
}

export type OfferVariant = 'web' | 'sms'

export const offerPath = (slug: string, variant: OfferVariant = 'web'): string =>
  `/${variant === 'sms' ? 'sms' : 'offers'}/${encodeURIComponent(slug)}`

/** The named stylists of an offer, in the offer's order, leaving out anyone unknown or gone. */
export function offerStylists(
  offer: Pick<Offer, 'kind' | 'stylistIds'>,
  stylists: readonly Stylist[],
): Stylist[] {
  const byId = new Map(stylists.map((s) => [s.id, s]))
  return offer.stylistIds
    .map((id) => byId.get(id))
    .filter((s): s is Stylist => Boolean(s && !s.hasLeft))
}

/**
 * The salons a client should call about an offer: the salons of its named stylists, or, for
 * offers that are not tied to stylists, every salon that takes clients (not the Academy),
 * the group's default salon first.
 */
export function offerSalons(
  offerStylistList: readonly Stylist[],
  salons: readonly Salon[],
  defaultSalonId: number,
): Salon[] {
  if (offerStylistList.length > 0) {
    const ids = [...new Set(offerStylistList.map((s) => s.salonId))]
    return ids.map((id) => salons.find((s) => s.id === id)).filter((s): s is Salon => Boolean(s))
  }
  const salonsForClients = salons.filter((s) => !s.isAcademy)
  return [...salonsForClients].sort(
    (a, b) => Number(b.id === defaultSalonId) - Number(a.id === defaultSalonId),
  )
}

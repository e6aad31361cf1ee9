// When an offer is on the site (offerStatus, the one place that decides) and the UK days its
// dates stand for. No clock: `now` is always passed in, so every rule is testable.
import type { CatalogueStylist, OfferBenefit, OfferRule } from './model'
import { ukDay } from './uk-date'

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The UK calendar day an offer date stands for, or null if it cannot be read.
 * Accepts a plain day ("2026-12-31", as seeded) or a timestamp (as the admin's day picker
 * saves it: e.g. "2027-03-30T23:00:00.000Z" is midnight of 31 March in British Summer Time).
 */
export function offerDay(value: string | null | undefined): string | null {
  if (!value) return null
  const trimmed = value.trim()
  if (DATE_ONLY.test(trimmed)) return trimmed
  const instant = new Date(trimmed)
  return Number.isNaN(instant.getTime()) ? null : ukDay(instant)
}

/** What the rule reads of an offer. */
export type OfferForRule = Pick<
  OfferRule,
  'active' | 'startDate' | 'endDate' | 'stylistIds' | 'audience' | 'benefit'
>

/** What the rule reads of a stylist. */
export type OfferRuleStylist = Pick<
  CatalogueStylist,
  'id' | 'firstName' | 'hasLeft' | 'acceptingNewClients'
>

/** Everything outside the offer that can take it off the site. */
export type OfferWorld = {
  /** Site settings → "Hide all offers". */
  hideOffers: boolean
  /** At least the stylists the offer names; a named id not found here is ignored (deleted). */
  stylists: readonly OfferRuleStylist[]
}

/**
 * Whether an offer is on the site, and if not, the one reason staff should fix first.
 * `on` is the UK day ("2026-11-30"), or null when the date cannot be read.
 */
export type OfferStatus =
  | { status: 'live' }
  | { status: 'switched-off' }
  | { status: 'no-saving' }
  | { status: 'not-started'; on: string | null }
  | { status: 'ended'; on: string | null }
  | { status: 'hidden' }
  | { status: 'stylist-left'; names: string[] }
  | { status: 'not-taking-new-clients'; names: string[] }

/**
 * THE rule for whether an offer shows on the site at `now` — every list, page, image, sitemap,
 * the public API and the admin's "On the site" column use it. In this order (the first that
 * applies is the reason given):
 * 1. switched off, or no saving set (a percentage or amount of nothing, no free service);
 * 2. not started (a start day still to come in the UK) or ended (the end day is before today
 *    in the UK, so an offer ending "31 December" runs until midnight UK time that night). An
 *    unreadable date counts as not started / ended: better hidden than shown for ever;
 * 3. hidden by "Hide all offers";
 * 4. a stylist it names has left (her profile only shows the has-left notice);
 * 5. a stylist it names is not taking new clients, for an offer to new clients.
 */
/** A percentage or an amount above nothing, or a service to give: an offer with no saving is no offer. */
const hasSaving = (b: OfferBenefit): boolean =>
  b.kind === 'percent' ? b.percent > 0 : b.kind === 'amount' ? b.pence > 0 : b.serviceId > 0

export function offerStatus(offer: OfferForRule, world: OfferWorld, now: Date): OfferStatus {
  if (!offer.active) return { status: 'switched-off' }
  if (!hasSaving(offer.benefit)) return { status: 'no-saving' }
  const today = ukDay(now)
  if (offer.startDate) {
    const start = offerDay(offer.startDate)
    if (start === null || start > today) return { status: 'not-started', on: start }
  }
  const end = offerDay(offer.endDate)
  if (end === null || end < today) return { status: 'ended', on: end }
  if (world.hideOffers) return { status: 'hidden' }
  if (offer.stylistIds.length > 0) {
    const byId = new Map(world.stylists.map((s) => [s.id, s]))
    const named = offer.stylistIds
      .map((id) => byId.get(id))
      .filter((s): s is OfferRuleStylist => Boolean(s))
    const gone = named.filter((s) => s.hasLeft)
    if (gone.length > 0) return { status: 'stylist-left', names: gone.map((s) => s.firstName) }
    const full = named.filter((s) => !s.acceptingNewClients)
    if (full.length > 0 && offer.audience === 'new')
      return { status: 'not-taking-new-clients', names: full.map((s) => s.firstName) }
  }
  return { status: 'live' }
}

export const isOfferLive = (offer: OfferForRule, world: OfferWorld, now: Date): boolean =>
  offerStatus(offer, world, now).status === 'live'

/**
 * Stopped by a change somewhere other than the offer itself (the setting, a stylist's
 * profile): the staff dashboard lists these, since nobody touched the offer.
 */
export const stoppedElsewhere = (s: OfferStatus): boolean =>
  s.status === 'hidden' || s.status === 'stylist-left' || s.status === 'not-taking-new-clients'

/**
 * What the Offers list's "On the site" column says, from the same worked-out figures as the
 * offer's "Worked out" panel (ADR 056): an offer that is live, or to start, by its dates and
 * switch but that another offer always beats (no quote would ever carry it) never applies, and
 * is not shown as live or scheduled. Any other reason it is off the site is said as it is.
 * `beaten` is the claims' answer (offerClaim: carried false, beaten by another offer).
 */
export type OfferListing = OfferStatus | { status: 'never-applies' }

/** Whether the list needs the worked-out figures at all (they cost a walk of the price list). */
export const listingNeedsClaim = (s: OfferStatus): boolean =>
  s.status === 'live' || s.status === 'not-started'

export function offerListing(s: OfferStatus, beaten: boolean): OfferListing {
  return beaten && listingNeedsClaim(s) ? { status: 'never-applies' } : s
}

/** Live offers, ending soonest first (ties keep their order). */
export function liveOffers<O extends OfferForRule>(
  offers: readonly O[],
  world: OfferWorld,
  now: Date,
): O[] {
  return offers
    .filter((o) => isOfferLive(o, world, now))
    .map((o, i) => ({ o, i, end: offerDay(o.endDate) ?? '' }))
    .sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : a.i - b.i))
    .map(({ o }) => o)
}

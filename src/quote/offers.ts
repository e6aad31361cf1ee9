// Offers as rules: who qualifies, with whom, on what, and what she saves. For any quote,
// `bestOffer` says which single offer applies (offers are not combinable) and the price with it.
// The calculator, the saved quote, the messages, the offer pages and the API all ask these
// functions; nothing else decides which offer a quote carries. What an offer's pages may claim
// ("from £…", or that it never applies) is worked out in claims.ts.
import {
  categoryOf,
  findService,
  type CatalogueLevel,
  type CatalogueService,
  type QuoteCatalogue,
} from './catalogue'
import type { CalculatorType, OfferAudience, OfferBasket, OfferBenefit, OfferRule } from './model'
import { formatGBP, type Pence } from './money'
import { offerDay } from './offer-status'
import { linePence, percentOffPence } from './pricing'
import { basketPossible } from './service-types'
import { ukDay } from './uk-date'

// The shapes and their lists live in model.ts (no import circles: ADR 037).
export {
  offerAudiences,
  offerBasketKinds,
  offerBenefitKinds,
  type OfferAudience,
  type OfferBasket,
  type OfferBenefit,
  type OfferRule,
} from './model'

/** A quote as the offer rules see it. */
export type OfferQuote = {
  regular: boolean
  type: CalculatorType
  level: Pick<CatalogueLevel, 'id' | 'adapter'>
  stylistId: number | null
  /** The quote's salon (quoteSalonId): her stylist's, or the one she chose. */
  salonId: number | null
  /** The chosen services, "None" answers included or not. */
  services: readonly CatalogueService[]
  /** The quote's total before any offer (the sum of its rounded lines). */
  totalPence: Pence
}

export type AppliedOffer = {
  offer: OfferRule
  /** The price before the offer, and after it. */
  totalPence: Pence
  afterPence: Pence
  /** What it saves: the price taken off, or the worth of the free service. */
  savingPence: Pence
  /**
   * The quote's services the saving is on (ADR 056): a percentage or amount comes off these
   * lines only ("25% off balayage colour" is not 25% of the cut too); a free service, its own.
   */
  coveredServiceIds: number[]
  /** The free service, when that is the benefit. */
  free: { serviceId: number; name: string; pence: Pence; inQuote: boolean } | null
}

const isColour = (s: CatalogueService) =>
  (s.kind === 'colour' || s.kind === 'mensColour') && s.pricePence > 0

/** Whether the quote's services are what the offer is on. */
function basketFits(cat: QuoteCatalogue, on: OfferBasket, q: OfferQuote): boolean {
  if (!basketPossible(q.type, on.kind)) return false
  switch (on.kind) {
    case 'anything':
      return true
    case 'type':
      return on.types.includes(q.type)
    case 'colourCategories':
      return q.services.some(
        (s) => s.kind === 'colour' && on.categoryIds.includes(categoryOf(cat, s)?.id ?? -1),
      )
    case 'services':
      return q.services.some((s) => on.serviceIds.includes(s.id))
    case 'colourAndCut':
      return q.services.some(isColour) && q.services.some((s) => on.cutIds.includes(s.id))
  }
}

const audienceFits = (a: OfferAudience, regular: boolean) =>
  a === 'everyone' || (a === 'new') === !regular

const inList = (list: readonly number[], id: number | null) =>
  list.length === 0 || (id != null && list.includes(id))

/** Who, with whom and on what: whether the offer's terms cover this quote (not its dates). */
export function offerCovers(cat: QuoteCatalogue, offer: OfferRule, q: OfferQuote): boolean {
  return (
    audienceFits(offer.audience, q.regular) &&
    inList(offer.stylistIds, q.stylistId) &&
    inList(offer.salonIds, q.salonId) &&
    inList(offer.levelIds, q.level.id) &&
    basketFits(cat, offer.on, q)
  )
}

/**
 * The quote's services an offer's saving is on (ADR 056): on chosen services or colour
 * categories, those; on any appointment, a type of appointment or a colour and cut (the
 * appointment, toner and treatments with it), all of them.
 */
export function coveredServices(
  cat: QuoteCatalogue,
  on: OfferBasket,
  services: readonly CatalogueService[],
): CatalogueService[] {
  switch (on.kind) {
    case 'anything':
    case 'type':
    case 'colourAndCut':
      return [...services]
    case 'colourCategories':
      return services.filter(
        (s) => s.kind === 'colour' && on.categoryIds.includes(categoryOf(cat, s)?.id ?? -1),
      )
    case 'services':
      return services.filter((s) => on.serviceIds.includes(s.id))
  }
}

const sumPence = (lines: readonly Pence[]): Pence => lines.reduce((a, b) => a + b, 0)

/** Whether an offer's saving is on the whole quote, whatever it holds. */
export const onWholeQuote = (on: OfferBasket): boolean =>
  on.kind !== 'colourCategories' && on.kind !== 'services'

/** The price with this offer, or null when its terms do not cover the quote. */
export function applyOffer(
  cat: QuoteCatalogue,
  offer: OfferRule,
  q: OfferQuote,
): AppliedOffer | null {
  if (!offerCovers(cat, offer, q)) return null
  const total = q.totalPence
  // A quote with no price carries no offer: nothing can be taken off it, and a free service
  // "worth £15" on a £0 quote claims more than the quote is (ADR 044). What an offer takes off
  // is never more than the total (below, by construction); only a free service she adds is
  // worth what it is.
  if (!(total > 0)) return null
  const b = offer.benefit
  if (b.kind === 'percent' || b.kind === 'amount') {
    if (!(b.kind === 'percent' ? b.percent > 0 : b.pence > 0)) return null
    // Off the lines it covers, each as the quote prices it; the rest of the quote is as it was.
    const covered = coveredServices(cat, offer.on, q.services)
    const on = onWholeQuote(offer.on)
      ? total
      : Math.min(total, sumPence(covered.map((s) => linePence(s, q.level.adapter))))
    if (!(on > 0)) return null
    const off = b.kind === 'percent' ? on - percentOffPence(on, b.percent) : Math.min(on, b.pence)
    return {
      offer,
      totalPence: total,
      afterPence: total - off,
      savingPence: off,
      coveredServiceIds: covered.map((s) => s.id),
      free: null,
    }
  }
  const service = findService(cat, b.serviceId)
  if (!service) return null
  const pence = linePence(service, q.level.adapter)
  if (pence <= 0) return null
  const inQuote = q.services.some((s) => s.id === service.id)
  return {
    offer,
    totalPence: total,
    // In the quote, its line is taken off; otherwise it is added, free.
    afterPence: inQuote ? total - pence : total,
    savingPence: pence,
    coveredServiceIds: [service.id],
    free: { serviceId: service.id, name: service.name, pence, inQuote },
  }
}

/** Which of two applied offers is better for her: the lower price, then the bigger saving. */
const better = (a: AppliedOffer, b: AppliedOffer) =>
  a.afterPence !== b.afterPence ? a.afterPence < b.afterPence : a.savingPence > b.savingPence

/**
 * The one offer a quote carries: of the live offers given (in order, ending soonest first),
 * the one that leaves the lowest price, then the bigger saving, then the first. Offers are not
 * combinable, so there is never a second.
 */
export function bestOffer(
  cat: QuoteCatalogue,
  liveOffers: readonly OfferRule[],
  q: OfferQuote,
): AppliedOffer | null {
  let best: AppliedOffer | null = null
  for (const offer of liveOffers) {
    const applied = applyOffer(cat, offer, q)
    if (applied && (!best || better(applied, best))) best = applied
  }
  return best
}

/** The saving in a few words: "20% off", "£15 off", "a free Bond builder — standard". */
export function benefitText(cat: QuoteCatalogue, b: OfferBenefit): string {
  switch (b.kind) {
    case 'percent':
      return `${b.percent}% off`
    case 'amount':
      return `${formatGBP(b.pence)} off`
    case 'free': {
      const name = findService(cat, b.serviceId)?.name
      return name ? `a free ${name.charAt(0).toLowerCase()}${name.slice(1)}` : 'a free service'
    }
  }
}

/**
 * The last day a quote's offer is good for: `validDays` after the quote, never past the
 * offer's last day (a UK day, "2026-12-24").
 */
export function offerExpiryDay(createdAt: Date, offer: Pick<OfferRule, 'validDays' | 'endDate'>) {
  const byDays = ukDay(new Date(createdAt.getTime() + offer.validDays * 24 * 60 * 60 * 1000))
  const end = offerDay(offer.endDate)
  return end && end < byDays ? end : byDays
}

/**
 * Whether a save's claimed offer (its slug, as the calculator showed it) must be refused: it
 * names an offer other than the one the server computes for the quote — one she does not
 * qualify for, one that has ended, or not the best. Claiming none is never refused: she gets
 * the offer she qualifies for anyway.
 */
export function claimProblem(
  computed: AppliedOffer | null,
  claimed: string | null | undefined,
): boolean {
  if (claimed == null || claimed === '') return false
  return claimed !== computed?.offer.slug
}

const typeWords: Record<CalculatorType, string> = {
  Colour: 'a colour',
  CuttingStyling: 'a cut or finish',
  Men: "a men's cut or colour",
}

const lowerFirst = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}`

/** "a, b or c". */
const orList = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`

/** What the offer is on, in a few words ("a colour and cut"); null for any quote. */
function basketText(cat: QuoteCatalogue, on: OfferBasket): string | null {
  switch (on.kind) {
    case 'anything':
      return null
    case 'type':
      return orList(on.types.map((t) => typeWords[t])) || null
    case 'colourCategories': {
      const names = cat.categories
        .filter((c) => on.categoryIds.includes(c.id))
        .map((c) => lowerFirst(c.name))
      return names.length ? `${orList(names)} colour` : null
    }
    case 'services': {
      const names = on.serviceIds
        .map((id) => findService(cat, id)?.name)
        .filter((n): n is string => Boolean(n))
        .map(lowerFirst)
      return names.length ? orList(names) : null
    }
    case 'colourAndCut':
      return 'a colour and cut'
  }
}

/**
 * An offer's terms in a few words, from its rule (its title is content, with placeholders):
 * "30% off a colour and cut", "a free gloss & tone with a colour", "20% off your appointment".
 */
export function offerTerms(cat: QuoteCatalogue, offer: Pick<OfferRule, 'on' | 'benefit'>): string {
  const benefit = benefitText(cat, offer.benefit)
  const on = basketText(cat, offer.on)
  if (offer.benefit.kind === 'free') return on ? `${benefit} with ${on}` : benefit
  return `${benefit} ${on ?? 'your appointment'}`
}

/**
 * The live offers (the catalogue's) that name this stylist, for her client: a client not yet
 * asked whether she has been before counts as new, as availability counts her. Offers open to
 * any stylist are not hers: the totals say when one of those applies.
 */
export function offersForStylist(
  cat: QuoteCatalogue,
  stylistId: number,
  regular: boolean | null = null,
): OfferRule[] {
  const stylist = cat.stylists.find((s) => s.id === stylistId)
  if (!stylist) return []
  return (cat.offers ?? []).filter(
    (o) =>
      o.stylistIds.includes(stylist.id) &&
      audienceFits(o.audience, regular ?? false) &&
      inList(o.salonIds, stylist.salonId) &&
      inList(o.levelIds, stylist.levelId),
  )
}

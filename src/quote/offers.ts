// Offers as rules (issue 28): who qualifies, with whom, on what, and what she saves. For any
// quote, `bestOffer` says which single offer applies (offers are not combinable) and the price
// with it; for any offer, `offerFrom` gives the lowest price a client can really be quoted with
// it, and the quote that reaches it. The calculator, the saved quote, the messages, the offer
// pages and the API all ask these functions; nothing else decides which offer a quote carries.
import { availability } from './availability'
import { addOnsFor, stepsFor, type CalculatorType, type ServiceSlot } from './calculator'
import {
  categoryOf,
  findService,
  type CatalogueCategory,
  type CatalogueLevel,
  type CatalogueService,
  type QuoteCatalogue,
} from './catalogue'
import { formatGBP, type Pence } from './money'
import { offerDay, ukDay } from './offer-status'
import { linePence, percentOffPence } from './pricing'

export const offerAudiences = ['new', 'returning', 'everyone'] as const
/** Who qualifies: new clients (the spec's usual terms), returning clients, or everyone. */
export type OfferAudience = (typeof offerAudiences)[number]

export const offerBasketKinds = [
  'anything',
  'type',
  'colourCategories',
  'services',
  'colourAndCut',
] as const
/** On what: any quote, a kind of appointment, colour categories, chosen services, colour and cut. */
export type OfferBasket =
  | { kind: 'anything' }
  | { kind: 'type'; types: CalculatorType[] }
  | { kind: 'colourCategories'; categoryIds: number[] }
  /** Any one of these services in the quote. */
  | { kind: 'services'; serviceIds: number[] }
  /** A priced colour (or men's colour) with one of these cuts. */
  | { kind: 'colourAndCut'; cutIds: number[] }

export const offerBenefitKinds = ['percent', 'amount', 'free'] as const
/** The saving: a percentage off the total, an amount off, or one service free. */
export type OfferBenefit =
  | { kind: 'percent'; percent: number }
  | { kind: 'amount'; pence: Pence }
  | { kind: 'free'; serviceId: number }

export type OfferRule = {
  id: number
  slug: string
  title: string
  code: string | null
  audience: OfferAudience
  /** With whom; an empty list means any. */
  stylistIds: number[]
  salonIds: number[]
  levelIds: number[]
  on: OfferBasket
  benefit: OfferBenefit
  /** Days a quote's offer stays good after the quote (never past the offer's end). */
  validDays: number
  active: boolean
  /** UK days ("2026-12-01") or timestamps, as the admin saves them. */
  startDate: string | null
  endDate: string | null
}

/** A quote as the offer rules see it. */
export type OfferQuote = {
  regular: boolean
  type: CalculatorType
  level: Pick<CatalogueLevel, 'id' | 'adapter'>
  stylistId: number | null
  /** The stylist's salon, or the salon she chose when no stylist is chosen (Colour only). */
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
  /** The free service, when that is the benefit. */
  free: { serviceId: number; name: string; pence: Pence; inQuote: boolean } | null
}

const isColour = (s: CatalogueService) =>
  (s.kind === 'colour' || s.kind === 'mensColour') && s.pricePence > 0

/** Whether the quote's services are what the offer is on. */
function basketFits(cat: QuoteCatalogue, on: OfferBasket, q: OfferQuote): boolean {
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

/** The price with this offer, or null when its terms do not cover the quote. */
export function applyOffer(
  cat: QuoteCatalogue,
  offer: OfferRule,
  q: OfferQuote,
): AppliedOffer | null {
  if (!offerCovers(cat, offer, q)) return null
  const total = q.totalPence
  const b = offer.benefit
  if (b.kind === 'percent') {
    if (!(b.percent > 0)) return null
    const after = percentOffPence(total, b.percent)
    return { offer, totalPence: total, afterPence: after, savingPence: total - after, free: null }
  }
  if (b.kind === 'amount') {
    if (!(b.pence > 0)) return null
    const after = Math.max(0, total - b.pence)
    return { offer, totalPence: total, afterPence: after, savingPence: total - after, free: null }
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

/** The quote that reaches an offer's "from": enough to build it in the calculator. */
export type OfferWitness = {
  type: CalculatorType
  regular: boolean
  levelId: number
  stylistId: number | null
  salonId: number | null
  colourCategory: number | null
  services: Partial<Record<ServiceSlot, number>>
}

export type OfferFrom = { pence: Pence; totalPence: Pence; witness: OfferWitness }

/** Who a quote can be with: a stylist, or a level (with a salon, in the Colour flow). */
type Pairing = {
  regular: boolean
  levelId: number
  stylistId: number | null
  salonId: number | null
  types: readonly CalculatorType[]
}

function pairingsFor(cat: QuoteCatalogue, offer: OfferRule): Pairing[] {
  const regulars = offer.audience === 'everyone' ? [false, true] : [offer.audience === 'returning']
  const out: Pairing[] = []
  for (const regular of regulars) {
    for (const s of cat.stylists) {
      if (s.hasLeft || !inList(offer.stylistIds, s.id)) continue
      if (!inList(offer.salonIds, s.salonId) || !inList(offer.levelIds, s.levelId)) continue
      if (!availability(cat, { stylist: s, regular }).ok) continue
      out.push({ regular, levelId: s.levelId, stylistId: s.id, salonId: s.salonId, types: [] })
    }
    if (offer.stylistIds.length > 0) continue
    for (const l of cat.levels) {
      if (!inList(offer.levelIds, l.id)) continue
      // The calculator asks for a salon only in the Colour flow.
      const salons: (number | null)[] =
        offer.salonIds.length > 0 ? offer.salonIds : [null, ...cat.salons.map((s) => s.id)]
      for (const salonId of salons) {
        const p = { stylist: 'anyone' as const, levelId: l.id, regular, salonId }
        if (!availability(cat, p).ok) continue
        const types = salonId == null ? [] : (['Colour'] as CalculatorType[])
        out.push({ regular, levelId: l.id, stylistId: null, salonId, types })
      }
    }
  }
  return out
}

/** Per slot, the options the offer's basket allows (a filter), and services one of which it needs. */
function basketShape(on: OfferBasket, type: CalculatorType) {
  const filters: Partial<Record<ServiceSlot, (s: CatalogueService) => boolean>> = {}
  let anyOf: readonly number[] | null = null
  let categories: readonly number[] | null = null
  switch (on.kind) {
    case 'type':
      if (!on.types.includes(type)) return null
      break
    case 'colourCategories':
      if (type !== 'Colour') return null
      categories = on.categoryIds
      break
    case 'services':
      anyOf = on.serviceIds
      break
    case 'colourAndCut':
      // A priced colour (the colour step, or the men's colour), and one of the cuts.
      if (type === 'CuttingStyling') return null
      filters[type === 'Colour' ? 'colour' : 'mensColour'] = isColour
      anyOf = on.cutIds
      break
    case 'anything':
      break
  }
  return { filters, anyOf, categories }
}

type Pick1 = { service: CatalogueService; cost: Pence }

/**
 * The lowest price a client can be quoted with this offer, by a quote the calculator can
 * build, and that quote; null when no quote qualifies. The offer's dates and switch are the
 * caller's business (`offerStatus`): this is about its terms and the price list.
 *
 * Each step of a calculator type is answered independently, so the cheapest quote is the
 * cheapest answer per step (with the offer's free service costing nothing), under the
 * basket's conditions; the price after a percentage or an amount off only grows with the
 * total, so the cheapest quote is also the cheapest after the offer.
 */
export function offerFrom(cat: QuoteCatalogue, offer: OfferRule): OfferFrom | null {
  let best: OfferFrom | null = null
  const types = offer.on.kind === 'type' ? offer.on.types : stepsForTypes
  for (const pairing of pairingsFor(cat, offer)) {
    const level = cat.levels.find((l) => l.id === pairing.levelId)
    if (!level) continue
    for (const type of pairing.types.length ? pairing.types : types) {
      const shape = basketShape(offer.on, type)
      if (!shape) continue
      const categories: (CatalogueCategory | null)[] =
        type === 'Colour'
          ? cat.categories.filter((c) => !shape.categories || shape.categories.includes(c.id))
          : [null]
      for (const category of categories) {
        const found = cheapestBasket(cat, offer, pairing, level, type, category, shape)
        if (!found) continue
        const q: OfferQuote = {
          regular: pairing.regular,
          type,
          level,
          stylistId: pairing.stylistId,
          salonId: pairing.salonId,
          services: Object.values(found.services).map((id) => findService(cat, id)!),
          totalPence: found.total,
        }
        const applied = applyOffer(cat, offer, q)
        if (!applied) continue
        if (
          best &&
          (best.pence < applied.afterPence ||
            (best.pence === applied.afterPence && best.totalPence <= applied.totalPence))
        )
          continue
        best = {
          pence: applied.afterPence,
          totalPence: applied.totalPence,
          witness: {
            type,
            regular: pairing.regular,
            levelId: pairing.levelId,
            stylistId: pairing.stylistId,
            // Every type asks for the salon (issue 25), so the calculator keeps it.
            salonId: pairing.salonId,
            colourCategory: category?.code ?? null,
            services: found.services,
          },
        }
      }
    }
  }
  return best
}

const stepsForTypes = Object.keys(stepsFor) as CalculatorType[]

function cheapestBasket(
  cat: QuoteCatalogue,
  offer: OfferRule,
  pairing: Pairing,
  level: CatalogueLevel,
  type: CalculatorType,
  category: CatalogueCategory | null,
  shape: NonNullable<ReturnType<typeof basketShape>>,
): { services: Partial<Record<ServiceSlot, number>>; total: Pence } | null {
  if (category && !availability(cat, { levelId: level.id, category }).ok) return null
  if (!availability(cat, { levelId: level.id, type }).ok) return null
  const freeId = offer.benefit.kind === 'free' ? offer.benefit.serviceId : null
  const slots = stepsFor[type].filter(
    (step): step is ServiceSlot =>
      step !== 'salon' &&
      step !== 'level' &&
      step !== 'colourCategory' &&
      step !== 'totals' &&
      !(step === 'colourAddOn' && category?.skipAddOn),
  )
  // Per slot: every option she may choose here, and the cheapest, overall and among anyOf.
  const perSlot: { slot: ServiceSlot; all: Pick1 | null; listed: Pick1 | null }[] = []
  for (const slot of slots) {
    let options = cat.services.filter((s) => s.kind === slot)
    if (slot === 'colour') options = options.filter((s) => s.cat2 === category?.code)
    if (slot === 'colourAddOn') options = addOnsFor(category ?? undefined, options)
    const filter = shape.filters[slot]
    options = options.filter(
      (s) =>
        (!filter || filter(s)) &&
        availability(cat, { levelId: level.id, services: [s], category }).ok,
    )
    let all: Pick1 | null = null
    let listed: Pick1 | null = null
    for (const service of options) {
      const line = linePence(service, level.adapter)
      const pick = { service, cost: service.id === freeId ? 0 : line, line }
      if (!all || pick.cost < all.cost) all = pick
      if (shape.anyOf?.includes(service.id) && (!listed || pick.cost < listed.cost)) listed = pick
    }
    if (!all) return null
    perSlot.push({ slot, all, listed })
  }
  // With "any one of these services", one slot takes a listed service: the cheapest such way.
  let forced: number | null = null
  if (shape.anyOf) {
    let bestExtra = Infinity
    perSlot.forEach((p, i) => {
      if (p.listed && p.listed.cost - p.all!.cost < bestExtra) {
        bestExtra = p.listed.cost - p.all!.cost
        forced = i
      }
    })
    if (forced === null) return null
  }
  const services: Partial<Record<ServiceSlot, number>> = {}
  let total = 0
  perSlot.forEach((p, i) => {
    const pick = i === forced ? p.listed! : p.all!
    services[p.slot] = pick.service.id
    total += linePence(pick.service, level.adapter)
  })
  // The type's steps each need a real service where there is no "None" (as availability says).
  if (
    !availability(cat, {
      stylist: pairing.stylistId ? cat.stylists.find((s) => s.id === pairing.stylistId) : 'anyone',
      levelId: level.id,
      regular: pairing.regular,
      salonId: pairing.stylistId ? null : pairing.salonId,
      services: Object.values(services).map((id) => findService(cat, id)!),
      category,
      type,
    }).ok
  )
    return null
  return { services, total }
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
export function basketText(cat: QuoteCatalogue, on: OfferBasket): string | null {
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

// Claims: every "from £" the site shows outside a quote — a service on the price list, a kind of
// appointment, a page's {from:…} words, a budget option, an offer's card and page, a stylist's
// card — is the price of a complete quote the calculator would give in the visitor's context
// (her salon when she has chosen one, the kind of appointment, new or returning), with the one
// offer that quote really carries (`bestOffer`). Each claim comes with its witness, the quote
// that reaches it; a claim with no witness is not made. Rules: docs/rules.md, "Claims".
//
// How: a quote is a type, who it is with (a stylist, or anyone at a level at a salon), a colour
// category, and one answer per step; the steps are answered independently, so the cheapest
// quote is the cheapest answer per step. With offers, the lowest price she pays is the lowest
// of: the cheapest quote (with whatever it carries), and for each offer the cheapest quote it
// covers (a percentage or an amount off, and a free service, only grow with the total). A
// claim that a quote *carries* an offer walks that offer's quotes from the cheapest up until
// one carries it, skipping what another offer always beats.
import { availability } from './availability'
import { addOnsFor } from './calculator'
import { calculatorTypes, type CalculatorType } from './model'
import { serviceTypes, type ServiceSlot } from './service-types'
import {
  findLevel,
  type CatalogueCategory,
  type CatalogueLevel,
  type CatalogueService,
  type CatalogueStylist,
  type QuoteCatalogue,
} from './catalogue'
import type { Pence } from './money'
import {
  bestOffer,
  onWholeQuote,
  offerCovers,
  type AppliedOffer,
  type OfferQuote,
  type OfferRule,
} from './offers'
import { linePence } from './pricing'

/** Where and for whom a claim is made. Absent fields are not narrowed. */
export type ClaimContext = {
  /** false (the default): a new client; true: returning; 'any': either. */
  regular?: boolean | 'any'
  /** Her salon, once chosen: only quotes at that salon. */
  salonId?: number | null
  types?: readonly CalculatorType[]
  stylistId?: number | null
  levelId?: number | null
  /**
   * What she has already chosen (`lineClaim` only): a "from" is then the lowest line of a
   * complete quote that keeps these services and this colour category (docs/rules.md, "Claims").
   */
  chosen?: { serviceIds: readonly number[]; colourCategory?: number | null }
}

/** The quote a claim stands on: enough to open it in the calculator. */
export type QuoteWitness = {
  type: CalculatorType
  regular: boolean
  levelId: number
  stylistId: number | null
  salonId: number
  colourCategory: number | null
  services: Partial<Record<ServiceSlot, number>>
}

export type Claim = {
  /** What she pays: the total after the offer the quote carries. */
  pence: Pence
  /** The quote's total before any offer. */
  totalPence: Pence
  /** The offer the quote carries, or null. */
  offer: AppliedOffer | null
  witness: QuoteWitness
}

/** Who a quote is with, and where. */
type Who = {
  regular: boolean
  level: CatalogueLevel
  stylist: CatalogueStylist | null
  salonId: number
}

/** One way through the steps: a type, who, a colour category, and each step's options. */
type Shape = {
  type: CalculatorType
  who: Who
  category: CatalogueCategory | null
  slots: { slot: ServiceSlot; options: CatalogueService[] }[]
}

const regularsOf = (ctx: ClaimContext) =>
  ctx.regular === 'any' ? [false, true] : [ctx.regular === true]

function whoFor(cat: QuoteCatalogue, ctx: ClaimContext): Who[] {
  const out: Who[] = []
  for (const regular of regularsOf(ctx)) {
    for (const stylist of cat.stylists) {
      if (ctx.stylistId != null && stylist.id !== ctx.stylistId) continue
      if (ctx.salonId != null && stylist.salonId !== ctx.salonId) continue
      if (ctx.levelId != null && stylist.levelId !== ctx.levelId) continue
      const level = findLevel(cat, stylist.levelId)
      if (!level || !availability(cat, { stylist, regular }).ok) continue
      out.push({ regular, level, stylist, salonId: stylist.salonId })
    }
    if (ctx.stylistId != null) continue
    for (const level of cat.levels) {
      if (ctx.levelId != null && level.id !== ctx.levelId) continue
      for (const salon of cat.salons) {
        if (ctx.salonId != null && salon.id !== ctx.salonId) continue
        const p = { stylist: 'anyone' as const, levelId: level.id, regular, salonId: salon.id }
        if (availability(cat, p).ok) out.push({ regular, level, stylist: null, salonId: salon.id })
      }
    }
  }
  return out
}

// The shapes of a catalogue depend on its price list, levels, salons and stylists, not on its
// offers: kept per catalogue data and context, since one page asks for many claims.
const shapeCache = new WeakMap<object, WeakMap<object, Map<string, Shape[]>>>()

function shapesFor(cat: QuoteCatalogue, ctx: ClaimContext): Shape[] {
  let byStylists = shapeCache.get(cat.services)
  if (!byStylists) shapeCache.set(cat.services, (byStylists = new WeakMap()))
  let byContext = byStylists.get(cat.stylists)
  if (!byContext) byStylists.set(cat.stylists, (byContext = new Map()))
  const key = JSON.stringify([
    ctx.regular ?? false,
    ctx.salonId ?? null,
    ctx.types ?? null,
    ctx.stylistId ?? null,
    ctx.levelId ?? null,
    cat.levels.map((l) => [l.id, l.adapter]),
    cat.salons.map((x) => x.id),
    cat.categories.map((c) => [c.id, c.code, c.skipAddOn, c.addOnGroup, c.newStarterRestricted]),
  ])
  let shapes = byContext.get(key)
  if (!shapes) byContext.set(key, (shapes = buildShapes(cat, ctx)))
  return shapes
}

function buildShapes(cat: QuoteCatalogue, ctx: ClaimContext): Shape[] {
  const out: Shape[] = []
  const types = ctx.types ?? calculatorTypes
  for (const who of whoFor(cat, ctx)) {
    const levelId = who.level.id
    for (const type of types) {
      const pairing = {
        stylist: who.stylist ?? ('anyone' as const),
        levelId,
        regular: who.regular,
        salonId: who.stylist ? null : who.salonId,
        type,
      }
      if (!availability(cat, pairing).ok) continue
      const categories = serviceTypes[type].asksColourCategory
        ? cat.categories.filter((c) => availability(cat, { levelId, category: c }).ok)
        : [null]
      for (const category of categories) {
        const slots: Shape['slots'] = []
        let answerable = true
        for (const slot of serviceTypes[type].slots) {
          if (slot === 'colourAddOn' && category?.skipAddOn) continue
          let options = cat.services.filter((s) => s.kind === slot)
          if (slot === 'colour') options = options.filter((s) => s.cat2 === category?.code)
          if (slot === 'colourAddOn') options = addOnsFor(category ?? undefined, options)
          options = options.filter(
            (s) => availability(cat, { levelId, services: [s], category }).ok,
          )
          if (!options.length) answerable = false
          slots.push({ slot, options })
        }
        if (answerable) out.push({ type, who, category, slots })
      }
    }
  }
  return out
}

type Basket = CatalogueService[]

const totalOf = (basket: Basket, level: CatalogueLevel) =>
  basket.reduce((sum, s) => sum + linePence(s, level.adapter), 0)

const offerQuoteOf = (shape: Shape, basket: Basket): OfferQuote => ({
  regular: shape.who.regular,
  type: shape.type,
  level: shape.who.level,
  stylistId: shape.who.stylist?.id ?? null,
  salonId: shape.who.salonId,
  services: basket,
  totalPence: totalOf(basket, shape.who.level),
})

const witnessOf = (shape: Shape, basket: Basket): QuoteWitness => ({
  type: shape.type,
  regular: shape.who.regular,
  levelId: shape.who.level.id,
  stylistId: shape.who.stylist?.id ?? null,
  salonId: shape.who.salonId,
  colourCategory: shape.category?.code ?? null,
  services: Object.fromEntries(shape.slots.map((s, i) => [s.slot, basket[i]!.id])),
})

/** The offer a basket carries and the claim it makes. */
function claimOf(cat: QuoteCatalogue, shape: Shape, basket: Basket): Claim {
  const q = offerQuoteOf(shape, basket)
  const offer = bestOffer(cat, cat.offers ?? [], q)
  return {
    pence: offer?.afterPence ?? q.totalPence,
    totalPence: q.totalPence,
    offer,
    witness: witnessOf(shape, basket),
  }
}

/** Lower price first, then the lower total (less to pay before the offer), then the first. */
const lower = (a: Claim, b: Claim | null) =>
  !b || a.pence < b.pence || (a.pence === b.pence && a.totalPence < b.totalPence)

/** At most this many quotes are looked at per shape when a claim needs a particular offer. */
const WALK_LIMIT = 5000

/**
 * The shape's baskets in increasing order of `cost` (a best-first walk over the steps' options,
 * each sorted by cost), each basket once.
 */
function* cheapestFirst(
  shape: Shape,
  cost: (s: CatalogueService) => Pence,
): Generator<{ basket: Basket; cost: Pence }> {
  const sorted = shape.slots.map((s) => [...s.options].sort((a, b) => cost(a) - cost(b)))
  type Node = { idx: number[]; cost: Pence; from: number }
  const heap: Node[] = []
  const push = (n: Node) => {
    heap.push(n)
    let i = heap.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (heap[parent]!.cost <= heap[i]!.cost) break
      ;[heap[parent], heap[i]] = [heap[i]!, heap[parent]!]
      i = parent
    }
  }
  const pop = (): Node | undefined => {
    const top = heap[0]
    const last = heap.pop()
    if (heap.length && last) {
      heap[0] = last
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < heap.length && heap[l]!.cost < heap[m]!.cost) m = l
        if (r < heap.length && heap[r]!.cost < heap[m]!.cost) m = r
        if (m === i) break
        ;[heap[m], heap[i]] = [heap[i]!, heap[m]!]
        i = m
      }
    }
    return top
  }
  const start = sorted.map(() => 0)
  push({ idx: start, cost: sorted.reduce((sum, o) => sum + cost(o[0]!), 0), from: 0 })
  for (let node = pop(); node; node = pop()) {
    yield { basket: node.idx.map((i, slot) => sorted[slot]![i]!), cost: node.cost }
    // Each basket is reached from one parent only: a step is advanced only at or after the
    // step the parent advanced.
    for (let slot = node.from; slot < sorted.length; slot++) {
      const i = node.idx[slot]!
      const next = sorted[slot]![i + 1]
      if (!next) continue
      const idx = [...node.idx]
      idx[slot] = i + 1
      push({ idx, cost: node.cost - cost(sorted[slot]![i]!) + cost(next), from: slot })
    }
  }
}

/** Whether an offer's who-terms (audience, stylist, salon, level) fit who the quote is with. */
const whoFits = (cat: QuoteCatalogue, offer: OfferRule, shape: Shape) =>
  offerCovers(cat, { ...offer, on: { kind: 'anything' } }, offerQuoteOf(shape, []))

/** Whether the offer covers every basket of the shape. */
function coversShape(cat: QuoteCatalogue, offer: OfferRule, shape: Shape): boolean {
  if (!whoFits(cat, offer, shape)) return false
  const on = offer.on
  if (on.kind === 'anything') return true
  if (on.kind === 'type') return on.types.includes(shape.type)
  if (on.kind === 'colourCategories')
    return shape.category != null && on.categoryIds.includes(shape.category.id)
  return false
}

/**
 * The cost of a basket in the shape from which on `other` always leaves a lower price than
 * `offer` (so `offer` is never carried there): 0 when always, Infinity when not known.
 */
function beatenFrom(
  cat: QuoteCatalogue,
  other: OfferRule,
  offer: OfferRule,
  shape: Shape,
  earlier: boolean,
): Pence {
  if (!coversShape(cat, other, shape)) return Infinity
  // The bounds below hold when `other` saves on the whole quote; one on some of its services
  // (a colour category: ADR 056) may save less than `offer` on the same quote.
  if (!onWholeQuote(other.on)) return Infinity
  const a = other.benefit
  const b = offer.benefit
  if (a.kind === 'percent' && b.kind === 'percent') {
    if (a.percent === b.percent) return earlier ? 0 : Infinity
    if (a.percent < b.percent) return Infinity
    // From this total (in pence) the prices differ by a pound or more before rounding, so by at
    // least a pound after it: total × (a − b) / 100 ≥ 100.
    return earlier ? 0 : Math.ceil(10000 / (a.percent - b.percent))
  }
  if (a.kind === 'amount' && b.kind === 'amount') {
    if (a.pence < b.pence || (a.pence === b.pence && !earlier)) return Infinity
    return earlier ? 0 : b.pence + 1
  }
  return Infinity
}

/**
 * The lowest price she pays for a quote that satisfies `need` in this context, with the quote,
 * or null when no quote does. `need.carries`: the quote carries that offer; `need.covers`: the
 * offer covers the quote, whatever it carries (the cheapest by that offer's own price).
 */
export function cheapestQuote(
  cat: QuoteCatalogue,
  ctx: ClaimContext = {},
  need: { carries?: OfferRule; covers?: OfferRule } = {},
): Claim | null {
  if (need.covers) return cheapestCovered(cat, ctx, need.covers)
  const carried = need.carries
  let best: Claim | null = null
  const consider = (c: Claim) => {
    if (lower(c, best)) best = c
  }
  if (carried) {
    for (const claim of carriedClaims(cat, ctx, carried)) consider(claim)
    return best
  }
  const live = cat.offers ?? []
  for (const shape of shapesFor(cat, ctx)) {
    const level = shape.who.level
    // The cheapest quote of the shape, and each live offer's cheapest quote in it.
    const line = (s: CatalogueService) => linePence(s, level.adapter)
    const first = cheapestFirst(shape, line).next().value
    if (first) consider(claimOf(cat, shape, first.basket))
    for (const offer of live) {
      if (!whoFits(cat, offer, shape)) continue
      const freeId = offer.benefit.kind === 'free' ? offer.benefit.serviceId : null
      const cost = (s: CatalogueService) => (s.id === freeId ? 0 : line(s))
      let seen = 0
      for (const { basket } of cheapestFirst(shape, cost)) {
        if (++seen > WALK_LIMIT) break
        if (!offerCovers(cat, offer, offerQuoteOf(shape, basket))) continue
        consider(claimOf(cat, shape, basket))
        break
      }
    }
  }
  return best
}

/**
 * For each shape of quote the offer fits, the cheapest quote of that shape that carries it (the
 * one it gives the lowest price), lazily: a caller that only asks whether any quote carries it
 * stops at the first.
 */
function* carriedClaims(
  cat: QuoteCatalogue,
  ctx: ClaimContext,
  carried: OfferRule,
): Generator<Claim> {
  const world = withLive(cat, carried)
  const live = world.offers ?? []
  const order = live.findIndex((o) => o.id === carried.id)
  for (const shape of shapesFor(world, ctx)) {
    if (!whoFits(world, carried, shape)) continue
    const level = shape.who.level
    const stop = Math.min(
      ...live.map((o, i) =>
        o.id === carried.id ? Infinity : beatenFrom(world, o, carried, shape, i < order),
      ),
    )
    const freeId = carried.benefit.kind === 'free' ? carried.benefit.serviceId : null
    const cost = (s: CatalogueService) => (s.id === freeId ? 0 : linePence(s, level.adapter))
    let seen = 0
    for (const { basket, cost: c } of cheapestFirst(shape, cost)) {
      if (c >= stop || ++seen > WALK_LIMIT) break
      const claim = claimOf(world, shape, basket)
      if (claim.offer?.offer.id === carried.id) {
        yield claim
        break
      }
    }
  }
}

/**
 * Whether any quote the calculator gives carries the offer: the Offers list's question ("never
 * applies" or not), answered at the first quote found rather than the cheapest (issue 49: the
 * list took 2.5 s working out every offer's "from").
 */
export function offerCarried(cat: QuoteCatalogue, offer: OfferRule): boolean {
  for (const _claim of carriedClaims(cat, audienceContext(offer), offer)) return true
  return false
}

/** The offer counted as live, whether it is or not (the admin works out a draft's figures). */
const withLive = (cat: QuoteCatalogue, offer: OfferRule): QuoteCatalogue =>
  (cat.offers ?? []).some((o) => o.id === offer.id)
    ? cat
    : { ...cat, offers: [...(cat.offers ?? []), offer] }

/**
 * The cheapest quote (by the offer's own price) that the offer covers, whatever it carries: for
 * saying which offer beats one that is never carried.
 */
function cheapestCovered(cat: QuoteCatalogue, ctx: ClaimContext, offer: OfferRule): Claim | null {
  const world = withLive(cat, offer)
  let best: Claim | null = null
  for (const shape of shapesFor(world, ctx)) {
    if (!whoFits(world, offer, shape)) continue
    const level = shape.who.level
    const freeId = offer.benefit.kind === 'free' ? offer.benefit.serviceId : null
    const cost = (s: CatalogueService) => (s.id === freeId ? 0 : linePence(s, level.adapter))
    let seen = 0
    for (const { basket } of cheapestFirst(shape, cost)) {
      if (++seen > WALK_LIMIT) break
      if (!offerCovers(world, offer, offerQuoteOf(shape, basket))) continue
      const claim = claimOf(world, shape, basket)
      if (lower(claim, best)) best = claim
      break
    }
  }
  return best
}

/** Who an offer is for, as a claim's context. */
export const audienceContext = (offer: Pick<OfferRule, 'audience'>): ClaimContext => ({
  regular: offer.audience === 'everyone' ? 'any' : offer.audience === 'returning',
})

/**
 * What the site may say of an offer: what she pays "from" for a quote that carries it, overall
 * and at each salon where one does; or, when no quote carries it, the offer that gives a lower
 * price on the quotes it covers (null: no quote the calculator gives qualifies at all).
 */
export type OfferClaim =
  | { carried: true; claim: Claim; bySalon: { salonId: number; claim: Claim }[] }
  | { carried: false; beatenBy: AppliedOffer | null }

export function offerClaim(cat: QuoteCatalogue, offer: OfferRule): OfferClaim {
  const ctx = audienceContext(offer)
  const claim = cheapestQuote(cat, ctx, { carries: offer })
  if (!claim) {
    const covered = cheapestQuote(cat, ctx, { covers: offer })
    return { carried: false, beatenBy: covered?.offer ?? null }
  }
  const bySalon = cat.salons.flatMap((salon) => {
    const here = cheapestQuote(cat, { ...ctx, salonId: salon.id }, { carries: offer })
    return here ? [{ salonId: salon.id, claim: here }] : []
  })
  return { carried: true, claim, bySalon }
}

/**
 * A service's "from": its lowest line price in a complete quote the calculator would give in
 * this context (a men's colour comes with a men's cut, at a level that may do both), with that
 * quote; null when no quote can hold it.
 */
export function lineClaim(
  cat: QuoteCatalogue,
  serviceId: number,
  ctx: ClaimContext = {},
): { pence: Pence; witness: QuoteWitness; levelId: number } | null {
  let best: { pence: Pence; total: Pence; witness: QuoteWitness; levelId: number } | null = null
  const chosen = ctx.chosen
  const kept = chosen
    ? chosen.serviceIds
        .map((id) => cat.services.find((x) => x.id === id))
        .filter((x): x is CatalogueService => x != null)
    : []
  for (const shape of shapesFor(cat, ctx)) {
    const i = shape.slots.findIndex((s) => s.options.some((o) => o.id === serviceId))
    if (i < 0) continue
    if (chosen?.colourCategory != null && shape.category?.code !== chosen.colourCategory) continue
    const level = shape.who.level
    const line = (s: CatalogueService) => linePence(s, level.adapter)
    // Her other answers stay as they are; a quote that cannot hold them is no witness.
    const keep = new Map<number, CatalogueService>()
    let holds = true
    for (const svc of kept) {
      const j = shape.slots.findIndex((s) => s.slot === svc.kind)
      if (j < 0 || j === i) continue
      if (!shape.slots[j]!.options.some((o) => o.id === svc.id)) holds = false
      keep.set(j, svc)
    }
    if (!holds) continue
    const basket = shape.slots.map((s, j) =>
      j === i
        ? s.options.find((o) => o.id === serviceId)!
        : (keep.get(j) ?? s.options.reduce((m, o) => (line(o) < line(m) ? o : m))),
    )
    const pence = line(basket[i]!)
    const total = totalOf(basket, level)
    if (!best || pence < best.pence || (pence === best.pence && total < best.total))
      best = { pence, total, witness: witnessOf(shape, basket), levelId: level.id }
  }
  return best && { pence: best.pence, witness: best.witness, levelId: best.levelId }
}

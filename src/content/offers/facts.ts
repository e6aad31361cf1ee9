// What an offer's words and card show that is worked out, not typed: the saving, the "from" price,
// where, with whom and for whom (docs/rules.md, "Offers" and "Claims"). The quote module decides
// the figures; this module puts them in words.
import { offerClaim, type QuoteWitness } from '@/quote/claims'
import { findService, type CatalogueService, type QuoteCatalogue } from '@/quote/catalogue'
import { fromHairWords } from '@/quote/hair'
import { formatGBP, type Pence } from '@/quote/money'
import { benefitText, offerTerms, type OfferRule } from '@/quote/offers'

/** What an offer's texts and card show that is worked out, not typed (docs/rules.md, "Claims"). */
export type OfferFacts = {
  /** "20% off", "£15 off", "a free Bond builder — standard". */
  saving: string
  /** What she pays "from" for a quote that carries it (src/quote offerClaim), or null if none. */
  fromPence: Pence | null
  /** For whose hair `fromPence` is, where the quote's services are priced by it ("short hair"). */
  fromHair: string | null
  /** The same at each salon where a quote carries it, in the catalogue's order. */
  fromBySalon: { salonId: number; salon: string; pence: Pence }[]
  /** Why no quote carries it, for staff ("Never applies: …"); null when one does. */
  never: string | null
  /**
   * Whether another offer always gives a lower price on the quotes it covers: such an offer stays
   * off the site (an offer no online quote qualifies for, such as extensions, is still shown).
   */
  beaten: boolean
  /** Where, with whom and for whom, in words, from the rule: {where}, {with}, {who}. */
  where: string
  with: string
  who: string
}

/** "From £78" ("From £62 for short hair"), for the offer page: the worked-out price, else null. */
export const offerFromText = (facts: OfferFacts): string | null =>
  facts.fromPence != null
    ? `From ${formatGBP(facts.fromPence)}${facts.fromHair ? ` for ${facts.fromHair}` : ''}`
    : null

/**
 * The "from" on an offer's card and sharing image: none for a saving on any appointment, which
 * leads with the saving (its "from" would be a trainee's shortest appointment at one salon and
 * reads as bait; the offer's page names each salon's).
 */
export const offerCardFromText = (
  offer: Pick<OfferRule, 'on'>,
  facts: OfferFacts,
): string | null => (offer.on.kind === 'anything' ? null : offerFromText(facts))

const AUDIENCE_TERMS: Record<OfferRule['audience'], string> = {
  new: 'New clients only.',
  returning: 'For returning clients only.',
  everyone: 'For new and returning clients.',
}

/** Who qualifies, as the first of an offer page's terms (from the offer's rule, not typed). */
export const offerAudienceTerm = (audience: OfferRule['audience']): string =>
  AUDIENCE_TERMS[audience]

/** "a, b or c". */
const orWords = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`

/** Where, with whom and for whom the offer's rule applies, in words ({where}, {with}, {who}). */
export function offerScopeWords(
  cat: QuoteCatalogue,
  rule: Pick<OfferRule, 'salonIds' | 'stylistIds' | 'levelIds' | 'audience'>,
): Pick<OfferFacts, 'where' | 'with' | 'who'> {
  const stylists = rule.stylistIds
    .map((id) => cat.stylists.find((s) => s.id === id))
    .filter((s) => s != null && !s.hasLeft)
  const salonIds = rule.salonIds.length
    ? rule.salonIds
    : stylists.length
      ? [...new Set(stylists.map((s) => s!.salonId))]
      : []
  const salons = cat.salons.filter((s) => salonIds.includes(s.id)).map((s) => s.shortName)
  const levels = cat.levels.filter((l) => rule.levelIds.includes(l.id)).map((l) => l.name)
  return {
    where: salons.length ? `at ${orWords(salons)}` : 'at any of our salons',
    with: stylists.length
      ? `with ${orWords(stylists.map((s) => s!.firstName))}`
      : levels.length
        ? `with ${/^[AEIOU]/i.test(levels[0]!) ? 'an' : 'a'} ${orWords(levels)}`
        : 'with any stylist',
    who:
      rule.audience === 'new'
        ? 'new clients'
        : rule.audience === 'returning'
          ? 'returning clients'
          : 'everyone',
  }
}

/** An offer's facts, worked out by the quote module from the price list and its terms. */
export function offerFacts(cat: QuoteCatalogue, rule: OfferRule): OfferFacts {
  const saving = benefitText(cat, rule.benefit)
  const worked = offerClaim(cat, rule)
  const scope = offerScopeWords(cat, rule)
  if (!worked.carried)
    return {
      saving,
      fromPence: null,
      fromHair: null,
      fromBySalon: [],
      never: neverAppliesText(cat, worked),
      beaten: worked.beatenBy != null,
      ...scope,
    }
  return {
    ...scope,
    saving,
    fromPence: worked.claim.pence,
    fromHair: fromHairWords(cat, witnessServices(cat, worked.claim.witness)),
    fromBySalon: worked.bySalon.map(({ salonId, claim }) => ({
      salonId,
      salon: cat.salons.find((s) => s.id === salonId)?.shortName ?? '',
      pence: claim.pence,
    })),
    never: null,
    beaten: false,
  }
}

/** "Never applies: …", in salon words, for an offer no quote carries. */
function neverAppliesText(
  cat: QuoteCatalogue,
  worked: Extract<ReturnType<typeof offerClaim>, { carried: false }>,
): string {
  const other = worked.beatenBy?.offer
  if (!other) return 'Never applies: no quote the calculator gives qualifies for it.'
  const name = other.code ? `the offer ${other.code}` : 'another offer'
  return `Never applies: ${name} (${offerTerms(cat, other)}) always gives a lower price for the quotes it covers.`
}

/** "From £11 at Riverside · £6 at High Street", or null when it is the same everywhere. */
export function offerFromBySalonText(facts: OfferFacts): string | null {
  const prices = facts.fromBySalon
  if (prices.length < 2 || prices.every((p) => p.pence === prices[0]!.pence)) return null
  return prices.map((p) => `${formatGBP(p.pence)} at ${p.salon}`).join(' · ')
}

/** The saving as a badge or a highlight: "20% off", "A free gloss & tone". */
export const offerSavingBadge = (facts: OfferFacts): string =>
  facts.saving.charAt(0).toUpperCase() + facts.saving.slice(1)

/**
 * The quote that reaches an offer's "from", in words, for staff: "Roots + Cut, dry & style
 * with Priya Desai, new client". Services priced at nothing ("None" answers) are left out.
 */
export function witnessText(cat: QuoteCatalogue, w: QuoteWitness): string {
  const services = witnessServices(cat, w)
    .filter((s) => s.pricePence > 0)
    .map((s) => s.name)
  const stylist = w.stylistId != null ? cat.stylists.find((s) => s.id === w.stylistId) : null
  const level = cat.levels.find((l) => l.id === w.levelId)
  const salon = w.salonId != null ? cat.salons.find((s) => s.id === w.salonId) : null
  const who = stylist
    ? `with ${stylist.name}`
    : `with any ${level?.name ?? 'stylist'}${salon ? ` at ${salon.shortName}` : ''}`
  const hair = fromHairWords(cat, witnessServices(cat, w))
  return `${services.join(' + ') || 'Nothing to pay for'} ${who}, ${w.regular ? 'returning' : 'new'} client${hair ? `, ${hair}` : ''}`
}

const witnessServices = (cat: QuoteCatalogue, w: QuoteWitness): CatalogueService[] =>
  Object.values(w.services).flatMap((id) => {
    const s = findService(cat, id)
    return s ? [s] : []
  })

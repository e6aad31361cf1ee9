// Her hair in the price (docs/rules.md, "Her hair"; ADR 051): the manager's length and
// thickness bands, the supplements a service (or its colour category) sets per band, and the
// catalogue as priced for her answers. The supplement itself is applied by `linePence`, the one
// pricing function: everything here only decides which supplement a line carries.
import {
  hairMeasures,
  type BandSupplement,
  type CatalogueCategory,
  type CatalogueHairBand,
  type CatalogueService,
  type HairMeasure,
  type QuoteCatalogue,
} from './model'
import { poundsToPence } from './money'
import type { HairSupplement } from './pricing'

export { hairMeasures, type HairMeasure } from './model'

/** Her answer for a measure: a band, or "Not sure" (priced as the measure's not-sure band). */
export type HairChoice = number | 'unsure'
export type HairAnswers = Record<HairMeasure, HairChoice | null>

export const noHairAnswers = (): HairAnswers => ({ length: null, thickness: null })

/** What each measure is called, to staff and clients alike. */
export const hairMeasureNames: Record<HairMeasure, string> = {
  length: 'Length',
  thickness: 'Thickness',
}

/**
 * How each measure is asked where a chosen service prices it. Length is always her own answer;
 * thickness starts at its not-sure band (most hair is medium), shown beside the length question
 * for her to change, so a colour quote stays within seven taps (ADR 051).
 */
export const hairMeasureRules: Record<HairMeasure, { startsUnsure: boolean }> = {
  length: { startsUnsure: false },
  thickness: { startsUnsure: true },
}

/** Her answers for the measures asked, as a quote is saved with them (the finish form's `hair`). */
export const askedAnswers = (
  asked: readonly HairMeasure[],
  answers: HairAnswers,
): Partial<HairAnswers> => Object.fromEntries(asked.map((m) => [m, answers[m]]))

/** A measure's bands, the shortest or finest first. */
export const bandsOf = (cat: QuoteCatalogue, measure: HairMeasure): CatalogueHairBand[] =>
  (cat.hairBands ?? []).filter((b) => b.measure === measure).sort((a, b) => a.rank - b.rank)

/** The band a measure is priced at before she answers: its first, the price list's own price. */
export const firstBand = (cat: QuoteCatalogue, measure: HairMeasure) =>
  bandsOf(cat, measure)[0] ?? null

/** What "Not sure" is priced as: the band marked for it, else the first. */
export const unsureBand = (cat: QuoteCatalogue, measure: HairMeasure) => {
  const bands = bandsOf(cat, measure)
  return bands.find((b) => b.unsure) ?? bands[0] ?? null
}

/** The band an answer names (null: no answer, or a band of another measure or none at all). */
export function bandFor(
  cat: QuoteCatalogue,
  measure: HairMeasure,
  choice: HairChoice | null,
): CatalogueHairBand | null {
  if (choice == null) return null
  if (choice === 'unsure') return unsureBand(cat, measure)
  return bandsOf(cat, measure).find((b) => b.id === choice) ?? null
}

/** Her answers with any that name no band of their measure dropped. */
export const validHairAnswers = (cat: QuoteCatalogue, answers: HairAnswers): HairAnswers => {
  const out = noHairAnswers()
  for (const m of hairMeasures) out[m] = bandFor(cat, m, answers[m]) ? answers[m] : null
  return out
}

/**
 * A service's supplements by band: its own row for a band, else (for a colour) its colour
 * category's. A row of £0 and 0 % on the service says "nothing extra" even where its category
 * has a supplement.
 */
export function supplementsOf(
  cat: { categories: readonly Pick<CatalogueCategory, 'code' | 'supplements'>[] },
  service: Pick<CatalogueService, 'cat2' | 'supplements'> & {
    kind: CatalogueService['kind'] | null
  },
): BandSupplement[] {
  const own = service.supplements ?? []
  const category =
    service.kind === 'colour' ? cat.categories.find((c) => c.code === service.cat2) : undefined
  const inherited = (category?.supplements ?? []).filter(
    (row) => !own.some((o) => o.bandId === row.bandId),
  )
  return [...own, ...inherited]
}

const adds = (row: BandSupplement | undefined) =>
  row != null && (row.percent > 0 || row.pence > 0 || row.minutes > 0)

/**
 * The measures worth asking for these services: where one of them (priced above £0) adds
 * money for a band of it. Minutes alone do not make a question: the price is what she came for.
 */
export function pricedMeasures(
  cat: QuoteCatalogue,
  services: readonly CatalogueService[],
): HairMeasure[] {
  return hairMeasures.filter((m) => {
    const bands = bandsOf(cat, m)
    return services.some(
      (s) =>
        s.pricePence > 0 &&
        supplementsOf(cat, s).some(
          (row) => (row.percent > 0 || row.pence > 0) && bands.some((b) => b.id === row.bandId),
        ),
    )
  })
}

/** The band a measure is priced at for her answers: her band, else the first. */
const pricedBand = (cat: QuoteCatalogue, measure: HairMeasure, answers: HairAnswers) =>
  bandFor(cat, measure, answers[measure]) ?? firstBand(cat, measure)

/** What her hair adds to a service: the sum over her bands (unanswered: the first band). */
export function supplementFor(
  cat: QuoteCatalogue,
  service: CatalogueService,
  answers: HairAnswers,
): HairSupplement & { minutes: number } {
  const rows = supplementsOf(cat, service)
  const out = { percent: 0, pence: 0, minutes: 0 }
  const named: string[] = []
  for (const m of hairMeasures) {
    const band = pricedBand(cat, m, answers)
    const row = band ? rows.find((r) => r.bandId === band.id) : undefined
    if (!band || !adds(row)) continue
    out.percent += row!.percent
    out.pence += row!.pence
    out.minutes += row!.minutes
    if (row!.percent > 0 || row!.pence > 0) named.push(band.name.toLowerCase())
  }
  return named.length ? { ...out, words: `${named.join(', ')} hair` } : out
}

const answerKey = (a: HairAnswers) => hairMeasures.map((m) => a[m] ?? '').join('|')
const priced = new WeakMap<QuoteCatalogue, Map<string, QuoteCatalogue>>()

/**
 * The catalogue as priced for her hair: each service carries what her bands add (`hair`),
 * which `linePence` applies. Unanswered measures are priced at their first band, which adds
 * nothing, so a catalogue with no answers prices as the price list. The same answers give the
 * same catalogue object (the rules cache what they work out per catalogue).
 */
export function forHair(cat: QuoteCatalogue, answers: HairAnswers): QuoteCatalogue {
  if (!cat.hairBands?.length) return cat
  const key = answerKey(answers)
  let byKey = priced.get(cat)
  if (!byKey) priced.set(cat, (byKey = new Map()))
  const hit = byKey.get(key)
  if (hit) return hit
  let changed = false
  // Any catalogue may be priced again for other answers: a service's `hair` is always its own.
  const services = cat.services.map((s) => {
    const sup = supplementFor(cat, s, answers)
    if (sup.percent === 0 && sup.pence === 0 && sup.minutes === 0) {
      if (!s.hair) return s
      changed = true
      const { hair: _old, ...plain } = s
      return plain
    }
    changed = true
    return { ...s, hair: sup }
  })
  const out = changed ? { ...cat, services } : cat
  byKey.set(key, out)
  return out
}

/**
 * For whose hair a "from" is, where its services' bands differ: their measures' first bands in
 * words ("short hair", "short, fine hair"); null when her hair does not change their price.
 */
export function fromHairWords(
  cat: QuoteCatalogue,
  services: readonly CatalogueService[],
): string | null {
  const names = pricedMeasures(cat, services).flatMap((m) => {
    const band = firstBand(cat, m)
    return band ? [band.name.toLowerCase()] : []
  })
  return names.length ? `${names.join(', ')} hair` : null
}

/**
 * Her hair in words, as the calculator, the saved quote and the e-mail say it: "Length: Long ·
 * Thickness: not sure (priced as Medium)". `band` is the band priced (for "Not sure", the band
 * it is priced as).
 */
export const hairInWords = (
  hair: readonly { measure: HairMeasure; band: string; unsure: boolean }[],
): string =>
  hair
    .map(({ measure, band, unsure }) =>
      unsure
        ? `${hairMeasureNames[measure]}: not sure (priced as ${band})`
        : `${hairMeasureNames[measure]}: ${band}`,
    )
    .join(' · ')

/**
 * Under a saved quote's total (its page and e-mail): "Priced for your hair: Length: Long.", and
 * where she said "Not sure", that her stylist checks it. Null when her hair was not asked.
 */
export function pricedForHairSentence(
  hair: readonly { measure: HairMeasure; band: string; unsure: boolean }[] | undefined,
): string | null {
  if (!hair?.length) return null
  const check = hair.some((h) => h.unsure)
    ? '. Your stylist will check it at your consultation'
    : ''
  return `Priced for your hair: ${hairInWords(hair)}${check}.`
}

/** Her answers for the measures these services price, named as a quote keeps them. */
export function hairNamed(
  cat: QuoteCatalogue,
  services: readonly CatalogueService[],
  answers: HairAnswers,
): { measure: HairMeasure; band: CatalogueHairBand; unsure: boolean }[] {
  return pricedMeasures(cat, services).flatMap((measure) => {
    const band = bandFor(cat, measure, answers[measure])
    return band ? [{ measure, band, unsure: answers[measure] === 'unsure' }] : []
  })
}

/** The most a band may add (the admin refuses more: no salon charges it; ADR 051). */
export const SUPPLEMENT_LIMITS = { percent: 100, pounds: 250, minutes: 240 } as const

/** A supplement row as staff type it: the band, a percentage, pounds and minutes. */
export type SupplementRowInput = {
  band?: unknown
  percent?: unknown
  amount?: unknown
  minutes?: unknown
}

/** A row's band id, whether the row holds the id or the band itself. */
const rowBandId = (band: unknown): unknown =>
  band && typeof band === 'object' && 'id' in band ? (band as { id: unknown }).id : band

const figure = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0)

/**
 * Supplement rows as saved (or as the admin form holds them, before saving) in the quote's
 * terms: a row without a band is left out, a blank or wrong figure counts as nothing.
 */
export const supplementRows = (
  rows: readonly SupplementRowInput[] | null | undefined,
): BandSupplement[] =>
  (rows ?? []).flatMap((r) => {
    const bandId = rowBandId(r.band)
    if (typeof bandId !== 'number') return []
    return [
      {
        bandId,
        percent: figure(r.percent),
        pence: poundsToPence(figure(r.amount)),
        minutes: Math.round(figure(r.minutes)),
      },
    ]
  })

const blank = (v: unknown) => v === undefined || v === null || v === ''
const inRange = (v: unknown, max: number, step: number) =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  v >= 0 &&
  v <= max &&
  Math.abs(Math.round(v / step) * step - v) < 1e-9 * Math.max(1, v)

/**
 * What is wrong with supplement rows staff saved, in salon words, or null: each row names a band
 * that exists (once), not a measure's first band (the price list's own price), and adds 0–100 %,
 * £0–£250 to the penny and 0–240 whole minutes. `bands`: every band there is.
 */
export function supplementRowsProblem(
  rows: readonly SupplementRowInput[] | null | undefined,
  bands: readonly CatalogueHairBand[],
): string | null {
  const seen = new Set<number>()
  for (const row of rows ?? []) {
    const id = rowBandId(row.band)
    if (typeof id !== 'number') return 'Choose the hair band each extra is for.'
    const band = bands.find((b) => b.id === id)
    if (!band)
      return 'One of the hair bands has been deleted. Choose another band or remove its row.'
    if (seen.has(band.id)) return `“${band.name}” is listed twice. Keep one row for each band.`
    seen.add(band.id)
    const first = [...bands]
      .filter((b) => b.measure === band.measure)
      .sort((a, b) => a.rank - b.rank)[0]
    if (first?.id === band.id)
      return `“${band.name}” is the price list’s own price (the shortest or finest hair), so it has no extra. Change the price instead.`
    if (!blank(row.percent) && !inRange(row.percent, SUPPLEMENT_LIMITS.percent, 0.01))
      return 'Enter an extra between 0 % and 100 %, e.g. 20 or 12.5.'
    if (!blank(row.amount) && !inRange(row.amount, SUPPLEMENT_LIMITS.pounds, 0.01))
      return 'Enter an extra between £0 and £250, in pounds and pence (e.g. 10 or 12.50).'
    if (!blank(row.minutes) && !inRange(row.minutes, SUPPLEMENT_LIMITS.minutes, 1))
      return 'Enter the extra time in whole minutes, from 0 to 240.'
  }
  return null
}

// A planned price change: which services, by how much, rounded how, and what every level pays
// before and after (ADR 053). The admin's preview, the job that applies it on its date and the
// /new-prices placeholders all read these functions, so the figures a manager approves are the
// figures the price list gets.
import type { CatalogueLevel, CatalogueService } from './model'
import { MAX_POUNDS, type Pence } from './money'
import { linePence } from './pricing'
import { kindCodes } from './service-kinds'

/** How a new price is rounded, in pence: to the penny, 10p, 50p or whole pound (half up). */
export const roundSteps = [1, 10, 50, 100] as const
export type RoundStep = (typeof roundSteps)[number]
export const roundStepLabels: Record<RoundStep, string> = {
  1: 'To the penny',
  10: 'To the nearest 10p',
  50: 'To the nearest 50p',
  100: 'To the nearest £1',
}

export const changeParts = ['both', 'price', 'product'] as const
export type ChangePart = (typeof changeParts)[number]
export const changePartLabels: Record<ChangePart, string> = {
  both: 'The price and the colour product',
  price: 'The price only',
  product: 'The colour product only',
}

/** The largest change a plan may make: a fall of half, a rise of the same again. */
export const PERCENT_RANGE = { min: -50, max: 100 } as const
/** An amount on each price: at most £500 up or down. */
export const AMOUNT_LIMIT_PENCE = 50_000

export type PriceChangeRule =
  | { by: 'percent'; percent: number; on: ChangePart; roundTo: RoundStep }
  | { by: 'amount'; amountPence: Pence; on: ChangePart; roundTo: RoundStep }

/** Which services a plan changes: any service in one of its groups, categories or its list. */
export type PriceChangeScope = {
  /** The price list's groups ("What it is": 1 cuts & finishes, 2 colour…). */
  groups: number[]
  /** Colour categories, by code: the colours of those categories. */
  colourCategories: number[]
  services: number[]
}

const colourCat1 = kindCodes.colour.cat1

/** Whether a plan changes this service. A "None" (£0, the calculator's "no, thanks") never. */
export function inScope(service: CatalogueService, scope: PriceChangeScope): boolean {
  if (service.pricePence <= 0 && service.productPence <= 0) return false
  const codes = kindCodes[service.kind]
  if (scope.services.includes(service.id)) return true
  if (scope.groups.includes(codes.cat1)) return true
  return codes.cat1 === colourCat1 && scope.colourCategories.includes(service.cat2)
}

const roundHalfUp = (tenThousandths: number, step: RoundStep) =>
  Math.floor((tenThousandths + step * 5000) / (step * 10000)) * step

const clamp = (pence: Pence) => Math.min(Math.max(pence, 0), MAX_POUNDS * 100)

/**
 * One price after the change. A part the plan does not change, and a part that is £0 (no colour
 * product, a free "None"), stays as it is; otherwise the result is rounded to the plan's step,
 * half up, and kept between £0 and the highest price staff may type.
 */
export function changedPence(
  pence: Pence,
  rule: PriceChangeRule,
  part: 'price' | 'product',
): Pence {
  if (pence <= 0) return pence
  if (rule.on !== 'both' && rule.on !== part) return pence
  if (rule.by === 'percent') {
    const bp = Math.round(rule.percent * 100)
    return clamp(roundHalfUp(pence * (10000 + bp), rule.roundTo))
  }
  return clamp(roundHalfUp((pence + Math.round(rule.amountPence)) * 10000, rule.roundTo))
}

export type LevelPrice = { levelId: number; level: string; beforePence: Pence; afterPence: Pence }
export type PriceChangeRow = {
  serviceId: number
  name: string
  before: { pricePence: Pence; productPence: Pence }
  after: { pricePence: Pence; productPence: Pence }
  /** What a client pays at each level, most junior first, before and after. */
  levels: LevelPrice[]
}

export type PriceChangePreview = {
  rows: PriceChangeRow[]
  /** The mean change of the changed services' prices with product, in percent (one decimal). */
  averagePercent: number | null
}

/** Every old and new price, at every level, of the services a plan changes. */
export function previewPriceChange(
  services: CatalogueService[],
  levels: CatalogueLevel[],
  scope: PriceChangeScope,
  rule: PriceChangeRule,
): PriceChangePreview {
  const ordered = [...levels].sort((a, b) => a.rank - b.rank)
  const rows = services
    .filter((s) => inScope(s, scope))
    .map((s): PriceChangeRow => {
      const after = {
        pricePence: changedPence(s.pricePence, rule, 'price'),
        productPence: changedPence(s.productPence, rule, 'product'),
      }
      const base = { ...s, hair: undefined }
      const changed = { ...base, ...after }
      return {
        serviceId: s.id,
        name: s.name,
        before: { pricePence: s.pricePence, productPence: s.productPence },
        after,
        levels: ordered.map((l) => ({
          levelId: l.id,
          level: l.name,
          beforePence: linePence(base, l.adapter),
          afterPence: linePence(changed, l.adapter),
        })),
      }
    })
  return { rows, averagePercent: averageChange(rows) }
}

/** The mean of each changed service's change (its price with product), in percent. */
export function averageChange(
  rows: { before: PriceChangeRow['before']; after: PriceChangeRow['after'] }[],
): number | null {
  const changes = rows
    .map((r) => ({
      was: r.before.pricePence + r.before.productPence,
      now: r.after.pricePence + r.after.productPence,
    }))
    .filter((r) => r.was > 0)
    .map((r) => ((r.now - r.was) / r.was) * 100)
  if (!changes.length) return null
  return Math.round((changes.reduce((a, b) => a + b, 0) / changes.length) * 10) / 10
}

/** "5%", "4.5%", "−2%": a change in percent as the notice words it. */
export const percentWords = (percent: number): string =>
  `${percent < 0 ? '−' : ''}${Math.abs(Math.round(percent * 10) / 10).toLocaleString('en-GB')}%`

/** Whether a scope names anything at all (a plan must). */
export const scopeIsEmpty = (scope: PriceChangeScope) =>
  !scope.groups.length && !scope.colourCategories.length && !scope.services.length

/** What a planned change is, in a line: "+5% on the price and the colour product, to 50p". */
export function ruleWords(rule: PriceChangeRule): string {
  const size =
    rule.by === 'percent'
      ? `${rule.percent > 0 ? '+' : ''}${percentWords(rule.percent)}`
      : `${rule.amountPence < 0 ? '−' : '+'}£${(Math.abs(rule.amountPence) / 100).toFixed(2)}`
  return `${size} on ${changePartLabels[rule.on].toLowerCase()}, ${roundStepLabels[rule.roundTo].toLowerCase()}`
}

/** Money is held in integer pence everywhere; pounds appear only when shown. */
export type Pence = number

export const poundsToPence = (pounds: number): Pence => Math.round(pounds * 100)

// Written out rather than with Intl.NumberFormat: a page's first Intl object loads the
// browser's locale data, about 150 ms of one task on a phone with a 4× slower CPU, which every
// calculator page paid while starting (issue 46, ADR 050). The shape is en-GB's: "£1,115",
// "-£4", "£12.50"; money.test.ts checks it against Intl for every amount a salon has.
const withCommas = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

function pounds(pence: Pence, decimals: 0 | 2): string {
  const sign = pence < 0 ? '-' : ''
  const abs = Math.abs(pence)
  if (decimals === 0) return `${sign}£${withCommas(Math.round(abs / 100))}`
  const p = Math.round(abs)
  return `${sign}£${withCommas(Math.floor(p / 100))}.${String(p % 100).padStart(2, '0')}`
}

/** "£1,115" — whole pounds, en-GB (docs/rules.md, "Prices and rounding"). */
export const formatGBP = (pence: Pence): string => pounds(Math.round(pence / 100) * 100, 0)

/** An amount the client typed, to the penny when it has pence: "£12.50", "£60". */
export const formatGBPExact = (pence: Pence): string =>
  pence % 100 === 0 ? formatGBP(pence) : pounds(pence, 2)

/** The most a price, a product cost or any amount of money a manager types may be (ADR 044). */
export const MAX_POUNDS = 5000

/** What staff are told when an amount of money is not one a salon has (ADR 044). */
export const MONEY_MESSAGE =
  'Enter an amount between £0 and £5,000, in pounds and pence (e.g. 49.50)'

/**
 * Whether an amount staff typed is money a salon has: pounds from £0 to £5,000, to the penny
 * (ADR 044). Binary noise (0.1 + 0.2) is not a third decimal; 0.001 and 1e-9 are.
 */
export function isSalonPounds(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false
  if (value < 0 || value > MAX_POUNDS) return false
  const pennies = Math.round(value * 100) / 100
  // Under half a penny is not money, however it was written (1e-9 once passed for 0).
  if (pennies === 0) return value === 0
  return Math.abs(value - pennies) <= Number.EPSILON * value * 4
}

/** An amount that passed isSalonPounds, as it is stored: exactly to the penny (0.30, never 0.30000000000000004). */
export const toPennies = (pounds: number): number => Math.round(pounds * 100) / 100 || 0

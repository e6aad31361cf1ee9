/** Money is held in integer pence everywhere; pounds appear only when shown. */
export type Pence = number

export const poundsToPence = (pounds: number): Pence => Math.round(pounds * 100)

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** "£1,115" — whole pounds, en-GB (docs/rules.md, "Prices and rounding"). */
export const formatGBP = (pence: Pence): string => gbp.format(Math.round(pence / 100))

const gbpPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** An amount the client typed, to the penny when it has pence: "£12.50", "£60". */
export const formatGBPExact = (pence: Pence): string =>
  pence % 100 === 0 ? formatGBP(pence) : gbpPence.format(pence / 100)

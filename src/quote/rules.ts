export const NEW_STARTER_MENS_CUT_MESSAGE =
  'Unfortunately New Starters are not qualified to carry out this service. Please select a different level or stylist'

/**
 * The first-visit offer for new clients (docs/rules.md, "Offers"). Its figures are settings
 * (the Messages global), passed in as data; a saved quote keeps the offer it was made with.
 */
export type QuoteOffer = { code: string; percentOff: number; validDays: number }

/** The last moment of a quote's offer: `validDays` days after the quote was saved. */
export function quoteExpiry(createdAt: Date, offer: Pick<QuoteOffer, 'validDays'>): Date {
  return new Date(createdAt.getTime() + offer.validDays * 24 * 60 * 60 * 1000)
}

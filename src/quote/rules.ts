/** Level id 1 is the New Starter level (decisions item 1). */
export const NEW_STARTER_LEVEL_ID = 1

export const isNewStarter = (levelId: number) => levelId === NEW_STARTER_LEVEL_ID

export const NEW_STARTER_MENS_CUT_MESSAGE =
  'Unfortunately New Starters are not qualified to carry out this service. Please select a different level or stylist'

/** The quote offer for new clients (spec section 9). */
export const QUOTE_OFFER = { code: 'QG20', percentOff: 20, validDays: 28 } as const

export function quoteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + QUOTE_OFFER.validDays * 24 * 60 * 60 * 1000)
}

// An offer's status in words, for the admin's "On the site" column, the dashboard and the staff
// preview. Whether an offer is live is decided by the quote module (offerStatus in
// src/quote/offer-status.ts); this says it.
import { offerDay, type OfferStatus } from '@/quote/offer-status'

/** "Callum", "Priya and Callum", "Ann, Bea and Cy". */
const listNames = (names: readonly string[]): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')

/** The status in a few words, for the admin's column, the dashboard and the staff preview. */
export function offerStatusText(s: OfferStatus): string {
  switch (s.status) {
    case 'live':
      return 'Live'
    case 'switched-off':
      return 'Switched off'
    case 'no-saving':
      return 'No saving set: choose a percentage, an amount or a free service'
    case 'not-started':
      return s.on ? `Starts ${formatOfferDate(s.on)}` : 'Not started: the start date cannot be read'
    case 'ended':
      return s.on ? `Ended ${formatOfferDate(s.on)}` : 'Ended: the end date cannot be read'
    case 'hidden':
      return 'Hidden: Hide all offers is ticked'
    case 'stylist-left':
      return `${listNames(s.names)} ${s.names.length > 1 ? 'have' : 'has'} left`
    case 'not-taking-new-clients':
      return `${listNames(s.names)} ${s.names.length > 1 ? 'are' : 'is'} not taking new clients`
  }
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "31 December 2026" (en-GB), for an offer's start or end date. */
export function formatOfferDate(value: string): string {
  const day = offerDay(value)
  if (!day) return ''
  return longDate.format(new Date(`${day}T12:00:00Z`))
}

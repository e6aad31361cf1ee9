// Clients holding a live quote with a stylist who has left, for the front desk's list (ADR 032):
// which quotes are still live, and whom to offer instead. Pure: the server reads the records
// (leaving.server.ts), the To do list and the stylist's "before she leaves" panel show them.
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { quoteExpiresAt } from '@/quote/snapshot'

import type { LeadStatus } from './status'

/** Nobody has settled the quote yet: not booked, and not "not booked". */
export const LIVE_LEAD_STATUSES = ['new', 'contacted'] as const satisfies readonly LeadStatus[]

/**
 * When a saved quote's promise runs out, as its page and the API say (quoteExpiresAt): the end
 * of its offer's last day (UK), or 28 days after it without an offer. A snapshot that cannot be
 * read counts as a quote without an offer.
 */
export function quoteRunsUntil(snapshot: unknown, createdAt: Date): Date {
  return quoteExpiresAt(readSnapshot(snapshot), createdAt)
}

/** A saved quote as the rule reads it (`quote` is its snapshot). */
export type QuoteForLiveness = {
  leadStatus?: string | null
  erasedAt?: string | null
  createdAt: string
  quote?: unknown
}

/**
 * A live quote: still New or Contacted, its client's details not erased, and its promise not run
 * out (quoteRunsUntil). A client holding one may still book with the stylist it names.
 */
export function isLiveQuote(q: QuoteForLiveness, now: Date): boolean {
  if (!(LIVE_LEAD_STATUSES as readonly string[]).includes(q.leadStatus ?? 'new')) return false
  if (q.erasedAt) return false
  return quoteRunsUntil(q.quote, new Date(q.createdAt)).getTime() >= now.getTime()
}

/** What the rule reads of a stylist. */
export type StylistForAlternatives = {
  id: number
  firstName: string
  salonId: number | null
  levelId: number | null
  hasLeft: boolean
  acceptingNewClients: boolean
  /** The alternatives chosen on her profile, in her order. */
  alternativeIds: readonly number[]
}

/**
 * Whom to offer a client of a stylist who has left: the alternatives chosen on her profile who
 * are still with us (for a new client, only those taking new clients); when none, the stylists
 * at her level at her salon who take new clients, in the team's order.
 */
export function alternativesFor<S extends StylistForAlternatives>(
  her: StylistForAlternatives,
  stylists: readonly S[],
  opts: { regular: boolean },
): S[] {
  const byId = new Map(stylists.map((s) => [s.id, s]))
  const chosen = her.alternativeIds
    .map((id) => byId.get(id))
    .filter(
      (s): s is S =>
        Boolean(s) && s!.id !== her.id && !s!.hasLeft && (opts.regular || s!.acceptingNewClients),
    )
  if (chosen.length > 0) return chosen
  return stylists.filter(
    (s) =>
      s.id !== her.id &&
      !s.hasLeft &&
      s.acceptingNewClients &&
      s.salonId === her.salonId &&
      s.levelId === her.levelId,
  )
}

/** "a", "a or b", "a, b or c". */
const orList = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`

/** "Zoe has left: offer Priya or Callum", the line the front desk reads beside the client. */
export function leftText(
  firstName: string,
  alternatives: readonly { firstName: string }[],
  salonName: string | null,
): string {
  const offer = alternatives.length
    ? orList(alternatives.map((s) => s.firstName))
    : `another stylist${salonName ? ` at ${salonName}` : ''}`
  return `${firstName} has left: offer ${offer}`
}

/**
 * Someone has followed the client up since her stylist left (ADR 055): an entry in the quote's
 * history written after the stylist's record was saved as having left (`leftAt`, her record's
 * last change). The To do list then counts her no more: she has been told.
 */
export function followedUpSince(
  history: readonly { at?: string | null }[] | null | undefined,
  leftAt: string | null | undefined,
): boolean {
  if (!leftAt) return false
  const since = Date.parse(leftAt)
  return (history ?? []).some((e) => e.at != null && Date.parse(e.at) >= since)
}

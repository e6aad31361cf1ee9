// Paged reads of quotes and job applications for staff tools (dashboard, CSV downloads), as
// the signed-in user so that access rules apply.
import 'server-only'

import type { Payload, TypedUser, Where } from 'payload'

import type { JobApplicationsSelect, QuotesSelect } from '@/payload-types'

const PAGE_SIZE = 500

/** The id of a relationship read at depth 0 (an id) or populated (a document). */
export const relId = (rel: unknown): number | null =>
  typeof rel === 'number'
    ? rel
    : rel && typeof rel === 'object' && 'id' in rel && typeof rel.id === 'number'
      ? rel.id
      : null

/**
 * The salon a saved quote belongs to (where the client would book): her stylist's, else her
 * choice, as the save stored them (the rule is quoteSalonId in src/quote/service-types.ts).
 */
export const savedQuoteSalonId = (q: { stylistSalon?: unknown; salon?: unknown }): number | null =>
  relId(q.stylistSalon) ?? relId(q.salon)

/** `savedQuoteSalonId` as a query: the quotes that belong to a salon. */
export const quoteSalonWhere = (salonId: number): Where => ({
  or: [
    { stylistSalon: { equals: salonId } },
    { and: [{ stylistSalon: { exists: false } }, { salon: { equals: salonId } }] },
  ],
})

/** Reads a collection page by page, oldest first, as the signed-in user (access rules apply). */
export async function readAll<
  C extends 'quotes' | 'job-applications',
  S extends (C extends 'quotes' ? QuotesSelect : JobApplicationsSelect),
>(payload: Payload, collection: C, where: Where, select: S, user: TypedUser) {
  const docs = []
  for (let page = 1; ; page++) {
    const res = await payload.find({
      collection,
      where,
      select,
      depth: 0,
      limit: PAGE_SIZE,
      page,
      sort: ['createdAt', 'id'],
      overrideAccess: false,
      user,
    })
    docs.push(...res.docs)
    if (!res.hasNextPage) return docs
  }
}

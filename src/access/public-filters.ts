import type { Access, Where } from 'payload'

import { offerStatus } from '@/content/offer-rules'

import { isStaff } from './roles'

// What visitors may read through /cms-api when a collection holds things the site does not
// show (yet). Staff read everything; pages use the local API and their own rules.

/** Reviews: only published ones. */
export const publishedReviews: Access = ({ req }) =>
  isStaff(req) ? true : { published: { equals: true } }

/**
 * Offers: only those live today, decided by the same pure rule as the offer pages (switched on,
 * started, not ended in UK time). Offer dates are stored either as plain days or as timestamps,
 * so the rule runs here rather than as a database date comparison.
 */
export const liveOffers: Access = async ({ req }) => {
  if (isStaff(req)) return true
  const res = await req.payload.find({
    collection: 'offers',
    depth: 0,
    pagination: false,
    limit: 0,
    select: { active: true, startDate: true, endDate: true },
    // Drafts never reach visitors: only published offers count.
    where: { _status: { equals: 'published' } },
    overrideAccess: true,
    req,
  })
  const now = new Date()
  const live = res.docs
    .filter(
      (d) =>
        offerStatus(
          { active: Boolean(d.active), startDate: d.startDate ?? null, endDate: d.endDate },
          now,
        ) === 'live',
    )
    .map((d) => d.id)
  // An empty `in` list is not portable across database adapters: match nothing instead.
  const where: Where = live.length > 0 ? { id: { in: live } } : { id: { equals: -1 } }
  return where
}

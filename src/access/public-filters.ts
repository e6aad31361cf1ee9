import type { Access, Where } from 'payload'

import { isOfferLive } from '@/quote/offer-status'
import { offerWorldOf, ruleOfferOf } from '@/content/offer-world.server'

import { isStaff } from './roles'

// What visitors may read through /cms-api when a collection holds things the site does not
// show (yet). Staff read everything; pages use the local API and their own rules.

/** Reviews: only published ones. */
export const publishedReviews: Access = ({ req }) =>
  isStaff(req) ? true : { published: { equals: true } }

/**
 * Offers: only those live now, decided by the same pure rule as the offer pages (offerStatus:
 * switched on, in their dates in UK time, not hidden by "Hide all offers", no named stylist
 * gone or not taking new clients). Offer dates are stored either as plain days or as
 * timestamps, so the rule runs here rather than as a database comparison.
 */
export const offersLiveForVisitors: Access = async ({ req }) => {
  if (isStaff(req)) return true
  const [res, world] = await Promise.all([
    req.payload.find({
      collection: 'offers',
      depth: 0,
      pagination: false,
      limit: 0,
      // Drafts never reach visitors: only published offers count.
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
      req,
    }),
    offerWorldOf(req),
  ])
  const now = new Date()
  const live = res.docs.filter((d) => isOfferLive(ruleOfferOf(d), world, now)).map((d) => d.id)
  // An empty `in` list is not portable across database adapters: match nothing instead.
  const where: Where = live.length > 0 ? { id: { in: live } } : { id: { equals: -1 } }
  return where
}

// What outside an offer can take it off the site (the "Hide all offers" setting and the
// stylists' has-left and accepting-new-clients settings), read for the pure rule in
// src/quote/offer-status.ts. Shared by the site's reads, the public API filter, the admin's "On the site"
// column and the staff dashboard, so they all feed the rule the same facts.
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Offer as OfferDoc } from '@/payload-types'

import type { OfferRule } from '@/quote'

import { mapOfferRule } from './map'
import type { OfferWorld } from '@/quote/offer-status'

/** Reads the setting and every stylist's two flags (a few dozen small rows), bypassing access. */
export async function readOfferWorld(payload: Payload, req?: PayloadRequest): Promise<OfferWorld> {
  const [settings, stylists] = await Promise.all([
    payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      select: { hideOffers: true },
      overrideAccess: true,
      req,
    }),
    payload.find({
      collection: 'stylists',
      depth: 0,
      pagination: false,
      limit: 0,
      select: { firstName: true, hasLeft: true, acceptingNewClients: true },
      overrideAccess: true,
      req,
    }),
  ])
  return {
    hideOffers: Boolean(settings.hideOffers),
    stylists: stylists.docs.map((s) => ({
      id: s.id,
      firstName: s.firstName,
      hasLeft: Boolean(s.hasLeft),
      // As the site reads it (map.ts): unset means taking new clients.
      acceptingNewClients: s.acceptingNewClients !== false,
    })),
  }
}

const WORLD_KEY = 'offerWorld'

/**
 * The same, read once per request: an admin list of 25 offers computes 25 statuses from one
 * read. Kept in `req.context`, which lives exactly as long as the request.
 */
export function offerWorldOf(req: PayloadRequest): Promise<OfferWorld> {
  const context = req.context as Record<string, unknown>
  const cached = context[WORLD_KEY] as Promise<OfferWorld> | undefined
  if (cached) return cached
  const read = readOfferWorld(req.payload, req)
  context[WORLD_KEY] = read
  return read
}

/** What the rule reads of an offer document, its relationships as ids or populated (any depth). */
export const ruleOfferOf = (d: OfferDoc): OfferRule => mapOfferRule(d)

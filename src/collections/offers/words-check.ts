// An offer's words checked against its rule (ADR 056), for the offer's own save and for the
// stylist-leaving dialog, which checks the words an offer would carry on with before she leaves.
import type { PayloadRequest } from 'payload'

import { offerNamesProblem, offerTextProblem, type OfferNames } from '@/content/offers'
import { ruleOfferOf } from '@/content/offer-world.server'
import type { Offer } from '@/payload-types'

const NAMES_KEY = 'offers:names'

/** Every salon's names and every current stylist's name, read once per request. */
export function namesOf(req: PayloadRequest): Promise<OfferNames> {
  const context = req.context as Record<string, unknown>
  const cached = context[NAMES_KEY] as Promise<OfferNames> | undefined
  if (cached) return cached
  const read = (async (): Promise<OfferNames> => {
    const all = { depth: 0, limit: 0, pagination: false, overrideAccess: true } as const
    const [salons, stylists] = await Promise.all([
      req.payload.find({ collection: 'salons', ...all, req }),
      req.payload.find({ collection: 'stylists', ...all, req }),
    ])
    return {
      salons: salons.docs.map((s) => ({
        id: s.id,
        names: [s.name, s.shortName].filter((n): n is string => Boolean(n)),
      })),
      stylists: stylists.docs
        .filter((s) => !s.hasLeft)
        .map((s) => ({
          id: s.id,
          salonId: typeof s.salon === 'object' && s.salon ? s.salon.id : (s.salon as number),
          firstName: s.firstName,
          lastName: s.lastName,
        })),
    }
  })()
  context[NAMES_KEY] = read
  return read
}

/**
 * The offer's words: no typed prices (offerTextProblem), and no salon or stylist its rule does
 * not include — the words say only what the rule does (docs/rules.md, "Offers").
 */
export function offerWordsProblem(
  value: unknown,
  data: Partial<Offer> | undefined,
  names: OfferNames,
): true | string {
  const typed = offerTextProblem(value)
  if (typed !== true || typeof value !== 'string' || !value || !data) return typed
  const rule = ruleOfferOf({ stylists: [], salons: [], ...data } as Offer)
  return offerNamesProblem(value, rule, names) ?? true
}

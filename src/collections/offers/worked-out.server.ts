// POST /cms-api/offers/worked-out — the offer's saving and "from" price as the form stands, for
// the admin's live "Worked out" panel (admin/worked-out-field.tsx). Staff only; JSON only
// (jsonOnly in config.ts). The form's rule fields become a rule through the same mapping as a
// saved offer (mapOfferRule), and the quote module prices it: nothing here computes a price.
import 'server-only'

import type { PayloadRequest } from 'payload'
import * as z from '@/lib/zod'

import { isStaff } from '@/access/roles'
import { mapOfferRule } from '@/content/map'
import { offerFacts, witnessText } from '@/content/offers'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import type { Offer } from '@/payload-types'
import {
  calculatorTypes,
  offerAudiences,
  offerBasketKinds,
  offerBenefitKinds,
  offerClaim,
} from '@/quote'

// The admin's form holds a relationship as an id, or now and then as the document itself.
const relId = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\d+$/)
    .transform((s) => Number(s)),
  z.object({ id: z.number().int() }).transform((d) => d.id),
])
const relIds = z.array(relId).max(500).nullish()

/** The rule fields of the offers collection, as the form holds them (anything else ignored). */
const formRule = z.object({
  /** The offer being edited (absent for a new one): the form stands in for its saved version. */
  id: z.number().int().positive().nullish(),
  audience: z.enum(offerAudiences).nullish(),
  stylists: relIds,
  salons: relIds,
  levels: relIds,
  appliesTo: z.enum(offerBasketKinds).nullish(),
  serviceTypes: z.array(z.enum(calculatorTypes)).max(3).nullish(),
  colourCategories: relIds,
  services: relIds,
  benefit: z.enum(offerBenefitKinds).nullish(),
  discountPercent: z.number().min(0).max(100).nullish(),
  amountOffPounds: z.number().min(0).max(100_000).nullish(),
  freeService: relId.nullish(),
})

export type WorkedOut = {
  /** "20% off", "a free gloss & tone". */
  saving: string
  /** What she pays "from" for a quote that carries the offer, in pence; null when none does. */
  fromPence: number | null
  /** The quote that reaches it, in words: "Roots + Cut, dry & style with Priya Desai, new client". */
  witness: string | null
  /** Why no quote carries it ("Never applies: …"), or null. */
  never: string | null
}

const noStore = { 'cache-control': 'no-store' }

export async function workedOut(req: PayloadRequest): Promise<Response> {
  if (!isStaff(req))
    return Response.json({ message: 'Please sign in' }, { status: 401, headers: noStore })
  let raw: unknown
  try {
    raw = await req.json?.()
  } catch {
    raw = undefined
  }
  const parsed = formRule.safeParse(raw)
  if (!parsed.success)
    return Response.json(
      { message: 'Send the offer’s rule fields as JSON.' },
      { status: 400, headers: noStore },
    )
  // A stand-in document: only its rule fields matter to mapOfferRule and the quote module.
  const { id, ...fields } = parsed.data
  const doc = { id: id ?? 0, slug: '', title: '', active: true, endDate: '', ...fields }
  const rule = mapOfferRule(doc as unknown as Offer)
  const read = await readQuoteCatalogue(req.payload, { photos: false })
  // The form takes its saved version's place among the live offers (same order), so the offer
  // is not compared with itself as it was.
  const live = read.offers ?? []
  const at = live.findIndex((o) => o.id === rule.id)
  const cat = {
    ...read,
    offers: at < 0 ? live : [...live.slice(0, at), rule, ...live.slice(at + 1)],
  }
  const facts = offerFacts(cat, rule)
  const worked = offerClaim(cat, rule)
  const body: WorkedOut = {
    saving: facts.saving,
    fromPence: facts.fromPence,
    witness: worked.carried ? witnessText(cat, worked.claim.witness) : null,
    never: facts.never,
  }
  return Response.json(body, { headers: noStore })
}

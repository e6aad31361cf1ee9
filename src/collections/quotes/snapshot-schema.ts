// The one reading of a saved quote's snapshot: the JSON the save writes beside each quote
// (QuoteSnapshot, src/quote/snapshot.ts). The quote page and API, the messages, the admin's
// summary, lists, figures and exports, and a person's records all read it through here. Field by
// field: a snapshot kept by an older version, or changed by hand in the database, reads with
// what it has (an unreadable field is empty) instead of failing the page or the message.
import * as z from '@/lib/zod'

import {
  hairMeasures,
  type OfferBenefit,
  type QuoteOffer,
  type SavedSnapshot,
  type SnapshotHair,
  type SnapshotOffer,
} from '@/quote'

const pounds = z.number().finite()

const benefit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number() }),
  z.object({ kind: z.literal('amount'), pence: z.number() }),
  z.object({ kind: z.literal('free'), serviceId: z.number() }),
]) satisfies z.ZodType<OfferBenefit>

const appliedOffer = z.object({
  id: z.number().nullable(),
  slug: z.string(),
  title: z.string(),
  code: z.string().nullable(),
  benefit,
  saving_text: z.string(),
  saving: pounds,
  after: pounds,
  free: z.object({ id: z.number(), service: z.string(), price: pounds }).nullable(),
  expires: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
}) satisfies z.ZodType<SnapshotOffer>

const legacyOffer = z.object({
  code: z.string(),
  percentOff: z.number(),
  validDays: z.number(),
}) satisfies z.ZodType<QuoteOffer>

const hair = z.object({
  measure: z.enum(hairMeasures),
  band_id: z.number(),
  band: z.string(),
  unsure: z.boolean(),
}) satisfies z.ZodType<SnapshotHair>

export const quoteSnapshotSchema = z.object({
  services: z
    .array(
      z.object({
        id: z.number(),
        service: z.string(),
        price: pounds,
        supplement: pounds.optional().catch(undefined),
        hair_note: z.string().max(200).optional().catch(undefined),
      }),
    )
    .catch([]),
  // Absent on quotes saved before her hair was asked (ADR 051).
  hair: z.array(hair).optional().catch(undefined),
  total: pounds.catch(0),
  minutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .optional()
    .catch(undefined),
  regular: z.boolean().catch(false),
  calculator_type: z.string().nullable().catch(null),
  stylist: z
    .object({
      id: z.number(),
      name: z.string(),
      first_name: z.string(),
      image: z.string().nullable(),
    })
    .nullable()
    .catch(null),
  salon: z.object({ id: z.number(), name: z.string() }).nullable().catch(null),
  level: z.object({ id: z.number(), name: z.string() }).nullable().catch(null),
  // Absent (not null) on quotes saved before the offer was kept with the quote: quoteOfferOf
  // tells the two apart, so a missing key stays missing.
  offer: legacyOffer.nullish().catch(null),
  applied_offer: appliedOffer.nullish().catch(null),
}) satisfies z.ZodType<SavedSnapshot>

/** A saved quote's snapshot, whatever is stored (nothing readable: an empty quote). */
export function readSnapshot(raw: unknown): SavedSnapshot {
  const read = quoteSnapshotSchema.safeParse(raw)
  return read.success ? read.data : quoteSnapshotSchema.parse({})
}

import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { mapImage, mapMessages } from '@/content/map'
import { readQuoteCatalogue } from '@/content/quote-catalogue.server'
import { quoteOfferSnapshot } from '@/content/quote-offer'
import { queueDelivery } from '@/delivery/deliver.server'
import { fieldErrors } from '@/forms/fields'
import {
  QUOTE_MESSAGES,
  saveQuoteSchemaFor,
  SEND_KEY,
  type SaveQuoteRequest,
} from '@/forms/quote-details'
import {
  appointmentMinutes,
  bestOffer,
  checkSave,
  claimProblem,
  findSalon,
  SAVE_MESSAGES,
  type AppliedOffer,
  type QuoteCatalogue,
  type QuoteLine,
  type QuoteSnapshot,
  type SaveCheck,
  quoteSalonId,
} from '@/quote'

import { sendDigest, sentBefore } from './send-once.server'

export type SaveQuoteResult =
  /** `again`: the form's key had saved this quote already (ADR 048); nothing new was saved. */
  | { ok: true; link: string; again?: boolean }
  | { ok: false; status: 400 | 409 | 422; message: string; fields?: Record<string, string> }

/** 96 random bits, URL-safe: unguessable and unique in practice (ADR 011). */
export const newQuoteLink = () => randomBytes(12).toString('base64url')

/**
 * Validates and stores a quote. Prices from the browser are never trusted: the quote module
 * checks that the services fit the calculator type and its steps and that the pairing of
 * stylist or level, services and client is available (the same rules the calculator shows),
 * then recomputes every line; a quote whose lines or total disagree is refused (422). The offer
 * is worked out here too (`bestOffer` over the offers live now, as the calculator did): a body
 * claiming an offer the quote does not carry is refused (422); one claiming none, or sent by
 * an older client that says nothing of offers, gets the offer it qualifies for.
 */
export async function saveQuote(payload: Payload, body: unknown): Promise<SaveQuoteResult> {
  const parsed = await parseSave(payload, body)
  if (!parsed.ok) return parsed
  const { input } = parsed
  if (input.website) return { ok: false, status: 400, message: 'Form submission failed' }
  // A key seen before answers as its first save did (ADR 048).
  const sent = sendOf(payload, input)
  const again = sent && (await answerAgain(payload, sent))
  if (again) return again

  const cat = await readQuoteCatalogue(payload, { photos: false })
  const salon = findSalon(cat, input.salon_id)
  if (!salon) return { ok: false, status: 422, message: 'Please choose a salon.' }
  const check = checkSave(cat, {
    type: input.calculator_type ?? null,
    levelId: input.level_id ?? null,
    stylistId: input.stylist_id ?? null,
    regular: input.regular,
    serviceIds: input.quote.services.map((s) => s.id),
    hair: input.hair ?? null,
  })
  if (!check.ok) return { ok: false, status: 422, message: check.message }
  const { lines, total, level, stylist } = check
  if (!agrees(lines, total, input.quote.services, input.quote.total)) {
    return { ok: false, status: 422, message: SAVE_MESSAGES.pricesChanged }
  }

  const now = new Date()
  const applied = bestOffer(cat, cat.offers ?? [], {
    regular: input.regular,
    type: check.type,
    level,
    stylistId: stylist?.id ?? null,
    salonId: quoteSalonId(stylist, salon.id),
    services: check.services,
    totalPence: total,
  })
  if (claimProblem(applied, input.offer)) {
    return { ok: false, status: 422, message: SAVE_MESSAGES.offerNotApplicable }
  }

  const stylistSalon = findSalon(cat, stylist?.salonId ?? input.stylist_salon_id) ?? null
  // The portrait for the saved quote's page (the catalogue above was read without photos).
  const stylistDoc = stylist
    ? await payload.findByID({
        collection: 'stylists',
        id: stylist.id,
        depth: 1,
        disableErrors: true,
      })
    : null

  const snapshot = snapshotFor(cat, {
    check,
    regular: input.regular,
    salon: stylistSalon ?? salon,
    image: stylistDoc ? (mapImage(stylistDoc.photo)?.url ?? null) : null,
    applied,
    at: now,
  })

  const link = newQuoteLink()
  const doc = await payload
    .create({
      collection: 'quotes',
      data: {
        link,
        sendKey: sent?.key ?? null,
        sendDigest: sent?.digest ?? null,
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        regular: input.regular,
        referral: input.referral,
        selector: input.selector,
        serviceType: check.type,
        salon: salon.id,
        stylistSalon: stylistSalon?.id ?? null,
        stylist: stylist?.id ?? null,
        level: level.id,
        // The price before the offer; the snapshot says what it is with it.
        totalPence: total,
        offerCode: applied ? (applied.offer.code ?? applied.offer.slug) : null,
        quote: snapshot,
        // Nobody has followed the new quote up yet.
        leadStatus: 'new',
      },
    })
    .catch(async (err: unknown) => {
      // Two tries with one key at once: the key is unique, so the later one fails here and
      // answers as the first (nothing of it was saved, nothing queued).
      const first = sent && (await answerAgain(payload, sent))
      if (first) return first
      throw err
    })
  if ('ok' in doc) return doc
  // Saved first; delivery follows and is retried. A failure to queue is logged, never lost
  // to the visitor: the quote is stored and staff can resend it from the admin.
  await queueDelivery(payload, { task: 'deliverQuote', input: { quoteId: doc.id } }).catch(
    (err: unknown) => payload.logger.error({ err }, `could not queue delivery of quote ${doc.id}`),
  )
  return { ok: true, link }
}

/**
 * The snapshot a saved quote keeps (ADR 015): its lines, hair, total, stylist, salon, level and
 * offer as priced by checkSave and bestOffer. A new quote's and a moved one's (ADR 055) alike.
 */
export function snapshotFor(
  cat: QuoteCatalogue,
  q: {
    check: Extract<SaveCheck, { ok: true }>
    regular: boolean
    salon: { id: number; name: string }
    image: string | null
    applied: AppliedOffer | null
    at: Date
  },
): QuoteSnapshot {
  const { check } = q
  const { lines, total, level, stylist } = check
  const minutes = appointmentMinutes(check.services)
  return {
    services: lines.map((l) => ({
      id: l.serviceId,
      service: l.name,
      price: l.pence / 100,
      ...(l.supplementPence ? { supplement: l.supplementPence / 100 } : {}),
      ...(l.supplementPence && l.hairNote ? { hair_note: l.hairNote } : {}),
    })),
    ...(check.hair.length
      ? {
          hair: check.hair.map((h) => ({
            measure: h.measure,
            band_id: h.band.id,
            band: h.band.name,
            unsure: h.unsure,
          })),
        }
      : {}),
    total: total / 100,
    ...(minutes != null ? { minutes } : {}),
    regular: q.regular,
    calculator_type: check.type,
    stylist: stylist
      ? { id: stylist.id, name: stylist.name, first_name: stylist.firstName, image: q.image }
      : null,
    salon: { id: q.salon.id, name: q.salon.name },
    level: { id: level.id, name: level.name },
    // Kept with the quote: changing the offer later never changes what a client was promised.
    applied_offer: q.applied ? quoteOfferSnapshot(cat, q.applied, q.at) : null,
  }
}

type Parsed = { ok: true; input: SaveQuoteRequest } | Extract<SaveQuoteResult, { ok: false }>

/** The body checked against the save's schema, with the answers the finish form offers today. */
async function parseSave(payload: Payload, body: unknown): Promise<Parsed> {
  const messages = mapMessages(await payload.findGlobal({ slug: 'messages', depth: 0 }))
  const parsed = saveQuoteSchemaFor(messages.referralOptions).safeParse(body)
  if (parsed.success) return { ok: true, input: parsed.data }
  const fields = fieldErrors(parsed.error)
  return {
    ok: false,
    status: 400,
    message: Object.values(fields)[0] ?? QUOTE_MESSAGES.notRead,
    fields,
  }
}

type Sent = { key: string; digest: string }

/** The form's key and a digest of the rest (not the old front end's own `link`), or null. */
function sendOf(payload: Payload, input: SaveQuoteRequest): Sent | null {
  const { [SEND_KEY]: key, link: _oldLink, ...rest } = input
  return key ? { key, digest: sendDigest(payload, rest) } : null
}

async function answerAgain(payload: Payload, sent: Sent): Promise<SaveQuoteResult | null> {
  const before = await sentBefore(payload, sent.key, sent.digest)
  if (before.kind === 'same') return { ok: true, link: before.link, again: true }
  if (before.kind === 'refused') return { ok: false, status: 409, message: before.message }
  return null
}

/**
 * A save whose key was seen before, answered as saveQuote would (the first quote, or 409) —
 * for callers to ask before counting a try against the rate limits: her second tap or retry
 * is not another quote. Null: not seen before (or not a body saveQuote would take).
 */
export async function savedBefore(
  payload: Payload,
  body: unknown,
): Promise<SaveQuoteResult | null> {
  const parsed = await parseSave(payload, body)
  const sent = parsed.ok && !parsed.input.website ? sendOf(payload, parsed.input) : null
  return sent && answerAgain(payload, sent)
}

/** Every positive line and the total the visitor saw must match what we compute, to the pound. */
function agrees(
  lines: QuoteLine[],
  total: number,
  sent: { id: number; price: number }[],
  sentTotal: number,
) {
  const sentPositive = sent.filter((s) => s.price > 0)
  if (sentPositive.length !== lines.length) return false
  for (const line of lines) {
    const s = sentPositive.find((x) => x.id === line.serviceId)
    if (!s || Math.round(s.price * 100) !== line.pence) return false
  }
  return Math.round(sentTotal * 100) === total
}

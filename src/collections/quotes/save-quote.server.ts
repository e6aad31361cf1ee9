import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { mapLevel, mapService, mapStylist } from '@/content/map'
import { queueDelivery } from '@/delivery/deliver.server'
import { fieldErrors } from '@/forms/fields'
import { saveQuoteSchema } from '@/forms/quote-details'
import {
  offerable,
  quoteLines,
  serviceAvailable,
  totalPence,
  type PricedService,
  type QuoteLine,
} from '@/quote'

export type QuoteSnapshot = {
  services: { id: number; service: string; price: number }[]
  total: number
  regular: boolean
  calculator_type: string | null
  stylist: { id: number; name: string; first_name: string; image: string | null } | null
  salon: { id: number; name: string } | null
  level: { id: number; name: string }
}

export type SaveQuoteResult =
  | { ok: true; link: string }
  | { ok: false; status: 400 | 422; message: string; fields?: Record<string, string> }

/** 96 random bits, URL-safe: unguessable and unique in practice (decisions item 15). */
export const newQuoteLink = () => randomBytes(12).toString('base64url')

const PRICES_CHANGED =
  'The prices in your quote have changed. Please review your choices and try again.'

/**
 * Validates and stores a quote. Prices from the browser are never trusted: every line is
 * recomputed with the quote module from the service, level and stylist ids, and a quote whose
 * lines or total disagree is refused (422).
 */
export async function saveQuote(payload: Payload, body: unknown): Promise<SaveQuoteResult> {
  const parsed = saveQuoteSchema.safeParse(body)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    return { ok: false, status: 400, message: Object.values(fields)[0] ?? 'Invalid quote', fields }
  }
  const input = parsed.data
  if (input.website) return { ok: false, status: 400, message: 'Form submission failed' }

  // Level comes from the stylist when one is chosen.
  let stylist = null
  if (input.stylist_id) {
    const doc = await payload.findByID({
      collection: 'stylists',
      id: input.stylist_id,
      depth: 1,
      disableErrors: true,
    })
    stylist = doc ? mapStylist(doc) : null
    if (!stylist || stylist.hasLeft)
      return { ok: false, status: 422, message: 'That stylist is no longer available.' }
    if (!offerable(stylist, input.regular)) {
      return {
        ok: false,
        status: 422,
        message: `${stylist.firstName} is not taking new clients at the moment. Please choose another stylist.`,
      }
    }
  }
  const levelId = stylist?.levelId ?? input.level_id
  if (!levelId) return { ok: false, status: 422, message: 'Please choose a stylist or a level.' }
  const levelDoc = await payload.findByID({
    collection: 'levels',
    id: levelId,
    depth: 0,
    disableErrors: true,
  })
  if (!levelDoc) return { ok: false, status: 422, message: 'Please choose a stylist or a level.' }
  const level = mapLevel(levelDoc)

  const salonDoc = await payload.findByID({
    collection: 'salons',
    id: input.salon_id,
    depth: 0,
    disableErrors: true,
  })
  if (!salonDoc) return { ok: false, status: 422, message: 'Please choose a salon.' }

  const ids = [...new Set(input.quote.services.map((s) => s.id))]
  const found = await payload.find({
    collection: 'services',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    pagination: false,
  })
  const services = found.docs.map(mapService)
  if (services.length !== ids.length) return { ok: false, status: 422, message: PRICES_CHANGED }

  if (services.some((s) => !serviceAvailable(s, level.id))) {
    return {
      ok: false,
      status: 422,
      message:
        'New Starters are not qualified to carry out one of the chosen services. Please choose a different level or stylist.',
    }
  }

  const priced: PricedService[] = []
  for (const id of ids) {
    const s = services.find((x) => x.id === id)
    if (!s?.kind) return { ok: false, status: 422, message: PRICES_CHANGED }
    priced.push({
      id: s.id,
      name: s.name,
      kind: s.kind,
      pricePence: s.pricePence,
      productPence: s.productPence,
    })
  }
  const lines = quoteLines(priced, level.adapter)
  const total = totalPence(lines)
  if (!agrees(lines, total, input.quote.services, input.quote.total)) {
    return { ok: false, status: 422, message: PRICES_CHANGED }
  }

  const stylistSalonId = stylist?.salonId ?? input.stylist_salon_id ?? null
  const stylistSalon = stylistSalonId
    ? await payload.findByID({
        collection: 'salons',
        id: stylistSalonId,
        depth: 0,
        disableErrors: true,
      })
    : null

  const snapshot: QuoteSnapshot = {
    services: lines.map((l) => ({ id: l.serviceId, service: l.name, price: l.pence / 100 })),
    total: total / 100,
    regular: input.regular,
    calculator_type: input.calculator_type ?? null,
    stylist: stylist
      ? {
          id: stylist.id,
          name: stylist.name,
          first_name: stylist.firstName,
          image: stylist.photo?.url ?? null,
        }
      : null,
    salon: stylistSalon
      ? { id: stylistSalon.id, name: stylistSalon.name }
      : { id: salonDoc.id, name: salonDoc.name },
    level: { id: level.id, name: level.name },
  }

  const link = newQuoteLink()
  const doc = await payload.create({
    collection: 'quotes',
    data: {
      link,
      name: input.name,
      mobile: input.mobile,
      email: input.email,
      regular: input.regular,
      referral: input.referral,
      selector: input.selector,
      serviceType: input.calculator_type ?? null,
      salon: salonDoc.id,
      stylistSalon: stylistSalon?.id ?? null,
      stylist: stylist?.id ?? null,
      level: level.id,
      totalPence: total,
      quote: snapshot,
      // Nobody has followed the new quote up yet.
      leadStatus: 'new',
    },
  })
  // Saved first; delivery follows and is retried. A failure to queue is logged, never lost
  // to the visitor: the quote is stored and staff can resend it from the admin.
  await queueDelivery(payload, { task: 'deliverQuote', input: { quoteId: doc.id } }).catch(
    (err: unknown) => payload.logger.error({ err }, `could not queue delivery of quote ${doc.id}`),
  )
  return { ok: true, link }
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

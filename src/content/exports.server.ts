// Reads for the staff CSV downloads (owner and manager only; the route checks the role).
// Unlike the dashboard these include the personal fields, which are empty once erased.
import 'server-only'

import type { Payload, TypedUser, Where } from 'payload'

import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import type { ApplicationExportRow, QuoteExportRow } from '@/dashboard/exports'
import { paidOf } from '@/dashboard/paid'
import { calculatorTypes } from '@/quote'

import { readAll, relId } from './staff-reads.server'

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

function rangeWhere(since: Date | null, until: Date | null): Where {
  const and: Where[] = []
  if (since) and.push({ createdAt: { greater_than_equal: since.toISOString() } })
  if (until) and.push({ createdAt: { less_than: until.toISOString() } })
  return and.length ? { and } : {}
}

/** Names of salons, stylists and levels by id (small collections, read once per download). */
async function names(payload: Payload) {
  const all = { depth: 0, pagination: false, limit: 0 } as const
  const [salons, stylists, levels] = await Promise.all([
    payload.find({ collection: 'salons', select: { name: true }, ...all }),
    payload.find({ collection: 'stylists', select: { firstName: true, lastName: true }, ...all }),
    payload.find({ collection: 'levels', select: { name: true }, ...all }),
  ])
  return {
    salon: new Map(salons.docs.map((s) => [s.id, s.name])),
    stylist: new Map(stylists.docs.map((s) => [s.id, `${s.firstName} ${s.lastName}`])),
    level: new Map(levels.docs.map((l) => [l.id, l.name])),
  }
}

type Range = { since: Date | null; until: Date | null; user: TypedUser }

export async function quoteExportRows(payload: Payload, range: Range): Promise<QuoteExportRow[]> {
  const lookup = await names(payload)
  const docs = await readAll(
    payload,
    'quotes',
    rangeWhere(range.since, range.until),
    {
      createdAt: true,
      link: true,
      serviceType: true,
      salon: true,
      stylist: true,
      level: true,
      totalPence: true,
      offerCode: true,
      regular: true,
      referral: true,
      delivery: { email: true, sms: true },
      quote: true,
      name: true,
      mobile: true,
      email: true,
      leadStatus: true,
      leadHistory: true,
    },
    range.user,
  )
  return docs.map((d) => {
    const followedUp = (d.leadHistory ?? [])
      .map((h) => Date.parse(h.at))
      .filter((t) => Number.isFinite(t))
    const snap = readSnapshot(d.quote)
    const createdAt = new Date(d.createdAt)
    const paid = paidOf(snap, createdAt, d.totalPence ?? 0, d.offerCode)
    const salonId = relId(d.salon)
    const stylistId = relId(d.stylist)
    const levelId = relId(d.level)
    return {
      createdAt,
      link: d.link,
      serviceType: calculatorTypes.find((t) => t === d.serviceType) ?? null,
      // Current names first; the snapshot remembers names of records since deleted.
      salon: (salonId != null ? lookup.salon.get(salonId) : undefined) ?? snap.salon?.name ?? null,
      stylist:
        (stylistId != null ? lookup.stylist.get(stylistId) : undefined) ??
        snap.stylist?.name ??
        null,
      level: (levelId != null ? lookup.level.get(levelId) : undefined) ?? snap.level?.name ?? null,
      totalPence: d.totalPence ?? 0,
      offerCode: paid.offerCode,
      beforeOfferPence: paid.beforePence,
      afterOfferPence: paid.afterPence,
      services: snap.services.map((s) => s.service),
      regular: Boolean(d.regular),
      referral: text(d.referral),
      emailDelivery: text(d.delivery?.email),
      smsDelivery: text(d.delivery?.sms),
      name: text(d.name),
      mobile: text(d.mobile),
      email: text(d.email),
      leadStatus: text(d.leadStatus),
      lastFollowUpAt: followedUp.length ? new Date(Math.max(...followedUp)) : null,
    }
  })
}

export async function applicationExportRows(
  payload: Payload,
  range: Range,
): Promise<ApplicationExportRow[]> {
  const lookup = await names(payload)
  const docs = await readAll(
    payload,
    'job-applications',
    rangeWhere(range.since, range.until),
    {
      createdAt: true,
      role: true,
      position: true,
      salon: true,
      name: true,
      mobile: true,
      email: true,
      notified: true,
      reply: true,
      repliedAt: true,
    },
    range.user,
  )
  return docs.map((d) => {
    const salonId = relId(d.salon)
    return {
      createdAt: new Date(d.createdAt),
      role: d.role,
      position: text(d.position),
      salon: salonId != null ? (lookup.salon.get(salonId) ?? null) : null,
      name: text(d.name),
      mobile: text(d.mobile),
      email: text(d.email),
      notified: text(d.notified),
      reply: text(d.reply),
      repliedAt: d.repliedAt ? new Date(d.repliedAt) : null,
    }
  })
}

// Reads for the staff dashboard. Only anonymous fields are selected: never a client's name,
// mobile number or e-mail address. So the figures stay the same after the retention job has
// erased a record's personal data, and the dashboard never holds personal data at all.
import 'server-only'

import type { Payload, TypedUser, Where } from 'payload'

import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import {
  summarise,
  type ApplicationFact,
  type DashboardFigures,
  type QuoteFact,
} from '@/dashboard/aggregate'
import { jobRoleOptions } from '@/dashboard/exports'
import { isLeadStatus } from '@/leads/status'
import { paidOf } from '@/dashboard/paid'
import { periodFor, type PeriodChoice, type PeriodWeeks } from '@/dashboard/period'
import type { JobApplicationsSelect, QuotesSelect } from '@/payload-types'
import { calculatorTypes, type CalculatorType } from '@/quote'

import { offerStatus, stoppedElsewhere } from '@/quote/offer-status'
import { offerFacts, offerStatusText } from '@/content/offers'
import { offerTitleForStaff } from './offer-titles'
import { readOfferWorld, ruleOfferOf } from './offer-world.server'
import { readQuoteCatalogue } from './quote-catalogue.server'
import { readAll, relId, savedQuoteSalonId } from './staff-reads.server'

/** Every quote field the dashboard reads. */
export const dashboardQuoteSelect = {
  createdAt: true,
  serviceType: true,
  regular: true,
  totalPence: true,
  stylist: true,
  salon: true,
  stylistSalon: true,
  leadStatus: true,
  offerCode: true,
  quote: true,
} as const satisfies QuotesSelect

/** Every job application field the dashboard reads. */
export const dashboardApplicationSelect = {
  createdAt: true,
  role: true,
  salon: true,
} as const satisfies JobApplicationsSelect

const asType = (v: unknown): CalculatorType | null => calculatorTypes.find((t) => t === v) ?? null

type Access = { user: TypedUser }

export async function loadDashboard(
  payload: Payload,
  opts: Access & {
    /** The period (src/dashboard/period.ts); `weeks` alone: the last so many weeks. */
    period?: PeriodChoice
    weeks?: PeriodWeeks
    now?: Date
    salonId?: number | null
  },
): Promise<DashboardFigures> {
  const choice = opts.period ?? { kind: 'weeks', weeks: opts.weeks ?? 12 }
  const period = periodFor(choice, opts.now ?? new Date())
  // From the start of the comparison stretch, so "previous period" figures come from the same
  // read; up to the London midnight after the period's last day (ADR 054).
  const where: Where = {
    and: [
      { createdAt: { greater_than_equal: period.previousStart.toISOString() } },
      { createdAt: { less_than: period.end.toISOString() } },
    ],
  }
  const [quoteDocs, applicationDocs, stylists, salons] = await Promise.all([
    readAll(payload, 'quotes', where, dashboardQuoteSelect, opts.user),
    readAll(payload, 'job-applications', where, dashboardApplicationSelect, opts.user),
    // Staff names label the stylist chart; stylists who have left still count.
    payload.find({
      collection: 'stylists',
      select: { firstName: true, lastName: true },
      depth: 0,
      pagination: false,
      limit: 0,
    }),
    payload.find({
      collection: 'salons',
      select: { name: true },
      depth: 0,
      pagination: false,
      limit: 0,
    }),
  ])
  const stylistNames = new Map(stylists.docs.map((s) => [s.id, `${s.firstName} ${s.lastName}`]))
  const salonNames = new Map(salons.docs.map((s) => [s.id, s.name]))

  const allQuotes: QuoteFact[] = quoteDocs.map((d) => {
    // Anything unreadable in the snapshot simply counts without it.
    const snapshot = readSnapshot(d.quote)
    const stylistId = relId(d.stylist)
    const snapshotName = snapshot.stylist?.name
    const salonId = savedQuoteSalonId(d)
    const snapshotSalon = snapshot.salon?.name
    const createdAt = new Date(d.createdAt)
    const totalPence = typeof d.totalPence === 'number' ? d.totalPence : 0
    return {
      createdAt,
      serviceType: asType(d.serviceType),
      regular: Boolean(d.regular),
      totalPence,
      // What she pays: the total after the offer the snapshot promised (ADR 054).
      paidPence: paidOf(snapshot, createdAt, totalPence, d.offerCode).afterPence,
      stylist:
        stylistId == null
          ? null
          : {
              id: stylistId,
              name: stylistNames.get(stylistId) ?? snapshotName ?? `Stylist ${stylistId}`,
            },
      salon:
        salonId == null
          ? null
          : { id: salonId, name: salonNames.get(salonId) ?? snapshotSalon ?? `Salon ${salonId}` },
      leadStatus: isLeadStatus(d.leadStatus) ? d.leadStatus : 'new',
      offer: d.offerCode
        ? {
            key: d.offerCode,
            label: snapshot.applied_offer
              ? `${snapshot.applied_offer.title} (${d.offerCode})`
              : d.offerCode,
          }
        : null,
      services: snapshot.services.map((s) => ({ id: s.id, name: s.service })),
    }
  })
  // A salon chosen: every figure is that salon's (a quote's salon is her stylist's, else the
  // one she chose; an application's, the salon she applied to).
  const only = opts.salonId ?? null
  const quotes = only == null ? allQuotes : allQuotes.filter((q) => q.salon?.id === only)
  const applications: ApplicationFact[] = applicationDocs
    .filter((d) => only == null || relId(d.salon) === only)
    .map((d) => ({
      createdAt: new Date(d.createdAt),
      role: String(d.role),
    }))

  return summarise({ period, quotes, applications, roles: jobRoleOptions })
}

export type StoppedOffer = { id: number; title: string; reason: string }

/**
 * Published offers that would be on the site but for a change made elsewhere — "Hide all
 * offers" ticked, a stylist they name has left or stopped taking new clients — with the reason
 * in words (the site's rule, offerStatus). Nobody touched these offers, so the dashboard says so.
 */
export async function loadStoppedOffers(
  payload: Payload,
  opts: Access & { now?: Date },
): Promise<StoppedOffer[]> {
  const [res, world] = await Promise.all([
    payload.find({
      collection: 'offers',
      where: { _status: { equals: 'published' } },
      // The whole rule (small documents): what decides whether it is live.
      depth: 0,
      pagination: false,
      limit: 0,
      sort: 'endDate',
      overrideAccess: false,
      user: opts.user,
    }),
    readOfferWorld(payload),
  ])
  const now = opts.now ?? new Date()
  const stopped = res.docs.flatMap((d) => {
    const rule = ruleOfferOf(d)
    const status = offerStatus(rule, world, now)
    return stoppedElsewhere(status) ? [{ rule, reason: offerStatusText(status) }] : []
  })
  if (stopped.length === 0) return []
  // Titles as the site words them ("{saving} your first visit" → "20% off your first visit"); a
  // stopped offer has no "from" (no quote carries it), so its price is left out, not left empty.
  const cat = await readQuoteCatalogue(payload, { photos: false, now })
  return stopped.map(({ rule, reason }) => ({
    id: rule.id,
    title: offerTitleForStaff(
      rule.title,
      { code: rule.code, endDate: rule.endDate ?? '' },
      offerFacts(cat, rule),
    ),
    reason,
  }))
}

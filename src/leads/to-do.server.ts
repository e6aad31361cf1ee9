// Reads for the front desk's list of what to do (./to-do.ts), as the signed-in user so access
// rules apply. Unlike the dashboard's figures this holds names and contact details: it is a
// work list, and every staff role may read quotes and applications.
import 'server-only'

import type { Payload, TypedUser, Where } from 'payload'

import { quoteSalonWhere, relId, savedQuoteSalonId } from '@/content/staff-reads.server'
import { deliveryConfig } from '@/delivery/config.server'
import { reachedLimits, type ReachedLimit } from '@/delivery/daily-limits.server'
import { delayedWhere, isOpen } from '@/delivery/state'

import { liveQuotesWithLeft } from './leaving.server'
import { quoteSelect, quoteWhat, type QuoteRow } from './quote-rows'
import {
  lastNote,
  stuckChannels,
  TO_DO_DAYS,
  toDoBySalon,
  type SalonToDo,
  type ToDoApplication,
  type ToDoDelivery,
  type ToDoQuote,
} from './to-do'

const DAY_MS = 86_400_000

const applicationSelect = {
  name: true,
  mobile: true,
  email: true,
  createdAt: true,
  role: true,
  position: true,
  salon: true,
} as const

const delayedText = (channels: string, afterMs: number) =>
  `The ${channels} to the client ${channels.includes(' and ') ? 'are' : 'is'} still not sent after ${Math.round(afterMs / 60_000)} minutes.`

export type ToDo = {
  salons: { id: number; name: string }[]
  groups: SalonToDo[]
  /** The daily limits on messages reached today, for every salon (ADR 040): usually none. */
  limits: ReachedLimit[]
  /** Work older than the window, still waiting: a link away. */
  older: { quotes: number; applications: number }
  /**
   * The admin list filters behind each "Show all" and the older work's links: each opens exactly
   * the rows it counts (the same window). Quotes with a stylist who has left are named one by
   * one: whether a quote is live depends on its snapshot, which a list cannot filter on.
   */
  filters: {
    quotes: Where
    deliveries: Where
    applications: Where
    left: Where
    olderQuotes: Where
    olderApplications: Where
  }
}

export async function loadToDo(
  payload: Payload,
  opts: { user: TypedUser; only?: number | null; now?: Date },
): Promise<ToDo> {
  const now = opts.now ?? new Date()
  const only = opts.only ?? null
  const delayedAfter = deliveryConfig().DELIVERY_DELAYED_AFTER_MS
  const since = new Date(now.getTime() - TO_DO_DAYS * DAY_MS).toISOString()
  const recent = { createdAt: { greater_than_equal: since } }
  const older = { createdAt: { less_than: since } }
  const kept = { erasedAt: { exists: false } }
  const newQuotes: Where = { and: [{ leadStatus: { equals: 'new' } }, kept] }
  const stuckQuotes: Where = {
    and: [
      kept,
      {
        or: [
          delayedWhere(now, delayedAfter) as Where,
          { 'delivery.email': { equals: 'failed' } },
          { 'delivery.sms': { equals: 'failed' } },
        ],
      },
    ],
  }
  const unanswered: Where = { and: [{ reply: { equals: 'new' } }, kept] }
  const as = { overrideAccess: false, user: opts.user, depth: 0, pagination: false } as const

  // Read beside the lists below; the list shows without it rather than not at all.
  const limitsRead = reachedLimits(payload, now).catch((err: unknown) => {
    payload.logger.error({ err }, 'the daily limits could not be read for the To do list')
    return [] as ReachedLimit[]
  })
  const [
    salons,
    quotes,
    stuck,
    applications,
    failedNotices,
    olderQuotes,
    olderApplications,
    leftAll,
  ] = await Promise.all([
    payload.find({
      collection: 'salons',
      ...as,
      sort: 'id',
      select: { name: true },
    }),
    payload.find({
      collection: 'quotes',
      ...as,
      where: { and: [newQuotes, recent] },
      select: { ...quoteSelect, leadHistory: true },
      sort: '-createdAt',
    }),
    payload.find({
      collection: 'quotes',
      ...as,
      where: { and: [stuckQuotes, recent] },
      select: quoteSelect,
      sort: '-createdAt',
    }),
    payload.find({
      collection: 'job-applications',
      ...as,
      where: { and: [unanswered, recent] },
      select: applicationSelect,
      sort: '-createdAt',
    }),
    payload.find({
      collection: 'job-applications',
      ...as,
      where: { and: [{ notified: { equals: 'failed' } }, kept, recent] },
      select: { name: true, createdAt: true, salon: true },
      sort: '-createdAt',
    }),
    // Counted for the salon shown, as its link opens them.
    payload.count({
      collection: 'quotes',
      overrideAccess: false,
      user: opts.user,
      where: { and: [newQuotes, older, ...(only != null ? [quoteSalonWhere(only)] : [])] },
    }),
    payload.count({
      collection: 'job-applications',
      overrideAccess: false,
      user: opts.user,
      where: {
        and: [unanswered, older, ...(only != null ? [{ salon: { equals: only } }] : [])],
      },
    }),
    // Live, whenever saved (a quote's offer may last longer than the window): ADR 032.
    liveQuotesWithLeft(payload, { user: opts.user, now }),
  ])

  const limits = await limitsRead
  const salonList = salons.docs.map((s) => ({ id: s.id, name: s.name }))
  const isFailed = (s: string | null | undefined) => s === 'failed'

  type WithHistory = QuoteRow & { leadHistory?: Parameters<typeof lastNote>[0] }
  // One entry per client (ADR 055): a new quote with a stylist who has left is listed once,
  // under the stylist who has left, where the desk can move it; once someone has followed her
  // up since the stylist left (a status or a note), she is off the list and the count falls.
  const leftIds = new Set(leftAll.map((q) => q.id))
  const left = leftAll.filter((q) => !q.followedUp)
  const quoteRows: ToDoQuote[] = (quotes.docs as WithHistory[])
    .filter((q) => !leftIds.has(q.id))
    .map((q) => ({
      id: q.id,
      name: q.name || 'Name erased',
      mobile: q.mobile ?? null,
      email: q.email ?? null,
      createdAt: q.createdAt,
      salonId: savedQuoteSalonId(q),
      what: quoteWhat(q),
      note: lastNote(q.leadHistory),
    }))
  const deliveryRows: ToDoDelivery[] = [
    ...(stuck.docs as QuoteRow[]).map((q): ToDoDelivery => {
      const statuses = q.delivery ?? {}
      const failed = stuckChannels(statuses, isFailed)
      return {
        collection: 'quotes',
        id: q.id,
        name: q.name || 'Name erased',
        createdAt: q.createdAt,
        salonId: savedQuoteSalonId(q),
        state: failed ? 'Failed' : 'Delayed',
        what: failed
          ? `The ${failed} to the client failed: open the quote and resend, or call her.`
          : delayedText(stuckChannels(statuses, isOpen), delayedAfter),
      }
    }),
    ...failedNotices.docs.map((a): ToDoDelivery => ({
      collection: 'job-applications',
      id: a.id,
      name: a.name || 'Name erased',
      createdAt: a.createdAt,
      salonId: relId(a.salon),
      state: 'Failed',
      what: 'The e-mail telling the salon about this job application failed: read it here.',
    })),
  ]
  const applicationRows: ToDoApplication[] = applications.docs.map((a) => ({
    id: a.id,
    name: a.name || 'Name erased',
    mobile: a.mobile ?? null,
    email: a.email ?? null,
    createdAt: a.createdAt,
    salonId: relId(a.salon),
    what: a.position || a.role || 'Job application',
  }))

  return {
    salons: salonList,
    groups: toDoBySalon({
      salons: salonList,
      quotes: quoteRows,
      deliveries: deliveryRows,
      applications: applicationRows,
      left,
      only: opts.only,
    }),
    limits,
    older: { quotes: olderQuotes.totalDocs, applications: olderApplications.totalDocs },
    filters: {
      quotes: { and: [newQuotes, recent] },
      deliveries: { and: [stuckQuotes, recent] },
      applications: { and: [unanswered, recent] },
      left: { id: { in: left.length ? left.map((q) => q.id) : [0] } },
      olderQuotes: { and: [newQuotes, older] },
      olderApplications: { and: [unanswered, older] },
    },
  }
}

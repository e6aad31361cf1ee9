// Reads for the clients holding a live quote with a stylist who has left (./leaving.ts, ADR 032):
// the front desk's To do list and the stylist's "before she leaves" panel. Read as the signed-in
// user, so access rules apply.
import 'server-only'

import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { relId, savedQuoteSalonId } from '@/content/staff-reads.server'

import {
  alternativesFor,
  followedUpSince,
  isLiveQuote,
  leftText,
  LIVE_LEAD_STATUSES,
  type StylistForAlternatives,
} from './leaving'
import { quoteSelect, quoteWhat, type QuoteRow } from './quote-rows'
import { lastNote, type ToDoLeftQuote } from './to-do'

type Team = (StylistForAlternatives & { salonName: string | null; changedAt: string | null })[]

/** Every stylist (a few dozen small rows) as the rule reads them, in the team's order. */
async function readTeam(
  payload: Payload,
  as: { user?: TypedUser | null; req?: PayloadRequest },
): Promise<Team> {
  const read = { overrideAccess: !as.user, user: as.user ?? undefined, req: as.req }
  const [stylists, salons] = await Promise.all([
    payload.find({
      collection: 'stylists',
      ...read,
      depth: 0,
      pagination: false,
      sort: ['sortOrder', 'id'],
      select: {
        firstName: true,
        salon: true,
        level: true,
        hasLeft: true,
        acceptingNewClients: true,
        alternatives: true,
        updatedAt: true,
      },
    }),
    payload.find({
      collection: 'salons',
      ...read,
      depth: 0,
      pagination: false,
      select: { shortName: true, name: true },
    }),
  ])
  const salonName = new Map(salons.docs.map((s) => [s.id, s.shortName || s.name]))
  return stylists.docs.map((s) => {
    const salonId = relId(s.salon)
    return {
      id: s.id,
      firstName: s.firstName,
      salonId,
      levelId: relId(s.level),
      hasLeft: Boolean(s.hasLeft),
      // As the site reads it (map.ts): unset means taking new clients.
      acceptingNewClients: s.acceptingNewClients !== false,
      alternativeIds: (s.alternatives ?? []).map(relId).filter((id): id is number => id != null),
      salonName: salonId != null ? (salonName.get(salonId) ?? null) : null,
      changedAt: s.updatedAt ?? null,
    }
  })
}

/**
 * The live quotes (isLiveQuote) with a stylist who has left, each with whom to offer instead.
 * `asIfLeft` answers "what if she left now?" for a stylist still here, with the alternatives the
 * form holds: then only her quotes are read.
 */
export async function liveQuotesWithLeft(
  payload: Payload,
  opts: {
    user?: TypedUser | null
    req?: PayloadRequest
    now?: Date
    asIfLeft?: { id: number; alternativeIds?: readonly number[] }
  },
): Promise<ToDoLeftQuote[]> {
  const now = opts.now ?? new Date()
  const team = (await readTeam(payload, opts)).map((s) =>
    s.id === opts.asIfLeft?.id
      ? {
          ...s,
          hasLeft: true,
          alternativeIds: opts.asIfLeft.alternativeIds ?? s.alternativeIds,
        }
      : s,
  )
  const gone = opts.asIfLeft
    ? team.filter((s) => s.id === opts.asIfLeft!.id)
    : team.filter((s) => s.hasLeft)
  if (gone.length === 0) return []
  const res = await payload.find({
    collection: 'quotes',
    overrideAccess: !opts.user,
    user: opts.user ?? undefined,
    req: opts.req,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    where: {
      and: [
        { stylist: { in: gone.map((s) => s.id) } },
        { leadStatus: { in: [...LIVE_LEAD_STATUSES] } },
        { erasedAt: { exists: false } },
      ],
    },
    select: {
      ...quoteSelect,
      stylist: true,
      regular: true,
      leadStatus: true,
      erasedAt: true,
      leadHistory: true,
    },
  })
  const byId = new Map(team.map((s) => [s.id, s]))
  type Row = QuoteRow & {
    stylist?: unknown
    regular?: boolean | null
    leadStatus?: string | null
    erasedAt?: string | null
    leadHistory?: Parameters<typeof lastNote>[0]
  }
  return (res.docs as Row[])
    .filter((q) => isLiveQuote(q, now))
    .flatMap((q): ToDoLeftQuote[] => {
      const her = byId.get(relId(q.stylist) ?? -1)
      if (!her) return []
      const instead = alternativesFor(her, team, { regular: Boolean(q.regular) })
      return [
        {
          id: q.id,
          name: q.name || 'Name erased',
          mobile: q.mobile ?? null,
          email: q.email ?? null,
          createdAt: q.createdAt,
          salonId: savedQuoteSalonId(q),
          what: quoteWhat(q),
          left: leftText(her.firstName, instead, her.salonName),
          note: lastNote(q.leadHistory),
          followedUp: followedUpSince(q.leadHistory, her.changedAt),
        },
      ]
    })
}

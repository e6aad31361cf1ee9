// The clients whose live quote a planned price change touches (ADR 053): their quote keeps its
// prices, but the front desk may want to tell them before they book after the date. Read as the
// signed-in user, so access rules apply (a salon's staff see their salon's quotes).
import 'server-only'

import type { PayloadRequest } from 'payload'

import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { isStaff } from '@/access/roles'
import { readPriceList } from '@/content/quote-catalogue.server'
import { savedQuoteSalonId } from '@/content/staff-reads.server'
import { isLiveQuote, LIVE_LEAD_STATUSES, quoteRunsUntil } from '@/leads/leaving'
import { quoteSelect, quoteWhat, type QuoteRow } from '@/leads/quote-rows'
import { inScope } from '@/quote/price-change'

import type { TouchedClient } from './clients'
import { scopeOf } from './rule'

export async function clientsTouched(req: PayloadRequest): Promise<Response> {
  if (!isStaff(req)) return Response.json({ message: 'Please sign in.' }, { status: 401 })
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id <= 0)
    return Response.json({ message: 'There is no such price change.' }, { status: 404 })
  const { payload, user } = req
  const plan = await payload
    .findByID({ collection: 'price-changes', id, depth: 0, user, overrideAccess: false, req })
    .catch(() => null)
  if (!plan) return Response.json({ message: 'There is no such price change.' }, { status: 404 })

  const prices = await readPriceList(payload, { photos: false })
  const codes = new Map(prices.categories.map((c) => [c.id, c.code]))
  const scope = scopeOf(plan, (c) => codes.get(c))
  const changed = new Set(prices.services.filter((s) => inScope(s, scope)).map((s) => s.id))
  const startsAt = new Date(String(plan.startsAt))
  const now = new Date()

  const res = await payload.find({
    collection: 'quotes',
    user,
    req,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    sort: '-createdAt',
    where: {
      and: [{ leadStatus: { in: [...LIVE_LEAD_STATUSES] } }, { erasedAt: { exists: false } }],
    },
    select: { ...quoteSelect, leadStatus: true, erasedAt: true },
  })
  type Row = QuoteRow & { leadStatus?: string | null; erasedAt?: string | null }
  const clients = (res.docs as Row[])
    .filter((q) => isLiveQuote(q, now))
    .flatMap((q): TouchedClient[] => {
      const touched = readSnapshot(q.quote).services.filter((s) => changed.has(s.id))
      if (!touched.length) return []
      return [
        {
          id: q.id,
          name: q.name || 'Name erased',
          mobile: q.mobile ?? null,
          email: q.email ?? null,
          what: quoteWhat(q),
          services: touched.map((s) => s.service),
          salonId: savedQuoteSalonId(q),
          holdsPastDate:
            quoteRunsUntil(q.quote, new Date(q.createdAt)).getTime() >= startsAt.getTime(),
        },
      ]
    })
  return Response.json({ clients })
}

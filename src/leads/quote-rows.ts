// A saved quote as the front desk's lists read it: the fields selected, and "what" it is in a
// few words ("Colour · £178 (£237 before QG20) · with Zoe Kowalski"). Shared by the To do list's sections.
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { seriesLabels } from '@/dashboard/aggregate'
import { paysText } from '@/quote/pays'

export type QuoteRow = {
  id: number
  name?: string | null
  mobile?: string | null
  email?: string | null
  createdAt: string
  serviceType?: string | null
  totalPence?: number | null
  salon?: unknown
  stylistSalon?: unknown
  quote?: unknown
  delivery?: { email?: string | null; sms?: string | null } | null
}

export const quoteSelect = {
  name: true,
  mobile: true,
  email: true,
  createdAt: true,
  serviceType: true,
  totalPence: true,
  salon: true,
  stylistSalon: true,
  quote: true,
  delivery: { email: true, sms: true },
} as const

export function quoteWhat(q: QuoteRow): string {
  const type = seriesLabels[(q.serviceType ?? 'none') as keyof typeof seriesLabels] ?? 'Quote'
  const snap = readSnapshot(q.quote)
  const name = snap.stylist?.name
  // What she pays, with the price before her offer beside it (ADR 055).
  const pays = q.totalPence != null ? paysText(snap, q.totalPence, new Date(q.createdAt)) : null
  return [type, pays, name ? `with ${name}` : null].filter(Boolean).join(' · ')
}

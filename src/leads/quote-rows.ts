// A saved quote as the front desk's lists read it: the fields selected, and "what" it is in a
// few words ("Colour · £148 · with Zoe Kowalski"). Shared by the To do list's sections.
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { seriesLabels } from '@/dashboard/aggregate'
import { formatGBP } from '@/quote/money'

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
  const name = readSnapshot(q.quote).stylist?.name
  return [type, q.totalPence != null ? formatGBP(q.totalPence) : null, name ? `with ${name}` : null]
    .filter(Boolean)
    .join(' · ')
}

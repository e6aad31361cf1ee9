// Conversion: how many of the period's quotes the front desk turned into bookings, overall and
// by service type, stylist and salon. Pure, from anonymous facts (a quote's status, type,
// stylist and salon), so erased records count like any other.
import type { LeadStatus } from '@/leads/status'
import type { CalculatorType, Pence } from '@/quote'

import type { SeriesKey } from './model'

export type ConversionFact = {
  serviceType: CalculatorType | null
  stylist: { id: number; name: string } | null
  salon: { id: number; name: string } | null
  /** The offer the quote carries (its code, or its title when it has none). */
  offer?: { key: string; label: string } | null
  leadStatus: LeadStatus
  totalPence: Pence
  /** What she pays, after the quote's offer; absent: no offer (the total). */
  paidPence?: Pence
}

export type ConversionRow = {
  key: string
  label: string
  quotes: number
  booked: number
  notBooked: number
  contacted: number
  /** Still "new": nobody has followed the quote up yet. */
  waiting: number
  /** Booked as a whole percentage of the quotes; null when there are none. */
  rate: number | null
  /** What the booked quotes were quoted at, together, before offers. */
  bookedPence: Pence
  /** What the booked quotes' clients pay, together: after their offers (ADR 054). */
  bookedPaidPence: Pence
}

export type Conversion = {
  all: ConversionRow
  byType: ConversionRow[]
  byStylist: ConversionRow[]
  bySalon: ConversionRow[]
  byOffer: ConversionRow[]
}

const typeOrder: SeriesKey[] = ['Colour', 'CuttingStyling', 'Men', 'none']

export const bookedRate = (booked: number, quotes: number): number | null =>
  quotes > 0 ? Math.round((booked / quotes) * 100) : null

function row(key: string, label: string, facts: ConversionFact[]): ConversionRow {
  const count = (s: LeadStatus) => facts.filter((f) => f.leadStatus === s).length
  const booked = count('booked')
  const bookedFacts = facts.filter((f) => f.leadStatus === 'booked')
  return {
    key,
    label,
    quotes: facts.length,
    booked,
    notBooked: count('not-booked'),
    contacted: count('contacted'),
    waiting: count('new'),
    rate: bookedRate(booked, facts.length),
    bookedPence: bookedFacts.reduce((sum, f) => sum + f.totalPence, 0),
    bookedPaidPence: bookedFacts.reduce((sum, f) => sum + (f.paidPence ?? f.totalPence), 0),
  }
}

function groupBy(
  facts: ConversionFact[],
  keyOf: (f: ConversionFact) => { key: string; label: string },
): ConversionRow[] {
  const groups = new Map<string, { label: string; facts: ConversionFact[] }>()
  for (const f of facts) {
    const { key, label } = keyOf(f)
    const g = groups.get(key) ?? { label, facts: [] }
    g.facts.push(f)
    groups.set(key, g)
  }
  return [...groups.entries()].map(([key, g]) => row(key, g.label, g.facts))
}

/** Most bookings first, then most quotes; ties by name, so the order never shuffles. */
const byBookings = (a: ConversionRow, b: ConversionRow) =>
  b.booked - a.booked || b.quotes - a.quotes || a.label.localeCompare(b.label, 'en-GB')

/** `typeLabels`: the dashboard's names for the service types (seriesLabels in aggregate.ts). */
export function conversion(
  facts: ConversionFact[],
  typeLabels: Record<SeriesKey, string>,
): Conversion {
  const byType = groupBy(facts, (f) => {
    const key = f.serviceType ?? 'none'
    return { key, label: typeLabels[key] }
  }).sort((a, b) => typeOrder.indexOf(a.key as SeriesKey) - typeOrder.indexOf(b.key as SeriesKey))
  return {
    all: row('all', 'All quotes', facts),
    byType,
    byStylist: groupBy(facts, (f) =>
      f.stylist
        ? { key: String(f.stylist.id), label: f.stylist.name }
        : { key: 'none', label: 'No stylist (priced by level)' },
    ).sort(byBookings),
    bySalon: groupBy(facts, (f) =>
      f.salon
        ? { key: String(f.salon.id), label: f.salon.name }
        : { key: 'none', label: 'Salon not given' },
    ).sort(byBookings),
    byOffer: groupBy(facts, (f) => f.offer ?? { key: 'none', label: 'No offer' }).sort(byBookings),
  }
}

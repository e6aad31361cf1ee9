// The staff dashboard's figures, from anonymous facts about quotes and job applications.
// Pure: no database, no React. The facts carry no names, phone numbers or e-mail addresses,
// so records whose personal data has been erased count exactly like the others.
import { calculatorTypes, type CalculatorType, type Pence } from '@/quote'

import type { LeadStatus } from '@/leads/status'

import { conversion, type Conversion } from './conversion'
import type { SeriesKey } from './model'
import { barIndex, daysBetween, type Period } from './period'
import { formatDayMonth } from './time'
import { ukDay } from '@/quote/uk-date'

export type QuoteFact = {
  createdAt: Date
  serviceType: CalculatorType | null
  regular: boolean
  /** The quoted total, before any offer. */
  totalPence: Pence
  /** What she pays: the total after the quote's offer (src/dashboard/paid.ts); absent: no offer. */
  paidPence?: Pence
  stylist: { id: number; name: string } | null
  /** Where the client would be booked: the stylist's salon, or the salon chosen. */
  salon: { id: number; name: string } | null
  /** How far the front desk has followed the quote up. */
  leadStatus: LeadStatus
  /** The offer the quote carries (its code, or its title when it has none). */
  offer?: { key: string; label: string } | null
  /** The quoted lines (the snapshot's services); empty when the snapshot is unreadable. */
  services: { id: number; name: string }[]
}

export type ApplicationFact = { createdAt: Date; role: string }

/** Stacked series of the weekly chart: the calculator's three types, and quotes sent without one. */
export const seriesKeys = [...calculatorTypes, 'none'] as const satisfies readonly SeriesKey[]
// The type lives in model.ts, which conversion.ts reads too (no import circles: ADR 037).
export type { SeriesKey } from './model'

export const seriesLabels: Record<SeriesKey, string> = {
  Colour: 'Colour',
  CuttingStyling: 'Cutting & styling',
  Men: "Men's",
  none: 'Type not given',
}

export type Ranked = { key: string; label: string; count: number }

export type Totals = { count: number; totalPence: Pence; averagePence: Pence }

/** Seven London days from `key` (the period's last bar may be fewer: `days`). */
export type WeekBar = {
  key: string
  label: string
  days: number
  counts: Record<SeriesKey, number>
  total: number
}

export type DashboardFigures = {
  period: Period
  weekly: { weeks: WeekBar[]; series: SeriesKey[]; busiest: WeekBar | null }
  clients: { newClients: number; regulars: number }
  value: {
    current: Totals
    previous: Totals
    byType: (Totals & { key: SeriesKey; label: string })[]
  }
  topServices: Ranked[]
  topStylists: Ranked[]
  withoutStylist: number
  applications: { byRole: Ranked[]; total: number; previousTotal: number }
  /** Quotes of the period turned into bookings, overall and by type, stylist and salon. */
  conversion: Conversion
}

export const TOP_N = 8

/** From `from` up to, not including, `to`: periods end at the London midnight after their last day. */
const within = (d: Date, from: Date, to: Date) =>
  d.getTime() >= from.getTime() && d.getTime() < to.getTime()

function totals(quotes: QuoteFact[]): Totals {
  const totalPence = quotes.reduce((sum, q) => sum + q.totalPence, 0)
  return {
    count: quotes.length,
    totalPence,
    averagePence: quotes.length ? Math.round(totalPence / quotes.length) : 0,
  }
}

/** Largest first; ties in alphabetical order so the figures never shuffle between loads. */
export function rank(
  counts: Map<string, { label: string; count: number }>,
  limit = TOP_N,
): Ranked[] {
  return [...counts.entries()]
    .map(([key, v]) => ({ key, label: v.label, count: v.count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en-GB'))
    .slice(0, limit)
}

/**
 * Change from the previous figure as a whole percentage; null when there is nothing to
 * compare with (a change "from zero" means nothing).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null
  return Math.round(((current - previous) / previous) * 100)
}

export function summarise(input: {
  period: Period
  quotes: QuoteFact[]
  applications: ApplicationFact[]
  /** Every role the form offers, so a role nobody applied for still shows as 0. */
  roles: readonly { value: string; label: string }[]
}): DashboardFigures {
  const { period } = input
  const current = input.quotes.filter((q) => within(q.createdAt, period.start, period.end))
  const previous = input.quotes.filter((q) =>
    within(q.createdAt, period.previousStart, period.start),
  )

  const weekBars: WeekBar[] = period.weekKeys.map((key) => ({
    key,
    label: formatDayMonth(key),
    days: Math.min(7, daysBetween(key, period.lastDay) + 1),
    counts: zeroCounts(),
    total: 0,
  }))
  for (const q of current) {
    const i = barIndex(period, ukDay(q.createdAt))
    const bar = i == null ? undefined : weekBars[i]
    if (!bar) continue
    bar.counts[q.serviceType ?? 'none'] += 1
    bar.total += 1
  }
  const used = new Set(current.map((q) => q.serviceType ?? 'none'))
  // The three calculator types always show (a legend that changes shape is confusing);
  // "type not given" only when some quote lacks one.
  const series = seriesKeys.filter((k) => k !== 'none' || used.has('none'))
  const busiest = weekBars.reduce<WeekBar | null>(
    (best, w) => (w.total > (best?.total ?? 0) ? w : best),
    null,
  )

  // Services are counted once per quote, labelled with their newest name.
  const services = new Map<string, { label: string; count: number; seen: number }>()
  const stylists = new Map<string, { label: string; count: number }>()
  let withoutStylist = 0
  for (const q of current) {
    for (const s of new Set(q.services.map((x) => x.id))) {
      const name = q.services.find((x) => x.id === s)?.name ?? `Service ${s}`
      const entry = services.get(String(s)) ?? { label: name, count: 0, seen: 0 }
      entry.count += 1
      if (q.createdAt.getTime() >= entry.seen)
        Object.assign(entry, { label: name, seen: q.createdAt.getTime() })
      services.set(String(s), entry)
    }
    if (q.stylist) {
      const entry = stylists.get(String(q.stylist.id)) ?? { label: q.stylist.name, count: 0 }
      entry.count += 1
      stylists.set(String(q.stylist.id), entry)
    } else {
      withoutStylist += 1
    }
  }

  const apps = input.applications.filter((a) => within(a.createdAt, period.start, period.end))
  const roleCounts = new Map(input.roles.map((r) => [r.value, { label: r.label, count: 0 }]))
  for (const a of apps) {
    const entry = roleCounts.get(a.role) ?? { label: a.role, count: 0 }
    entry.count += 1
    roleCounts.set(a.role, entry)
  }

  return {
    period,
    weekly: { weeks: weekBars, series, busiest },
    clients: {
      regulars: current.filter((q) => q.regular).length,
      newClients: current.filter((q) => !q.regular).length,
    },
    value: {
      current: totals(current),
      previous: totals(previous),
      byType: series.map((key) => ({
        key,
        label: seriesLabels[key],
        ...totals(current.filter((q) => (q.serviceType ?? 'none') === key)),
      })),
    },
    conversion: conversion(current, seriesLabels),
    topServices: rank(services),
    topStylists: rank(stylists),
    withoutStylist,
    applications: {
      // Roles keep the form's order: there are only a few, and a stable order reads better.
      byRole: [...roleCounts.entries()].map(([key, v]) => ({
        key,
        label: v.label,
        count: v.count,
      })),
      total: apps.length,
      previousTotal: input.applications.filter((a) =>
        within(a.createdAt, period.previousStart, period.start),
      ).length,
    },
  }
}

function zeroCounts(): Record<SeriesKey, number> {
  return Object.fromEntries(seriesKeys.map((k) => [k, 0])) as Record<SeriesKey, number>
}

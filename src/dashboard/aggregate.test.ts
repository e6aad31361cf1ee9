import { describe, expect, it } from 'vitest'

import { percentChange, rank, summarise, type ApplicationFact, type QuoteFact } from './aggregate'
import { jobRoleOptions } from './exports'
import { periodOf } from './period'
import { niceScale, share } from './scale'

// A Sunday: the last 4 weeks are the 28 London days 9 Feb – 8 Mar, in bars of seven from 9 Feb.
const now = new Date('2026-03-08T12:00:00Z')
const period = periodOf(now, 4)

const foils = { id: 10, name: 'Full head foils' }
const cut = { id: 1, name: 'Cut, dry & style' }
const toner = { id: 25, name: 'Toner' }
const aisha = { id: 14, name: 'Aisha Rahman' }
const grace = { id: 8, name: 'Grace Pemberton' }

const q = (at: string, patch: Partial<QuoteFact> = {}): QuoteFact => ({
  createdAt: new Date(at),
  serviceType: 'Colour',
  regular: false,
  totalPence: 10_000,
  stylist: null,
  salon: null,
  leadStatus: 'new',
  services: [],
  ...patch,
})

const quotes: QuoteFact[] = [
  q('2026-02-09T00:10:00Z', { services: [foils, cut], stylist: aisha, totalPence: 16_400 }), // first minute of the period
  q('2026-02-10T10:00:00Z', {
    serviceType: 'Men',
    regular: true,
    totalPence: 3_300,
    stylist: grace,
  }),
  q('2026-02-17T10:00:00Z', {
    serviceType: 'CuttingStyling',
    regular: true,
    services: [cut],
    stylist: aisha,
    totalPence: 5_000,
  }),
  q('2026-03-02T09:00:00Z', { services: [foils, toner, cut], stylist: aisha, totalPence: 13_200 }),
  q('2026-03-03T09:00:00Z', { serviceType: null, services: [cut], totalPence: 4_900 }),
  // Before the period: only in the comparison.
  q('2026-02-08T23:59:00Z', { totalPence: 20_000 }),
  q('2026-01-20T10:00:00Z', { totalPence: 10_000 }),
  // After the period: ignored.
  q('2026-03-09T00:00:00Z', { totalPence: 99_900 }),
]

const applications: ApplicationFact[] = [
  { createdAt: new Date('2026-02-12T10:00:00Z'), role: 'Stylist' },
  { createdAt: new Date('2026-02-20T10:00:00Z'), role: 'Stylist' },
  { createdAt: new Date('2026-03-01T10:00:00Z'), role: 'Saturday' },
  { createdAt: new Date('2026-01-25T10:00:00Z'), role: 'Apprentice' },
]

const figures = summarise({ period, quotes, applications, roles: jobRoleOptions })

describe('dashboard figures', () => {
  it('counts quotes per London week by service type, oldest week first', () => {
    expect(figures.weekly.weeks.map((w) => [w.label, w.total])).toEqual([
      ['9 Feb', 2],
      ['16 Feb', 1],
      ['23 Feb', 0],
      ['2 Mar', 2],
    ])
    expect(figures.weekly.weeks[0]!.counts).toEqual({
      Colour: 1,
      CuttingStyling: 0,
      Men: 1,
      none: 0,
    })
    expect(figures.weekly.weeks[3]!.counts).toEqual({
      Colour: 1,
      CuttingStyling: 0,
      Men: 0,
      none: 1,
    })
    expect(figures.weekly.series).toEqual(['Colour', 'CuttingStyling', 'Men', 'none'])
    expect(figures.weekly.busiest?.label).toBe('9 Feb')
  })

  it('shows the "type not given" series only when a quote lacks a type', () => {
    const typed = summarise({
      period,
      quotes: quotes.filter((x) => x.serviceType),
      applications: [],
      roles: jobRoleOptions,
    })
    expect(typed.weekly.series).toEqual(['Colour', 'CuttingStyling', 'Men'])
  })

  it('splits new and regular clients', () => {
    expect(figures.clients).toEqual({ newClients: 3, regulars: 2 })
  })

  it('gives count, total and average value for the period and the stretch before it', () => {
    expect(figures.value.current).toEqual({ count: 5, totalPence: 42_800, averagePence: 8_560 })
    expect(figures.value.previous).toEqual({ count: 2, totalPence: 30_000, averagePence: 15_000 })
    expect(figures.value.byType.map((t) => [t.label, t.count, t.averagePence])).toEqual([
      ['Colour', 2, 14_800],
      ['Cutting & styling', 1, 5_000],
      ["Men's", 1, 3_300],
      ['Type not given', 1, 4_900],
    ])
  })

  it('ranks the most quoted services (once per quote) and stylists', () => {
    expect(figures.topServices.map((s) => [s.label, s.count])).toEqual([
      ['Cut, dry & style', 4],
      ['Full head foils', 2],
      ['Toner', 1],
    ])
    expect(figures.topStylists.map((s) => [s.label, s.count])).toEqual([
      ['Aisha Rahman', 3],
      ['Grace Pemberton', 1],
    ])
    expect(figures.withoutStylist).toBe(1)
  })

  it("counts conversion over the period's quotes only", () => {
    const booked = summarise({
      period,
      quotes: [
        q('2026-02-10T10:00:00Z', { leadStatus: 'booked', salon: { id: 2, name: 'High Street' } }),
        q('2026-03-02T10:00:00Z', { leadStatus: 'contacted' }),
        q('2026-02-01T10:00:00Z', { leadStatus: 'booked' }), // before the period
      ],
      applications: [],
      roles: [],
    })
    expect(booked.conversion.all).toMatchObject({ quotes: 2, booked: 1, contacted: 1, rate: 50 })
    expect(booked.conversion.bySalon.map((r) => [r.label, r.booked])).toEqual([
      ['High Street', 1],
      ['Salon not given', 0],
    ])
  })

  it('labels a renamed service with its newest name', () => {
    const renamed = summarise({
      period,
      quotes: [
        q('2026-02-10T10:00:00Z', { services: [{ id: 1, name: 'Cut & blow-dry' }] }),
        q('2026-03-02T10:00:00Z', { services: [cut] }),
        q('2026-02-20T10:00:00Z', { services: [{ id: 1, name: 'Old name' }] }),
      ],
      applications: [],
      roles: [],
    })
    expect(renamed.topServices).toEqual([{ key: '1', label: 'Cut, dry & style', count: 3 }])
  })

  it('counts applications by role, including roles nobody applied for', () => {
    expect(figures.applications.byRole.map((r) => [r.label, r.count])).toEqual([
      ['Stylist', 2],
      ['Apprentice', 0],
      ['Saturday (Pre-Apprenticeship)', 1],
    ])
    expect(figures.applications.total).toBe(3)
    expect(figures.applications.previousTotal).toBe(1)
  })

  it('is all zeros, not NaN, for an empty period', () => {
    const empty = summarise({ period, quotes: [], applications: [], roles: jobRoleOptions })
    expect(empty.value.current).toEqual({ count: 0, totalPence: 0, averagePence: 0 })
    expect(empty.weekly.busiest).toBeNull()
    expect(empty.weekly.weeks.every((w) => w.total === 0)).toBe(true)
    expect(empty.topServices).toEqual([])
  })

  it('keeps the top eight, ties in alphabetical order', () => {
    const counts = new Map(
      ['b', 'a', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((k, i) => [
        k,
        { label: k.toUpperCase(), count: i < 3 ? 5 : 1 },
      ]),
    )
    expect(rank(counts).map((r) => r.label)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])
  })
})

describe('chart helpers', () => {
  it('compares with the previous period as a whole percentage', () => {
    expect(percentChange(12, 10)).toBe(20)
    expect(percentChange(5, 10)).toBe(-50)
    expect(percentChange(3, 0)).toBeNull()
  })

  it('rounds axes up to tidy gridlines', () => {
    expect(niceScale(26)).toEqual({ max: 30, ticks: [0, 10, 20, 30] })
    expect(niceScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] })
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] })
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] })
    expect(niceScale(140)).toEqual({ max: 150, ticks: [0, 50, 100, 150] })
    expect(share(1, 4)).toBe(25)
    expect(share(1, 0)).toBe(0)
  })
})

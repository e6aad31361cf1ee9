// The two staff downloads, quotes and job applications, as CSV; and the date range they
// accept. Pure: the route reads the records and hands them over as plain rows.
import * as z from '@/lib/zod'

import { jobRoles } from '@/forms/job-application'
import { referralLabel } from '@/forms/quote-details'
import { leadStatuses } from '@/leads/status'
import type { CalculatorType, Pence } from '@/quote'
import { addDays, isDayKey, londonMidnight } from '@/quote/uk-date'

import { seriesLabels } from './aggregate'
import { toCsv, type Cell } from './csv'
import { formatDateTime } from './time'

export const jobRoleLabels: Record<(typeof jobRoles)[number], string> = {
  Stylist: 'Stylist',
  Apprentice: 'Apprentice',
  Saturday: 'Saturday (Pre-Apprenticeship)',
}

export const jobRoleOptions = jobRoles.map((value) => ({ value, label: jobRoleLabels[value] }))

const roleLabel = (role: string) => (jobRoleLabels as Record<string, string>)[role] ?? role

/**
 * A mobile as the staff dial it: "07700 900123" for the +447… the forms save. Starting with a
 * digit, a spreadsheet neither runs it as a formula nor needs the apostrophe that guards one (it
 * showed on every row), and the space keeps it text, so the leading 0 stays. Anything else (an
 * old record) is written as saved, and guarded like any text.
 */
export function mobileForSheet(mobile: string | null): string | null {
  const m = mobile ? /^\+44(7\d{3})(\d{6})$/.exec(mobile) : null
  return m ? `0${m[1]} ${m[2]}` : mobile
}

const leadLabel = (status: string | null) =>
  leadStatuses.find((s) => s.value === status)?.label ?? status

const capitalised = (s: string | null | undefined) =>
  s ? s.charAt(0).toUpperCase() + s.slice(1) : null

export type QuoteExportRow = {
  createdAt: Date
  link: string
  serviceType: CalculatorType | null
  salon: string | null
  stylist: string | null
  level: string | null
  totalPence: Pence
  /** The offer the quote carries and what she pays with it (src/dashboard/paid.ts; ADR 054). */
  offerCode: string | null
  beforeOfferPence: Pence
  afterOfferPence: Pence
  services: string[]
  regular: boolean
  referral: string | null
  emailDelivery: string | null
  smsDelivery: string | null
  // Personal data: null once the retention job has erased it.
  name: string | null
  mobile: string | null
  email: string | null
  /** Where the front desk's follow-up stands (src/leads/status.ts), and when it last moved. */
  leadStatus: string | null
  lastFollowUpAt: Date | null
}

export const quoteColumns = [
  'Date',
  'Quote link',
  'Service type',
  'Salon',
  'Stylist',
  'Level',
  'Total (£)',
  'Offer',
  'Before offer (£)',
  'After offer (£)',
  'Services',
  'Regular client',
  'Referral',
  'E-mail delivery',
  'Text message delivery',
  'Name',
  'Mobile',
  'E-mail',
  'Follow-up',
  'Last follow-up',
] as const

export function quotesCsv(rows: QuoteExportRow[], siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  return toCsv(
    quoteColumns,
    rows.map((r): Cell[] => [
      formatDateTime(r.createdAt),
      `${base}/quote/${encodeURIComponent(r.link)}`,
      r.serviceType ? seriesLabels[r.serviceType] : null,
      r.salon,
      r.stylist,
      r.level,
      r.totalPence / 100,
      // A code staff typed: text, so guarded against formulas like any other (ADR 041).
      r.offerCode,
      r.beforeOfferPence / 100,
      r.afterOfferPence / 100,
      r.services.join('; '),
      r.regular,
      // As the form worded it ("Friends or family", not the code "Friends-family").
      r.referral && referralLabel(r.referral),
      capitalised(r.emailDelivery),
      capitalised(r.smsDelivery),
      r.name,
      mobileForSheet(r.mobile),
      r.email,
      leadLabel(r.leadStatus),
      r.lastFollowUpAt ? formatDateTime(r.lastFollowUpAt) : null,
    ]),
  )
}

export type ApplicationExportRow = {
  createdAt: Date
  role: string
  position: string | null
  salon: string | null
  name: string | null
  mobile: string | null
  email: string | null
  notified: string | null
  reply: string | null
  repliedAt: Date | null
}

export const applicationColumns = [
  'Date',
  'Role',
  'Position',
  'Salon',
  'Name',
  'Mobile',
  'E-mail',
  'Salon notified',
  'Reply',
  'Answered on',
] as const

export function applicationsCsv(rows: ApplicationExportRow[]): string {
  return toCsv(
    applicationColumns,
    rows.map((r): Cell[] => [
      formatDateTime(r.createdAt),
      roleLabel(r.role),
      r.position,
      r.salon,
      r.name,
      mobileForSheet(r.mobile),
      r.email,
      capitalised(r.notified),
      r.reply === 'answered' ? 'Answered' : 'Not answered yet',
      r.repliedAt ? formatDateTime(r.repliedAt) : null,
    ]),
  )
}

const DATE_FORMAT = 'Dates are written YYYY-MM-DD, e.g. 2026-03-31'

const optionalDay = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ error: DATE_FORMAT })
    .trim()
    .refine(isDayKey, DATE_FORMAT)
    // Far-off years (9999-12-31) are valid days but not dates the database or a spreadsheet
    // can hold: refused with a message rather than failing later.
    .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'Choose dates between 2000 and 2099')
    .optional(),
)

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both optional and inclusive, in London days. */
export const exportRangeSchema = z
  .object({ from: optionalDay, to: optionalDay }, { error: DATE_FORMAT })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  })

export type ExportRange = { from?: string; to?: string }

/** The range as instants: from 00:00 on the first day up to (not including) 00:00 after the last. */
export function rangeBounds(range: ExportRange): { since: Date | null; until: Date | null } {
  return {
    since: range.from ? londonMidnight(range.from) : null,
    until: range.to ? londonMidnight(addDays(range.to, 1)) : null,
  }
}

/** 'quotes-2026-01-01-to-2026-03-31.csv'; everything up to today: 'applications-2026-03-31.csv'. */
export function exportFilename(
  kind: 'quotes' | 'applications',
  range: ExportRange,
  today: string,
): string {
  if (!range.from && !range.to) return `${kind}-${today}.csv`
  return `${kind}-${range.from ?? 'start'}-to-${range.to ?? today}.csv`
}

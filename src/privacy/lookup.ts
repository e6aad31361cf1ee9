import * as z from '@/lib/zod'

import { emailAddress, ukMobile } from '@/forms/fields'

// Pure rules for the privacy tools: how staff name a person, how we write that person in the
// audit log without keeping their details, and when personal data falls due for erasure.

export type PersonLookup = { kind: 'email'; value: string } | { kind: 'mobile'; value: string }

const LOOKUP_MESSAGE = 'Enter an e-mail address or a UK mobile number'
const asEmail = emailAddress(LOOKUP_MESSAGE, LOOKUP_MESSAGE)
const asMobile = ukMobile(LOOKUP_MESSAGE, LOOKUP_MESSAGE)

/** One box for staff: an e-mail address (any case) or a UK mobile in any usual spelling. */
export const personLookupSchema = z
  .string({ error: LOOKUP_MESSAGE })
  .trim()
  .min(1, LOOKUP_MESSAGE)
  .max(254, LOOKUP_MESSAGE)
  .transform((raw, ctx): PersonLookup => {
    if (raw.includes('@')) {
      const email = asEmail.safeParse(raw)
      if (email.success) return { kind: 'email', value: email.data.toLowerCase() }
    } else {
      const mobile = asMobile.safeParse(raw)
      if (mobile.success) return { kind: 'mobile', value: mobile.data }
    }
    ctx.addIssue({ code: 'custom', message: LOOKUP_MESSAGE })
    return z.NEVER
  })

/** Stored mobiles are E.164, but records saved before validation tightened may not be. */
export function sameMobile(stored: string | null | undefined, wanted: string): boolean {
  if (!stored) return false
  const parsed = asMobile.safeParse(stored)
  return (parsed.success ? parsed.data : stored) === wanted
}

export function matches(
  lookup: PersonLookup,
  record: { email?: string | null; mobile?: string | null },
) {
  return lookup.kind === 'email'
    ? (record.email ?? '').trim().toLowerCase() === lookup.value
    : sameMobile(record.mobile, lookup.value)
}

/** How the audit log names the person: enough for staff to recognise, not enough to contact. */
export function maskLookup(lookup: PersonLookup): string {
  if (lookup.kind === 'mobile') return `${lookup.value.slice(0, 5)}••••${lookup.value.slice(-3)}`
  const [local = '', domain = ''] = lookup.value.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}

/** `photoDays`: her photos and health answers sent to confirm a price, after it closes (ADR 052). */
export type RetentionPolicy = { quoteMonths: number; applicationMonths: number; photoDays: number }

export const defaultRetention: RetentionPolicy = {
  quoteMonths: 24,
  applicationMonths: 12,
  photoDays: 90,
}

/** The moment `months` calendar months before `now` (clamped to the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, lastDay))
  return d
}

/** Records created before these moments lose their personal data. */
export function retentionCutoffs(now: Date, policy: RetentionPolicy) {
  return {
    quotesBefore: monthsBefore(now, policy.quoteMonths),
    applicationsBefore: monthsBefore(now, policy.applicationMonths),
  }
}

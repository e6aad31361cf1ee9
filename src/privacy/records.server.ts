// Everything the site holds about one person, and the two ways it goes away: a staff erasure
// on request, and the retention job for old records. Each is written to the audit log.
import type { Payload, Where } from 'payload'

import { mapSiteSettings } from '@/content/map'

import {
  maskLookup,
  matches,
  retentionCutoffs,
  type PersonLookup,
  type RetentionPolicy,
} from './lookup'

export type Actor = { id: number; email: string } | null

export type PersonRecords = {
  quotes: Array<{
    id: number
    createdAt: string
    link: string
    name: string | null
    email: string | null
    mobile: string | null
    serviceType: string | null
    totalPence: number
    regular: boolean
    referral: string | null
  }>
  applications: Array<{
    id: number
    createdAt: string
    name: string | null
    email: string | null
    mobile: string | null
    role: string
    position: string
    about: string | null
    whyHair: string | null
    whyUs: string | null
  }>
  messages: Array<{
    id: number
    createdAt: string
    channel: string
    to: string
    subject: string | null
    text: string
  }>
}

export type Counts = { quotes: number; applications: number; messages: number }

const all = { pagination: false, limit: 0, depth: 0, overrideAccess: true } as const

/** A broad, index-friendly match in the database, made exact in code (case, spelling). */
function candidates(lookup: PersonLookup, field: 'email' | 'mobile' | 'to'): Where {
  if (lookup.kind === 'email') return { [field]: { like: lookup.value } }
  return { [field]: { like: lookup.value.slice(-10) } }
}

export async function findPerson(payload: Payload, lookup: PersonLookup): Promise<PersonRecords> {
  const field = lookup.kind === 'email' ? 'email' : 'mobile'
  const [quotes, applications, messages] = await Promise.all([
    payload.find({
      collection: 'quotes',
      ...all,
      where: candidates(lookup, field),
      sort: '-createdAt',
    }),
    payload.find({
      collection: 'job-applications',
      ...all,
      where: candidates(lookup, field),
      sort: '-createdAt',
    }),
    payload.find({
      collection: 'outbox',
      ...all,
      where: candidates(lookup, 'to'),
      sort: '-createdAt',
    }),
  ])
  return {
    quotes: quotes.docs
      .filter((q) => matches(lookup, q))
      .map((q) => ({
        id: q.id,
        createdAt: q.createdAt,
        link: q.link,
        name: q.name ?? null,
        email: q.email ?? null,
        mobile: q.mobile ?? null,
        serviceType: q.serviceType ?? null,
        totalPence: q.totalPence,
        regular: Boolean(q.regular),
        referral: q.referral ?? null,
      })),
    applications: applications.docs
      .filter((a) => matches(lookup, a))
      .map((a) => ({
        id: a.id,
        createdAt: a.createdAt,
        name: a.name ?? null,
        email: a.email ?? null,
        mobile: a.mobile ?? null,
        role: a.role,
        position: a.position,
        about: a.about ?? null,
        whyHair: a.whyHair ?? null,
        whyUs: a.whyUs ?? null,
      })),
    messages: messages.docs
      .filter((m) => matches(lookup, m.channel === 'email' ? { email: m.to } : { mobile: m.to }))
      .map((m) => ({
        id: m.id,
        createdAt: m.createdAt,
        channel: m.channel,
        to: m.to,
        subject: m.subject ?? null,
        text: m.text,
      })),
  }
}

export const countOf = (r: PersonRecords): Counts => ({
  quotes: r.quotes.length,
  applications: r.applications.length,
  messages: r.messages.length,
})

const erasedQuote = (at: string) => ({ name: null, email: null, mobile: null, erasedAt: at })
const erasedApplication = (at: string) => ({
  name: null,
  email: null,
  mobile: null,
  about: null,
  whyHair: null,
  whyUs: null,
  erasedAt: at,
})

export async function audit(
  payload: Payload,
  entry: {
    action: 'search' | 'export' | 'erase' | 'retention'
    summary: string
    subject?: string
    actor: Actor
    counts?: Counts
  },
) {
  return payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    data: {
      action: entry.action,
      summary: entry.summary,
      subject: entry.subject,
      actor: entry.actor?.id,
      actorEmail: entry.actor?.email ?? 'system',
      counts: entry.counts,
    },
  })
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`
export const describeCounts = (c: Counts) =>
  `${plural(c.quotes, 'quote')}, ${plural(c.applications, 'application')}, ${plural(c.messages, 'outbox message')}`

/**
 * Looks a person up for staff, and records that it happened (a deliberate search: a POST).
 * The audit entry's id lets the admin page show the result again (`recordedSearch`) without
 * logging every reload as another search.
 */
export async function searchPerson(payload: Payload, lookup: PersonLookup, actor: Actor) {
  const records = await findPerson(payload, lookup)
  const counts = countOf(records)
  const entry = await audit(payload, {
    action: 'search',
    subject: maskLookup(lookup),
    actor,
    counts,
    summary: `Found ${describeCounts(counts)}`,
  })
  return { records, auditId: entry.id }
}

/** How long the admin page may show a recorded search again (reloads, back and forward). */
export const SEARCH_VIEW_MINUTES = 30

/**
 * The records of a search that `actor` made and the audit log holds (same person, recent), or
 * null: a page view with a made-up or someone else's search id shows nothing.
 */
export async function recordedSearch(
  payload: Payload,
  auditId: number,
  lookup: PersonLookup,
  actor: { id: number },
  now = new Date(),
): Promise<PersonRecords | null> {
  const entry = await payload
    .findByID({ collection: 'audit-log', id: auditId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!entry || entry.action !== 'search' || entry.subject !== maskLookup(lookup)) return null
  const actorId = typeof entry.actor === 'object' ? entry.actor?.id : entry.actor
  if (actorId !== actor.id) return null
  const age = now.getTime() - new Date(entry.createdAt).getTime()
  if (!(age >= 0 && age <= SEARCH_VIEW_MINUTES * 60_000)) return null
  return findPerson(payload, lookup)
}

/** A copy of everything held about the person (a subject access request), recorded. */
export async function exportPerson(
  payload: Payload,
  lookup: PersonLookup,
  actor: Actor,
  now = new Date(),
) {
  const records = await findPerson(payload, lookup)
  const counts = countOf(records)
  await audit(payload, {
    action: 'export',
    subject: maskLookup(lookup),
    actor,
    counts,
    summary: `Exported ${describeCounts(counts)}`,
  })
  return { exportedAt: now.toISOString(), person: lookup.value, ...records }
}

/**
 * Removes the person from every record: contact details and free text on quotes and
 * applications are emptied (the anonymous figures stay for the dashboard), and copies of the
 * messages sent to them are deleted from the outbox.
 */
export async function erasePerson(
  payload: Payload,
  lookup: PersonLookup,
  actor: Actor,
  now = new Date(),
): Promise<Counts> {
  const records = await findPerson(payload, lookup)
  const at = now.toISOString()
  for (const q of records.quotes) {
    await payload.update({
      collection: 'quotes',
      id: q.id,
      overrideAccess: true,
      data: erasedQuote(at) as never,
    })
  }
  for (const a of records.applications) {
    await payload.update({
      collection: 'job-applications',
      id: a.id,
      overrideAccess: true,
      data: erasedApplication(at) as never,
    })
  }
  if (records.messages.length > 0) {
    await payload.delete({
      collection: 'outbox',
      overrideAccess: true,
      where: { id: { in: records.messages.map((m) => m.id) } },
    })
  }
  const counts = countOf(records)
  await audit(payload, {
    action: 'erase',
    subject: maskLookup(lookup),
    actor,
    counts,
    summary: `Erased ${describeCounts(counts)}`,
  })
  return counts
}

/** The retention periods the owner sets in Site settings, or the defaults. */
export async function retentionPolicy(payload: Payload): Promise<RetentionPolicy> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  return mapSiteSettings(settings).retention
}

/**
 * Erases personal data older than the retention periods. Idempotent: records already erased
 * are skipped, so a run that stops half way is simply finished by the next one.
 */
export async function runRetention(payload: Payload, now = new Date()): Promise<Counts> {
  const policy = await retentionPolicy(payload)
  const { quotesBefore, applicationsBefore } = retentionCutoffs(now, policy)
  const at = now.toISOString()
  const stillPersonal: Where = { erasedAt: { exists: false } }

  const quotes = await payload.update({
    collection: 'quotes',
    overrideAccess: true,
    where: { and: [stillPersonal, { createdAt: { less_than: quotesBefore.toISOString() } }] },
    data: erasedQuote(at) as never,
  })
  const applications = await payload.update({
    collection: 'job-applications',
    overrideAccess: true,
    where: { and: [stillPersonal, { createdAt: { less_than: applicationsBefore.toISOString() } }] },
    data: erasedApplication(at) as never,
  })
  // Outbox copies of messages go with the shorter of the two periods.
  const oldest = quotesBefore > applicationsBefore ? applicationsBefore : quotesBefore
  const messages = await payload.delete({
    collection: 'outbox',
    overrideAccess: true,
    where: { createdAt: { less_than: oldest.toISOString() } },
  })
  const failed = [...quotes.errors, ...applications.errors, ...messages.errors]
  if (failed.length > 0) throw new Error(`retention: ${failed.length} records could not be erased`)

  const counts = {
    quotes: quotes.docs.length,
    applications: applications.docs.length,
    messages: messages.docs.length,
  }
  if (counts.quotes + counts.applications + counts.messages > 0) {
    await audit(payload, {
      action: 'retention',
      actor: null,
      counts,
      summary: `Retention (${policy.quoteMonths} months for quotes, ${policy.applicationMonths} for applications): erased ${describeCounts(counts)}`,
    })
  }
  return counts
}

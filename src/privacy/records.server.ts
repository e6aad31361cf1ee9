// Everything the site holds about one person, and the two ways it goes away: a staff erasure
// on request, and the retention job for old records. Each is written to the audit log.
import 'server-only'

import type { Payload, Where } from 'payload'

import type { StaffRole } from '@/access/roles'

import { mapSiteSettings } from '@/content/map'
import { describeEntry, leadStatusLabel } from '@/leads/status'
import { quoteOfferOf } from '@/quote'
import { auditActions, type AuditAction } from '@/collections/audit-log/config'
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { relId } from '@/content/staff-reads.server'
import {
  confirmationsForExport,
  eraseConfirmations,
  runConfirmationRetention,
  type ConfirmationExport,
} from '@/confirm/records.server'

import {
  chosenKeys,
  messageKey,
  namesSharing,
  recordKey,
  resolveChoice,
  resolveErasure,
  type HeldRecord,
  type PrivacyRefusal,
} from './choose'
import {
  maskLookup,
  matches,
  personLookupSchema,
  retentionCutoffs,
  type PersonLookup,
  type RetentionPolicy,
} from './lookup'

/** The member of staff acting (null: the server itself, e.g. retention). */
export type Actor = { id: number; email: string; roles?: StaffRole[] | null } | null

type Held = { key: string; direct: boolean }

export type PersonRecords = {
  quotes: Array<
    Held & {
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
      /** What she was quoted, as saved (the snapshot), in words and pounds. */
      salon: string | null
      stylist: string | null
      level: string | null
      services: { service: string; pounds: number }[]
      offer: { title: string; code: string | null; saving: string; afterPounds: number } | null
      /** Where the front desk has got to, and every change and note staff made, oldest first. */
      followUp: string
      history: { at: string; by: string; change: string; note: string | null }[]
      erasedAt: string | null
    }
  >
  applications: Array<
    Held & {
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
    }
  >
  messages: Array<{
    key: string
    id: number
    createdAt: string
    channel: string
    to: string
    subject: string | null
    text: string
    /** The record the message was sent about (`quote:12`), or null for an unlinked one. */
    belongsTo: string | null
    toLookup: boolean
  }>
  /** Different names on the records found directly: the address or number may be shared. */
  sharedNames: string[]
}

export type Counts = { quotes: number; applications: number; messages: number }

/** A copy of what is held about a person: the chosen records, and what staff did with them. */
export type PersonExport = Pick<PersonRecords, 'applications' | 'messages'> & {
  /** Each quote with her request to confirm its price, if she sent one (ADR 052). */
  quotes: (PersonRecords['quotes'][number] & { confirmation?: ConfirmationExport | null })[]
  exportedAt: string
  /** Who holds the data: the business's legal name (Site settings). */
  heldBy: string
  person: string
  auditEntries: { at: string; action: string; by: string; counts: Counts }[]
}

const all = { pagination: false, limit: 0, depth: 0, overrideAccess: true } as const

/** A broad, index-friendly match in the database, made exact in code (case, spelling). */
function candidates(lookup: PersonLookup, field: 'email' | 'mobile' | 'to'): Where {
  if (lookup.kind === 'email') return { [field]: { like: lookup.value } }
  return { [field]: { like: lookup.value.slice(-10) } }
}

/** The e-mail address and mobile of a record, as look-ups. */
function identifiersOf(r: { email?: string | null; mobile?: string | null }): PersonLookup[] {
  const out: PersonLookup[] = []
  for (const raw of [r.email, r.mobile]) {
    if (!raw) continue
    const parsed = personLookupSchema.safeParse(raw)
    if (parsed.success) out.push(parsed.data)
  }
  return out
}

const sameLookup = (a: PersonLookup, b: PersonLookup) => a.kind === b.kind && a.value === b.value

async function findRecords(payload: Payload, lookups: PersonLookup[]) {
  if (lookups.length === 0) return { quotes: [], applications: [] }
  const where: Where = {
    or: lookups.map((l) => candidates(l, l.kind === 'email' ? 'email' : 'mobile')),
  }
  const hit = (r: { email?: string | null; mobile?: string | null }) =>
    lookups.some((l) => matches(l, r))
  const [quotes, applications] = await Promise.all([
    payload.find({ collection: 'quotes', ...all, where, sort: '-createdAt' }),
    payload.find({
      collection: 'job-applications',
      ...all,
      where,
      sort: '-createdAt',
    }),
  ])
  return { quotes: quotes.docs.filter(hit), applications: applications.docs.filter(hit) }
}

/**
 * Everything held about the person named by `lookup`: the quotes and applications with that
 * address or number ("direct"), those sharing the other address or number of one of them
 * (so staff can see a shared phone, or the same person under another address), and every
 * outbox message sent about any of them — plus older messages not linked to a record but
 * addressed to the person.
 */
export async function findPerson(
  payload: Payload,
  lookup: PersonLookup,
  viewer: Actor,
): Promise<PersonRecords> {
  const direct = await findRecords(payload, [lookup])
  const others: PersonLookup[] = []
  for (const r of [...direct.quotes, ...direct.applications])
    for (const id of identifiersOf(r))
      if (!sameLookup(id, lookup) && !others.some((o) => sameLookup(o, id))) others.push(id)
  const related = await findRecords(payload, others)
  const directQuoteIds = new Set(direct.quotes.map((q) => q.id))
  const directAppIds = new Set(direct.applications.map((a) => a.id))
  const quoteDocs = [...direct.quotes, ...related.quotes.filter((q) => !directQuoteIds.has(q.id))]
  const appDocs = [
    ...direct.applications,
    ...related.applications.filter((a) => !directAppIds.has(a.id)),
  ]

  const addressedTo = [lookup, ...others]
  const linkedTo: Where[] = []
  if (quoteDocs.length) linkedTo.push({ quote: { in: quoteDocs.map((q) => q.id) } })
  if (appDocs.length) linkedTo.push({ application: { in: appDocs.map((a) => a.id) } })
  const unlinked: Where = {
    and: [
      { quote: { exists: false } },
      { application: { exists: false } },
      { or: addressedTo.map((l) => candidates(l, 'to')) },
    ],
  }
  // Messages as the Outbox's own read rule shows them to this member of staff: staff sign-in
  // e-mails are the owners' alone, here as in the Outbox (src/collections/outbox/config.ts).
  const messages = await payload.find({
    collection: 'outbox',
    ...all,
    ...(viewer ? { overrideAccess: false, user: { ...viewer, collection: 'users' } } : {}),
    where: { or: [...linkedTo, unlinked] },
    sort: '-createdAt',
  })
  const asContact = (m: { channel: string; to: string }) =>
    m.channel === 'email' ? { email: m.to } : { mobile: m.to }

  const records = {
    quotes: quoteDocs.map((q) => ({
      key: recordKey('quote', q.id),
      direct: directQuoteIds.has(q.id),
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
      ...quoteDetails(q.quote, q.createdAt),
      followUp: leadStatusLabel(q.leadStatus),
      history: (q.leadHistory ?? []).map((e) => ({
        at: e.at,
        by: e.byName?.trim() || 'Staff',
        change: describeEntry(e),
        note: e.note?.trim() || null,
      })),
      erasedAt: q.erasedAt ?? null,
    })),
    applications: appDocs.map((a) => ({
      key: recordKey('application', a.id),
      direct: directAppIds.has(a.id),
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
      .map((m) => {
        const quote = relId(m.quote)
        const application = relId(m.application)
        const belongsTo =
          quote != null
            ? recordKey('quote', quote)
            : application != null
              ? recordKey('application', application)
              : null
        return {
          key: messageKey(m.id),
          id: m.id,
          createdAt: m.createdAt,
          channel: m.channel,
          to: m.to,
          subject: m.subject ?? null,
          text: m.text,
          belongsTo,
          toLookup: belongsTo == null && matches(lookup, asContact(m)),
        }
      })
      // Unlinked messages are matched loosely in the database: keep those really to the person.
      .filter((m) => m.belongsTo != null || addressedTo.some((l) => matches(l, asContact(m)))),
  }
  return {
    ...records,
    sharedNames: namesSharing(heldRecords(records)),
  }
}

/** The saved quote's snapshot in plain fields; a malformed one gives what it can. */
function quoteDetails(raw: unknown, createdAt: string) {
  const snap = readSnapshot(raw)
  const offer = quoteOfferOf(snap, new Date(createdAt))
  return {
    salon: snap.salon?.name ?? null,
    stylist: snap.stylist?.name ?? null,
    level: snap.level?.name ?? null,
    services: snap.services.map((l) => ({ service: l.service, pounds: l.price })),
    offer: offer
      ? {
          title: offer.title,
          code: offer.code,
          saving: offer.saving_text,
          afterPounds: offer.after,
        }
      : null,
  }
}

/** The quotes and applications as the erasure rules see them. */
function heldRecords(r: Pick<PersonRecords, 'quotes' | 'applications'>): HeldRecord[] {
  return [
    ...r.quotes.map((q) => ({ ...q, kind: 'quote' as const })),
    ...r.applications.map((a) => ({ ...a, kind: 'application' as const })),
  ]
}

export const countHeld = (
  r: Pick<PersonRecords, 'quotes' | 'applications' | 'messages'>,
): Counts => ({
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
    action: AuditAction
    summary: string
    subject?: string
    actor: Actor
    counts?: Counts
    quote?: number
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
      quote: entry.quote,
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
  const records = await findPerson(payload, lookup, actor)
  const counts = countHeld(records)
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
  actor: NonNullable<Actor>,
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
  return findPerson(payload, lookup, actor)
}

/**
 * A copy of what is held about the person (a subject access request), recorded: the records
 * staff chose (`records`: keys such as `quote:12`) with the messages sent about them. Without
 * a choice, the records found by the address or number and the messages about them or to
 * them — unless they carry different names: then, as for an erasure, the choice is required,
 * so one person's download never holds another's details.
 */
export async function exportPerson(
  payload: Payload,
  lookup: PersonLookup,
  actor: Actor,
  opts: { records?: readonly string[]; now?: Date } = {},
): Promise<
  | {
      ok: true
      data: PersonExport
    }
  | PrivacyRefusal
> {
  const found = await findPerson(payload, lookup, actor)
  const choice = resolveChoice(
    { records: heldRecords(found), messages: found.messages },
    opts.records,
    'export',
  )
  if (!choice.ok) return choice
  const keys = chosenKeys(choice)
  const taken = new Set(keys)
  const chosenQuotes = found.quotes.filter((q) => taken.has(q.key))
  const confirmations = await confirmationsForExport(
    payload,
    chosenQuotes.map((q) => q.id),
  )
  const records = {
    quotes: chosenQuotes.map((q) => ({ ...q, confirmation: confirmations.get(q.id) ?? null })),
    applications: found.applications.filter((a) => taken.has(a.key)),
    messages: found.messages.filter((m) => taken.has(m.key)),
  }
  const counts = countHeld(records)
  const settings = mapSiteSettings(
    await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  )
  // What staff did with her data before this copy (look-ups, copies, erasures), by name only:
  // the staff's own sign-in addresses are not hers to be given.
  const log = await payload.find({
    collection: 'audit-log',
    ...all,
    where: { subject: { equals: maskLookup(lookup) } },
    sort: 'createdAt',
  })
  const staffIds = [...new Set(log.docs.map((e) => relId(e.actor)).filter((id) => id != null))]
  const staff = staffIds.length
    ? await payload.find({
        collection: 'users',
        ...all,
        where: { id: { in: staffIds } },
        select: { name: true },
      })
    : { docs: [] }
  const nameOf = new Map(staff.docs.map((u) => [u.id, u.name]))
  const auditEntries = log.docs.map((e) => {
    const by = relId(e.actor)
    return {
      at: e.createdAt,
      action: auditActions.find((a) => a.value === e.action)?.label ?? e.action,
      by: by == null ? 'The site (automatic)' : (nameOf.get(by) ?? 'A member of staff'),
      counts: {
        quotes: e.counts?.quotes ?? 0,
        applications: e.counts?.applications ?? 0,
        messages: e.counts?.messages ?? 0,
      },
    }
  })
  await audit(payload, {
    action: 'export',
    subject: maskLookup(lookup),
    actor,
    counts,
    summary: `Exported ${describeCounts(counts)}: ${keys.join(', ')}`,
  })
  return {
    ok: true,
    data: {
      exportedAt: (opts.now ?? new Date()).toISOString(),
      heldBy: settings.legalName,
      person: lookup.value,
      ...records,
      auditEntries,
    },
  }
}

export type EraseResult = { ok: true; counts: Counts } | PrivacyRefusal

/**
 * Removes the person from the records staff chose (`records`: keys such as `quote:12`; without
 * a choice, the records found by the address or number, unless they carry different names):
 * contact details and free text on quotes and applications are emptied (the anonymous figures
 * stay for the dashboard; the quote's own hook empties the notes about it too), and every
 * outbox message sent about a chosen record is deleted, whichever address it went to.
 */
export async function erasePerson(
  payload: Payload,
  lookup: PersonLookup,
  actor: Actor,
  opts: { records?: readonly string[]; now?: Date } = {},
): Promise<EraseResult> {
  const found = await findPerson(payload, lookup, actor)
  const choice = resolveErasure(
    { records: heldRecords(found), messages: found.messages },
    opts.records,
  )
  if (!choice.ok) return choice
  const { erase, keys } = choice
  const at = (opts.now ?? new Date()).toISOString()
  if (erase.messages.length > 0) {
    await payload.delete({
      collection: 'outbox',
      overrideAccess: true,
      where: { id: { in: erase.messages } },
    })
  }
  for (const id of erase.quotes) {
    await payload.update({
      collection: 'quotes',
      id,
      overrideAccess: true,
      data: erasedQuote(at) as never,
    })
  }
  // Her photos, health answers and words sent to have a price confirmed go with the quote.
  await eraseConfirmations(payload, erase.quotes, at)
  for (const id of erase.applications) {
    await payload.update({
      collection: 'job-applications',
      id,
      overrideAccess: true,
      data: erasedApplication(at) as never,
    })
  }
  const counts = {
    quotes: erase.quotes.length,
    applications: erase.applications.length,
    messages: erase.messages.length,
  }
  await audit(payload, {
    action: 'erase',
    subject: maskLookup(lookup),
    actor,
    counts,
    summary: `Erased ${describeCounts(counts)}: ${keys.join(', ')}`,
  })
  return { ok: true, counts }
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
  // Outbox copies go with their record, however recent (a resend, the salon's notice), and any
  // message older than the longer period goes anyway (older ones are linked to no record).
  const oldest = quotesBefore > applicationsBefore ? applicationsBefore : quotesBefore
  const withRecord: Where[] = [{ createdAt: { less_than: oldest.toISOString() } }]
  if (quotes.docs.length) withRecord.push({ quote: { in: quotes.docs.map((d) => d.id) } })
  if (applications.docs.length)
    withRecord.push({ application: { in: applications.docs.map((d) => d.id) } })
  const messages = await payload.delete({
    collection: 'outbox',
    overrideAccess: true,
    where: { or: withRecord },
  })
  const failed = [...quotes.errors, ...applications.errors, ...messages.errors]
  if (failed.length > 0) throw new Error(`retention: ${failed.length} records could not be erased`)
  await eraseConfirmations(
    payload,
    quotes.docs.map((d) => d.id as number),
    at,
  )
  const confirmations = await runConfirmationRetention(payload, now, policy.photoDays)
  if (confirmations.expired + confirmations.photosErased + confirmations.draftsDropped > 0)
    await audit(payload, {
      action: 'retention',
      actor: null,
      summary: `Retention of prices to confirm (${policy.photoDays} days after closing): ${confirmations.photosErased} requests' photos and health answers deleted, ${confirmations.expired} confirmations expired, ${confirmations.draftsDropped} unsent forms dropped`,
    })

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

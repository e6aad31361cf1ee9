// The front desk's list of what to do, per salon: quotes nobody has contacted yet, messages to
// clients that are delayed or failed, job applications nobody has answered, and live quotes with
// a stylist who has left (ADR 032). Pure: the
// server reads the records (to-do.server.ts), this groups and orders them, the admin renders.
import { staffLabel } from '@/fields/staff-label'

/** How far back the lists look. Older work stays a click away in the collection lists. */
export const TO_DO_DAYS = 30
/** Rows shown per list and salon before "Show all". */
export const TO_DO_ROWS = 10

/** The last note a member of staff left on a record, with who and when. */
export type ToDoNote = { text: string; at: string; by: string | null }

export type ToDoQuote = {
  id: number
  name: string
  mobile: string | null
  email: string | null
  createdAt: string
  salonId: number | null
  what: string
  /** Still "New", but someone has tried: a colleague sees it before calling her again. */
  note?: ToDoNote | null
}

export type ToDoDelivery = {
  collection: 'quotes' | 'job-applications'
  id: number
  name: string
  createdAt: string
  salonId: number | null
  /** "Delayed" or "Failed", and what: "the e-mail and text to the client". */
  state: 'Delayed' | 'Failed'
  what: string
}

export type ToDoApplication = {
  id: number
  name: string
  mobile: string | null
  email: string | null
  createdAt: string
  salonId: number | null
  what: string
}

/** A live quote with a stylist who has left (src/leads/leaving.ts). */
export type ToDoLeftQuote = ToDoQuote & {
  /** "Zoe has left: offer Priya or Callum". */
  left: string
  /** Someone has followed her up since the stylist left (followedUpSince): off the list. */
  followedUp?: boolean
}

export type SalonToDo = {
  salonId: number | null
  salonName: string
  quotes: ToDoQuote[]
  deliveries: ToDoDelivery[]
  applications: ToDoApplication[]
  left: ToDoLeftQuote[]
}

// Newest first: the lead saved a minute ago is the one to call now, and a list cut at
// TO_DO_ROWS must not hide it behind older ones.
const newestFirst = <T extends { createdAt: string; id: number }>(rows: T[]) =>
  rows.slice().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)

/** The latest note in a follow-up history (entries in the order they were written). */
export function lastNote(
  history:
    | {
        at?: string | null
        byName?: string | null
        byEmail?: string | null
        note?: string | null
      }[]
    | null
    | undefined,
): ToDoNote | null {
  for (const entry of [...(history ?? [])].reverse()) {
    const text = entry.note?.trim()
    const named = entry.byName?.trim() || entry.byEmail?.trim()
    if (text && entry.at)
      return {
        text,
        at: entry.at,
        by: named ? staffLabel({ name: entry.byName, email: entry.byEmail }) : null,
      }
  }
  return null
}

/**
 * One entry per salon, in the salons' order, each list newest first. Every salon appears even
 * with nothing waiting (so the desk sees it is clear); records with no salon come last, under
 * "No salon chosen", only when there are some. With `only`, just that salon.
 */
export function toDoBySalon(input: {
  salons: { id: number; name: string }[]
  quotes: ToDoQuote[]
  deliveries: ToDoDelivery[]
  applications: ToDoApplication[]
  left?: ToDoLeftQuote[]
  only?: number | null
}): SalonToDo[] {
  const known = new Set(input.salons.map((s) => s.id))
  const keyOf = (id: number | null) => (id != null && known.has(id) ? id : null)
  const groups: SalonToDo[] = input.salons.map((s) => ({
    salonId: s.id,
    salonName: s.name,
    quotes: [],
    deliveries: [],
    applications: [],
    left: [],
  }))
  const none: SalonToDo = {
    salonId: null,
    salonName: 'No salon chosen',
    quotes: [],
    deliveries: [],
    applications: [],
    left: [],
  }
  const groupOf = (id: number | null) => groups.find((g) => g.salonId === keyOf(id)) ?? none
  for (const q of newestFirst(input.quotes)) groupOf(q.salonId).quotes.push(q)
  for (const d of newestFirst(input.deliveries)) groupOf(d.salonId).deliveries.push(d)
  for (const a of newestFirst(input.applications)) groupOf(a.salonId).applications.push(a)
  for (const q of newestFirst(input.left ?? [])) groupOf(q.salonId).left.push(q)
  const all = [...groups, ...(countOf(none) ? [none] : [])]
  return input.only != null && known.has(input.only)
    ? all.filter((g) => g.salonId === input.only)
    : all
}

export const countOf = (
  g: Pick<SalonToDo, 'quotes' | 'deliveries' | 'applications'> & Partial<Pick<SalonToDo, 'left'>>,
) => g.quotes.length + g.deliveries.length + g.applications.length + (g.left?.length ?? 0)

/** Totals over the salons shown: the tiles at the top. */
export function toDoTotals(groups: SalonToDo[]) {
  return {
    quotes: groups.reduce((n, g) => n + g.quotes.length, 0),
    deliveries: groups.reduce((n, g) => n + g.deliveries.length, 0),
    applications: groups.reduce((n, g) => n + g.applications.length, 0),
    left: groups.reduce((n, g) => n + g.left.length, 0),
  }
}

/** A mail link with a subject line the client recognises, or null. */
export function mailHref(email: string | null, subject: string): string | null {
  if (!email || !/^[^\s@<>]+@[^\s@<>]+$/.test(email)) return null
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`
}

/** "just now", "25 minutes ago", "3 hours ago", "yesterday", "4 days ago". */
export function ageText(createdAt: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000)
  if (!(minutes >= 1)) return 'just now'
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`
  const days = Math.floor(hours / 24)
  return days === 1 ? 'yesterday' : `${days} days ago`
}

/** Which of a record's messages are stuck: "e-mail", "text", or "e-mail and text". */
export function stuckChannels(
  statuses: { email?: string | null; sms?: string | null },
  stuck: (status: string | null | undefined) => boolean,
): string {
  const parts = [
    stuck(statuses.email) ? 'e-mail' : null,
    stuck(statuses.sms) ? 'text' : null,
  ].filter(Boolean)
  return parts.join(' and ')
}

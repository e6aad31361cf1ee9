// A saved quote as a lead the front desk works: new → contacted → booked or not booked, with
// notes, and a history of who changed what and when. Pure: the quotes collection's hooks and
// the dashboard both use it.

export const leadStatuses = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'booked', label: 'Booked' },
  { value: 'not-booked', label: 'Not booked' },
] as const
export type LeadStatus = (typeof leadStatuses)[number]['value']

export const leadStatusValues = leadStatuses.map((s) => s.value) as LeadStatus[]

export const isLeadStatus = (v: unknown): v is LeadStatus =>
  typeof v === 'string' && (leadStatusValues as string[]).includes(v)

export const leadStatusLabel = (v: unknown): string =>
  leadStatuses.find((s) => s.value === v)?.label ?? 'New'

export const NOTE_MAX = 1000

// No colon: the admin's message box splits a message at its first colon into a list.
export const BACK_TO_NEW =
  'A quote cannot go back to New once someone has worked on it. Choose Contacted, Booked or Not booked.'

/**
 * Why a status change is refused, or null when it is allowed. "New" means nobody has worked on
 * the quote yet, so nothing returns to it; between the other three staff may move freely (a
 * client who said no may call back and book).
 */
export function leadChangeProblem(from: LeadStatus, to: LeadStatus): string | null {
  if (to === 'new' && from !== 'new') return BACK_TO_NEW
  return null
}

/** A note as it is kept: spaces tidied, empty means no note. */
export function cleanNote(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.replace(/\r\n?/g, '\n').trim()
  return text === '' ? null : text
}

export type LeadEntry = {
  at: string
  by: number | null
  /** Her account's name and sign-in address when the entry was made (ADR 041). */
  byName: string
  byEmail: string | null
  from: LeadStatus
  to: LeadStatus
  note: string | null
}

/**
 * The history entry a save adds, or null when it changes neither the status nor adds a note.
 * Throws nothing: the caller checks `leadChangeProblem` first.
 */
export function leadEntry(input: {
  from: LeadStatus
  to: LeadStatus
  note: unknown
  at: Date
  user: { id: number; name?: string | null; email?: string | null } | null
}): LeadEntry | null {
  const note = cleanNote(input.note)
  if (input.from === input.to && !note) return null
  return {
    at: input.at.toISOString(),
    by: input.user?.id ?? null,
    byName: input.user ? input.user.name || input.user.email || `Staff ${input.user.id}` : 'System',
    byEmail: input.user?.email ?? null,
    from: input.from,
    to: input.to,
    note,
  }
}

/** "New → Contacted", or "Note" when only a note was added. */
export function describeEntry(e: { from?: unknown; to?: unknown }): string {
  if (e.from === e.to) return 'Note'
  return `${leadStatusLabel(e.from)} → ${leadStatusLabel(e.to)}`
}

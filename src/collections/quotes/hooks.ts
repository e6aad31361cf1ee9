// The quote's follow-up history and what erasing its personal data also removes. Runs inside
// every update, so the admin, the REST API, the privacy tools and the retention job all agree.
import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type FieldHook,
} from 'payload'

import {
  isLeadStatus,
  leadChangeProblem,
  leadEntry,
  NOTE_MAX,
  type LeadStatus,
} from '@/leads/status'
import { signedInAccount } from '@/fields/staff-account'
import { normaliseQuoteWhere } from '@/leads/search'
import { maskContact } from '@/privacy/choose'

type Row = Record<string, unknown>

const statusOf = (v: unknown): LeadStatus => (isLeadStatus(v) ? v : 'new')

/**
 * A status change or a note (the write-only `leadNote`) becomes an entry in `leadHistory`,
 * with who made it — her account, its name and address read by the server now (ADR 041) — and
 * when. The note itself is never stored anywhere else.
 */
export const recordFollowUp: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const { leadNote, ...rest } = data as Row
  if (operation !== 'update') return rest
  const from = statusOf(originalDoc?.leadStatus)
  const to = statusOf(rest.leadStatus ?? from)
  // An invalid change was refused before validation (refuseBackToNew).
  if (leadChangeProblem(from, to)) return rest
  const entry = leadEntry({
    from,
    to,
    note: typeof leadNote === 'string' ? leadNote.slice(0, NOTE_MAX) : null,
    at: new Date(),
    user: await signedInAccount(req),
  })
  if (!entry) return rest
  const history = Array.isArray(rest.leadHistory) ? (rest.leadHistory as Row[]) : []
  return { ...rest, leadHistory: [...history, entry] }
}

/**
 * When a quote's personal data is erased (by staff or the retention job), the copies inside the
 * quote go too: the front desk's notes, and the client's address or number quoted in a
 * provider's error in the delivery log.
 */
export const eraseCopies: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !data.erasedAt || originalDoc?.erasedAt) return data
  const contact = { email: originalDoc?.email, mobile: originalDoc?.mobile }
  const history = Array.isArray(data.leadHistory) ? (data.leadHistory as Row[]) : []
  const delivery = (data.delivery ?? {}) as Row
  const log = Array.isArray(delivery.log) ? (delivery.log as Row[]) : []
  return {
    ...data,
    leadHistory: history.map((h) => ({ ...h, note: null })),
    // A digest of her details, kept only to recognise a second send (ADR 048).
    sendDigest: null,
    delivery: {
      ...delivery,
      log: log.map((l) => ({
        ...l,
        detail: typeof l.detail === 'string' ? maskContact(l.detail, contact) : l.detail,
      })),
    },
  }
}

export const validateLeadStatus = (value: unknown): string | true =>
  isLeadStatus(value) ? true : 'Choose New, Contacted, Booked or Not booked.'

/**
 * Nothing returns to "New" once someone has worked on the quote. Refused before validation
 * with the rule in words: the admin shows this message itself, where a field's failed
 * validation would only say "The following field is invalid: Follow-up".
 */
export const refuseBackToNew: CollectionBeforeValidateHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !data || !isLeadStatus(data.leadStatus)) return data
  const problem = leadChangeProblem(statusOf(originalDoc?.leadStatus), data.leadStatus)
  if (problem) throw new APIError(problem, 400, null, true)
  return data
}

/** Staff search and filter by mobile or link as they type them (src/leads/search.ts). */
export const normaliseSearch: CollectionBeforeOperationHook = ({ args }) =>
  'where' in args && args.where ? { ...args, where: normaliseQuoteWhere(args.where) } : args

/** The note box is always empty when a quote is opened: notes live in the history. */
export const emptyNote: FieldHook = () => null

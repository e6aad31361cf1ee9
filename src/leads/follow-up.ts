// Following a quote up from the To do list (issue 49, ADR 055): Contacted, Booked, Not booked
// or a note, in one request. The one schema the To do row and the endpoint share; the entry is
// written by the quote's own hook into its follow-up history, like a save in the admin.
import * as z from '@/lib/zod'

import { cleanNote, NOTE_MAX, type LeadStatus } from './status'

export const followUpActions = [
  { value: 'contacted', label: 'Contacted' },
  { value: 'booked', label: 'Booked' },
  { value: 'not-booked', label: 'Not booked' },
  { value: 'note', label: 'Add note' },
] as const
export type FollowUpAction = (typeof followUpActions)[number]['value']

export const FOLLOW_UP_MESSAGES = {
  action: 'Choose Contacted, Booked, Not booked or Add note.',
  noteTooLong: `A note can be up to ${NOTE_MAX} characters. Please shorten it.`,
  noteMissing: 'Write the note first, then press Add note.',
  notRead: 'The follow-up could not be read. Please reload the page and try again.',
} as const

export const followUpBody = z
  .object({
    action: z.enum(['contacted', 'booked', 'not-booked', 'note'], {
      error: FOLLOW_UP_MESSAGES.action,
    }),
    note: z
      .string({ error: FOLLOW_UP_MESSAGES.notRead })
      .max(NOTE_MAX, { error: FOLLOW_UP_MESSAGES.noteTooLong })
      .nullish(),
  })
  .strict()
  .refine((b) => b.action !== 'note' || cleanNote(b.note) != null, {
    error: FOLLOW_UP_MESSAGES.noteMissing,
    path: ['note'],
  })
export type FollowUpBody = z.infer<typeof followUpBody>

/** The status a follow-up leaves the quote at: a note alone keeps it where it is. */
export const statusAfter = (action: FollowUpAction, from: LeadStatus): LeadStatus =>
  action === 'note' ? from : action

/** The first problem with a body, in the desk's words. */
export function followUpProblem(body: unknown): string | null {
  const parsed = followUpBody.safeParse(body)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  // A key it does not know, or not an object at all: never zod's own words.
  if (!issue || issue.code === 'unrecognized_keys' || issue.path.length === 0)
    return FOLLOW_UP_MESSAGES.notRead
  return issue.message
}

// Whether somebody has answered an application: the front desk's list of what to do shows those
// not answered yet. Every staff member may mark one (the only field the front desk may change);
// who and when are recorded by the hook, never typed.
import type { CollectionBeforeChangeHook, Field } from 'payload'

import { neverField } from '@/access/roles'
import { signedInAccount } from '@/fields/staff-account'
import { staffLabel } from '@/fields/staff-label'

export const replyStatuses = [
  { value: 'new', label: 'Not answered yet' },
  { value: 'answered', label: 'Answered' },
] as const
export type ReplyStatus = (typeof replyStatuses)[number]['value']

/** Sets or clears who answered (her account, as the server reads it: ADR 041) and when. */
export const recordReply: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const before = originalDoc?.reply === 'answered'
  const now = data.reply === undefined ? before : data.reply === 'answered'
  if (now === before) return data
  const account = await signedInAccount(req)
  return now
    ? {
        ...data,
        repliedAt: new Date().toISOString(),
        repliedBy: account ? staffLabel(account) : null,
      }
    : { ...data, repliedAt: null, repliedBy: null }
}

export const replyFields: Field[] = [
  {
    name: 'reply',
    type: 'select',
    label: 'Reply',
    required: true,
    defaultValue: 'new',
    index: true,
    options: replyStatuses.map((s) => ({ ...s })),
    admin: {
      position: 'sidebar',
      isClearable: false,
      description: 'Mark it answered once you have replied to the applicant.',
    },
  },
  {
    name: 'repliedAt',
    type: 'date',
    label: 'Answered on',
    access: { create: neverField, update: neverField },
    admin: {
      readOnly: true,
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm' },
      condition: (d) => Boolean(d?.repliedAt),
    },
  },
  {
    name: 'repliedBy',
    type: 'text',
    label: 'Answered by',
    access: { create: neverField, update: neverField },
    admin: { readOnly: true, position: 'sidebar', condition: (d) => Boolean(d?.repliedBy) },
  },
]

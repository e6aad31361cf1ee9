// Staff invitations (ADR 013): an owner creates an account and ticks "Send an
// invitation"; the new member of staff gets an e-mail with a link to choose her own password.
// The link is Payload's own password-reset page with a token that lasts INVITATION_DAYS, so
// choosing the password, the password rule and the expiry are the ones staff already use.
import 'server-only'

import { randomBytes } from 'node:crypto'

import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  Payload,
} from 'payload'

import { kickDelivery } from '@/delivery/kick'
import { DELIVERY_QUEUE } from '@/delivery/queue'
import { escapeHtml } from '@/lib/html'
import { sendStaffEmail } from '@/security/staff-mail.server'

import { expectInvitation, keepInvitationLink } from './demo-invitation.server'
import { brandOf, resetLink } from './reset-email'

export const INVITATION_DAYS = 7

type WithInvite = { sendInvitation?: unknown; password?: unknown; email?: unknown }

/**
 * An invited account needs no password from the owner: it gets a long random one nobody knows,
 * replaced when the invitation is accepted.
 */
export const inviteWithoutPassword: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create') return args
  const data = (args as { data?: WithInvite }).data
  if (data?.sendInvitation === true && (data.password === undefined || data.password === ''))
    data.password = randomBytes(32).toString('base64url')
  return args
}

/** Remembers the tick for afterChange (the field is virtual: it is never stored). */
export const rememberInvitation: CollectionBeforeChangeHook = ({ data, req }) => {
  if ((data as WithInvite).sendInvitation === true) req.context.sendInvitation = true
  return data
}

/** Queues the invitation with the account's save: it is sent after, and retried like a quote. */
export const queueInvitation: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (req.context.sendInvitation !== true) return doc
  req.context.sendInvitation = false
  await expectInvitation(doc.id, (req.user as { id?: number } | null)?.id)
  await req.payload.jobs.queue({
    task: 'inviteStaff',
    input: { userId: doc.id },
    queue: DELIVERY_QUEUE,
    req,
  } as never)
  kickDelivery()
  return doc
}

export function invitationEmail(args: { name: string; brand: string; link: string }) {
  const subject = `You are invited to the ${args.brand} admin`
  const text = [
    `Hello ${args.name},`,
    '',
    `An account has been made for you in the ${args.brand} admin. Choose your password here within ${INVITATION_DAYS} days:`,
    args.link,
    '',
    'After that the link no longer works; ask the owner for a new invitation.',
  ].join('\n')
  const html = `<p>Hello ${escapeHtml(args.name)},</p>
<p>An account has been made for you in the ${escapeHtml(args.brand)} admin. Choose your password here within ${INVITATION_DAYS} days:</p>
<p><a href="${escapeHtml(args.link)}">${escapeHtml(args.link)}</a></p>
<p>After that the link no longer works; ask the owner for a new invitation.</p>`
  return { subject, text, html }
}

/** Gives the account a fresh invitation token and e-mails the link (the job's handler). */
export async function sendInvitation(payload: Payload, userId: number): Promise<void> {
  const user = await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    disableErrors: true,
  })
  if (!user?.email) return // deleted before the invitation went out
  const token = randomBytes(20).toString('hex')
  const expires = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000)
  await payload.db.updateOne({
    collection: 'users',
    where: { id: { equals: userId } },
    data: { resetPasswordToken: token, resetPasswordExpiration: expires.toISOString() },
  })
  const brand = await brandOf(payload)
  const link = resetLink(token)
  await sendStaffEmail(payload, {
    to: user.email,
    fromName: brand,
    ...invitationEmail({ name: user.name, brand, link }),
  })
  await keepInvitationLink(userId, link, expires)
}

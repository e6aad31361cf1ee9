// Staff sign-in e-mails (password resets and invitations) carry a link that opens the account.
// Over SMTP they go to the member of staff like any e-mail. Without an SMTP server (the demo,
// development, the tests) they must not land where other staff can read them: the whole message
// is written to a folder on the server's disk (for whoever runs the server), and the Outbox gets
// a copy with the link masked that only owners read: it belongs to no quote or application
// (src/collections/outbox/config.ts).
import 'server-only'

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { deliveryConfig } from '@/delivery/config.server'
import { type Delivered, type EmailMessage, sendEmail } from '@/delivery/email.server'

/** Where staff e-mails are written without SMTP (STAFF_MAIL_DIR, default ./data/staff-mail). */
export const staffMailDir = () =>
  path.resolve(process.cwd(), process.env.STAFF_MAIL_DIR ?? 'data/staff-mail')

const MASK =
  '(link withheld: in the demo the owner who sent an invitation is shown its link once; otherwise see the staff-mail folder on the server)'
// Reset and invitation links, and a paused account's sign-in link (ADR 043).
const SIGN_IN_LINK = /https?:\/\/[^\s"'<>]*\/admin\/(?:reset|sign-in-link)\/[^\s"'<>]+/g

/** The message with every sign-in link replaced by a note: what owners may read in the Outbox. */
export function maskSignInLinks(text: string): string {
  return text.replace(SIGN_IN_LINK, MASK)
}

/** The same for the HTML: a link to a sign-in page becomes the note, as text, not a dead link. */
export function maskSignInHtml(html: string): string {
  return maskSignInLinks(
    html.replace(
      /<a\b[^>]*href="https?:\/\/[^"]*\/admin\/(?:reset|sign-in-link)\/[^"]*"[^>]*>[\s\S]*?<\/a>/gi,
      MASK,
    ),
  )
}

/** A file name that sorts by time and says who it is for, with nothing a path could abuse. */
export const staffMailFileName = (to: string, at = new Date()) =>
  `${at.toISOString().replace(/[:.]/g, '-')}-${to.replace(/[^A-Za-z0-9@._-]/g, '_')}.txt`

export async function sendStaffEmail(payload: Payload, msg: EmailMessage): Promise<Delivered> {
  if (deliveryConfig().SMTP_HOST) return sendEmail(payload, msg)
  const dir = staffMailDir()
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, staffMailFileName(msg.to))
  const body = [`To: ${msg.to}`, `Subject: ${msg.subject}`, '', msg.text, ''].join('\n')
  await writeFile(file, body, { mode: 0o600 })
  console.info(
    `[staff e-mail] no SMTP server configured: "${msg.subject}" for ${msg.to} is in ${file}`,
  )
  const doc = await payload.create({
    collection: 'outbox',
    data: {
      channel: 'email',
      to: msg.to,
      subject: msg.subject,
      text: maskSignInLinks(msg.text),
      html: maskSignInHtml(msg.html),
    },
  })
  return { via: 'outbox', reference: String(doc.id) }
}

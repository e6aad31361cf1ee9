// Payload's own e-mails to staff (the password reset) go out through the SMTP server configured
// for delivery; without one (the demo) they are kept where only the server's operator reads the
// link (src/security/staff-mail.server.ts). Without this adapter Payload only printed them.
import 'server-only'

import type { EmailAdapter } from 'payload'

import { deliveryConfig } from '@/delivery/config.server'
import { defaultFromAddress } from '@/delivery/email.server'
import { brandOf } from '@/collections/users/reset-email'
import { htmlToText } from '@/lib/html'

import { sendStaffEmail } from './staff-mail.server'

const addressOf = (to: unknown): string => {
  const first = Array.isArray(to) ? to[0] : to
  if (typeof first === 'string') return first
  return (first as { address?: string } | undefined)?.address ?? ''
}

export const staffEmailAdapter: EmailAdapter = ({ payload }) => {
  const cfg = deliveryConfig()
  const from = cfg.SMTP_FROM ?? ''
  const parsed = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return {
    name: 'salon-delivery',
    // Informative only: sendEmail below chooses the sender (SMTP_FROM, or the brand name).
    defaultFromName: parsed?.[1] || 'Admin',
    defaultFromAddress: parsed?.[2] ?? (from || defaultFromAddress(cfg.SITE_URL)),
    sendEmail: async (message) => {
      const html = typeof message.html === 'string' ? message.html : ''
      const text = typeof message.text === 'string' ? message.text : htmlToText(html)
      return sendStaffEmail(payload, {
        to: addressOf(message.to),
        fromName: await brandOf(payload),
        subject: typeof message.subject === 'string' ? message.subject : '',
        html,
        text,
      })
    },
  }
}

import 'server-only'

import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { deliveryConfig } from './config.server'

export type EmailMessage = {
  to: string
  subject: string
  html: string
  text: string
  /** The sender's name when SMTP_FROM is not set: the brand name in Site settings. */
  fromName?: string
}
export type Delivered = { via: 'smtp' | 'sms-provider' | 'outbox'; reference: string }
/** What a message belongs to, recorded on its outbox copy so deliveries can be counted. */
export type MessageRef = { quote?: number; application?: number }

let transport: { key: string; transporter: Transporter } | null = null

function transporterFor(cfg: ReturnType<typeof deliveryConfig>): Transporter {
  const key = `${cfg.SMTP_HOST}:${cfg.SMTP_PORT}:${cfg.SMTP_USER ?? ''}`
  if (transport?.key !== key) {
    transport = {
      key,
      transporter: nodemailer.createTransport({
        host: cfg.SMTP_HOST,
        port: cfg.SMTP_PORT,
        secure: cfg.SMTP_SECURE === 'true',
        auth: cfg.SMTP_USER ? { user: cfg.SMTP_USER, pass: cfg.SMTP_PASS ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    }
  }
  return transport.transporter
}

/**
 * Sends an e-mail over SMTP, or writes it to the outbox when no SMTP server is configured.
 * `ref` names the quote or application it belongs to (kept on the outbox copy).
 */
export async function sendEmail(
  payload: Payload,
  msg: EmailMessage,
  ref: MessageRef = {},
): Promise<Delivered> {
  const cfg = deliveryConfig()
  const { fromName, ...message } = msg
  if (!cfg.SMTP_HOST) {
    const doc = await payload.create({
      collection: 'outbox',
      data: { channel: 'email', ...message, ...outboxRef(ref) },
    })
    return { via: 'outbox', reference: String(doc.id) }
  }
  const info = await transporterFor(cfg).sendMail({
    from: cfg.SMTP_FROM ?? { name: fromName ?? '', address: defaultFromAddress(cfg.SITE_URL) },
    textEncoding: 'quoted-printable',
    ...message,
  })
  return { via: 'smtp', reference: info.messageId }
}

/** The outbox relationship fields for a message's `ref`. */
export const outboxRef = (ref: MessageRef = {}) => ({
  quote: ref.quote ?? null,
  application: ref.application ?? null,
})

/** no-reply@ the site's host name: the sender when SMTP_FROM is not set. */
export const defaultFromAddress = (siteUrl: string) => `no-reply@${new URL(siteUrl).hostname}`

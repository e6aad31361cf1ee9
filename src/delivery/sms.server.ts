import 'server-only'

import type { Payload } from 'payload'

import { deliveryConfig, type DeliveryConfig } from './config.server'
import { type Delivered, type MessageRef, outboxRef } from './email.server'

export type SmsMessage = { to: string; body: string; ref?: MessageRef }

/** One SMS provider behind a small interface; Twilio is the real implementation. */
export interface SmsProvider {
  send(msg: SmsMessage): Promise<Delivered>
}

/** Twilio's Messages API: POST form-encoded To/From/Body with basic auth. */
export function twilioProvider(cfg: DeliveryConfig): SmsProvider {
  return {
    async send({ to, body }) {
      const url = `${cfg.TWILIO_API_BASE.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(cfg.TWILIO_ACCOUNT_SID!)}/Messages.json`
      const form = new URLSearchParams({ To: to, Body: body })
      if (cfg.TWILIO_FROM!.startsWith('MG')) form.set('MessagingServiceSid', cfg.TWILIO_FROM!)
      else form.set('From', cfg.TWILIO_FROM!)
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${cfg.TWILIO_ACCOUNT_SID}:${cfg.TWILIO_AUTH_TOKEN}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(15_000),
      })
      const data = (await res.json().catch(() => ({}))) as { sid?: string; message?: string }
      if (!res.ok)
        throw new Error(`SMS provider answered ${res.status}: ${data.message ?? 'no message'}`)
      return { via: 'sms-provider', reference: data.sid ?? 'unknown' }
    },
  }
}

function outboxProvider(payload: Payload): SmsProvider {
  return {
    async send({ to, body, ref }) {
      const doc = await payload.create({
        collection: 'outbox',
        data: { channel: 'sms', to, text: body, ...outboxRef(ref) },
      })
      return { via: 'outbox', reference: String(doc.id) }
    },
  }
}

export function smsProvider(payload: Payload): SmsProvider {
  const cfg = deliveryConfig()
  return cfg.TWILIO_ACCOUNT_SID && cfg.TWILIO_AUTH_TOKEN && cfg.TWILIO_FROM
    ? twilioProvider(cfg)
    : outboxProvider(payload)
}

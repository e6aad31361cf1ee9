// The finish form's one-time key (ADR 048): a second save with the key answers with the quote
// the first made — no second quote, no second message — and the key with other contents is
// refused (409) in salon words.
import 'server-only'

import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { SEND_ONCE_MESSAGES } from '@/forms/quote-details'

/** How long a key answers with its first quote (ADR 048). */
export const SEND_KEY_VALID_MS = 24 * 60 * 60 * 1000

export type SentBefore =
  { kind: 'new' } | { kind: 'same'; link: string } | { kind: 'refused'; message: string }

/** The same JSON for the same value, whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/**
 * A digest of what was sent with a key (the save's checked input, without the key): keyed with
 * the server's secret, so the stored digest tells nothing of her details without it.
 */
export const sendDigest = (payload: Payload, input: unknown) =>
  createHmac('sha256', payload.secret).update(canonical(input)).digest('base64url')

/** What a save with `key` and contents `digest` should answer, given the quotes saved so far. */
export async function sentBefore(
  payload: Payload,
  key: string,
  digest: string,
  now = new Date(),
): Promise<SentBefore> {
  const found = await payload.find({
    collection: 'quotes',
    where: { sendKey: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { link: true, sendDigest: true, createdAt: true },
  })
  const doc = found.docs[0]
  if (!doc) return { kind: 'new' }
  if (now.getTime() - new Date(doc.createdAt).getTime() > SEND_KEY_VALID_MS)
    return { kind: 'refused', message: SEND_ONCE_MESSAGES.expired }
  if (doc.sendDigest !== digest) return { kind: 'refused', message: SEND_ONCE_MESSAGES.changed }
  return { kind: 'same', link: doc.link }
}

// What staff see of a delivery, from the stored channel statuses: pure, so the admin column, the
// "Delayed" filter, the dashboard and /api/health agree.

export const channelStatuses = [
  { label: 'Pending', value: 'pending' },
  { label: 'Sending', value: 'sending' },
  { label: 'Retrying', value: 'retrying' },
  { label: 'Sent', value: 'sent' },
  { label: 'Failed — resend', value: 'failed' },
  { label: 'Not sent — details erased', value: 'cancelled' },
] as const
export type ChannelStatus = (typeof channelStatuses)[number]['value']

/** Statuses of a message still on its way: a runner will (re)try it. */
export const openStatuses = ['pending', 'sending', 'retrying'] as const satisfies ChannelStatus[]
export const isOpen = (s: string | null | undefined) =>
  s == null || (openStatuses as readonly string[]).includes(s)

export type DeliveryState = 'Sent' | 'Sending' | 'Delayed' | 'Failed — resend' | 'Not sent'

type QuoteLike = {
  createdAt?: string | null
  erasedAt?: string | null
  delivery?: {
    email?: string | null
    sms?: string | null
    resentAt?: string | null
  } | null
}

/** When the current send was asked for: the last resend, or the save. */
export const requestedAt = (q: QuoteLike) => q.delivery?.resentAt ?? q.createdAt ?? null

/**
 * One word for the quote list: Sent, Sending (still within the delay threshold), Delayed (a
 * message still not delivered `delayedAfterMs` after the save or resend), Failed — resend, or
 * Not sent (personal data erased before it could be).
 */
export function deliveryState(q: QuoteLike, now: Date, delayedAfterMs: number): DeliveryState {
  const statuses = [q.delivery?.email, q.delivery?.sms]
  if (statuses.every((s) => s === 'sent')) return 'Sent'
  if (statuses.some((s) => s === 'failed')) return 'Failed — resend'
  if (q.erasedAt || statuses.every((s) => !isOpen(s))) return 'Not sent'
  const since = requestedAt(q)
  if (since && now.getTime() - new Date(since).getTime() > delayedAfterMs) return 'Delayed'
  return 'Sending'
}

type Where = Record<string, unknown>

/**
 * The "Delayed" filter as a Payload query on stored fields: a message still open, asked for
 * (saved, or last resent) more than `delayedAfterMs` ago, personal data not erased. An "or" of
 * "and"s, the shape the admin's filter builder shows.
 */
export function delayedWhere(now: Date, delayedAfterMs: number): Where {
  const cutoff = new Date(now.getTime() - delayedAfterMs).toISOString()
  const open = [...openStatuses]
  const notErased = { erasedAt: { exists: false } }
  return {
    or: (['delivery.email', 'delivery.sms'] as const).flatMap((channel) => [
      {
        and: [
          { [channel]: { in: open } },
          { 'delivery.resentAt': { exists: false } },
          { createdAt: { less_than: cutoff } },
          notErased,
        ],
      },
      {
        and: [
          { [channel]: { in: open } },
          { 'delivery.resentAt': { less_than: cutoff } },
          notErased,
        ],
      },
    ]),
  }
}

/** A Payload `where` as the query string the admin list and the REST API read. */
export function whereQuery(where: Where, prefix = 'where'): string {
  const parts: string[] = []
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${key}[${i}]`))
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, `${key}[${k}]`)
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  walk(where, prefix)
  return parts.join('&')
}

'use client'
// The quote summary's "Delivery" row, kept live: the resend button follows the messages while
// they are on their way and tells this row each status it reads (a window event), so the row
// never says "failed" about a message that has since been sent.
import { useEffect, useState } from 'react'

import { channelStatuses, deliveryState } from '@/delivery/state'

type Channels = { email?: string | null; sms?: string | null; resentAt?: string | null }

/** The event the resend button sends with each status it reads. */
export const DELIVERY_EVENT = 'quote-delivery'

export const announceDelivery = (delivery: Channels) =>
  window.dispatchEvent(new CustomEvent<Channels>(DELIVERY_EVENT, { detail: delivery }))

const channelLabel = (v: unknown) => channelStatuses.find((c) => c.value === v)?.label ?? 'Pending'

export function LiveDelivery({
  createdAt,
  erasedAt,
  delivery,
  delayedAfterMs,
  mutedClass,
}: {
  createdAt: string | null
  erasedAt: string | null
  delivery: Channels
  delayedAfterMs: number
  mutedClass?: string
}) {
  const [channels, setChannels] = useState(delivery)
  useEffect(() => {
    const follow = (e: Event) => setChannels((e as CustomEvent<Channels>).detail)
    window.addEventListener(DELIVERY_EVENT, follow)
    return () => window.removeEventListener(DELIVERY_EVENT, follow)
  }, [])
  const state = deliveryState(
    { createdAt, erasedAt, delivery: channels },
    new Date(),
    delayedAfterMs,
  )
  return (
    <span aria-live="polite">
      <strong>{state}</strong>
      <span className={mutedClass}>
        {' '}
        · E-mail: {channelLabel(channels.email)} · Text message: {channelLabel(channels.sms)}
      </span>
    </span>
  )
}

// Above the Saved quotes list and on the dashboard: how many quotes are "Delayed" (a message
// not delivered 15 minutes after saving), with a link that filters the list to them.
// Server-rendered, so it is right even when no job runner is running.
import type { Payload, Where } from 'payload'

import { deliveryConfig } from '@/delivery/config.server'
import { delayedWhere, whereQuery } from '@/delivery/state'

import s from './delayed-notice.module.css'

export async function DelayedNotice({
  payload,
  quiet = false,
}: {
  payload?: Payload
  /** Say nothing when nothing is delayed (the dashboard). */
  quiet?: boolean
}) {
  if (!payload) return null
  const delayedAfter = deliveryConfig().DELIVERY_DELAYED_AFTER_MS
  const where = delayedWhere(new Date(), delayedAfter)
  let count: number
  try {
    count = (await payload.count({ collection: 'quotes', where: where as Where })).totalDocs
  } catch (err) {
    payload.logger.error({ err }, 'delayed deliveries could not be counted')
    return null
  }
  if (count === 0 && quiet) return null
  const minutes = Math.round(delayedAfter / 60_000)
  const href = `/admin/collections/quotes?${whereQuery(where)}`
  if (count === 0)
    return (
      <p className={s.quiet}>
        No delayed deliveries: no message has waited more than {minutes} minutes.
      </p>
    )
  return (
    <p className={s.alert} role="status">
      <strong>Delayed: {count === 1 ? '1 quote has' : `${count} quotes have`}</strong> a message not
      delivered {minutes} minutes after saving. <a href={href}>Show the delayed quotes</a>
    </p>
  )
}

import type { Payload } from 'payload'

import { DELIVERY_QUEUE } from './queue'

// One background run per process at a time: under a burst of saves, a run per save competed
// with the saves themselves (bench: more than half the capacity). Kicks that arrive during a
// run ask for one more run after it, which picks up everything queued meanwhile.
let running = false
let again = false
export function kickDelivery(payload: Payload): void {
  if (running) {
    again = true
    return
  }
  running = true
  again = false
  void payload.jobs
    .run({ queue: DELIVERY_QUEUE, limit: 50 })
    .catch((err: unknown) => payload.logger.error({ err }, 'delivery run failed'))
    .finally(() => {
      running = false
      if (again) kickDelivery(payload)
    })
}

import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type SanitizedCollectionConfig,
} from 'payload'

import { offerDay } from '@/quote/offer-status'
import { ukDay } from '@/quote/uk-date'

/**
 * Drafts with the admin's "Schedule publish" (the arrow beside Publish): pages, blog posts and
 * news items go live, or come down, at a chosen time. A 24-hour clock in quarter hours, like the
 * admin's other times. The job runner publishes them (src/delivery/runner.server.ts).
 */
export const scheduledDrafts = {
  drafts: { schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 15 } },
} as const

const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * Why publishing now is refused, or null: a post dated after today (UK day) would sit at the top
 * of the list from today, under a date still to come. The date's own day decides, so a post
 * dated today may go live at any hour.
 */
export function futureDateProblem(
  thing: string,
  date: unknown,
  now: Date = new Date(),
): string | null {
  const day = typeof date === 'string' ? offerDay(date) : null
  if (!day || day <= ukDay(now)) return null
  const shown = longDay.format(new Date(`${day}T00:00:00Z`))
  return `This ${thing} is dated ${shown}, after today. To put it on the site that day, choose “Schedule publish” (the arrow beside Publish) and pick ${shown}; to publish it now, date it today.`
}

/**
 * Refuses a staff member's "Publish" of a future-dated document. The scheduler's own publish
 * (and the seed) goes through the local API and is let through: it runs at the time staff chose.
 */
export function refuseFuturePublish(thing: string): CollectionBeforeChangeHook {
  return ({ data, req, collection, originalDoc }) => {
    if (req.payloadAPI === 'local' || data?._status !== 'published') return data
    const problem = futureDateProblem(thing, data.date ?? originalDoc?.date)
    if (problem)
      throw new ValidationError({
        collection: (collection as SanitizedCollectionConfig).slug,
        errors: [{ path: 'date', message: problem }],
      })
    return data
  }
}

import { formatUkShortDateTime } from '@/quote/uk-date'

// What a page, blog post or news item is on the site, in a list's "On the site" column: a
// scheduled one says when, never a bare "Draft" (issue 49; the schedule is Payload's "Schedule
// publish", run by the job runner: src/fields/dated-publishing.ts).

export type ScheduledChange = { type: 'publish' | 'unpublish'; at: Date }

export function publishStateWords(
  status: 'draft' | 'published' | null | undefined,
  scheduled: readonly ScheduledChange[],
  now: Date = new Date(),
): string {
  const next = [...scheduled].sort((a, b) => a.at.getTime() - b.at.getTime())[0]
  const when = next ? formatUkShortDateTime(next.at, now) : ''
  if (status === 'published') {
    if (next?.type === 'unpublish') return `On the site until ${when}`
    if (next) return `On the site · changes scheduled for ${when}`
    return 'On the site'
  }
  if (next?.type === 'publish') return `Scheduled for ${when}`
  return 'Draft'
}

// The "On the site" column's read: the item's status and Payload's pending "Schedule publish"
// jobs for it (read once per request, for the whole list).
import 'server-only'

import type { FieldHook, PayloadRequest } from 'payload'

import { isStaff } from '@/access/roles'

import { publishStateWords, type ScheduledChange } from './publish-state'

const KEY = 'publishState:scheduled'

type Pending = ScheduledChange & { relationTo: string; id: string }

function pendingSchedules(req: PayloadRequest): Promise<Pending[]> {
  const context = req.context as Record<string, unknown>
  const cached = context[KEY] as Promise<Pending[]> | undefined
  if (cached) return cached
  const read = req.payload
    .find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'schedulePublish' } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    .then((res) =>
      res.docs.flatMap((job): Pending[] => {
        const input = job.input as
          { type?: string; doc?: { relationTo?: unknown; value?: unknown } } | undefined
        const doc = input?.doc
        if (!doc || typeof doc.relationTo !== 'string' || !job.waitUntil) return []
        return [
          {
            type: input?.type === 'unpublish' ? 'unpublish' : 'publish',
            at: new Date(job.waitUntil),
            relationTo: doc.relationTo,
            id: String(doc.value),
          },
        ]
      }),
    )
  context[KEY] = read
  return read
}

export const publishStateText: FieldHook = async ({ data, req, collection }) => {
  const doc = data as { id?: unknown; _status?: 'draft' | 'published' | null } | undefined
  // A read that left out the status (a `select`) has nothing to go on.
  if (!isStaff(req) || !doc || doc.id == null || doc._status === undefined || !collection)
    return undefined
  const mine = (await pendingSchedules(req)).filter(
    (p) => p.relationTo === collection.slug && p.id === String(doc.id),
  )
  return publishStateWords(doc._status, mine)
}

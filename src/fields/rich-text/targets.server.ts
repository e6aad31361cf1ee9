// Every image and internal link of a rich text points at a document that exists (issue 45,
// ADR 029): looked up in the database when the text is saved (editor.ts) and when stored texts
// are checked (documents.server.ts). The pure check cannot see the database; this can.
import 'server-only'

import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { richTextTargets, type RichTextProblem } from './check'
import { isLinkedCollection, LINKED_DOCUMENT_NAMES } from './hrefs'

const missingMessage = (relationTo: string) =>
  isLinkedCollection(relationTo)
    ? `the ${LINKED_DOCUMENT_NAMES[relationTo]} it links to no longer exists: choose another or remove the link`
    : 'this picture is not in the media library (it may have been deleted): choose it again or remove it'

/** Each image or internal link of `value` whose document is not in the database. */
export async function missingTargets(
  payload: Payload,
  value: unknown,
  req?: Partial<PayloadRequest>,
): Promise<RichTextProblem[]> {
  const targets = richTextTargets(value)
  if (targets.length === 0) return []
  const wanted = new Map<string, Set<number>>()
  for (const t of targets)
    wanted.set(t.relationTo, (wanted.get(t.relationTo) ?? new Set()).add(t.id))
  const present = new Set<string>()
  for (const [collection, ids] of wanted) {
    // The database itself: whether the document is there, whoever may read it, drafts included.
    const found = await payload.db.find<{ id: number }>({
      collection: collection as CollectionSlug,
      where: { id: { in: [...ids] } },
      limit: 0,
      pagination: false,
      select: { id: true },
      req,
    })
    for (const doc of found.docs) present.add(`${collection}:${doc.id}`)
  }
  return targets
    .filter((t) => !present.has(`${t.relationTo}:${t.id}`))
    .map((t) => ({ at: t.at, message: missingMessage(t.relationTo) }))
}

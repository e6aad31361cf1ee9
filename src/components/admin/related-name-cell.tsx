import 'server-only'

import type { CollectionSlug, DefaultServerCellComponentProps } from 'payload'
import { cache } from 'react'

// A list's Salon, Level or Stylist column, named on the server with the rows. Payload's own
// relationship cell asks the browser to fetch each name once its row scrolls into view, so
// staff saw "—" cells on a long list (issue 49). The named collections are small and public
// (ADR 056): one read of each per list.
const namesOf = cache(
  async (payload: DefaultServerCellComponentProps['payload'], collection: CollectionSlug) => {
    const config = payload.collections[collection]?.config
    const title = (config?.admin?.useAsTitle as string | undefined) ?? 'id'
    const found = await payload.find({
      collection,
      depth: 0,
      pagination: false,
      select: { [title]: true } as never,
    })
    const names = new Map<string, string>()
    for (const doc of found.docs as Array<Record<string, unknown>>)
      names.set(String(doc.id), String(doc[title] ?? ''))
    return names
  },
)

function idOf(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (typeof value === 'object') return idOf((value as { id?: unknown }).id)
  return String(value)
}

export async function RelatedNameCell({
  cellData,
  field,
  payload,
}: DefaultServerCellComponentProps) {
  const id = idOf(cellData)
  const relationTo = 'relationTo' in field ? field.relationTo : undefined
  if (!id || typeof relationTo !== 'string') return <span>—</span>
  const name = (await namesOf(payload, relationTo as CollectionSlug)).get(id)
  return <span>{name || '—'}</span>
}

'use client'
// "Prices · /prices" instead of "Link 01" on each menu row (./row-label.ts).
import { useRowLabel } from '@payloadcms/ui'

import { linkRowLabel, type LinkRow } from './row-label'

export const LinkRowLabel = () => {
  const { data, rowNumber } = useRowLabel<LinkRow>()
  return <span>{linkRowLabel(data, rowNumber ?? 0)}</span>
}

// A menu row's heading in the admin: the link's own label and where it goes, not "Link 01".
import { externalLinkLabels } from '@/content/links'

export type LinkRow = {
  label?: string | null
  kind?: string | null
  path?: string | null
  setting?: string | null
  url?: string | null
}

export function linkRowLabel(row: LinkRow | undefined, rowNumber: number): string {
  const label = row?.label?.trim()
  const to =
    row?.kind === 'url'
      ? row.url
      : row?.kind === 'setting'
        ? ((externalLinkLabels as Record<string, string>)[row.setting ?? ''] ?? null)
        : row?.path
  if (!label) return `Link ${rowNumber + 1} (no label yet)`
  return to ? `${label} · ${to}` : label
}

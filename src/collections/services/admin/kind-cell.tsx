'use client'
import type { DefaultCellComponentProps } from 'payload'

import { serviceKind, serviceKindLabels } from '@/quote/service-kinds'

import { addOnGroupOptions, usePriceData } from './price-data'

/** "Colour · Balayage", "Colour add-on · Only with Foiling", "Treatment". */
export const KindCell = ({ cellData, rowData }: DefaultCellComponentProps) => {
  const data = usePriceData()
  const cat2 = Number(rowData?.cat2 ?? 0)
  const kind = serviceKind(Number(cellData), cat2)
  if (!kind) return <span>Not shown (check what it is)</span>
  const label = serviceKindLabels[kind].replace(/ \(.*\)$/, '')
  const detail =
    kind === 'colour'
      ? data?.categories.find((c) => c.code === cat2)?.name
      : kind === 'colourAddOn'
        ? addOnGroupOptions(data?.categories ?? [], cat2).find((o) => o.value === cat2)?.label
        : undefined
  return <span>{detail ? `${label} · ${detail}` : label}</span>
}

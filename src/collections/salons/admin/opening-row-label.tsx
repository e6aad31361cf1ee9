'use client'
// "Monday · 09:00–17:30" instead of "Day 01".
import { useRowLabel } from '@payloadcms/ui'

import type { OpeningRow } from '../opening-times'

export const OpeningRowLabel = () => {
  const { data, rowNumber } = useRowLabel<OpeningRow>()
  const day = data?.day ?? `Day ${(rowNumber ?? 0) + 1} (choose the day)`
  const hours = data?.closed
    ? 'closed'
    : data?.opens && data?.closes
      ? `${data.opens}–${data.closes}`
      : ''
  return <span>{hours ? `${day} · ${hours}` : day}</span>
}

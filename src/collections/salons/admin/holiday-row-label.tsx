'use client'
// "Christmas Day · Friday 25 December 2026 · closed" instead of "Holiday 01".
import { useRowLabel } from '@payloadcms/ui'

import { formatWeekday } from '@/lib/opening-times'
import { offerDay } from '@/quote/offer-status'

import type { ExceptionRow } from '../opening-times'

export const HolidayRowLabel = () => {
  const { data, rowNumber } = useRowLabel<ExceptionRow>()
  const day = offerDay(data?.date)
  const hours = data?.closed
    ? 'closed'
    : data?.opens && data?.closes
      ? `${data.opens}–${data.closes}`
      : ''
  const parts = [
    data?.note,
    day ? formatWeekday(day, { year: true }) : `Holiday ${(rowNumber ?? 0) + 1} (choose the date)`,
    hours,
  ]
  return <span>{parts.filter(Boolean).join(' · ')}</span>
}

'use client'
// A delivery attempt's row in the quote's log, in words: "Text message · 28 Nov 2026, 14:05 ·
// delivered", where Payload would number it "Attempt 01".
import { useRowLabel } from '@payloadcms/ui'

import { formatStaffTime } from '@/leads/admin/format'

export function AttemptLabel() {
  const { data, rowNumber } = useRowLabel<{ channel?: string; at?: string; ok?: boolean }>()
  const channel =
    data?.channel === 'sms' ? 'Text message' : data?.channel === 'email' ? 'E-mail' : null
  const when = formatStaffTime(data?.at)
  const parts = [channel, when, data?.ok ? 'delivered' : 'not delivered'].filter(Boolean)
  return <span>{parts.length > 1 ? parts.join(' · ') : `Try ${(rowNumber ?? 0) + 1}`}</span>
}

'use client'
// The To confirm list's "Waiting" column (issue 48): how long a request has waited for the salon,
// marked once it is past the salon's promise of one working day.
import type { DefaultCellComponentProps } from 'payload'

import { waitedFor, waitingTooLong, type ConfirmationState } from '@/quote/confirmation'

export const WaitedCell = ({ rowData }: DefaultCellComponentProps) => {
  const state = rowData?.state as ConfirmationState | undefined
  const sent = typeof rowData?.sentAt === 'string' ? new Date(rowData.sentAt) : null
  if (!state || !sent || (state !== 'waiting' && state !== 'question')) return <span>—</span>
  const now = new Date()
  const late = waitingTooLong(state, sent, now)
  return (
    <span style={late ? { color: 'var(--theme-error-600)', fontWeight: 600 } : undefined}>
      {state === 'question' ? 'with her, ' : ''}
      {waitedFor(sent, now)}
      {late ? ' · late' : ''}
    </span>
  )
}

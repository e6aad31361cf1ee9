// The owner's figures for prices to confirm (issue 48): how many were sent, how long the salon
// took to answer (median and 90th percentile, from her sending to the first confirmation, adjusted
// confirmation or consultation), how they ended, and how often a confirmed quote is booked
// against one never confirmed. Pure: the dashboard reads the rows, this counts them.
import { waitingTooLong, type ConfirmationState } from '@/quote/confirmation'

export type ConfirmationRow = {
  state: ConfirmationState
  sentAt: Date | null
  /** When the salon first answered with a price or a consultation (null: not yet). */
  answeredAt: Date | null
  /** How it ended: confirmed as it was, with changes, or sent to a consultation. */
  outcome: 'unchanged' | 'adjusted' | 'consultation' | null
}

export type ConfirmationFigures = {
  requests: number
  waiting: number
  late: number
  medianHours: number | null
  p90Hours: number | null
  unchanged: number
  adjusted: number
  consultation: number
  /** Booked share of quotes with a confirmed price, and of quotes without one (null: none). */
  bookedConfirmed: { booked: number; of: number }
  bookedUnconfirmed: { booked: number; of: number }
}

/** The value below which `p` of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (!sorted.length) return null
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

const round1 = (n: number) => Math.round(n * 10) / 10

export function confirmationFigures(
  rows: readonly ConfirmationRow[],
  quotes: { booked: boolean; confirmed: boolean }[],
  now: Date,
  promiseWorkingDays: number,
): ConfirmationFigures {
  const sent = rows.filter((r) => r.state !== 'draft')
  const hours = sent
    .filter((r) => r.sentAt && r.answeredAt)
    .map((r) => (r.answeredAt!.getTime() - r.sentAt!.getTime()) / 3_600_000)
    .sort((a, b) => a - b)
  const median = percentile(hours, 50)
  const p90 = percentile(hours, 90)
  const count = (o: ConfirmationRow['outcome']) => sent.filter((r) => r.outcome === o).length
  const share = (confirmed: boolean) => {
    const of = quotes.filter((q) => q.confirmed === confirmed)
    return { booked: of.filter((q) => q.booked).length, of: of.length }
  }
  return {
    requests: sent.length,
    waiting: sent.filter((r) => r.state === 'waiting').length,
    late: sent.filter((r) => waitingTooLong(r.state, r.sentAt, now, promiseWorkingDays)).length,
    medianHours: median == null ? null : round1(median),
    p90Hours: p90 == null ? null : round1(p90),
    unchanged: count('unchanged'),
    adjusted: count('adjusted'),
    consultation: count('consultation'),
    bookedConfirmed: share(true),
    bookedUnconfirmed: share(false),
  }
}

/** How a request's history ended, and when the salon first answered it. */
export function outcomeOf(history: readonly { action: string; at: string | Date }[]): {
  outcome: ConfirmationRow['outcome']
  answeredAt: Date | null
} {
  const answer = history.find(
    (h) => h.action === 'confirm' || h.action === 'adjust' || h.action === 'consultation',
  )
  if (!answer) return { outcome: null, answeredAt: null }
  return {
    outcome:
      answer.action === 'confirm'
        ? 'unchanged'
        : answer.action === 'adjust'
          ? 'adjusted'
          : 'consultation',
    answeredAt: new Date(answer.at),
  }
}

// List cells and an empty field view for the Saved quotes collection.
import { readSnapshot } from '@/collections/quotes/snapshot-schema'
import { formatGBP } from '@/quote/money'
import { paysText } from '@/quote/pays'

/**
 * The list's "Total" column: what she pays, "£178 (£237 before QG20)", not 23700 (ADR 055).
 * Without the row's snapshot, the total alone.
 */
export function PoundsCell({
  cellData,
  rowData,
}: {
  cellData?: unknown
  rowData?: { quote?: unknown; createdAt?: unknown }
}) {
  if (typeof cellData !== 'number') return <span>–</span>
  const at = typeof rowData?.createdAt === 'string' ? new Date(rowData.createdAt) : null
  return (
    <span>
      {rowData?.quote && at
        ? paysText(readSnapshot(rowData.quote), cellData, at)
        : formatGBP(cellData)}
    </span>
  )
}

/** For a field whose value the quote summary already shows in words. */
export function NoField() {
  return null
}

// List cells and an empty field view for the Saved quotes collection.
import { formatGBP } from '@/quote/money'

/** The list's "Total" column: £115, not 11500. */
export function PoundsCell({ cellData }: { cellData?: unknown }) {
  return <span>{typeof cellData === 'number' ? formatGBP(cellData) : '–'}</span>
}

/** For a field whose value the quote summary already shows in words. */
export function NoField() {
  return null
}

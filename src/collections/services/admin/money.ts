// Pounds as staff type and read them: "£49.50", "£33". Prices are kept in pounds in the CMS (the
// public API's field names); the quote module turns them into pence.

const pounds2 = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** "£49.50", or "£33" for whole pounds; empty for no value. */
export function showPounds(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return ''
  const text = pounds2.format(value)
  return text.endsWith('.00') ? text.slice(0, -3) : text
}

/** "£1,049.5" → 1049.5; null for an empty box; undefined for something that is not money. */
export function readPounds(text: string): number | null | undefined {
  const t = text.replace(/[£,\s]/g, '')
  if (!t) return null
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined
  return Math.round(Number(t) * 100) / 100
}

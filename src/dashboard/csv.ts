// CSV for spreadsheets (RFC 4180): CRLF line ends, quotes doubled, and a byte-order mark so
// Excel reads the file as UTF-8 ("Zoë", "£"). Text that a spreadsheet would run as a formula
// (CSV injection) is defused with a leading apostrophe.

export const BOM = '\uFEFF'

export type Cell = string | number | boolean | null | undefined

/**
 * Characters that make Excel, LibreOffice or Google Sheets treat a cell as a formula — also after
 * leading spaces, a no-break space or other blank or invisible characters, which a spreadsheet
 * may trim before it looks (" =HYPERLINK(…)", "\u00A0-2+3").
 */
const FORMULA_START = /^[\s\p{Zs}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*[=+\-@\t\r]/u

export function csvCell(value: Cell): string {
  if (value == null) return ''
  let text: string
  if (typeof value === 'number') {
    // Numbers are our own figures (totals, counts): written plainly so they add up in Excel.
    text = Number.isFinite(value) ? String(value) : ''
  } else if (typeof value === 'boolean') {
    text = value ? 'Yes' : 'No'
  } else {
    text = FORMULA_START.test(value) ? `'${value}` : value
  }
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `${BOM}${lines.join('\r\n')}\r\n`
}

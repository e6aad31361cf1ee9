/** Cuts text to `max` characters and adds '...' when it was longer (spec display constants). */
export function truncate(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  return plain.length > max ? `${plain.slice(0, max).trimEnd()}...` : plain
}

/** "November 21st 2026" (spec's 'MMMM Do YYYY'). */
export function formatLongDate(iso: string): string {
  const d = new Date(iso)
  const day = d.getUTCDate()
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th'
  const month = d.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })
  return `${month} ${day}${suffix} ${d.getUTCFullYear()}`
}

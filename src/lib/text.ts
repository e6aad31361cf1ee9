/**
 * Cuts text to at most `max` characters and adds '...' when it was longer (the site's teaser
 * lengths). The cut falls between words, never inside one (not "To c..."), and drops
 * the punctuation left dangling before the dots; a single word longer than `max` is cut hard.
 */
export function truncate(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (plain.length <= max) return plain
  const head = plain.slice(0, max)
  // The cut is already between words when the next character is a space.
  const atWord = plain[max] === ' ' ? head.length : head.lastIndexOf(' ')
  const cut = atWord > 0 ? head.slice(0, atWord) : head
  return `${cut.trimEnd().replace(/[\s,;:–—-]+$/u, '')}...`
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

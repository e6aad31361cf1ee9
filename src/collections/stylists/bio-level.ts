// Whether a stylist's bio still names her level (pure; the admin's warning under the bio uses it).
// Level names are titles ("Junior Stylist"), so they are matched as written, longest first: in
// "a Junior Stylist" the level named is Junior Stylist, not Stylist.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The level names the text mentions, each once, in the order they first appear. */
export function levelsNamed(text: string, levelNames: readonly string[]): string[] {
  const names = [...new Set(levelNames.map((n) => n.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  )
  if (names.length === 0 || !text) return []
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  )
  const found: string[] = []
  for (const m of text.matchAll(pattern)) if (m[1] && !found.includes(m[1])) found.push(m[1])
  return found
}

/** The other levels her bio names ("Junior Stylist"), when it does not fit her level. */
export function bioOtherLevels(
  paragraphs: readonly (string | null | undefined)[],
  levelNames: readonly string[],
  current: string | null,
): string[] {
  const named = levelsNamed(paragraphs.filter(Boolean).join('\n'), levelNames)
  return named.filter((n) => n !== current)
}

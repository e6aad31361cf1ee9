/**
 * The title of a record that has no name yet — "New stylist", "New price change" — or null to
 * keep Payload's own (her typed name, or the record's number). Payload's placeholder is
 * "[Untitled]", in brackets, in any language.
 */
export function newRecordTitle(
  singular: string,
  id: number | string | undefined | null,
  title: string | undefined,
): string | null {
  const unnamed = !title || /^\[.*\]$/.test(title)
  if (!singular || !unnamed || (id != null && id !== '')) return null
  // "Stylist" reads "stylist" inside the phrase; a capitalised word ("FAQ") stays as written.
  const word = /^[A-Z][a-z]/.test(singular)
    ? singular[0]!.toLowerCase() + singular.slice(1)
    : singular
  return `New ${word}`
}

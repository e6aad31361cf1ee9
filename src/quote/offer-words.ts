// An offer's words checked against the people and salons its rule names (ADR 056): stylists are
// known by their full names, so a first name two stylists share is the rule's when one of the
// rule's stylists owns it ("Isla" with Isla Grant in the rule), and refused only when it belongs
// to nobody in the rule, or is written with the surname of someone outside it ("Isla McKenzie").
// And the words an offer keeps when a stylist leaves it: her name taken out of the lists that
// name her, and out of its address. Pure: the offers and stylists collections ask with these.

/** Names the words may use: every salon's names and every current stylist's name. */
export type OfferNames = {
  /** Every salon's names (name and short name). */
  salons: { id: number; names: string[] }[]
  /** Every current stylist (a stylist who has left is not listed). */
  stylists: { id: number; salonId: number; firstName: string; lastName?: string | null }[]
}

/** What the check reads of the offer's rule. */
export type OfferNamesRule = { salonIds: readonly number[]; stylistIds: readonly number[] }

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The name as a word of its own (not inside another word), case as given unless `anyCase`. */
const nameAt = (name: string, anyCase = false) =>
  new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}($|[^\\p{L}])`, anyCase ? 'iu' : 'u')

/** "Ann", "Ann or Bea", "Ann, Bea or Cy". */
const orNames = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '')

const fullName = (s: { firstName: string; lastName?: string | null }) =>
  [s.firstName, s.lastName?.trim()].filter(Boolean).join(' ')

/**
 * A salon or stylist the words name but the rule does not include, as the admin's answer, or
 * null. Salons named by the rule, or where its stylists work, may be named; so may its stylists,
 * by first or full name. A first name is refused only when no stylist of the rule has it; a full
 * name only when its stylist is not in the rule.
 */
export function offerNamesProblem(
  text: string,
  rule: OfferNamesRule,
  names: OfferNames,
): string | null {
  const inRule = names.stylists.filter((s) => rule.stylistIds.includes(s.id))
  const stylistSalons = inRule.map((s) => s.salonId)
  const salonOk = (id: number) =>
    rule.salonIds.length ? rule.salonIds.includes(id) : stylistSalons.includes(id)
  for (const salon of names.salons) {
    if (salonOk(salon.id)) continue
    const named = salon.names.find((n) => nameAt(n, true).test(text))
    if (named)
      return `“${named}” is not in this offer’s rule: write {where} for where it applies${rule.salonIds.length ? '' : ' (every salon, unless the offer names salons or stylists)'}, or add the salon to the offer.`
  }
  const ruleFirstNames = new Set(inRule.map((s) => s.firstName))
  const ruleFullNames = new Set(inRule.map(fullName))
  const outside = names.stylists.filter((s) => !rule.stylistIds.includes(s.id))
  for (const stylist of outside) {
    const full = fullName(stylist)
    // Two stylists with one full name cannot be told apart by the words: the rule's wins.
    if (full !== stylist.firstName && !ruleFullNames.has(full) && nameAt(full).test(text))
      return `“${full}” is not in this offer’s rule: write {with} for who it is with, or add her to the offer.`
  }
  for (const stylist of outside) {
    const first = stylist.firstName
    if (ruleFirstNames.has(first) || !nameAt(first).test(text)) continue
    // Only stylists outside the rule have this first name: say which, by their full names.
    const owners = [...new Set(outside.filter((s) => s.firstName === first).map(fullName))]
    const who = owners.filter((n) => n !== first)
    return `“${first}”${who.length ? ` (${orNames(who)})` : ''} is not in this offer’s rule: write {with} for who it is with, or add her to the offer.`
  }
  return null
}

/**
 * "with {with}" read as "{with}": the placeholder says "with Sana or Jade" itself, so the word
 * written before it is not said twice ("With {with}" keeps its capital: "With Sana or Jade").
 */
export function fillWith(text: string, withWords: string): string {
  return text
    .replace(/(^|[^\p{L}])(with)\s+\{with\}/giu, (_all, before: string, word: string) => {
      const capital = word.charAt(0) === 'W'
      return `${before}${capital ? withWords.charAt(0).toUpperCase() + withWords.slice(1) : withWords}`
    })
    .replace(/\{with\}/g, withWords)
}

/** Who is leaving an offer, and whom it carries on with (first and last names). */
export type LeavingNames = {
  her: { firstName: string; lastName?: string | null }
  others: readonly { firstName: string; lastName?: string | null }[]
}

const SEPARATOR = String.raw`(?:,\s+and\s+|,\s+or\s+|,\s+|\s+and\s+|\s+or\s+|\s+&\s+)`

/** "Sana and Jade", "Sana or Jade" (the list's own last word), "Sana, Ann and Jade". */
const joinList = (items: readonly string[], last: string) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}` : (items[0] ?? '')

/**
 * Her name taken out of the words: from a list that names her with others ("Sana, Grace and
 * Jade" → "Sana and Jade"); named alone, "with Grace" becomes "with {with}" (whom the offer is with,
 * from its rule) and "Grace" the others it carries on with ("Sana or Jade").
 */
export function wordsWithout(text: string, { her, others }: LeavingNames): string {
  const herNames = [fullName(her), her.firstName].filter((n, i, all) => n && all.indexOf(n) === i)
  const otherNames = others.flatMap((o) => [fullName(o), o.firstName])
  const all = [...new Set([...herNames, ...otherNames])].sort((a, b) => b.length - a.length)
  if (!herNames.some((n) => nameAt(n).test(text))) return text
  const name = `(?:${all.map(escapeRegExp).join('|')})`
  const list = new RegExp(
    `(^|[^\\p{L}])([Ww]ith\\s+)?(${name}(?:${SEPARATOR}${name})*)(?![\\p{L}])`,
    'gu',
  )
  const isHer = (item: string) => herNames.includes(item.trim())
  return text.replace(
    list,
    (whole, before: string, withWord: string | undefined, items: string) => {
      const parts = items.split(new RegExp(SEPARATOR, 'u'))
      if (!parts.some(isHer)) return whole
      const kept = parts.filter((p) => !isHer(p))
      if (kept.length === 0) {
        // "with {with}" reads "with Sana or Jade" (fillWith): whom the offer is with, from its rule.
        if (withWord) return `${before}${withWord}{with}`
        return `${before}${joinList(
          others.map((o) => o.firstName),
          'or',
        )}`
      }
      const last = /\s(and|or|&)\s/u.exec(items)?.[1] ?? 'and'
      return `${before}${withWord ?? ''}${joinList(kept, last)}`
    },
  )
}

/**
 * An address without her: "sana-grace-and-jade" → "sana-and-jade"; null when it does not name
 * her (the address stays as it is).
 */
export function slugWithout(
  slug: string,
  her: { firstName: string; lastName?: string | null },
): string | null {
  const mine = new Set(
    [her.firstName, her.lastName ?? '']
      .flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/))
      .filter(Boolean),
  )
  const words = slug.split('-')
  if (!words.some((w) => mine.has(w))) return null
  const kept: string[] = []
  for (const w of words.filter((w) => !mine.has(w))) {
    const joiner = w === 'and' || w === 'or'
    if (joiner && (kept.length === 0 || ['and', 'or'].includes(kept.at(-1)!))) continue
    kept.push(w)
  }
  while (kept.length && ['and', 'or'].includes(kept.at(-1)!)) kept.pop()
  const next = kept.join('-')
  return next && next !== slug ? next : null
}

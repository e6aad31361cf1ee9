// How the front desk finds a quote from the list's search box: by name, e-mail address, the
// quote's link (or its whole address pasted from a message) or a mobile number typed any way
// at all. Mobiles are stored in E.164 (+447700900123), so what staff type is rewritten into
// that form before it reaches the database. Pure: the quotes collection applies it to every
// read (src/collections/quotes/config.ts).

/** The fields the admin's list search looks in (Payload's `listSearchableFields`). */
export const quoteSearchFields = ['name', 'email', 'mobile', 'link'] as const

/**
 * A mobile number, whole or in part, as it appears inside an E.164 number: "07700 900123",
 * "+44 (0)7700-900-123", "0044 7700 900123" → "+447700900123"; "0770 09" → "+4477009";
 * "900 123" → "900123". Null when the term is not a number at all.
 */
export function mobileSearchTerm(raw: string): string | null {
  const compact = raw
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s().\-‐-―]/g, '')
  if (!/^\+?\d+$/.test(compact)) return null
  const international = /^(?:\+|00)44(7\d{0,9})$/.exec(compact)
  if (international) return `+44${international[1]}`
  const national = /^0(7\d{0,9})$/.exec(compact)
  if (national) return `+44${national[1]}`
  // "447700900123" (country code without the plus) is a whole number too.
  const bare = /^44(7\d{9})$/.exec(compact)
  if (bare) return `+44${bare[1]}`
  return compact
}

/** The link from a quote's address ("https://…/quote/AbC123?x" → "AbC123"), or null. */
export function quoteLinkTerm(raw: string): string | null {
  const m = /\/quote\/([^/?#\s]+)/.exec(raw.trim())
  if (!m?.[1]) return null
  try {
    return decodeURIComponent(m[1])
  } catch {
    return m[1]
  }
}

/** What to look for in one field, given what staff typed. */
export function searchTermFor(field: string, raw: string): string {
  if (field === 'mobile') return mobileSearchTerm(raw) ?? raw
  if (field === 'link') return quoteLinkTerm(raw) ?? raw.trim()
  return raw
}

type Where = { [key: string]: unknown }
const textOperators = ['like', 'contains'] as const

/**
 * A Payload `where` with every text search on `mobile` or `link` rewritten by `searchTermFor`.
 * Other conditions, and the shape of the query, stay as they were.
 */
export function normaliseQuoteWhere<W>(where: W): W {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!node || typeof node !== 'object') return node
    const out: Where = {}
    for (const [key, value] of Object.entries(node as Where)) {
      if (key === 'and' || key === 'or') out[key] = walk(value)
      else if ((key === 'mobile' || key === 'link') && value && typeof value === 'object') {
        const condition: Where = { ...(value as Where) }
        for (const op of textOperators) {
          const term = condition[op]
          if (typeof term === 'string') condition[op] = searchTermFor(key, term)
        }
        out[key] = condition
      } else out[key] = value
    }
    return out
  }
  return walk(where) as W
}

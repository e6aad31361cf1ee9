// How deep a JSON text nests, read without recursion (ADR 044). JSON.parse takes a body nested
// 10,000 levels deep (about 60 KB), but Payload's recursive merges and JSON.stringify then run
// out of stack and the request answered 500. Bodies are refused before anything parses them.

/**
 * The deepest nesting anything we accept needs, with room to spare: rich text is at most 40
 * nodes deep (src/fields/rich-text/check.ts), two JSON levels each, inside a page's blocks.
 */
export const MAX_JSON_DEPTH = 100

/** What a body nested deeper than that is told. */
export const TOO_DEEP_MESSAGE = 'The request could not be read.'

/**
 * Whether a JSON text nests arrays and objects more than `max` deep: one pass over the text,
 * counting brackets outside strings. Text that is not JSON is counted the same way (a parser
 * refuses it anyway).
 */
export function nestedTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      // A backslash escapes the character after it.
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return false
}

/** What a body with a NUL character in its text is told (PostgreSQL stores no NUL in text). */
export const NUL_MESSAGE =
  'Something you typed holds a hidden control character. Please type it again and save.'

/**
 * Whether a JSON text holds a NUL character, raw or written `\u0000` inside a string.
 * PostgreSQL refuses a NUL in any text column, and the save failed with a 500 (issue 45).
 */
export function holdsNul(text: string): boolean {
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0) return true
    if (inString) {
      if (c === 0x5c) {
        if (text.startsWith('u0000', i + 1)) return true
        i++
      } else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
  }
  return false
}

// The words on a sharing image, made ready to draw (ADR 042). Staff type them (an offer's
// headline, the brand name, the tagline), so anything can be in them: control characters (a NUL
// cut the headline short), invisible ones (zero-width spaces, direction overrides), emoji,
// any script. What is drawn: the visible text, spaces tidied, each character a font has; the
// renderer breaks a word too long for the line.

// Controls and the line and paragraph separators stand for a space; a NUL no longer ends the text.
const AS_SPACE = /[\p{Cc}\p{Zl}\p{Zp}]/gu
// Invisible format characters go, except those that make an emoji or a script's letters what
// they are: the zero-width joiner and non-joiner (👩‍🦰, Persian) and the tag characters of a
// flag such as England's. Direction overrides, isolates and marks go with the rest, and so does
// private use. (A code point newer than this Node's Unicode is left to the fonts' maps.)
const INVISIBLE = /(?![\u200C\u200D\u{E0020}-\u{E007F}])[\p{Cf}\p{Co}]/gu
/** Code points that only shape the ones around them: no font needs a glyph of its own for them. */
const SHAPING = new Set([0x200c, 0x200d, 0xfe0e, 0xfe0f])

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** The text's characters as a person counts them (an emoji with its skin tone is one). */
export const splitGraphemes = (s: string) => Array.from(graphemes.segment(s), (g) => g.segment)

export type TextOptions = {
  /** Whether the card's fonts can draw this code point; what none can is left out. */
  covers?: (codePoint: number) => boolean
  /** The most characters (graphemes) shown; longer text ends with "…" at a word if it can. */
  max?: number
}

/** The card's text: visible, drawable, on one line of words, at most `max` characters. */
export function cardText(input: string, { covers, max }: TextOptions = {}): string {
  const visible = input.normalize('NFC').replace(AS_SPACE, ' ').replace(INVISIBLE, '')
  let kept = splitGraphemes(visible).filter(
    (g) =>
      /^\s+$/u.test(g) ||
      !covers ||
      Array.from(g).every((ch) => SHAPING.has(ch.codePointAt(0)!) || covers(ch.codePointAt(0)!)),
  )
  kept = splitGraphemes(kept.join('').replace(/\s+/gu, ' ').trim())
  if (max === undefined || kept.length <= max) return kept.join('')
  const cut = kept.slice(0, max - 1).join('')
  const atWord = cut.replace(/\s+\S*$/u, '')
  return `${(atWord.length >= cut.length * 0.6 ? atWord : cut).trimEnd()}…`
}

/** Text for the renderer's markup (Pango's, an XML dialect): its own characters escaped. */
export const markupText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

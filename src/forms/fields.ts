import * as z from '@/lib/zod'

// Building blocks shared by every public form, in the browser and on the server.

// Control characters other than tabs and line breaks: nobody types them, and PostgreSQL stores no
// NUL in text (a save holding one failed).
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** Trimmed text without control characters; empty means missing. */
export const requiredText = (
  required: string,
  max = 200,
  tooLong = `Please keep this under ${max} characters`,
) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(CONTROLS, '').trim() : v),
    z.string({ error: required }).min(1, required).max(max, tooLong),
  )

// Characters that show nothing: controls (\u0000…), format characters (direction marks and
// overrides such as U+200E and U+202E, zero-width space), other default-ignorable code points
// (Hangul fillers, variation selectors…), lone surrogates and the blank Braille pattern. A name
// made only of them is no name; inside a stored name they only hide or disguise it.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/u
// Space-like characters (tabs, line breaks, no-break and typographic spaces) become one space.
const SPACE = /[\t\n\v\f\r\u0085\p{Zs}\p{Zl}\p{Zp}]/u
const JOINERS = new Set(['\u200C', '\u200D'])
const SELECTORS = new Set(['\uFE0E', '\uFE0F'])
// Scripts whose spelling uses the zero-width joiner and non-joiner (Persian, Urdu, the Indian
// scripts…): there a joiner between two letters is part of the name. Between Latin letters it
// only makes "Demo\u200COwner" a different string from "DemoOwner" that looks the same.
const JOINING_SCRIPT =
  /[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Devanagari}\p{scx=Bengali}\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}\p{scx=Kannada}\p{scx=Malayalam}\p{scx=Sinhala}\p{scx=Khmer}\p{scx=Myanmar}\p{scx=Tibetan}]/u
// An emoji sequence: 👩‍🔬 is 👩, a joiner, 🔬; a skin tone or presentation selector may come first.
const EMOJI_BEFORE_JOINER = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u
const EMOJI = /\p{Extended_Pictographic}/u
const EMOJI_BASE = /\p{Emoji}/u

/**
 * A person's name as it is stored and shown: Unicode-normalised with compatibility forms made
 * ordinary (NFKC: fullwidth "Ｊｏ", mathematical "𝐉𝐨" and "Dr․" with a one-dot leader become
 * "Jo" and "Dr."), without control, direction, zero-width or other invisible characters, spaces
 * collapsed and trimmed. May return ''. A joiner is kept only where it is part of the spelling
 * (between two letters of a script that uses it, or inside an emoji sequence), and an emoji
 * presentation selector only after an emoji; anywhere else they are as invisible as the rest.
 */
export function cleanName(value: string): string {
  const chars = [...value.normalize('NFKC')]
  let out = ''
  let last: string | undefined // the last character kept
  const keep = (ch: string) => {
    out += ch
    last = ch
  }
  const spells = (before: string | undefined, after: string | undefined, joiner: string) =>
    before !== undefined &&
    after !== undefined &&
    ((JOINING_SCRIPT.test(before) && JOINING_SCRIPT.test(after)) ||
      (joiner === '\u200D' && EMOJI_BEFORE_JOINER.test(before) && EMOJI.test(after)))
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!
    if (SPACE.test(ch)) {
      if (last !== undefined && last !== ' ') keep(' ')
    } else if (!INVISIBLE.test(ch)) keep(ch)
    else if (JOINERS.has(ch)) {
      if (last !== undefined && !JOINERS.has(last) && spells(last, chars[i + 1], ch)) keep(ch)
    } else if (SELECTORS.has(ch) && last !== undefined && EMOJI_BASE.test(last)) {
      keep(ch)
    }
  }
  return out.trim()
}

/** What a name that is not a name is told: it is said back to her in e-mails and texts. */
export const NOT_A_NAME = "Please enter your name as you'd like us to call you"
/** What a name with a dot that only looks like a full stop is told. */
export const LOOKALIKE_DOT = 'Please use an ordinary full stop (.) in your name, or leave it out'

// A web address ("https://…", "www.…", "refund.example/…"), an e-mail address or markup. The
// salon's own e-mail and text message start "Hi {name}": a name holding a link would make the
// salon's message carry someone else's words.
const ADDRESS = /:\/\/|\bwww\.|[\p{L}\d-]\.(?:[a-z]{2,24})(?:[/:?#]|$|\s)/iu
const MARKUP = /[<>{}[\]\\@]|&#?\w+;/u
// Dots that NFKC leaves as they are but that read as a full stop beside Latin letters: the
// ideographic full stop, middle dots, bullets, the Lisu and Syriac dots, an Arabic-Indic zero…
// Beside letters of their own scripts (ジョン・スミス) they are punctuation like any other.
const DOT_LIKE =
  /[\u00B7\u0589\u0660\u06D4\u06F0\u0701\u0702\u0F0B\u10FB\u1362\u1427\u16EB\u1803\u2022\u2027\u2219\u22C5\u2981\u2E30\u2E31\u2E33\u2E3C\u30FB\u3002\uA4F8]/u
const LATIN_OR_DIGIT = /[\p{scx=Latin}0-9]/u

/** Whether a (cleaned) name has a look-alike dot beside a Latin letter or digit ("Sam․Desk"). */
export function hasLookalikeDot(name: string): boolean {
  const chars = [...name]
  return chars.some((ch, i) => {
    if (!DOT_LIKE.test(ch)) return false
    const before = chars[i - 1]
    const after = chars[i + 1]
    // Catalan spells "l·l" with a middle dot (Gal·la, Paral·lel).
    if (ch === '\u00B7' && before?.toLowerCase() === 'l' && after?.toLowerCase() === 'l')
      return false
    return [before, after].some((c) => c !== undefined && LATIN_OR_DIGIT.test(c))
  })
}

/** Whether a (cleaned) name holds a link, an e-mail address or markup instead of a name. */
export const notAName = (name: string) => ADDRESS.test(name) || MARKUP.test(name)

export type NameWords = { notAName: string; lookalikeDot: string }
/** The public forms' words: she is typing her own name. */
export const clientNameWords: NameWords = { notAName: NOT_A_NAME, lookalikeDot: LOOKALIKE_DOT }
/** The admin's words: staff type a client's name, or a colleague's. */
export const staffNameWords: NameWords = {
  notAName: 'A name cannot hold a web address, an e-mail address or the signs < > { } [ ] @ \\',
  lookalikeDot: 'Please use an ordinary full stop (.) in the name, or leave it out',
}

/** Why a (cleaned, non-empty) name is refused, in the words given, or null when it is a name. */
export function nameProblem(name: string, words: NameWords = clientNameWords): string | null {
  if (notAName(name)) return words.notAName
  if (hasLookalikeDot(name)) return words.lookalikeDot
  return null
}

/**
 * A person's name — a client's, an applicant's or a member of staff's, one rule for all (ADR
 * 041): cleaned (see cleanName), refused with `required` when nothing is left, and with the
 * words' messages when it holds an address or markup, or a dot that only looks like one.
 */
export const personName = (required: string, max = 100, words: NameWords = clientNameWords) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? cleanName(v) : v),
    z
      .string({ error: required })
      .min(1, required)
      .max(max, `Please keep this under ${max} characters`)
      .superRefine((name, ctx) => {
        const problem = nameProblem(name, words)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
  )

/**
 * A UK mobile number: 07… or +44 7…, spaces allowed (docs/rules.md, "Forms").
 * Returns the E.164 form, e.g. +447700900123.
 */
export const ukMobile = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: required })
      .min(1, required)
      .max(30, invalid)
      .transform((v, ctx) => {
        const compact = v.replace(/[\s()-]/g, '')
        const m = /^(?:\+44|0044|0)(7\d{9})$/.exec(compact)
        if (!m) {
          ctx.addIssue({ code: 'custom', message: invalid })
          return z.NEVER
        }
        return `+44${m[1]}`
      }),
  )

export const emailAddress = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: required }).min(1, required).max(254, invalid).pipe(z.email(invalid)),
  )

/** A select whose "Please select" placeholder never counts as a choice. */
export const choice = <T extends readonly [string, ...string[]]>(options: T, required: string) =>
  z.preprocess(
    (v) => (v === 'default' || v === '' ? undefined : v),
    z.enum(options, { error: required }),
  )

/** Honeypot: a field people never see; bots fill it in. */
export const honeypot = z.string().max(0).optional().or(z.literal(''))

/** Field name → first message, for forms and 400 answers (zod-free for the browser: ADR 049). */
export { fieldErrors } from './finish-form-words'

import { z } from 'zod'

// zod probes for eval (new Function) to compile faster parsers; the site's Content-Security-Policy
// forbids eval, and the probe alone is reported as a violation. The plain parsers are enough.
z.config({ jitless: true })

// Building blocks shared by every public form, in the browser and on the server.

/** Trimmed text; empty means missing. */
export const requiredText = (
  required: string,
  max = 200,
  tooLong = `Please keep this under ${max} characters`,
) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: required }).min(1, required).max(max, tooLong),
  )

// Characters that show nothing: controls (\u0000…), format characters (bidi overrides such as
// U+202E, zero-width space), other default-ignorable code points (Hangul fillers, variation
// selectors…), lone surrogates and the blank Braille pattern. A name made only of them is no
// name; inside a stored name they only hide or disguise it.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/u
// Space-like characters (tabs, line breaks, no-break and typographic spaces) become one space.
const SPACE = /[\t\n\v\f\r\u0085\p{Zs}\p{Zl}\p{Zp}]/u
const JOINERS = new Set(['\u200C', '\u200D'])
const SELECTORS = new Set(['\uFE0E', '\uFE0F'])

/**
 * A person's name as it is stored and shown: Unicode-normalised (NFC), without control, format
 * or other invisible characters, spaces collapsed and trimmed. May return ''. Joiners between
 * two visible characters (an emoji sequence, a Persian name) and emoji presentation selectors
 * after one are kept; anywhere else they are as invisible as the rest.
 */
export function cleanName(value: string): string {
  const chars = [...value.normalize('NFC')]
  const visible = (ch: string | undefined) =>
    ch !== undefined && !INVISIBLE.test(ch) && !SPACE.test(ch)
  let out = ''
  let last: string | undefined // the last character kept
  const keep = (ch: string) => {
    out += ch
    last = ch
  }
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!
    if (SPACE.test(ch)) {
      if (last !== undefined && last !== ' ') keep(' ')
    } else if (!INVISIBLE.test(ch)) keep(ch)
    else if (JOINERS.has(ch)) {
      if (last !== undefined && last !== ' ' && !JOINERS.has(last) && visible(chars[i + 1]))
        keep(ch)
    } else if (SELECTORS.has(ch) && last !== undefined && last !== ' ' && !JOINERS.has(last)) {
      keep(ch)
    }
  }
  return out.trim()
}

/** What a name that is not a name is told: it is said back to her in e-mails and texts. */
export const NOT_A_NAME = "Please enter your name as you'd like us to call you"

// A web address ("https://…", "www.…", "refund.example/…"), an e-mail address or markup. The
// salon's own e-mail and text message start "Hi {name}": a name holding a link would make the
// salon's message carry someone else's words.
const ADDRESS = /:\/\/|\bwww\.|[\p{L}\d-]\.(?:[a-z]{2,24})(?:[/:?#]|$|\s)/iu
const MARKUP = /[<>{}[\]\\@]|&#?\w+;/u

/** Whether a (cleaned) name holds a link, an e-mail address or markup instead of a name. */
export const notAName = (name: string) => ADDRESS.test(name) || MARKUP.test(name)

/**
 * A person's name: cleaned (see cleanName), refused with `required` when nothing is left and
 * with NOT_A_NAME when it holds an address or markup.
 */
export const personName = (required: string, max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? cleanName(v) : v),
    z
      .string({ error: required })
      .min(1, required)
      .max(max, `Please keep this under ${max} characters`)
      .refine((name) => !notAName(name), NOT_A_NAME),
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

/** Field name → first message, for forms and 400 answers. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form'
    out[key] ??= issue.message
  }
  return out
}

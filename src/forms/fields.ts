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

/**
 * A UK mobile number: 07… or +44 7…, spaces allowed (decisions item 13).
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

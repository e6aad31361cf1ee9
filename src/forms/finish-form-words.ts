// What the finish form in the browser needs before she presses Send, without zod: zod is about
// 30 KB gzip, half the calculator's budget (ADR 018), and only the check of what she typed needs
// it, so the form loads the schema (quote-details.ts) after it is drawn (ADR 049).
// quote-details.ts re-exports all of this: the server reads it from there.

/** "How did you hear about us?" answers: labels, at least one. */
export type ReferralOptions = readonly [string, ...string[]]

/**
 * What the form shows for an answer: two of the standard answers are API codes rather than
 * words ("Friends-family", "other"); staff's own answers are shown as typed.
 */
export const referralLabel = (answer: string) =>
  answer === 'Friends-family' ? 'Friends or family' : answer === 'other' ? 'Other' : answer

/** The finish form's placeholder value ("Please select"), never a choice (docs/rules.md). */
export const REFERRAL_PLACEHOLDER = 'default'

/**
 * The finish form's one-time key (ADR 048): made when the form is drawn, sent with every try of
 * that form. A second save with it answers with the first quote; callers of the public API may
 * send one too (without one, every save is a new quote, as before).
 */
export const SEND_KEY = 'send_key'

/** A new key, in the browser or on the server. */
export const newSendKey = () => crypto.randomUUID()

/** Where the finish form sends itself with scripts (ADR 048). */
export const SEND_QUOTE_PATH = '/api/send-quote'

/** A schema's failed check as one message per field (the first), `_form` for the whole form. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form'
    out[key] ??= issue.message
  }
  return out
}

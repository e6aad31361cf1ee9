// A resend is idempotent for a short while: a double click, or a second member of staff pressing
// "Resend quote" a moment after the first, sends the client nothing more. And a quote is sent
// again only a few times a day: every resend is a real e-mail and a paid text message to a
// client, so "Resend quote" is the one way to send one again (the statuses are the server's
// alone), and that way has a limit (ADR 041).

/** How long after a resend was queued another resend of the same quote queues nothing. */
export const RESEND_WINDOW_MS = 60_000

/** The answer to a resend inside the window. */
export const ALREADY_QUEUED =
  'A resend was asked for a moment ago and is on its way: nothing more will be sent.'

/** How many times one quote may be sent again in RESEND_LIMIT_MS. */
export const RESENDS_PER_DAY = 3
export const RESEND_LIMIT_MS = 24 * 60 * 60_000

/** The answer to a resend over the limit; `again` is when the next one may be sent, in words. */
export const tooManyResends = (again: string) =>
  `This quote has already been sent again ${RESENDS_PER_DAY} times in the last 24 hours, so nothing more was sent: the client would get the same messages over and over. It can be sent again from ${again}.`

// A resend is idempotent for a short while: a double click, or a second member of staff pressing
// "Resend quote" a moment after the first, sends the client nothing more.

/** How long after a resend was queued another resend of the same quote queues nothing. */
export const RESEND_WINDOW_MS = 60_000

/** The answer to a resend inside the window. */
export const ALREADY_QUEUED =
  'A resend was asked for a moment ago and is on its way: nothing more will be sent.'

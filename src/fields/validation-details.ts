import type { AfterErrorHook } from 'payload'

// In the production build Payload's REST error formatter no longer recognises its own
// ValidationError (its `instanceof` check fails across bundled copies), so a refused save answers
// only "The following field is invalid: Booking Url" and the admin cannot show the field's own
// message ("Use a full address starting with https://…"). This puts the details back: the field
// paths and messages the validators wrote, nothing else.

//
// The same build also empties error class names, and Payload's formatter answers a nameless
// error with "An unknown error occurred.": a guard's own words ("The home page cannot be
// deleted.", the last-owner rule, the sign-in throttle) never reached the admin. An error the
// code marked public, with a 4xx status, is answered with its message.

type Detail = { path?: unknown; message?: unknown; label?: unknown }
type Shape = {
  status?: number
  message?: string
  isPublic?: boolean
  data?: { errors?: Detail[] } | null
}

export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const err = error as Shape
  const details = err.data?.errors
  if (
    err.isPublic === true &&
    typeof err.status === 'number' &&
    err.status >= 400 &&
    err.status < 500 &&
    typeof err.message === 'string' &&
    err.message &&
    !Array.isArray(details)
  ) {
    const current = (result as { errors?: { message?: unknown }[] } | undefined)?.errors?.[0]
    if (current?.message === err.message) return
    return { response: { errors: [{ name: 'APIError', message: err.message }] } }
  }
  if (err.status !== 400 || !Array.isArray(details) || details.length === 0) return
  const already = (result as { errors?: { data?: unknown }[] } | undefined)?.errors?.[0]?.data
  if (already) return
  return {
    response: {
      errors: [
        {
          name: 'ValidationError',
          message: err.message ?? 'Invalid data',
          data: {
            errors: details.map((d) => ({
              path: typeof d.path === 'string' ? d.path : undefined,
              label: typeof d.label === 'string' ? d.label : undefined,
              message: typeof d.message === 'string' ? d.message : 'Invalid',
            })),
          },
        },
      ],
    },
  }
}

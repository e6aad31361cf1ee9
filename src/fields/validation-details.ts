import type { AfterErrorHook } from 'payload'

// In the production build Payload's REST error formatter no longer recognises its own
// ValidationError (its `instanceof` check fails across bundled copies), so a refused save answers
// only "The following field is invalid: Booking Url" and the admin cannot show the field's own
// message ("Use a full address starting with https://…"). This puts the details back: the field
// paths and messages the validators wrote, nothing else.

type Detail = { path?: unknown; message?: unknown; label?: unknown }
type Shape = { status?: number; message?: string; data?: { errors?: Detail[] } }

export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const err = error as Shape
  const details = err.data?.errors
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

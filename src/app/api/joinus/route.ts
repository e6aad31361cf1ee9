import { submitApplication } from '@/collections/job-applications/submit-application.server'
import { getPayloadClient, getSiteSettings } from '@/content/queries.server'
import { badRequest, handle, json, readJsonBody } from '@/lib/http'
import { clientKey, hit, limits, tooManyResponse } from '@/lib/rate-limit'

/** POST /api/joinus: a job application (spec section 7). */
export const POST = handle(async (req: Request) => {
  const rate = hit(`application:${clientKey(req.headers)}`, limits.application)
  if (!rate.ok) return tooManyResponse(rate.retryAfterSeconds)
  const read = await readJsonBody(req)
  if (!read.ok) return read.res
  const [payload, settings] = await Promise.all([getPayloadClient(), getSiteSettings()])
  const result = await submitApplication(payload, read.body, settings.defaultSalonId)
  if (!result.ok) return badRequest(result.message, result.fields)
  return json(
    { ok: true, message: 'Thank you! Your application has been received.' },
    { status: 201 },
  )
})

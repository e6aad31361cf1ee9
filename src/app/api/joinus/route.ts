import { submitApplication } from '@/collections/job-applications/submit-application.server'
import { getPayloadClient, getSiteSettings } from '@/content/queries.server'
import { badRequest, handle, json, readJsonBody } from '@/lib/http'
import { clientAddress } from '@/security/client-address'
import { contactKeys } from '@/security/contact-keys'
import { consume, consumeAll, tooManyResponse } from '@/security/rate-limits.server'

/** POST /api/joinus: a job application, checked as the form is (docs/rules.md, "Forms"). */
export const POST = handle(async (req: Request) => {
  const payload = await getPayloadClient()
  const byAddress = await consume(payload, 'application', clientAddress(req.headers))
  if (!byAddress.ok) return tooManyResponse(byAddress)
  const read = await readJsonBody(req)
  if (!read.ok) return read.res
  const contact = contactKeys(read.body)
  const byContact = await consumeAll(payload, [
    ['applicationContact', contact.mobile],
    ['applicationContact', contact.email],
  ])
  if (!byContact.ok) return tooManyResponse(byContact)
  const settings = await getSiteSettings()
  const result = await submitApplication(payload, read.body, settings.defaultSalonId)
  if (!result.ok) return badRequest(result.message, result.fields)
  return json(
    { ok: true, message: 'Thank you! Your application has been received.' },
    { status: 201 },
  )
})

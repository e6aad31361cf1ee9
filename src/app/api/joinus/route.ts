import { submitApplication } from '@/collections/job-applications/submit-application.server'
import { env } from '@/env.server'
import { getPayloadClient, getSiteSettings } from '@/content/queries.server'
import { badRequest, handle, json, readJsonBody } from '@/lib/http'
import { clientAddress } from '@/security/client-address'
import { contactKeys } from '@/security/contact-keys'
import { publicPostRefusal } from '@/security/json-endpoints'
import { consume, consumeAll, tooManyResponse } from '@/security/rate-limits.server'

/** The site's own origin: the only one whose browsers may post here (ADR 040). */
const siteOrigin = new URL(env.SITE_URL).origin

/** POST /api/joinus: a job application, checked as the form is (docs/rules.md, "Forms"). */
export const POST = handle(async (req: Request) => {
  // Another site's page, or a body that is not JSON: refused before anything is counted (ADR 040).
  const refused = publicPostRefusal(req, siteOrigin)
  if (refused) return refused
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

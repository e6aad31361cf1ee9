import 'server-only'

import type { Payload } from 'payload'

import { queueDelivery } from '@/delivery/deliver.server'
import { fieldErrors } from '@/forms/fields'
import { mapMessages } from '@/content/map'
import { jobApplicationSchemaFor } from '@/forms/job-application'

export type SubmitApplicationResult =
  | { ok: true; id: number }
  | { ok: false; status: 400; message: string; fields: Record<string, string> }

/** Validates and stores a job application (the salon is notified by the delivery pipeline). */
export async function submitApplication(
  payload: Payload,
  body: unknown,
  defaultSalonId: number,
): Promise<SubmitApplicationResult> {
  // The positions the salon offers today (the Messages global), as the form showed them.
  const { positions } = mapMessages(await payload.findGlobal({ slug: 'messages', depth: 0 }))
  const parsed = jobApplicationSchemaFor(positions).safeParse(body)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    return {
      ok: false,
      status: 400,
      message: Object.values(fields)[0] ?? 'Invalid application',
      fields,
    }
  }
  const a = parsed.data
  if (a.website) return { ok: false, status: 400, message: 'Form submission failed', fields: {} }
  // A salon named in the body must exist (an unknown id would fail the database's foreign key).
  if (a.salon !== undefined) {
    const { totalDocs } = await payload.count({
      collection: 'salons',
      where: { id: { equals: a.salon } },
    })
    if (totalDocs === 0) {
      const message = 'Please choose one of our salons'
      return { ok: false, status: 400, message, fields: { salon: message } }
    }
  }
  const doc = await payload.create({
    collection: 'job-applications',
    data: {
      name: a.name,
      mobile: a.mobile,
      email: a.email,
      role: a.role,
      position: a.position,
      about: a.about,
      whyHair: a.why_hair,
      whyUs: a.why_us,
      // Applications go to the default salon (salon 2 in the demo) unless a valid one is named.
      salon: a.salon ?? defaultSalonId,
      reply: 'new',
    },
  })
  await queueDelivery(payload, {
    task: 'notifyApplication',
    input: { applicationId: doc.id },
  }).catch((err: unknown) =>
    payload.logger.error({ err }, `could not queue notification of application ${doc.id}`),
  )
  return { ok: true, id: doc.id }
}

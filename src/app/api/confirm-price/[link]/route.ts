// POST /api/confirm-price/{link} — her side of a price to confirm (issue 48, ADR 052): the request
// form (photos and answers), her reply to a question, "I have booked my skin test". A multipart
// form from the site's own pages: with script it is sent by the page (JSON back, with upload
// progress), without script as a plain form (303 back to the page, which shows what was refused
// beside everything she sent). Refusals are 4xx in salon words; nothing is a 500.
import { getPayloadClient } from '@/content/queries.server'
import {
  markSkinTestBooked,
  submitReply,
  submitRequestForm,
  type FormOutcome,
} from '@/confirm/request.server'
import { env } from '@/env.server'
import { handle } from '@/lib/http'
import { clientAddress } from '@/security/client-address'
import { PUBLIC_CROSS_ORIGIN_MESSAGE } from '@/security/json-endpoints'
import { consume, tooManyResponse } from '@/security/rate-limits.server'
import { crossOriginProblem } from '@/security/same-origin'

const siteOrigin = new URL(env.SITE_URL).origin
/** Three photos of at most 15 MB each, and the answers. */
const MAX_BODY = 48 * 1024 * 1024
const noStore = { 'cache-control': 'no-store' }

const intents = ['request', 'reply', 'skin-test'] as const
type Intent = (typeof intents)[number]

const wantsJson = (req: Request) => (req.headers.get('accept') ?? '').includes('application/json')

function answer(req: Request, link: string, intent: Intent, out: FormOutcome): Response {
  if (wantsJson(req))
    return Response.json(
      out.ok
        ? { ok: true, state: out.state, url: `/quote/${link}#confirm` }
        : { ok: false, message: out.message, errors: out.errors },
      { status: out.ok ? 200 : out.status, headers: noStore },
    )
  // Without script: back to the page, which reads what was refused from her request.
  const to = out.ok
    ? `/quote/${link}#confirm`
    : intent === 'request' && out.status === 400
      ? `/quote/${link}/confirm#form`
      : `/quote/${link}${out.status === 400 ? '#reply' : '#confirm'}`
  return new Response(null, { status: 303, headers: { location: to, ...noStore } })
}

const fail = (status: number, message: string) =>
  Response.json({ ok: false, message }, { status, headers: noStore })

export const POST = handle(async (req: Request, ctx: { params: Promise<{ link: string }> }) => {
  const { link } = await ctx.params
  const origin = crossOriginProblem(
    {
      method: req.method,
      origin: req.headers.get('origin'),
      fetchSite: req.headers.get('sec-fetch-site'),
    },
    siteOrigin,
  )
  if (origin !== null) return fail(403, PUBLIC_CROSS_ORIGIN_MESSAGE)
  const type = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type))
    return fail(415, 'Please send the form from your quote page.')
  const length = Number(req.headers.get('content-length') ?? NaN)
  if (Number.isFinite(length) && length > MAX_BODY)
    return fail(
      413,
      'Your photos are too large together: please choose smaller ones (at most 15 MB each).',
    )
  const payload = await getPayloadClient()
  const byAddress = await consume(payload, 'confirm', clientAddress(req.headers))
  if (!byAddress.ok) return tooManyResponse(byAddress)
  let form: FormData
  try {
    form = await req.formData()
  } catch {
    return fail(400, 'The form could not be read. Please try again.')
  }
  const intent = form.get('intent')
  if (typeof intent !== 'string' || !(intents as readonly string[]).includes(intent))
    return fail(400, 'The form could not be read. Please try again.')
  const which = intent as Intent
  const out =
    which === 'request'
      ? await submitRequestForm(payload, link, form)
      : which === 'reply'
        ? await submitReply(payload, link, form)
        : await markSkinTestBooked(payload, link)
  return answer(req, link, which, out)
})

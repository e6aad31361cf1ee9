import { saveQuote } from '@/collections/quotes/save-quote.server'
import { getPayloadClient } from '@/content/queries.server'
import { badRequest, handle, json, readJsonBody } from '@/lib/http'
import { clientKey, hit, limits, tooManyResponse } from '@/lib/rate-limit'

/** POST /api/save-quote-details (also mounted at /prices/api/save-quote-details, the old path). */
export const saveQuoteDetails = handle(async (req: Request) => {
  const rate = hit(`quote:${clientKey(req.headers)}`, limits.quote)
  if (!rate.ok) return tooManyResponse(rate.retryAfterSeconds)
  const read = await readJsonBody(req)
  if (!read.ok) return read.res
  const result = await saveQuote(await getPayloadClient(), read.body)
  if (!result.ok) return badRequest(result.message, result.fields, result.status)
  return json({ ok: true, link: result.link, url: `/quote/${result.link}` }, { status: 201 })
})

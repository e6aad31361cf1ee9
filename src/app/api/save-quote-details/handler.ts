import {
  saveQuote,
  savedBefore,
  type SaveQuoteResult,
} from '@/collections/quotes/save-quote.server'
import { env } from '@/env.server'
import { getPayloadClient } from '@/content/queries.server'
import { badRequest, handle, json, readJsonBody } from '@/lib/http'
import { clientAddress } from '@/security/client-address'
import { contactKeys } from '@/security/contact-keys'
import { publicPostRefusal } from '@/security/json-endpoints'
import { consume, consumeAll, tooManyResponse } from '@/security/rate-limits.server'

/** The site's own origin: the only one whose browsers may post here (ADR 040). */
const siteOrigin = new URL(env.SITE_URL).origin

/** POST /api/save-quote-details (also mounted at /prices/api/save-quote-details, the old path). */
export const saveQuoteDetails = handle(async (req: Request) => {
  // Another site's page, or a body that is not JSON: refused before anything is counted (ADR 040).
  const refused = publicPostRefusal(req, siteOrigin)
  if (refused) return refused
  const payload = await getPayloadClient()
  // Per client address first (before the body is read), then per mobile number and e-mail
  // address the quote would be sent to.
  const byAddress = await consume(payload, 'quote', clientAddress(req.headers))
  if (!byAddress.ok) return tooManyResponse(byAddress)
  const read = await readJsonBody(req)
  if (!read.ok) return read.res
  // Her second try with the form's key is answered as the first, not counted as another quote.
  const again = await savedBefore(payload, read.body)
  if (again) return answer(again)
  const contact = contactKeys(read.body)
  const byContact = await consumeAll(payload, [
    ['quoteContact', contact.mobile],
    ['quoteContact', contact.email],
  ])
  if (!byContact.ok) return tooManyResponse(byContact)
  return answer(await saveQuote(payload, read.body))
})

/** A saved quote is a 201, also when the form's key had saved it already (ADR 048). */
const answer = (result: SaveQuoteResult) =>
  result.ok
    ? json({ ok: true, link: result.link, url: `/quote/${result.link}` }, { status: 201 })
    : badRequest(result.message, result.fields, result.status)

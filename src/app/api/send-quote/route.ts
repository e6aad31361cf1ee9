import { finishQuote } from '@/calculator/finish.server'
import { env } from '@/env.server'
import { sendQuoteBodySchema } from '@/forms/quote-details'
import { badRequest, handle, json, readJsonBody } from '@/lib/http'
import { clientAddress } from '@/security/client-address'
import { publicPostRefusal } from '@/security/json-endpoints'

/** The site's own origin: the only one whose browsers may post here (ADR 040). */
const siteOrigin = new URL(env.SITE_URL).origin

/**
 * POST /api/send-quote: the finish form when scripts run (ADR 048). The same save as the form's
 * server action (finish.server.ts), answered as JSON so that the page can give up after 10 s and
 * offer "Try again" — a server action waits behind the one before it, which a lost answer
 * would hold up. 201 with the thank-you page's address (also for a second send with the same
 * key), or the refusal with its status and what she typed.
 */
export const POST = handle(async (req: Request) => {
  const refused = publicPostRefusal(req, siteOrigin)
  if (refused) return refused
  const read = await readJsonBody(req)
  if (!read.ok) return read.res
  const parsed = sendQuoteBodySchema.safeParse(read.body)
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Please use the form.')
  const fd = new FormData()
  for (const [name, value] of parsed.data.fields) fd.append(name, value)
  const result = await finishQuote(fd, clientAddress(req.headers))
  if (result.status === 'saved') return json(result, { status: 201 })
  const { code, ...state } = result
  return json({ ...state, error: 'refused' }, { status: code ?? 400 })
})

import { getSavedQuote } from '@/collections/quotes/read-quote.server'
import { handle, json, notFound } from '@/lib/http'

type Ctx = { params: Promise<{ link: string }> }

/** GET /api/get-quote-details/{link}: only what the quote page shows — never contact details. */
export const GET = handle(async (_req: Request, { params }: Ctx) => {
  const quote = await getSavedQuote((await params).link)
  return quote ? json(quote) : notFound('We could not find that quote')
})

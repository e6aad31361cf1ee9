import { getSavedQuote } from '@/collections/quotes/read-quote.server'
import { handle, json, notFound } from '@/lib/http'

type Ctx = { params: Promise<{ link: string }> }

// A client's quote is reached by its secret link only: never kept by a shared cache, never
// indexed by a search engine that saw the link somewhere.
const privateHeaders = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

/** GET /api/get-quote-details/{link}: only what the quote page shows — never contact details. */
export const GET = handle(async (_req: Request, { params }: Ctx) => {
  const quote = await getSavedQuote((await params).link)
  const res = quote ? json(quote) : notFound('We could not find that quote')
  for (const [name, value] of Object.entries(privateHeaders)) res.headers.set(name, value)
  return res
})

import { getSiteSettings } from '@/content/queries.server'

export const dynamic = 'force-dynamic'

/** /gift-voucher leaves the site for the gift card provider (docs/rules.md), on the server. */
export async function GET(req: Request) {
  const settings = await getSiteSettings()
  const target = settings.links.giftCards ?? new URL('/', req.url).toString()
  return new Response(null, {
    status: 307,
    headers: { Location: target, 'Cache-Control': 'no-store' },
  })
}

import { draftMode } from 'next/headers'

import { getPayloadClient } from '@/content/queries.server'
import { isSlug } from '@/lib/http'
import { isPreviewCollection, publicPathFor } from '@/preview/preview-url'

/**
 * The admin's Preview button: signed-in staff get Next's draft mode (a cookie) and are sent to
 * the public page, which then shows the latest draft instead of the cached published page.
 */
export async function GET(req: Request) {
  const url = new URL(req.url)
  const collection = url.searchParams.get('collection')
  const slug = url.searchParams.get('slug') ?? ''
  if (!isPreviewCollection(collection) || !isSlug(slug)) {
    return new Response('Nothing to preview: unknown page.', { status: 400 })
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: req.headers })
  if (!user) {
    const back = `${url.pathname}${url.search}`
    return Response.redirect(new URL(`/admin/login?redirect=${encodeURIComponent(back)}`, url), 303)
  }
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { location: publicPathFor(collection, slug) } })
}

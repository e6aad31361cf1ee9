import { reviewJson } from '@/content/api-shapes'
import { getStylistBySlug, listReviews } from '@/content/queries.server'
import { handle, isSlug, json, notFound } from '@/lib/http'

type Ctx = { params: Promise<{ slug?: string[] }> }

/** GET /api/reviews/{slug}: reviews for one stylist; 'all' (the default) for every review. */
export const GET = handle(async (_req: Request, { params }: Ctx) => {
  const parts = (await params).slug ?? []
  if (parts.length > 1) return notFound()
  const slug = parts[0] ?? 'all'
  if (slug === 'all') return json((await listReviews()).map(reviewJson))
  if (!isSlug(slug) || !(await getStylistBySlug(slug))) return notFound('No stylist with that name')
  return json((await listReviews(slug)).map(reviewJson))
})

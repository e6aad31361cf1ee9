import { postJson } from '@/content/api-shapes'
import { getBlogPost } from '@/content/queries.server'
import { handle, isSlug, json, notFound } from '@/lib/http'

type Ctx = { params: Promise<{ slug: string }> }

export const GET = handle(async (_req: Request, { params }: Ctx) => {
  const { slug } = await params
  const post = isSlug(slug) ? await getBlogPost(slug) : null
  return post ? json(postJson(post)) : notFound('No blog post with that name')
})

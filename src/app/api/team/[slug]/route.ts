import { teamMemberJson } from '@/content/api-shapes'
import { getStylistBySlug } from '@/content/queries.server'
import { handle, isSlug, json, notFound } from '@/lib/http'

type Ctx = { params: Promise<{ slug: string }> }

export const GET = handle(async (_req: Request, { params }: Ctx) => {
  const { slug } = await params
  const stylist = isSlug(slug) ? await getStylistBySlug(slug) : null
  if (!stylist || stylist.hasLeft || !stylist.showOnTeam)
    return notFound('No team member with that name')
  return json(teamMemberJson(stylist))
})

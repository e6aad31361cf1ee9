// GET /exports/quotes.csv and /exports/applications.csv: staff downloads for spreadsheets.
// Owners and managers only (the files hold clients' and applicants' contact details):
// signed out is 401, front desk is 403. Optional ?from=YYYY-MM-DD&to=YYYY-MM-DD (London days).
import { hasRole } from '@/access/roles'
import { applicationExportRows, quoteExportRows } from '@/content/exports.server'
import { getPayloadClient } from '@/content/queries.server'
import {
  applicationsCsv,
  exportFilename,
  exportRangeSchema,
  quotesCsv,
  rangeBounds,
} from '@/dashboard/exports'
import { ukDay } from '@/quote/uk-date'
import { env } from '@/env.server'
import { badRequest, handle, notFound } from '@/lib/http'

export const dynamic = 'force-dynamic'

const files = { 'quotes.csv': 'quotes', 'applications.csv': 'applications' } as const

const refuse = (status: 401 | 403, message: string) =>
  Response.json(
    { error: status === 401 ? 'unauthorised' : 'forbidden', message },
    { status, headers: { 'cache-control': 'no-store' } },
  )

export const GET = handle(async (req: Request, ctx: { params: Promise<{ file: string }> }) => {
  const { file } = await ctx.params
  const kind = Object.hasOwn(files, file) ? files[file as keyof typeof files] : null
  if (!kind) return notFound('No such export')

  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: req.headers })
  if (!user) return refuse(401, 'Please sign in to the admin first.')
  if (!hasRole(user, 'owner', 'manager'))
    return refuse(403, 'Only owners and managers can download exports.')

  const query = new URL(req.url).searchParams
  const parsed = exportRangeSchema.safeParse({
    from: query.get('from') ?? undefined,
    to: query.get('to') ?? undefined,
  })
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid date range')
  const range = { ...rangeBounds(parsed.data), user }

  const csv =
    kind === 'quotes'
      ? quotesCsv(await quoteExportRows(payload, range), env.SITE_URL)
      : applicationsCsv(await applicationExportRows(payload, range))
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${exportFilename(kind, parsed.data, ukDay(new Date()))}"`,
      // Personal data: never kept by a browser or proxy cache.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
})

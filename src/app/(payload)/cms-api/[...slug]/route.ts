/* Payload's own REST API, moved under /cms-api so that /api/* is the public site's API. */
import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { mediaDir } from '@/collections/media/config'
import { s3Settings } from '@/collections/media/storage.server'
import { env } from '@/env.server'
import {
  cmsApiProblem,
  crossOriginRefusal,
  withCappedJsonBody,
  type CmsSchema,
} from '@/security/cms-api-guard'

/** The site's own origin: the only one whose writes are accepted (ADR 022). */
const siteOrigin = new URL(env.SITE_URL).origin

let schema: CmsSchema | undefined
/** The fields and versions of every collection and global, read once from the config. */
async function cmsSchema(): Promise<CmsSchema> {
  if (schema) return schema
  const { collections, globals } = await config
  const entity = (slug: string) =>
    collections.find((c) => c.slug === slug) ?? globals.find((g) => g.slug === slug)
  schema = {
    fields: (slug) => entity(slug)?.flattenedFields,
    hasVersions: (slug) => Boolean(entity(slug)?.versions),
    hasAuth: (slug) => Boolean(collections.find((c) => c.slug === slug)?.auth),
  }
  return schema
}

type Ctx = { params: Promise<{ slug: string[] }> }
type Handler = (req: Request, ctx: Ctx) => Promise<Response>

/** Refuses what Payload would answer with a 500 (src/security/cms-api-guard.ts), then hands over. */
function guarded(handler: Handler): Handler {
  return async (req, ctx) => {
    // Another site's form or fetch, sent with a staff member's cookie: refused before anything.
    const crossOrigin = crossOriginRefusal(req, siteOrigin)
    if (crossOrigin) return crossOrigin
    const { slug } = await ctx.params
    // In S3 the adapter answers a missing file with a 404 itself; on disk we look first.
    const problem = cmsApiProblem(new URL(req.url), slug, {
      mediaDir: s3Settings() ? null : mediaDir(),
      schema: await cmsSchema(),
      method: req.method,
    })
    if (problem) return problem
    const capped = await withCappedJsonBody(req)
    if (capped instanceof Response) return capped
    return handler(capped, ctx)
  }
}

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

/**
 * Payload routes on the method and has no HEAD endpoints, so a HEAD for an image that exists was
 * a 404 (link checkers and CDNs ask HEAD first). It is answered as the GET, without the body.
 */
export const HEAD: Handler = async (req, ctx) => {
  const res = await GET(new Request(req.url, { method: 'GET', headers: req.headers }), ctx)
  await res.body?.cancel()
  return new Response(null, { status: res.status, headers: res.headers })
}

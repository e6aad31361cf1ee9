// Checks in front of Payload's REST API (/cms-api) for input Payload passes on unchecked and
// then answers with a 500: a document id that is not a number ("K", "1e400", "__proto__"), a
// collection or global named like a property every object has ("constructor"), a limit, page
// or depth that is not a whole number ("1e400" is Infinity), and a media file that is in the
// database but missing on disk. It also caps JSON bodies while they are read, and refuses writes
// made by another site with a staff member's cookie (./same-origin.ts), and query values that do
// not fit their field (./query-values.ts). Everything else goes to Payload unchanged.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'qs-esm'

import { readBodyCapped } from '@/lib/http'
import { holdsNul, nestedTooDeep, NUL_MESSAGE, TOO_DEEP_MESSAGE } from '@/lib/json-depth'

import { whereProblem, type Schema } from './query-values'
import { crossOriginProblem } from './same-origin'

/** Payload's own routes under a collection that are not a document id. */
const COLLECTION_ROUTES = new Set([
  'access',
  'count',
  'file',
  'first-register',
  'forgot-password',
  'handle-schedules',
  'init',
  'login',
  'logout',
  'me',
  'paste-url',
  'refresh-token',
  'reset-password',
  'run',
  'unlock',
  'verify',
  'versions',
  // Ours: the offer admin's "Worked out" panel (collections/offers/worked-out.server.ts).
  'worked-out',
  // Ours: a paused account's e-mailed sign-in link (collections/users/sign-in-link.server.ts).
  'sign-in-link',
])

/** Routes only a collection with staff sign-in has (elsewhere Payload reads them as an id). */
const AUTH_ROUTES = new Set([
  'first-register',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'refresh-token',
  'reset-password',
  'sign-in-link',
  'unlock',
  'verify',
])

/** Payload's bookkeeping that has no REST API of its own (Payload answers it with a 501). */
const NO_REST = new Set(['payload-migrations'])

/** Collections whose documents are not addressed by a numeric id. */
const NON_NUMERIC = new Set(['payload-preferences', 'payload-kv', 'globals', 'privacy'])

/** A name every plain object answers to ("constructor", "__proto__", "toString"…). */
const inherited = (name: string) => name in Object.prototype

const MAX_ID = 2_147_483_647 // PostgreSQL's integer (serial) ids
export const isDocumentId = (s: string) => /^[1-9]\d{0,9}$/.test(s) && Number(s) <= MAX_ID

/** JSON bodies to the REST API (staff edits) are small; uploads are multipart and go through. */
export const MAX_CMS_JSON_BYTES = 2 * 1024 * 1024
/** Image uploads in the admin. */
export const MAX_CMS_UPLOAD_BYTES = 25 * 1024 * 1024

const stripControls = (s: string) => s.replace(/[\u0000-\u001f\u007f]/g, '')

const answer = (status: 400 | 403 | 404 | 413, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * A 403 for a write (POST, PATCH, PUT, DELETE) that another origin made, before Payload reads
 * the cookie or the body; null for everything else. `siteOrigin` is SITE_URL's origin.
 */
export function crossOriginRefusal(req: Request, siteOrigin: string): Response | null {
  const message = crossOriginProblem(
    {
      method: req.method,
      origin: req.headers.get('origin'),
      fetchSite: req.headers.get('sec-fetch-site'),
    },
    siteOrigin,
  )
  return message === null ? null : answer(403, message)
}

/** What the guard knows of the config: each collection's and global's fields, and versions. */
export type CmsSchema = Schema & {
  hasVersions: (slug: string) => boolean
  hasAuth: (slug: string) => boolean
}

/** The query string as Payload reads it (createPayloadRequest), to check what it will use. */
const readQuery = (url: URL) =>
  parse(url.search, {
    allowEmptyArrays: true,
    arrayLimit: 1000,
    depth: 10,
    ignoreQueryPrefix: true,
  }) as Record<string, unknown>

/** A refusal for a request Payload would fail on with a 500, or null to let it through. */
export function cmsApiProblem(
  url: URL,
  slug: string[],
  opts: { mediaDir: string | null; schema?: CmsSchema; method?: string },
): Response | null {
  for (const name of ['limit', 'page', 'depth']) {
    for (const value of url.searchParams.getAll(name)) {
      if (!/^\d{1,7}$/.test(value)) return answer(400, `${name} must be a whole number`)
    }
  }
  const [collection, second, third] = slug
  // Payload looks collections and globals up by name in plain objects: "constructor" or
  // "toString" finds Object.prototype's, and Payload then fails reading its config.
  if (collection && inherited(collection)) return answer(404, 'Not Found')
  if (collection === 'globals' && second && inherited(second)) return answer(404, 'Not Found')
  if (collection && NO_REST.has(collection)) return answer(404, 'Not Found')
  const schema = opts.schema
  if (schema && collection) {
    // Versions of something that keeps none: Payload queries a table that does not exist.
    const entity = collection === 'globals' ? second : collection
    const versions = collection === 'globals' ? third === 'versions' : second === 'versions'
    if (entity && versions && !schema.hasVersions(entity)) return answer(404, 'Not Found')
    // A sign-in route of a collection without sign-in, or a GET of the (POST-only) access
    // route: Payload takes the word for a document id and fails on it.
    if (collection !== 'globals' && second) {
      if (AUTH_ROUTES.has(second) && !schema.hasAuth(collection)) return answer(404, 'Not Found')
      if (second === 'access' && opts.method === 'GET') return answer(404, 'Not Found')
    }
    if (entity && url.searchParams.size > 0) {
      const query = readQuery(url)
      if (query.where !== undefined) {
        const problem = whereProblem(query.where, entity, schema, { versions })
        if (problem) return answer(400, problem)
      }
    }
  }
  if (!collection || !second || NON_NUMERIC.has(collection)) return null
  if (collection === 'media' && second === 'file') {
    // Payload finds the document, then fails with a 500 when its file is gone from the disk.
    const name = third ?? ''
    if (!name || name !== path.basename(name)) return answer(404, 'Not Found')
    if (opts.mediaDir !== null && !existsSync(path.join(opts.mediaDir, name)))
      return answer(404, 'Not Found')
    return null
  }
  if (second === 'versions') {
    return third === undefined || isDocumentId(third) ? null : answer(404, 'Not Found')
  }
  if (COLLECTION_ROUTES.has(second)) return null
  return isDocumentId(second) ? null : answer(404, 'Not Found')
}

/** A multipart form's fields that Payload reads as JSON. */
const JSON_FORM_FIELDS = ['_payload', 'file']

/**
 * The request with its JSON body read under a byte cap (413 beyond it), so that Payload, which
 * reads bodies whole, never holds a huge one, and refused (400) when it nests deeper than
 * MAX_JSON_DEPTH, in the body or in a form's JSON fields. Multipart uploads keep their stream:
 * Payload limits them itself (upload limits in the media collection).
 */
export async function withCappedJsonBody(req: Request): Promise<Request | Response> {
  if (req.method === 'GET' || req.method === 'HEAD' || req.body === null) return req
  const type = req.headers.get('content-type') ?? ''
  if (/^multipart\/form-data/i.test(type)) {
    // Uploads: read under a larger cap, and refused with a 400 if they are not a readable form
    // (Payload's parser answers those with a 500).
    if (!/;\s*boundary=/i.test(type)) return answer(400, 'The form could not be read.')
    const read = await readBodyCapped(req, MAX_CMS_UPLOAD_BYTES).catch(() => null)
    if (read === null) return answer(400, 'The request body could not be read.')
    if (!read.ok) return answer(413, 'The upload is too large.')
    let form: FormData
    try {
      form = await new Request(req.url, {
        method: req.method,
        headers: req.headers,
        body: Buffer.from(read.bytes),
      }).formData()
    } catch {
      return answer(400, 'The form could not be read.')
    }
    // The JSON the admin sends in a form (Payload parses `_payload` and `file`), nested too deep
    // for Payload's recursive reading of it (ADR 044).
    for (const name of JSON_FORM_FIELDS)
      for (const value of form.getAll(name)) {
        if (typeof value !== 'string') continue
        if (nestedTooDeep(value)) return answer(400, TOO_DEEP_MESSAGE)
        if (holdsNul(value)) return answer(400, NUL_MESSAGE)
      }
    // Payload gets the form written anew: a control character in a file name (a NUL) passes
    // this parser but fails Payload's with a 500. The stored name is made safe later (ADR 042).
    const clean = new FormData()
    for (const [name, value] of form) {
      if (typeof value === 'string') clean.append(stripControls(name), value)
      else clean.append(stripControls(name), value, stripControls(value.name))
    }
    const headers = new Headers(req.headers)
    headers.delete('content-type')
    headers.delete('content-length')
    return new Request(req.url, { method: req.method, headers, body: clean })
  }
  const read = await readBodyCapped(req, MAX_CMS_JSON_BYTES).catch(() => null)
  if (read === null) return answer(400, 'The request body could not be read.')
  if (!read.ok) return answer(413, 'The request is too large.')
  // Payload merges and copies a body recursively: one nested 10,000 deep ran out of stack (500).
  const text = new TextDecoder().decode(read.bytes)
  if (nestedTooDeep(text)) return answer(400, TOO_DEEP_MESSAGE)
  // PostgreSQL stores no NUL in text: a staff save holding one failed with a 500.
  if (holdsNul(text)) return answer(400, NUL_MESSAGE)
  return new Request(req.url, {
    method: req.method,
    headers: req.headers,
    body: read.bytes.byteLength ? Buffer.from(read.bytes) : undefined,
  })
}

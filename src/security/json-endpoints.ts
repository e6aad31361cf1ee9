import type { Endpoint } from 'payload'

import { crossOriginProblem, isJsonType, JSON_ONLY_MESSAGE, nonJsonBody } from './same-origin'

/**
 * Our own REST endpoints (privacy tools, resend…) read JSON only: a form post or a text/plain
 * body, which a page on another site can send without a preflight, is answered 415 before the
 * handler runs. Payload's own collection routes are not wrapped: the admin saves documents and
 * uploads as multipart/form-data.
 */
export function jsonOnly(endpoints: Endpoint[]): Endpoint[] {
  return endpoints.map((endpoint) =>
    endpoint.method === 'get'
      ? endpoint
      : {
          ...endpoint,
          handler: async (req) => {
            const refused = nonJsonBody({
              contentType: req.headers.get('content-type'),
              contentLength: req.headers.get('content-length'),
            })
            if (refused)
              return Response.json(
                { message: JSON_ONLY_MESSAGE, errors: [{ message: JSON_ONLY_MESSAGE }] },
                { status: 415, headers: { 'cache-control': 'no-store' } },
              )
            return endpoint.handler(req)
          },
        },
  )
}

export const PUBLIC_CROSS_ORIGIN_MESSAGE =
  'Quotes and job applications are accepted from this website only. Please use the form on our website.'

/**
 * The public site's JSON endpoints (/api/save-quote-details, /api/joinus): a write that another
 * origin made, or that the browser marks cross-site or same-site, is a 403, and a body that is
 * not `application/json` — a form, text/plain, a Blob without a type — a 415, before anything is
 * read, counted or saved (ADR 040). Another site's page can send a form or a text/plain fetch
 * without asking; JSON from another origin needs a CORS preflight, which nothing here answers.
 * A request with neither Origin nor Sec-Fetch-Site (curl, a server) is not a browser that could
 * be misused, and is judged like any other client. Null: go on.
 */
export function publicPostRefusal(req: Request, siteOrigin: string): Response | null {
  const noStore = { 'cache-control': 'no-store' }
  const crossOrigin = crossOriginProblem(
    {
      method: req.method,
      origin: req.headers.get('origin'),
      fetchSite: req.headers.get('sec-fetch-site'),
    },
    siteOrigin,
  )
  if (crossOrigin !== null)
    return Response.json(
      { error: 'forbidden', message: PUBLIC_CROSS_ORIGIN_MESSAGE },
      { status: 403, headers: noStore },
    )
  if (!isJsonType(req.headers.get('content-type')))
    return Response.json(
      { error: 'unsupported_media_type', message: JSON_ONLY_MESSAGE },
      { status: 415, headers: noStore },
    )
  return null
}

import type { Endpoint } from 'payload'

import { JSON_ONLY_MESSAGE, nonJsonBody } from './same-origin'

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

// Next.js proxy (the former middleware), for posts to pages only: server actions (a
// `Next-Action` header, sent by forms when JavaScript runs) and multipart form posts (forms
// without JavaScript). Next.js and React answer a malformed one with a 500 (busboy's
// "Unexpected end of form", a JSON SyntaxError, "Connection closed.", "Invalid Server Actions
// request"). This reads the body — Next hands the page its own buffered copy — checks what they
// would choke on (src/security/action-posts.ts) and answers 400/403/413 first; files sent to the
// public forms are refused too. Everything else — pages, GETs, /api, /cms-api — never comes here
// (see `config.matcher`), so cached pages cost nothing extra.
import { NextResponse, type NextRequest } from 'next/server'

import {
  bodyProblem,
  headerProblem,
  isMultipart,
  needsBody,
  type ActionBody,
  type ActionPost,
} from '@/security/action-posts'

/** The same as Next's default `serverActions.bodySizeLimit`, set in next.config.ts. */
export const ACTION_BODY_LIMIT = 1024 * 1024

const refuse = (status: 400 | 403 | 413, message: string) =>
  NextResponse.json(
    { error: status === 413 ? 'too_large' : status === 403 ? 'forbidden' : 'bad_request', message },
    { status, headers: { 'cache-control': 'no-store' } },
  )
const tooLarge = () => refuse(413, 'The form is too large.')

/** The body as Next.js and React will read it, or why it cannot be read at all. */
async function readBody(
  request: NextRequest,
  contentType: string,
): Promise<ActionBody | 413 | 400> {
  let bytes: ArrayBuffer
  try {
    bytes = await request.arrayBuffer()
  } catch {
    return 400
  }
  // A body sent without a length: Next gives the proxy at most proxyClientMaxBodySize of it.
  if (bytes.byteLength >= ACTION_BODY_LIMIT) return 413
  if (!isMultipart(contentType))
    // As Next decodes it for React (a byte-order mark stays, and then fails to parse).
    return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
  try {
    const parsed = new Response(bytes, { headers: { 'content-type': contentType } })
    return { form: await parsed.formData() }
  } catch {
    return 400
  }
}

export async function proxy(request: NextRequest) {
  if (request.method !== 'POST') return NextResponse.next()
  const headers = request.headers
  const length = Number(headers.get('content-length') ?? NaN)
  if (Number.isFinite(length) && length > ACTION_BODY_LIMIT) return tooLarge()

  const post: ActionPost = {
    path: request.nextUrl.pathname,
    actionId: headers.get('next-action'),
    contentType: headers.get('content-type') ?? '',
    origin: headers.get('origin'),
    host: headers.get('x-forwarded-host') ?? headers.get('host'),
    fetchSite: headers.get('sec-fetch-site'),
  }
  const early = headerProblem(post)
  if (early) return refuse(early.status, early.message)
  if (!needsBody(post)) return NextResponse.next()

  const body = await readBody(request, post.contentType)
  if (body === 413) return tooLarge()
  if (body === 400) return refuse(400, 'The form could not be read. Please try again.')
  const problem = bodyProblem(post, body)
  return problem ? refuse(problem.status, problem.message) : NextResponse.next()
}

// Only POSTs that carry a server action or a multipart form, to page paths. Next buffers the body
// for the proxy up to experimental.proxyClientMaxBodySize (next.config.ts, = ACTION_BODY_LIMIT)
// and gives the page the same bytes. (The matcher must be literal: Next reads it at build time.)
export const config = {
  matcher: [
    {
      source: '/((?!api/|cms-api/|prices/api/|_next/|refused/).*)',
      has: [{ type: 'header', key: 'next-action' }],
    },
    {
      source: '/((?!api/|cms-api/|prices/api/|_next/|refused/).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
}

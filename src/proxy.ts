// Next.js proxy (the former middleware), for form posts to pages only: server actions and
// plain form posts. Next.js and React answer a malformed one with a 500 ("Failed to parse body
// as FormData", a JSON SyntaxError, "Invalid Server Actions request"). This checks what they
// would choke on and answers 400/403/413 first, and refuses files sent to the public forms
// (no form of the site takes a file). Everything else — pages, GETs, /api, /cms-api — never
// comes here (see `config.matcher`), so cached pages cost nothing extra.
import { NextResponse, type NextRequest } from 'next/server'

import { actionBodyProblem, type ActionPost } from '@/security/action-posts'

/** The same as Next's default `serverActions.bodySizeLimit`, set in next.config.ts. */
export const ACTION_BODY_LIMIT = 1024 * 1024

const refuse = (status: 400 | 403 | 413, message: string) =>
  NextResponse.json(
    { error: status === 413 ? 'too_large' : status === 403 ? 'forbidden' : 'bad_request', message },
    { status, headers: { 'cache-control': 'no-store' } },
  )

export async function proxy(request: NextRequest) {
  if (request.method !== 'POST') return NextResponse.next()
  const headers = request.headers
  const length = Number(headers.get('content-length') ?? NaN)
  if (Number.isFinite(length) && length > ACTION_BODY_LIMIT)
    return refuse(413, 'The form is too large.')

  const post: ActionPost = {
    path: request.nextUrl.pathname,
    actionId: headers.get('next-action'),
    contentType: headers.get('content-type') ?? '',
    origin: headers.get('origin'),
    host: headers.get('x-forwarded-host') ?? headers.get('host'),
    // The body is not read here: in Next 16.4, a body the proxy has read reaches the page
    // unreadable (real form posts were refused with 400). Header checks only; see ADR 009.
    read: null,
  }
  const problem = await actionBodyProblem(post)
  return problem ? refuse(problem.status, problem.message) : NextResponse.next()
}

// Only POSTs that carry a form or a server action, to page paths. Next reads the body for the
// proxy up to experimental.proxyClientMaxBodySize (next.config.ts, = ACTION_BODY_LIMIT).
// (The matcher must be written out literally: Next reads it at build time.)
export const config = {
  matcher: [
    {
      source: '/((?!api/|cms-api/|prices/api/|_next/|refused/).*)',
      has: [{ type: 'header', key: 'next-action' }],
    },
    {
      source: '/((?!api/|cms-api/|prices/api/|_next/|refused/).*)',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(?:multipart/form-data|application/x-www-form-urlencoded|text/plain).*',
        },
      ],
    },
  ],
}

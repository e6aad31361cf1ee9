// Answers for requests the request guard refuses before Next.js sees them
// (src/security/request-guard.server.ts): a path that is not valid percent-encoding, and
// methods the server does not support. Plain JSON, never a 5xx.
const answers: Record<string, { status: number; message: string; headers?: HeadersInit }> = {
  '400': { status: 400, message: 'Bad request: that address is not valid.' },
  '405': {
    status: 405,
    message: 'That method is not supported.',
    headers: { allow: 'GET, HEAD, POST, OPTIONS' },
  },
}

export async function GET(_req: Request, { params }: { params: Promise<{ status: string }> }) {
  const answer = answers[(await params).status] ?? answers['400']!
  return Response.json(
    {
      error: answer.status === 405 ? 'method_not_allowed' : 'bad_request',
      message: answer.message,
    },
    { status: answer.status, headers: { 'cache-control': 'no-store', ...answer.headers } },
  )
}

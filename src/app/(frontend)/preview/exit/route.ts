import { draftMode } from 'next/headers'

/** Leaves preview: the draft-mode cookie goes and the visitor returns to the published page. */
export async function GET(req: Request) {
  ;(await draftMode()).disable()
  const to = new URL(req.url).searchParams.get('to') ?? '/'
  // Only paths on this site: never an open redirect.
  const safe = to.startsWith('/') && !to.startsWith('//') ? to : '/'
  return new Response(null, { status: 307, headers: { location: safe } })
}

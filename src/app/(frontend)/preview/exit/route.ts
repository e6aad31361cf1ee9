import { draftMode } from 'next/headers'

import { sameSitePath } from '@/lib/safe-path'

/** Leaves preview: the draft-mode cookie goes and the visitor returns to the published page. */
export async function GET(req: Request) {
  ;(await draftMode()).disable()
  // Only paths on this site, as a browser would read them: never an open redirect.
  const to = sameSitePath(new URL(req.url).searchParams.get('to'))
  return new Response(null, { status: 307, headers: { location: to } })
}

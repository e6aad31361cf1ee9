import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * The public site's links. No prefetch on sight: on a slow phone, fetching and parsing every
 * visible link's page competed with the page itself (Lighthouse: long tasks after load).
 * Pages are cached, so a click still answers quickly.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />
}

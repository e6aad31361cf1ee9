import type { ReactNode } from 'react'

import Link from '@/components/link'

/**
 * The one way back up from a page to its list ("← Back to the team"): same arrow, place and
 * style on every page. `tone="light"` on a dark title band.
 */
export function BackLink({
  href,
  children,
  tone,
}: {
  href: string
  children: ReactNode
  tone?: 'light'
}) {
  return (
    <p className={`back-link${tone === 'light' ? ' back-link-light' : ''}`}>
      <Link href={href}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  )
}
